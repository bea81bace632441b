"""At one seed a run plays the same scenarios whatever example database it
has, and whatever that database holds: a database only replays failures first.

Each property that draws the ``crossover`` swarm reports ``target()``
observations. Hypothesis kept their Pareto front in the database and
replayed it on the next run, which then played other scenarios (16 of 150 in
common); and it keeps that front in memory only when some database is set,
drawing on generation's random numbers, so a run without a database played
other scenarios than one with (``runner.failures_db``)."""
from __future__ import annotations

from pathlib import Path

from hypothesis.database import DirectoryBasedExampleDatabase, ExampleDatabase, InMemoryExampleDatabase

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


SWARMED = "sacrifice-triggers-look-back"
"""A property that draws the ``crossover`` swarm."""


def _played(database: ExampleDatabase | None) -> list[object]:
    record = get(SWARMED)
    assert "crossover" in record.families
    engine = Recording()
    result = run_property(record, engine, examples=80, seed=3, database=database)
    assert result.status is Status.PASS and len(engine.played) == 80
    return engine.played


def test_a_second_run_on_the_same_database_plays_the_same_scenarios() -> None:
    db = InMemoryExampleDatabase()
    assert _played(db) == _played(db)


def test_a_run_without_a_database_plays_what_a_run_with_one_plays(tmp_path: Path) -> None:
    assert _played(None) == _played(DirectoryBasedExampleDatabase(tmp_path))
