"""Long interleaved games on the reference engine keep the well-formedness
and trigger-count properties after every step."""
from __future__ import annotations

from hypothesis import HealthCheck, settings

from properties.registry import all_properties
from properties.strategies.long_games import MAX_ACTIONS, long_game_machine
from reference_engine.engine import run

CHECKED = ("trigger-once-per-occurrence",)


def _checks() -> list[object]:
    wanted = [r for r in all_properties() if r.id in CHECKED or "well-formed" in r.features]
    assert wanted, "the trigger-count property is registered"
    return wanted


LongGame = long_game_machine(run, _checks())
LongGame.TestCase.settings = settings(
    max_examples=8, stateful_step_count=MAX_ACTIONS, deadline=None, database=None,
    derandomize=True, suppress_health_check=list(HealthCheck),
)
TestLongGames = LongGame.TestCase
