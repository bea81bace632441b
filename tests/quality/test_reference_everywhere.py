"""A property is an invariant of the rules, not of the scenarios it usually
draws: the reference engine satisfies every property on scenarios of every
family, including families the property never draws from."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from properties.registry import Case, all_properties
from properties.strategies import FAMILIES
from reference_engine.engine import run
from reference_engine.scenario import Scenario

# The differential and determinism properties run the engine again; they are
# held to the reference engine in test_reference_passes.py.
_RERUNS = {"agrees-with-reference", "history-deterministic"}
CHECKS = [r for r in all_properties() if r.id not in _RERUNS]


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_property_holds_on_every_family(family: str) -> None:
    @settings(max_examples=100, database=None, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(FAMILIES[family])
    def holds(scenario: Scenario) -> None:
        case = Case(scenario, run(scenario))
        for record in CHECKS:
            verdict = record.check(case)
            assert verdict.ok, f"{record.id}: expected {verdict.expected}; observed {verdict.observed}"

    holds()
