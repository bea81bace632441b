"""A run kept in an example database plays, the next time at the same seed,
the same scenarios: the database only replays failures first.

Each property that draws the ``crossover`` swarm reports ``target()``
observations. Hypothesis kept their Pareto front in the database and
replayed it on the next run, which then played other scenarios (16 of 150 in
common); a run now keeps only failures there (``runner.failures_db``)."""
from __future__ import annotations

from hypothesis.database import InMemoryExampleDatabase

from mtgconf.adapters.inprocess import reference_adapter
from mtgconf.adapters.protocol import Capabilities
from mtgconf.runner import Status, run_property
from properties.registry import get
from reference_engine.codec import to_json
from reference_engine.history import History
from reference_engine.scenario import Scenario


class Recording:
    """The reference engine, noting every scenario it is given."""

    def __init__(self) -> None:
        self.engine = reference_adapter()
        self.played: list[object] = []

    def capabilities(self) -> Capabilities:
        return self.engine.capabilities()

    def run(self, scenario: Scenario) -> History:
        self.played.append(to_json(scenario))
        return self.engine.run(scenario)

    def close(self) -> None:
        self.engine.close()


def test_a_second_run_on_the_same_database_plays_the_same_scenarios() -> None:
    record = get("sacrifice-triggers-look-back")
    assert "crossover" in record.families
    db = InMemoryExampleDatabase()
    runs = [Recording(), Recording()]
    for engine in runs:
        result = run_property(record, engine, examples=80, seed=3, database=db)
        assert result.status is Status.PASS
    assert len(runs[0].played) == 80
    assert runs[0].played == runs[1].played
