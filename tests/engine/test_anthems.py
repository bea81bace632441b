"""Anthems, "Creatures you control [of the chosen type] get +N/+M" (CR 613.4c,
611.3a): layer 7c changes to every creature the filter matches while the
source is on the battlefield, one entering later included."""
from __future__ import annotations

from dataclasses import replace

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, Who,
)
from reference_engine.events import Sba, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ChoicePolicy, ObjectSetup, Scenario

from tests.engine.builder import act, creature, on, permanent, play, scenario, spell

CREATURES = (CardType.CREATURE,)


def anthem(*, chosen: bool = False, x: bool = False) -> Ability:
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ANTHEM, filter=ObjectFilter(types=CREATURES, controller=Who.YOU, chosen_type=chosen),
        power=1, toughness=1, x=x, counter="charge" if x else "+1/+1"))


CHOOSE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CHOOSE_CREATURE_TYPE, filter=ObjectFilter(subject=Subject.SELF)))
GLORIOUS = permanent("glorious", (CardType.ENCHANTMENT,), anthem(), mana_cost="{1}{W}{W}")
BANNER = permanent("banner", (CardType.ARTIFACT,), CHOOSE, anthem(chosen=True), mana_cost="{5}")
DOOR = permanent("door", (CardType.ARTIFACT,), CHOOSE, anthem(chosen=True, x=True), mana_cost="{4}")
ELF = replace(creature("elf"), subtypes=("Elf",))
CHARGE = spell("charge", Effect(kind=EffectKind.PUT_COUNTERS, amount=2, counter="charge", object=ObjectRef.TARGET),
               instant=True, targets=(TargetSpec(objects=ObjectFilter(types=(CardType.ARTIFACT,))),))
"""Puts two charge counters on target artifact."""
KILL = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True,
             targets=(TargetSpec(objects=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE,
                                                                  CardType.ENCHANTMENT))),))


def _board(objects: list[ObjectSetup], script: list[tuple[str, int | None]], pool: str = "",
           choices: ChoicePolicy = ChoicePolicy()) -> Scenario:
    """``script``: ("cast", object), ("kill", target) or ("charge", target) steps, each resolved."""
    actions, kills = [], []
    for i, (what, oid) in enumerate(script):
        if what in ("kill", "charge"):
            kills.append(on(what, 20 + i, zone=Zone.HAND))
            actions += [act("cast", object=20 + i, targets=(TargetRef(object=oid),)), act("resolve_all")]
        else:
            actions += [act("cast", object=oid), act("resolve_all")]
    pool += "{B}" * len(kills)
    return scenario([creature("bear"), ELF, GLORIOUS, BANNER, DOOR, KILL, CHARGE], [*objects, *kills], actions,
                    pools={0: pool}, choices=choices, format="mtgconf-scenario/1.1")


def left(h: History, oid: ObjectId) -> tuple[int | None, int | None]:
    e = next(e for e in h.events if isinstance(e, ZoneChange) and e.old_id == oid and e.from_zone is Zone.BATTLEFIELD)
    assert e.before is not None
    return e.before.power, e.before.toughness


def test_613_4c_611_3a_a_creature_entering_later_is_covered_and_only_yours() -> None:
    """Glorious Anthem first, then a Bear cast: a 3/3 as it leaves; the
    opponent's Bear stays a 2/2."""
    h = play(_board([on("glorious", 1), on("bear", 2, zone=Zone.HAND), on("bear", 3, owner=1)],
                    [("cast", 2), ("kill", 2), ("kill", 3)], pool="{1}{G}"))
    sizes = [(e.before.controller, e.before.power, e.before.toughness) for e in h.events
             if isinstance(e, ZoneChange) and e.from_zone is Zone.BATTLEFIELD and e.before is not None]
    assert sizes == [(0, 3, 3), (1, 2, 2)]


def test_611_3a_damage_becomes_lethal_when_the_anthem_leaves() -> None:
    """A Bear with 2 damage under the anthem is a 3/3 and survives; the
    anthem destroyed, it is a 2/2 with lethal damage (CR 704.5g)."""
    h = play(_board([on("glorious", 1), on("bear", 2, damage=2)], [("kill", 1)]))
    assert [(e.rule, e.object) for e in h.events if isinstance(e, Sba)] == [("704.5g", 2)]


def test_613_4c_per_charge_counter() -> None:
    """A Door of Destinies set on the battlefield made no choice, so its
    two charge counters give nothing (CR 614.12a); cast, it chooses Elf, and
    with two charge counters put on it the Elf is a 4/4, the Bear a 2/2."""
    unchosen = play(_board([on("door", 1, counters={"charge": 2}), on("elf", 2)], [("kill", 2)]))
    assert left(unchosen, 2) == (2, 2)
    cast = play(_board([on("door", 1, zone=Zone.HAND), on("elf", 2), on("bear", 3)],
                       [("cast", 1), ("charge", 1), ("kill", 2), ("kill", 3)], pool="{4}",
                       choices=ChoicePolicy(creature_types={"door/0": "Elf"})))
    assert left(cast, 2) == (4, 4)  # two charge counters: +2/+2
    assert left(cast, 3) == (2, 2)


def test_614_12a_the_banner_covers_the_chosen_type_only() -> None:
    """Vanquisher's Banner choosing Elf: the Elf is a 3/3, the Bear a 2/2; a
    rules set whose anthem reads no choice gives nothing."""
    sc = _board([on("banner", 1, zone=Zone.HAND), on("elf", 2), on("bear", 3)],
                [("cast", 1), ("kill", 2), ("kill", 3)], pool="{5}",
                choices=ChoicePolicy(creature_types={"banner/0": "Elf"}))
    h = play(sc)
    assert left(h, 2) == (3, 3) and left(h, 3) == (2, 2)

    class Unread(Rules):
        def anthem_chosen_type(self, chosen: str | None) -> str | None:
            return None

    assert left(play(sc, Unread()), 2) == (2, 2)
