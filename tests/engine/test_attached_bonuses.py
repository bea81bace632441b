"""An Aura's or Equipment's "enchanted (equipped) creature gets +N/+M"
(CR 303.4b, 301.5a, 613.4c): it applies to the permanent it is attached to, in
layer 7c, and only while it is attached; and the state-based actions for an
Aura or Equipment on a land that stops being a creature (CR 704.5m, 704.5n)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec,
)
from reference_engine.events import Sba, Unattached, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ObjectSetup, Scenario

from tests.engine.builder import act, creature, on, permanent, play, scenario, spell


def bonus(power: int, toughness: int) -> Ability:
    """"Enchanted creature gets +power/+toughness" (or "Equipped creature ...")."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.MODIFY_PT, filter=ObjectFilter(subject=Subject.ENCHANTED, types=(CardType.CREATURE,)),
        power=power, toughness=toughness))


SPLITTER = permanent("splitter", (CardType.ARTIFACT,), bonus(2, 0), subtypes=("Equipment",), mana_cost="{1}")
"""Stands for Bonesplitter's first ability."""
WEIGHT = permanent("weight", (CardType.ENCHANTMENT,), bonus(-2, -2), subtypes=("Aura",), mana_cost="{B}")
"""Stands for Dead Weight's second ability."""
STRENGTH = permanent("strength", (CardType.ENCHANTMENT,), bonus(1, 2), subtypes=("Aura",), mana_cost="{W}")
"""Stands for Holy Strength's second ability."""
KILL = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True,
             targets=(TargetSpec(objects=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE,
                                                                  CardType.ENCHANTMENT))),))


def board(extra: list[ObjectSetup], targets: list[int], cards: tuple[object, ...] = ()) -> Scenario:
    """A Bear (1), the permanents of ``extra``, and one destroy spell cast per target, in order."""
    kills = [on("kill", 10 + i, zone=Zone.HAND) for i in range(len(targets))]
    script = [a for i, t in enumerate(targets)
              for a in (act("cast", object=10 + i, targets=(TargetRef(object=t),)), act("resolve_all"))]
    return scenario([creature("bear"), SPLITTER, WEIGHT, STRENGTH, KILL, *cards],  # type: ignore[list-item]
                    [on("bear", 1), *extra, *kills], script, pools={0: "{B}" * len(targets)},
                    format="mtgconf-scenario/1.1")


def left(h: History, oid: ObjectId) -> ZoneChange:
    return next(e for e in h.events if isinstance(e, ZoneChange) and e.old_id == oid
                and e.from_zone is Zone.BATTLEFIELD)


def test_613_4c_equipped_creature_gets_the_bonus() -> None:
    """Bonesplitter on a 2/2: it leaves the battlefield a 4/2."""
    h = play(board([on("splitter", 2, attached_to=1)], [1]))
    before = left(h, 1).before
    assert before is not None and (before.power, before.toughness) == (4, 2)


def test_301_5a_the_bonus_stops_once_the_equipment_leaves() -> None:
    """Bonesplitter is destroyed first: the Bear is a 2/2 again at once."""
    h = play(board([on("splitter", 2, attached_to=1)], [2, 1]))
    before = left(h, 1).before
    assert before is not None and (before.power, before.toughness) == (2, 2)


def test_704_5f_an_aura_shrinking_toughness_to_zero_kills() -> None:
    """Dead Weight on a 2/2: toughness 0, put into the graveyard as a
    state-based action (CR 704.5f), and the Aura follows (CR 704.5m)."""
    h = play(board([on("weight", 2, attached_to=1)], []))
    assert [(e.rule, e.object) for e in h.events if isinstance(e, Sba)] == [("704.5f", 1), ("704.5m", 2)]


def test_704_5g_damage_kills_once_the_toughness_bonus_ends() -> None:
    """Holy Strength makes a Bear with 3 damage a 3/4 that survives; once the
    Aura is destroyed it is a 2/2 with lethal damage (CR 704.5g)."""
    damaged = play(scenario([creature("bear"), STRENGTH, KILL], [
        on("bear", 1, damage=3), on("strength", 2, attached_to=1), on("kill", 10, zone=Zone.HAND)],
        [act("cast", object=10, targets=(TargetRef(object=2),)), act("resolve_all")], pools={0: "{B}"},
        format="mtgconf-scenario/1.1"))
    first = next(e for e in damaged.events if isinstance(e, Sba))
    assert first.seq > left(damaged, 2).seq  # it survived until the Aura left
    assert [(e.rule, e.object) for e in damaged.events if isinstance(e, Sba)] == [("704.5g", 1)]


def test_613_4c_an_animated_land_gets_the_bonus_after_its_base_size() -> None:
    """A land made a 1/1 creature (layer 7b) wearing Bonesplitter is a 3/1
    (layer 7c), whatever the timestamps."""
    animate = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.LANDS_ARE_CREATURES, filter=ObjectFilter(types=(CardType.LAND,))))
    land = permanent("land", (CardType.LAND,))
    anthem = permanent("anthem", (CardType.ENCHANTMENT,), animate)
    h = play(scenario([land, anthem, SPLITTER, KILL], [
        on("splitter", 2, attached_to=1), on("land", 1), on("anthem", 3), on("kill", 10, zone=Zone.HAND)],
        [act("cast", object=10, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{B}"},
        format="mtgconf-scenario/1.1"))
    before = left(h, 1).before
    assert before is not None and (before.power, before.toughness) == (3, 1)


class UnguardedBonus(Rules):
    """The bug the mutant ``unattached-equipment-boosts-equipped-creatures`` plays."""

    def attached_bonus_hosts(self, attached_to: ObjectId | None,
                             wearing: frozenset[ObjectId]) -> frozenset[ObjectId]:
        return wearing if attached_to is None else frozenset((attached_to,))


def test_301_5a_an_unattached_equipment_boosts_nothing() -> None:
    """Bonesplitter attached to nothing gives no creature +2/+0, not even one
    wearing an Aura; the decision is the one the engine uses."""
    sc = board([on("splitter", 2), on("strength", 3, attached_to=1)], [1])
    before = left(play(sc), 1).before
    assert before is not None and (before.power, before.toughness) == (3, 4)
    wrong = left(play(sc, UnguardedBonus()), 1).before
    assert wrong is not None and (wrong.power, wrong.toughness) == (5, 4)


ANIMATE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.LANDS_ARE_CREATURES, filter=ObjectFilter(types=(CardType.LAND,))))
ENCHANT_CREATURE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=(CardType.CREATURE,))))


def deanimated(attachment: str) -> History:
    """A land made a 1/1 creature by an enchantment (3) wears ``attachment``
    (2); the enchantment is destroyed, so the land is no longer a creature."""
    land = permanent("land", (CardType.LAND,))
    anthem = permanent("anthem", (CardType.ENCHANTMENT,), ANIMATE)
    aura = permanent("aura", (CardType.ENCHANTMENT,), ENCHANT_CREATURE, bonus(1, 2), subtypes=("Aura",))
    return play(scenario([land, anthem, SPLITTER, aura, KILL], [
        on("land", 1), on(attachment, 2, attached_to=1), on("anthem", 3), on("kill", 10, zone=Zone.HAND)],
        [act("cast", object=10, targets=(TargetRef(object=3),)), act("resolve_all")], pools={0: "{B}"},
        format="mtgconf-scenario/1.1"))


def test_704_5n_equipment_on_a_land_no_longer_a_creature_becomes_unattached() -> None:
    """The Equipment becomes unattached as a state-based action, in one batch
    with its ``sba``, and stays on the battlefield."""
    h = deanimated("splitter")
    sba = [e for e in h.events if isinstance(e, Sba)]
    assert [(e.rule, e.object) for e in sba] == [("704.5n", 2)]
    (un,) = [e for e in h.events if isinstance(e, Unattached)]
    assert (un.object, un.host, un.causes, un.batch) == (2, 1, (sba[0].seq,), sba[0].batch)
    assert h.final is not None
    gear = next(o for o in h.final.objects if o.id == 2)
    assert gear.zone is Zone.BATTLEFIELD and gear.attached_to is None


def test_704_5m_an_aura_on_a_land_no_longer_a_creature_goes_to_the_graveyard() -> None:
    """"Enchant creature" no longer allows the land: the Aura is put into its
    owner's graveyard as a state-based action."""
    h = deanimated("aura")
    assert [(e.rule, e.object) for e in h.events if isinstance(e, Sba)] == [("704.5m", 2)]


class StaysAttached(Rules):
    """The bug the mutant ``equipment-stays-on-a-noncreature`` plays."""

    def equipment_stays_attached(self, host_is_creature: bool) -> bool:
        return True


def test_704_5n_the_decision_is_the_one_the_engine_uses() -> None:
    land = permanent("land", (CardType.LAND,))
    anthem = permanent("anthem", (CardType.ENCHANTMENT,), ANIMATE)
    sc = scenario([land, anthem, SPLITTER, KILL], [
        on("land", 1), on("splitter", 2, attached_to=1), on("anthem", 3), on("kill", 10, zone=Zone.HAND)],
        [act("cast", object=10, targets=(TargetRef(object=3),)), act("resolve_all")], pools={0: "{B}"},
        format="mtgconf-scenario/1.1")
    h = play(sc, StaysAttached())
    assert not [e for e in h.events if isinstance(e, (Sba, Unattached))]
