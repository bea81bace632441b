"""The reference engine satisfies every property on the judge fixtures and on
small generated scenarios of every strategy family."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from properties.registry import Case, all_properties
from reference_engine import engine
from reference_engine.codec import load_scenario
from reference_engine.scenario import Scenario

FIXTURES = sorted((Path(__file__).parents[2] / "fixtures" / "scenarios").rglob("*.json"))


def _failures(sc: Scenario) -> list[str]:
    history = engine.run(sc)
    case = Case(scenario=sc, history=history, rerun=lambda: engine.run(sc))
    out = []
    for record in all_properties():
        v = record.check(case)
        if not v.ok:
            out.append(f"{record.id}: expected {v.expected}; observed {v.observed} {v.events}")
    return out


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_satisfies_every_property(path: Path) -> None:
    assert _failures(load_scenario(path)) == []


def test_there_are_fixtures() -> None:
    assert len(FIXTURES) >= 10


def _families() -> list[str]:
    from properties.strategies import FAMILIES

    return sorted(FAMILIES)


@pytest.mark.parametrize("family", _families())
def test_generated_scenarios_satisfy_every_property(family: str) -> None:
    from properties.strategies import FAMILIES

    @settings(max_examples=8, database=None, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(FAMILIES[family])
    def run_family(sc: Scenario) -> None:
        assert _failures(sc) == []

    run_family()
