""""<object> becomes blocked" (effect ``make_blocked``): blocked by no creature
(CR 509.1h), "becomes blocked" once (CR 509.3c), not "by a creature"
(CR 509.3d), no combat damage (CR 510.1c), not unblocked (CR 509.3g)."""
from __future__ import annotations

import dataclasses

import pytest

from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, Timing, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.events import BecameBlocked, Damage, IllegalAction, RefusalCode
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef
from reference_engine.oracle import render_ability
from reference_engine.scenario import Action, Attack, Block, Scenario

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, trig

BLOCK_IT = Effect(kind=EffectKind.MAKE_BLOCKED, object=ObjectRef.IT)
SNARE = permanent("snare", (CardType.ENCHANTMENT,), trig(TriggerEvent.ATTACKS, BLOCK_IT, subject=Subject.ANY,
                                                          types=(CardType.CREATURE,)))
"""Whenever a creature attacks, that creature becomes blocked."""
WATCHER = creature("watcher", trig(TriggerEvent.BECOMES_BLOCKED, gain(1)),
                   trig(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, gain(1)),
                   trig(TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE, gain(1)),
                   trig(TriggerEvent.ATTACKS_UNBLOCKED, gain(1)), power=3, toughness=3)


def _fight(*blocks: Block, snare: bool = True) -> History:
    objects = [on("watcher", 1), on("wall", 2, owner=1)] + ([on("snare", 3, owner=1)] if snare else [])
    script = [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)), act("resolve_all"),
              act("declare_blockers", blocks=blocks), act("resolve_all"), act("advance_to", step=Step.END_OF_COMBAT)]
    sc: Scenario = scenario([WATCHER, creature("wall", power=0, toughness=5), SNARE], objects, script)
    return play(sc)


def _fired(h: History) -> list[str]:
    return sorted(t.ability for t in of(h, "triggered") if t.source == 1)  # type: ignore[union-attr]


def test_509_1h_blocked_by_no_creature_triggers_becomes_blocked_once_and_deals_no_damage() -> None:
    h = _fight()
    [made] = of(h, "became_blocked")
    assert isinstance(made, BecameBlocked) and made.object == 1
    assert _fired(h) == ["watcher/0", "watcher/1"]  # neither "by a creature" nor "isn't blocked"
    assert not [d for d in of(h, "damage") if isinstance(d, Damage) and d.combat]


def test_509_3c_a_blocker_declared_later_makes_it_blocked_by_a_creature_only() -> None:
    h = _fight(Block(blocker=2, attacker=1))
    assert _fired(h) == ["watcher/0", "watcher/1", "watcher/2"]
    hits = [d for d in of(h, "damage") if isinstance(d, Damage) and d.combat]
    assert [(d.source, d.target.object) for d in hits] == [(1, 2)]


def test_509_3g_without_the_effect_it_is_unblocked_and_hits_the_player() -> None:
    h = _fight(snare=False)
    assert _fired(h) == ["watcher/3"]
    assert [d.amount for d in of(h, "damage") if isinstance(d, Damage) and d.target.player == 1] == [3]


def test_oracle_text() -> None:
    assert render_ability(SNARE.abilities[0], SNARE) == "Whenever a creature attacks, that creature becomes blocked."


def test_a_format_1_file_may_not_make_a_creature_blocked() -> None:
    doc = to_json(scenario([SNARE], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.effects\[0\]\.kind.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
    doc["format"] = "mtgconf-scenario/1.1"
    scenario_from_json(doc)


TRAP_RUNNER = CardDef(key="trap-runner", name="Trap Runner", mana_cost="{2}{W}{W}", types=(CardType.CREATURE,),
                      subtypes=("Human", "Soldier"), power=2, toughness=3, abilities=(Ability(
                          kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), timing=Timing.AFTER_BLOCKERS,
                          effects=(Effect(kind=EffectKind.MAKE_BLOCKED, object=ObjectRef.TARGET),),
                          targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)),
                                              unblocked_attacking=True),)),))


def _trap(*script: Action) -> History:
    attack = act("declare_attackers", attackers=(Attack(attacker=1, defender=1), Attack(attacker=2, defender=1)))
    return play(scenario([WATCHER, creature("bear"), TRAP_RUNNER],
                         [on("watcher", 1), on("bear", 2), on("trap-runner", 3, owner=1)],
                         [attack, act("resolve_all"), *script, act("advance_to", step=Step.END_OF_COMBAT)],
                         step=Step.BEGINNING_OF_COMBAT))


def _trap_runner(target: int) -> Action:
    return act("activate", player=1, object=3, targets=(TargetRef(object=target),))


def test_602_5b_trap_runner_blocks_an_attacker_after_blockers_are_declared() -> None:
    h = _trap(act("declare_blockers", blocks=()), act("pass", player=0), _trap_runner(1), act("resolve_all"))
    assert [e.object for e in of(h, "became_blocked")] == [1]  # type: ignore[union-attr]
    assert _fired(h) == ["watcher/0", "watcher/1", "watcher/3"]  # it was unblocked as blockers were declared
    assert [(d.source, d.amount) for d in of(h, "damage") if isinstance(d, Damage) and d.combat] == [(2, 2)]


def test_602_5b_trap_runner_is_refused_before_blockers_are_declared() -> None:
    h = _trap(act("pass", player=0), _trap_runner(1))
    refused = [e for e in of(h, "illegal_action") if isinstance(e, IllegalAction)]
    assert refused and refused[0].code is RefusalCode.TIMING
    assert not of(h, "became_blocked")


def test_508_8_no_after_blockers_window_in_a_combat_without_attackers() -> None:
    """With no attackers the declare blockers step is skipped (CR 508.8), so
    the end of combat step is not "after blockers are declared" (CR 602.5b):
    Trap Runner is refused for timing there, not only for want of a target."""
    h = play(scenario([WATCHER, creature("bear"), TRAP_RUNNER],
                      [on("watcher", 1), on("bear", 2), on("trap-runner", 3, owner=1)],
                      [act("declare_attackers", attackers=()), act("advance_to", step=Step.END_OF_COMBAT),
                       act("pass", player=0), _trap_runner(2)],
                      step=Step.BEGINNING_OF_COMBAT))
    refused = [e for e in of(h, "illegal_action") if isinstance(e, IllegalAction)]
    assert [e.code for e in refused] == [RefusalCode.TIMING]


def test_509_1h_trap_runner_cannot_target_a_blocked_attacker() -> None:
    h = _trap(act("declare_blockers", blocks=(Block(blocker=3, attacker=2),)), act("pass", player=0), _trap_runner(2))
    refused = [e for e in of(h, "illegal_action") if isinstance(e, IllegalAction)]
    assert [e.code for e in refused] == [RefusalCode.TARGET] and not of(h, "became_blocked")


def test_trap_runner_oracle_text_as_printed() -> None:
    assert render_ability(TRAP_RUNNER.abilities[0], TRAP_RUNNER) == (
        "{T}: Target unblocked attacking creature becomes blocked. "
        "Activate only during combat after blockers are declared.")


@pytest.mark.parametrize("untimed", [False, True])
def test_a_format_1_file_may_not_write_trap_runner(untimed: bool) -> None:
    card = TRAP_RUNNER
    if untimed:  # the target field alone: "{T}: Destroy target unblocked attacking creature."
        destroy = (Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),)
        card = dataclasses.replace(card, abilities=(
            dataclasses.replace(card.abilities[0], timing=Timing.ANY, effects=destroy),))
    doc = to_json(scenario([card], [], []))
    doc["format"] = "mtgconf-scenario/1"
    path = r"targets\[0\]\.unblocked_attacking" if untimed else r"abilities\[0\]\.timing"
    with pytest.raises(ScenarioError, match=path + ".*needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
