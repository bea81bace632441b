"""Swarm testing on the reference engine: each example enables a random subset
of families, and ``target()`` steers towards deep stacks and long chains."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from properties.registry import Case, get
from properties.strategies import swarm
from properties.strategies.aims import aim, measures
from reference_engine.engine import run
from reference_engine.scenario import Scenario

CHECKED = ("history-well-formed", "trigger-once-per-occurrence")


@settings(max_examples=30, deadline=None, database=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(swarm())
def test_reference_engine_holds_core_properties_under_swarm(scenario: Scenario) -> None:
    history = run(scenario)
    aim(measures(history))
    for pid in CHECKED:
        verdict = get(pid).check(Case(scenario, history))
        assert verdict.ok, f"{pid}: expected {verdict.expected}; observed {verdict.observed}"
