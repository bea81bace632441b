"""The example database as a run uses it: failures only.

Hypothesis keeps two things in an example database: the failures it found
(replayed first next time), and the Pareto front of the ``target()``
observations a test reported (replayed before generating, when there are no
failures). The runner aims the ``crossover`` swarm with ``target()``, so a
second run on a kept database replayed the first run's front, drew other
scenarios, and gave the same seed other verdicts. A run keeps the failures
and forgets the front: at one seed it plays the same scenarios whatever
the database holds, failures aside. The front in memory, which steers the
run (``properties.strategies.aims``), is untouched.
"""
from __future__ import annotations

from typing import Iterable

from hypothesis.database import ExampleDatabase

FRONT_SUFFIX = b".pareto"
"""How Hypothesis names the key of a test's Pareto front: its own key, then this."""


class FailuresOnly(ExampleDatabase):
    """``db``, with every read and write of a Pareto front left out."""

    def __init__(self, db: ExampleDatabase) -> None:
        super().__init__()
        self.wrapped = db

    def __repr__(self) -> str:
        return f"FailuresOnly({self.wrapped!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FailuresOnly) and self.wrapped == other.wrapped

    def fetch(self, key: bytes) -> Iterable[bytes]:
        return () if key.endswith(FRONT_SUFFIX) else self.wrapped.fetch(key)

    def save(self, key: bytes, value: bytes) -> None:
        if not key.endswith(FRONT_SUFFIX):
            self.wrapped.save(key, value)

    def delete(self, key: bytes, value: bytes) -> None:
        if not key.endswith(FRONT_SUFFIX):
            self.wrapped.delete(key, value)

    def move(self, src: bytes, dest: bytes, value: bytes) -> None:
        if src.endswith(FRONT_SUFFIX) or dest.endswith(FRONT_SUFFIX):
            self.delete(src, value)
            self.save(dest, value)
        else:
            self.wrapped.move(src, dest, value)

    def _start_listening(self) -> None:
        pass  # a run adds no listeners

    def _stop_listening(self) -> None:
        pass


def failures_only(db: ExampleDatabase | None) -> ExampleDatabase | None:
    """``db`` for a run (None stays None)."""
    if db is None or isinstance(db, FailuresOnly):
        return db
    return FailuresOnly(db)
