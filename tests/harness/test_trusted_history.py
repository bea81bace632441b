"""The reference engine's Histories survive the serialization round trip
unchanged, which is why its in-process adapter may skip it
(``checks.trusted_history``): the verdicts cannot depend on the shortcut."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgconf.adapters.checks import checked_history
from properties.strategies import FAMILIES
from reference_engine.engine import run
from reference_engine.scenario import Scenario

EVERY_FAMILY = st.one_of(*(FAMILIES[name] for name in sorted(FAMILIES)))


@settings(max_examples=200, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(EVERY_FAMILY)
def test_reference_histories_equal_their_round_trip(scenario: Scenario) -> None:
    history = run(scenario)
    assert checked_history(history) == history
