"""The example database as a run uses it: failures only, and always one.

Hypothesis keeps two things in an example database: the failures it found
(replayed first next time), and the Pareto front of the ``target()``
observations a test reported (replayed before generating, when there are no
failures). The runner aims the ``crossover`` swarm with ``target()``, so a
second run on a kept database replayed the first run's front and drew other
scenarios at the same seed. A run keeps the failures and forgets the front.

Hypothesis also keeps the front in memory only when some database is set,
and upkeeping it draws on the random numbers generation uses: a run without
a database drew other scenarios than one with. So a run always hands
Hypothesis a database, one that keeps nothing when none was chosen. At one
seed a run plays the same scenarios whatever database it has and whatever
that database holds, failures aside. The front in memory steers nothing
(the observations themselves steer the swarm, ``properties.strategies.aims``:
Hypothesis keeps on from a mutation of an example only if it lowers none of
them), but it is always there, and so are the random numbers its upkeep draws.
"""
from __future__ import annotations

from typing import Iterable

from hypothesis.database import ExampleDatabase

FRONT_SUFFIX = b".pareto"
"""How Hypothesis names the key of a test's Pareto front: its own key, then this."""


class FailuresOnly(ExampleDatabase):
    """``wrapped`` with every read and write of a Pareto front left out; with
    no ``wrapped``, a database that keeps nothing."""

    def __init__(self, wrapped: ExampleDatabase | None) -> None:
        super().__init__()
        self.wrapped = wrapped

    def __repr__(self) -> str:
        return f"FailuresOnly({self.wrapped!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FailuresOnly) and self.wrapped == other.wrapped

    def _kept(self, key: bytes) -> ExampleDatabase | None:
        return None if key.endswith(FRONT_SUFFIX) else self.wrapped

    def fetch(self, key: bytes) -> Iterable[bytes]:
        db = self._kept(key)
        return () if db is None else db.fetch(key)

    def save(self, key: bytes, value: bytes) -> None:
        db = self._kept(key)
        if db is not None:
            db.save(key, value)

    def delete(self, key: bytes, value: bytes) -> None:
        db = self._kept(key)
        if db is not None:
            db.delete(key, value)

    def move(self, src: bytes, dest: bytes, value: bytes) -> None:
        if self.wrapped is not None and self._kept(src) and self._kept(dest):
            self.wrapped.move(src, dest, value)  # the database's own move (a rename, for a directory)
        else:
            self.delete(src, value)
            self.save(dest, value)

    def _start_listening(self) -> None:
        pass  # a run adds no listeners

    def _stop_listening(self) -> None:
        pass


def failures_only(db: ExampleDatabase | None) -> FailuresOnly:
    """The database a run hands Hypothesis for ``db`` (None: one that keeps nothing)."""
    return db if isinstance(db, FailuresOnly) else FailuresOnly(db)
