"""A stand-in catalogue (``--catalogue standin_two_bugs``): one property with
two clauses, for the engine with two unrelated bugs (``harness_standins.TwoBugEngine``)."""
from __future__ import annotations

from harness_standins import BOARDS, life_and_hand_record
from hypothesis import strategies as st

from properties.registry import PropertyRecord
from reference_engine.scenario import Scenario


def all_properties() -> tuple[PropertyRecord, ...]:
    return (life_and_hand_record(),)


def scenarios(families: tuple[str, ...]) -> st.SearchStrategy[Scenario]:
    return BOARDS
