"""Prevention and doubling on one damage event (CR 616.1, 616.1f, 614.5, 615.1):
Furnace of Rath ("it deals double that damage instead") and Urza's Armor
("prevent 1 of that damage") on a 3-damage spell. The player dealt the
damage chooses the order: prevention first, 4; doubling first, 5."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef,
    Subject, TargetSpec, TriggerEvent, Who,
)
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import Choice, ChoiceKind, Damage, DamagePrevented, Replaced
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell, trig

FURNACE = permanent("furnace", (CardType.ENCHANTMENT,), Ability(
    kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.DOUBLE_DAMAGE)))
ARMOR = permanent("armor", (CardType.ARTIFACT,), Ability(
    kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=1,
                                                     players=Who.YOU)))
GUARD = creature("guard", Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=1, filter=ObjectFilter(subject=Subject.SELF))),
    toughness=9)
BLAST = spell("blast", Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET,
                              player=PlayerRef.TARGET), cost="{R}", instant=True,
              targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), players=Who.ANY),))
WATCHER = creature("watcher", trig(TriggerEvent.DEALS_DAMAGE, gain(1), subject=Subject.ANY))


def _blast(target: TargetRef, *, furnaces: int = 1, armor: bool = True, **policy: object) -> Scenario:
    """Player 0 blasts ``target``; player 1 has Urza's Armor (3) and a Guard (4)."""
    objects = [on("blast", 1, zone=Zone.HAND), on("guard", 4, owner=1)]
    objects += [on("furnace", 10 + i) for i in range(furnaces)]
    if armor:
        objects.append(on("armor", 3, owner=1))
    script = [act("cast", object=1, targets=(target,)), act("resolve_all")]
    return scenario([FURNACE, ARMOR, GUARD, BLAST, WATCHER], objects, script, pools={0: "{R}"},
                    choices=ChoicePolicy(**policy))  # type: ignore[arg-type]


def _steps(h: History) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for e in h.events:
        if isinstance(e, Choice) and e.choice is ChoiceKind.PREVENTION_FIRST:
            out.append((f"choice P{e.player}", int(e.value)))
        elif isinstance(e, Replaced) and e.original.startswith("damage "):
            out.append((f"double {e.effect}", e.amount or 0))
        elif isinstance(e, DamagePrevented):
            out.append((f"prevent {e.effect}", e.amount))
        elif isinstance(e, Damage):
            out.append(("damage", e.amount))
    return out


def test_616_1_prevention_first_by_default() -> None:
    h = play(_blast(TargetRef(player=1)))
    assert _steps(h) == [("choice P1", 1), ("prevent armor/0", 1), ("double furnace/0", 2), ("damage", 4)]


def test_616_1_the_player_dealt_damage_chooses() -> None:
    """Player 0's answer would be prevention first; player 1 is dealt the damage and chooses."""
    h = play(_blast(TargetRef(player=1), prevention_first=True, prevention_first_by_player={"1": False}))
    assert _steps(h) == [("choice P1", 0), ("double furnace/0", 3), ("prevent armor/0", 1), ("damage", 5)]


def test_616_1_the_controller_of_the_permanent_chooses() -> None:
    h = play(_blast(TargetRef(object=4), prevention_first_by_player={"1": False, "0": True}))
    assert _steps(h) == [("choice P1", 0), ("double furnace/0", 3), ("prevent guard/0", 1), ("damage", 5)]


def test_614_5_each_doubling_applies_once() -> None:
    """Two Furnaces (one card, one reference): 3, 1 prevented, doubled twice: 8."""
    h = play(_blast(TargetRef(player=1), furnaces=2))
    assert [s for s, _ in _steps(h)] == ["choice P1", "prevent armor/0", "double furnace/0", "double furnace/0",
                                        "damage"]
    assert _steps(h)[-1] == ("damage", 8)


def test_616_1_no_choice_when_only_a_doubling_applies() -> None:
    h = play(_blast(TargetRef(player=1), armor=False))
    assert _steps(h) == [("double furnace/0", 3), ("damage", 6)]


def test_616_1e_damage_wholly_prevented_is_not_doubled() -> None:
    """A 1-damage hit, the Armor first: nothing is left to double, no damage event."""
    sc = _blast(TargetRef(player=1))
    one = spell("blast", Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET,
                                player=PlayerRef.TARGET), cost="{R}", instant=True,
                targets=BLAST.abilities[0].targets)
    sc = scenario([FURNACE, ARMOR, GUARD, one, WATCHER], list(sc.objects), list(sc.script), pools={0: "{R}"})
    assert _steps(play(sc)) == [("choice P1", 1), ("prevent armor/0", 1)]


def test_120_damage_triggers_see_the_final_amount() -> None:
    """The watcher's "deals damage" trigger names the damage event of the final amount."""
    sc = _blast(TargetRef(player=1))
    sc = scenario(list(sc.cards), [*sc.objects, on("watcher", 20)], list(sc.script), pools={0: "{R}"})
    h = play(sc)
    dealt = [e for e in of(h, "damage") if isinstance(e, Damage)]
    assert [d.amount for d in dealt] == [4]
    assert [e.causes for e in of(h, "triggered")] == [(dealt[0].seq,)]


def test_the_words_round_trip_and_version_1_refuses_them() -> None:
    sc = _blast(TargetRef(player=1), prevention_first=False)
    assert scenario_from_json(to_json(sc)) == sc
    old = {**to_json(sc), "format": "mtgconf-scenario/1"}
    with pytest.raises(ScenarioError, match="double_damage|prevent_some_damage|prevention_first"):
        scenario_from_json(old)


@pytest.mark.parametrize("static, path", [
    (ContinuousEffect(kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=0, players=Who.YOU), "amount"),
    (ContinuousEffect(kind=ContinuousKind.PREVENT_SOME_DAMAGE, amount=1, players=Who.YOU,
                      filter=ObjectFilter(subject=Subject.SELF)), "filter"),
    (ContinuousEffect(kind=ContinuousKind.DOUBLE_DAMAGE, players=Who.YOU), "players"),
    (ContinuousEffect(kind=ContinuousKind.DOUBLE_DAMAGE, filter=ObjectFilter(types=(CardType.CREATURE,))),
     "filter"),
])
def test_strict_reading_of_the_words(static: ContinuousEffect, path: str) -> None:
    bad = permanent("bad", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=static))
    sc = scenario([bad], [on("bad", 1)], [])
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(to_json(sc))
    assert err.value.path.endswith(f".static.{path}")


def test_510_2_combat_damage_is_prevented_then_doubled_too() -> None:
    """An unblocked 3-power attacker at player 1 (Urza's Armor, Furnace of Rath): 4 combat damage."""
    from reference_engine.ids import Step
    from reference_engine.scenario import Action, ActionKind, Attack

    ogre = creature("ogre", power=3, toughness=3)
    objects = [on("ogre", 5), on("furnace", 10), on("armor", 3, owner=1)]
    script = [Action(action=ActionKind.DECLARE_ATTACKERS, player=0,
                     attackers=(Attack(attacker=5, defender=1),)),
              Action(action=ActionKind.ADVANCE_TO, step=Step.END)]
    h = play(scenario([FURNACE, ARMOR, ogre], objects, script))
    assert _steps(h) == [("choice P1", 1), ("prevent armor/0", 1), ("double furnace/0", 2), ("damage", 4)]
    assert all(isinstance(d, Damage) and d.combat for d in of(h, "damage"))
