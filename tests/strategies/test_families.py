"""Every family draws valid, serialisable Scenarios."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sys
from pathlib import Path

from properties import strategies
from properties.registry import all_properties
from properties.strategies import FAMILIES, scenarios, swarm
from properties.strategies.families import FamilyError, declared, family
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.scenario import Scenario
from reference_engine.validate import check_references

NAMES = tuple(sorted(FAMILIES))
"""Every declared family (``@family`` in properties/strategies/)."""
FAST = settings(max_examples=15, deadline=None, database=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


def test_families_are_the_declared_ones_and_properties_name_only_those() -> None:
    assert tuple(FAMILIES) == tuple(declared()) == NAMES
    named = {f for record in all_properties() for f in record.families}
    assert named <= set(FAMILIES), "a property names an undeclared family"


def test_a_family_is_declared_once_with_a_snake_case_name() -> None:
    registry_before = declared()
    with pytest.raises(FamilyError, match="declared twice"):
        family(NAMES[0])(lambda: st.nothing())
    with pytest.raises(FamilyError, match="snake_case"):
        family("Not-Snake")(lambda: st.nothing())
    assert declared() == registry_before


def test_every_strategy_module_is_imported() -> None:
    folder = Path(strategies.__file__).parent
    modules = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    assert modules <= {name.rsplit(".", 1)[1] for name in sys.modules if name.startswith("properties.strategies.")}


@pytest.mark.parametrize("family", NAMES)
def test_family_scenarios_validate_and_round_trip(family: str) -> None:
    @FAST
    @given(FAMILIES[family])
    def check(scenario: Scenario) -> None:
        check_references(scenario)
        assert scenario.meta.features == (family,)
        assert scenario.script, "every family scripts at least one action"
        assert scenario_from_json(to_json(scenario)) == scenario

    check()


def test_unknown_family_is_named_in_the_error() -> None:
    with pytest.raises(KeyError, match="no-such-family"):
        scenarios(["no-such-family"])


@FAST
@given(st.data())
def test_scenarios_draws_only_from_the_named_families(data: st.DataObject) -> None:
    names = data.draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=3, unique=True))
    scenario = data.draw(scenarios(names))
    assert scenario.meta.features[0] in names


@FAST
@given(st.data())
def test_swarm_draws_from_a_subset_of_the_given_families(data: st.DataObject) -> None:
    names = ("blocks", "steps")
    scenario = data.draw(swarm(names))
    assert scenario.meta.features[0] in names
