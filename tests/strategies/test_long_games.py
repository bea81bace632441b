"""Long interleaved games on the reference engine keep the well-formedness
and trigger-count properties after every step."""
from __future__ import annotations

from hypothesis import HealthCheck, settings

from properties.registry import get
from properties.strategies.long_games import MAX_ACTIONS, long_game_machine
from reference_engine.engine import run

CHECKED = ("history-well-formed", "trigger-once-per-occurrence")

LongGame = long_game_machine(run, [get(pid) for pid in CHECKED])
LongGame.TestCase.settings = settings(
    max_examples=8, stateful_step_count=MAX_ACTIONS, deadline=None, database=None,
    derandomize=True, suppress_health_check=list(HealthCheck),
)
TestLongGames = LongGame.TestCase
