"""Every family draws valid, serialisable Scenarios."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from properties.strategies import FAMILIES, scenarios, swarm
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.scenario import Scenario
from reference_engine.validate import check_references

AGREED = (
    "simultaneous", "leave_return", "control", "players", "tapped", "shields", "hidden_zones",
    "intervening_if", "state_triggers", "delayed", "blocks", "casting", "steps",
    "modal_targets", "counters_life_draw", "continuous", "reflexive",
    "unblocked", "limits", "repeated_payment", "activation_timing", "game_start", "apnap_choices",
    "mana_reentry", "mana_triggers", "divided", "cost_reductions",
    "mana_abilities", "sorcery_abilities", "cast_rollbacks", "prohibited_activations",
    "extra_triggers", "banned_sources", "counterspells", "damage_dealt", "moved_again", "cleanup", "refuges",
    "once_each_turn", "permitted_actions", "counted_resolutions", "state_actions", "undone_costs",
    "deaths", "arrivals", "animated_lands", "losers", "lost_blockers", "leavers", "found_again",
)
FAST = settings(max_examples=15, deadline=None, database=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


def test_the_agreed_family_names_exactly() -> None:
    assert tuple(FAMILIES) == AGREED


@pytest.mark.parametrize("family", AGREED)
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
    names = data.draw(st.lists(st.sampled_from(AGREED), min_size=1, max_size=3, unique=True))
    scenario = data.draw(scenarios(names))
    assert scenario.meta.features[0] in names


@FAST
@given(st.data())
def test_swarm_draws_from_a_subset_of_the_given_families(data: st.DataObject) -> None:
    names = ("blocks", "steps")
    scenario = data.draw(swarm(names))
    assert scenario.meta.features[0] in names
