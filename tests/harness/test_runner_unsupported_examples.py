"""An adapter that cannot express some generated scenarios: those are skipped
and counted, and the property is judged on the ones it could play."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from harness_standins import BOARDS, FakeEngine, life_record

from mtgconf.adapters.protocol import Unsupported
from mtgconf.runner import Status, run_property
from mtgconf.runner.core import UNSUPPORTED_LABEL
from reference_engine.history import History
from reference_engine.scenario import Scenario


class PartlyExpressive(FakeEngine):
    """Cannot express boards where player 0 has more than ``limit`` life."""

    def __init__(self, limit: int, **kw: object) -> None:
        super().__init__(**kw)  # type: ignore[arg-type]
        self.limit = limit

    def run(self, scenario: Scenario) -> History:
        if scenario.players[0].life > self.limit:
            self.calls += 1
            raise Unsupported(f"life above {self.limit}")
        return super().run(scenario)


def test_inexpressible_scenarios_are_skipped_and_counted() -> None:
    result = run_property(life_record(), PartlyExpressive(20), strategy=BOARDS, examples=60)
    assert result.status is Status.PASS
    assert 0 < result.examples < 60
    assert result.statistics[UNSUPPORTED_LABEL] + result.examples >= 60


def test_a_bug_in_the_expressible_part_is_still_found() -> None:
    engine = PartlyExpressive(20, off_by_one_above=10)
    result = run_property(life_record(), engine, strategy=BOARDS, examples=200)
    assert result.status is Status.FAIL and result.counterexample is not None
    assert result.counterexample.scenario["players"][0]["life"] <= 20


def test_nothing_expressible_is_unsupported_with_the_first_reason() -> None:
    result = run_property(life_record(), PartlyExpressive(0), strategy=BOARDS, examples=20)
    assert result.status is Status.UNSUPPORTED and result.reason == "life above 0"
    assert result.examples == 0
