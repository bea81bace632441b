"""Occurrences whose trigger check never came because the game ended first.

An "at the beginning of your draw step" ability triggers, then the player
loses for drawing from an empty library before anyone would get priority
(CR 117.5, 704.5b): the engine may or may not record that trigger.
"""
from __future__ import annotations

from propkit import Built, Log, artifact, check, on_field, scenario, trig
from reference_engine.abilities import TriggerEvent, Who
from reference_engine.events import PlayerLost, Priority, Sba, StepBegin, Triggered
from reference_engine.ids import Step
from reference_engine.scenario import PlayerSetup

DRAWER = artifact("drawer", trig(TriggerEvent.BEGINNING_OF_STEP, step=Step.DRAW, player=Who.YOU))


def _decked(players: int, triggers: int, priority_after: bool = False) -> Built:
    """P0's draw step begins with an empty library; P0 loses in the SBA check."""
    seats = tuple(PlayerSetup(id=i) for i in range(players))
    sc = scenario((DRAWER,), (on_field(1, "drawer"),), players=seats)
    log = Log()
    log.add(Priority, player=0)
    s = log.add(StepBegin, turn=2, step=Step.DRAW, active_player=0)
    for i in range(triggers):
        log.add(Triggered, causes=(s,), instance=20 + i, ability="drawer/0", source=1, controller=0)
    sba = log.add(Sba, causes=(s,), rule="704.5b", player=0)
    log.add(PlayerLost, causes=(sba,), player=0, rule="704.5b")
    if priority_after:
        log.add(Priority, player=1)
    return sc, log


def test_an_unrecorded_trigger_before_the_game_ends_is_excused() -> None:
    verdict = check("trigger-once-per-occurrence", *_decked(2, 0))
    assert verdict.ok, verdict


def test_a_trigger_recorded_at_the_event_is_accepted_too() -> None:
    verdict = check("trigger-once-per-occurrence", *_decked(2, 1))
    assert verdict.ok and verdict.exercised, verdict


def test_a_doubled_trigger_before_the_game_ends_still_fails() -> None:
    verdict = check("trigger-once-per-occurrence", *_decked(2, 2))
    assert not verdict.ok and verdict.events, verdict


def test_a_missing_trigger_fails_when_the_game_goes_on() -> None:
    verdict = check("beginning-of-step-triggers", *_decked(3, 0, priority_after=True))
    assert not verdict.ok and verdict.events, verdict


def test_a_missing_trigger_fails_when_a_check_came_before_the_end() -> None:
    verdict = check("beginning-of-step-triggers", *_decked(2, 0, priority_after=True))
    assert not verdict.ok and verdict.events, verdict
