"""entered-blocker-ignores-block-restrictions (CR 509.1b, 509.4b) on Histories
of the Hulking Goblin fixture: the reference engine's, and ones an engine that
breaks either half of the rule would write."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from mtgconf.engines.mutants.entered_blocker_restricted import EnteredBlockerRestricted
from properties.registry import Case, get
from reference_engine.codec import load_scenario
from reference_engine.engine import run
from reference_engine.scenario import Scenario

PROP = "entered-blocker-ignores-block-restrictions"
FIXTURE = Path(__file__).parents[2] / "fixtures/scenarios/509.4b-restricted-blockers" \
    / "hulking-goblin-put-onto-the-battlefield-blocking-blocks.json"


def _goblins() -> Scenario:
    return load_scenario(FIXTURE)


def test_the_reference_history_passes_and_is_exercised() -> None:
    sc = _goblins()
    verdict = get(PROP).check(Case(scenario=sc, history=run(sc)))
    assert verdict.ok and verdict.exercised, verdict


def test_a_declared_blocker_that_cant_block_fails() -> None:
    """The History of an engine that ignores "can't block" when blockers are declared."""
    sc = _goblins()
    unrestricted = replace(sc, cards=tuple(replace(c, abilities=()) if c.key == "hulking-goblin" else c
                                           for c in sc.cards))
    verdict = get(PROP).check(Case(scenario=sc, history=run(unrestricted)))
    assert not verdict.ok and "can't block" in str(verdict.expected), verdict


def test_an_entered_blocker_left_out_of_combat_fails() -> None:
    sc = _goblins()
    verdict = get(PROP).check(Case(scenario=sc, history=run(sc, EnteredBlockerRestricted())))
    assert not verdict.ok and verdict.events, verdict
