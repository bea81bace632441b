"""`resolving-instructions-are-followed` on a target that became illegal
while staying on the battlefield (CR 608.2b): a two-target instant taps
"target creature" and "target creature an opponent controls"; before it
resolves, its caster takes control of the second, which is left alone."""
from __future__ import annotations

import dataclasses

from propkit import on_field, scenario
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Who
from reference_engine.cards import CardDef
from reference_engine.engine import run
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, PlayerSetup, Scenario

from properties.registry import Case, Verdict, get

_CREATURE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))
_THEIRS = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT))
TWIN_TAP = CardDef(key="twintap", name="Twin Tap", mana_cost="{U}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(_CREATURE, _THEIRS), effects=(
        Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET, target=0),
        Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET, target=1))),))
STEAL = CardDef(key="steal", name="Steal", mana_cost="{U}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(_CREATURE,),
            effects=(Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET),)),))
BEAR = CardDef(key="bear", name="Bear", types=(CardType.CREATURE,), power=2, toughness=2)


def _stolen() -> tuple[Scenario, History]:
    """Player 0 casts Twin Tap at their Bear (1) and player 1's Bear (2), then steals Bear 2 in response."""
    sc = scenario((TWIN_TAP, STEAL, BEAR),
                  (on_field(1, "bear"), on_field(2, "bear", owner=1, controller=1),
                   on_field(3, "twintap", zone=Zone.HAND), on_field(4, "steal", zone=Zone.HAND)),
                  players=(PlayerSetup(id=0, mana_pool="{U}{U}"), PlayerSetup(id=1)), step=Step.PRECOMBAT_MAIN,
                  script=(Action(action=ActionKind.CAST, player=0, object=3,
                                 targets=(TargetRef(object=1), TargetRef(object=2))),
                          Action(action=ActionKind.CAST, player=0, object=4, targets=(TargetRef(object=2),)),
                          Action(action=ActionKind.RESOLVE_ALL)))
    return sc, run(sc)


def _check(sc: Scenario, history: History) -> Verdict:
    return get("resolving-instructions-are-followed").check(Case(scenario=sc, history=history))


def test_the_illegal_target_is_left_alone_and_the_legal_one_tapped() -> None:
    sc, history = _stolen()
    assert {e.object for e in history.events if isinstance(e, ev.Tapped)} == {1}
    verdict = _check(sc, history)
    assert verdict.ok and verdict.exercised, verdict


def test_tapping_the_illegal_target_anyway_fails() -> None:
    sc, history = _stolen()
    tapped = next(e for e in history.events if isinstance(e, ev.Tapped))
    events = list(history.events)
    at = events.index(tapped) + 1
    events.insert(at, dataclasses.replace(tapped, seq=tapped.seq + 1, object=2))
    renumbered = tuple(dataclasses.replace(e, seq=i + 1) for i, e in enumerate(events))
    verdict = _check(sc, dataclasses.replace(history, events=renumbered))
    assert not verdict.ok and "illegal by then" in verdict.expected, verdict


def test_a_gain_control_instruction_gives_its_target_to_the_spells_controller() -> None:
    """CR 608.2c: Steal resolves, and player 0 gains control of Bear 2; without that change it fails."""
    sc, history = _stolen()
    assert any(isinstance(e, ev.ControlChange) and (e.object, e.new_controller) == (2, 0) for e in history.events)
    kept = tuple(e for e in history.events if not isinstance(e, ev.ControlChange))
    verdict = _check(sc, dataclasses.replace(history, events=kept))
    assert not verdict.ok and "gains control of its target #2" in verdict.expected, verdict
