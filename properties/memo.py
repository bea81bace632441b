"""Memoization by identity, for the checkers' views of immutable boards.

A tracked board is immutable, and consecutive events that change nothing
share one board object (a priority pass, a trigger), so what is computed from
a board (its active effects, its objects' characteristics, its triggered
sources) is computed once per distinct board instead of once per event and
per object. Keys are object identities: hashing a whole board or scenario
would cost as much as the computation. Each entry keeps its arguments alive,
so an identity cannot be reused while its entry exists. Callers must treat
the results as read-only.
"""
from __future__ import annotations

from functools import wraps
from typing import Callable, Final, ParamSpec, TypeVar

R = TypeVar("R")
P = ParamSpec("P")

LIMIT: Final = 8192
"""Entries kept per function before its table is emptied (the checkers of one
example need far fewer; the bound keeps memory flat over a long run)."""


def by_identity(fn: Callable[P, R]) -> Callable[P, R]:
    """``fn(*args)`` computed once per tuple of argument objects (by identity).
    Keyword arguments bypass the table."""
    table: dict[tuple[int, ...], tuple[tuple[object, ...], R]] = {}

    @wraps(fn)
    def cached(*args: P.args, **kw: P.kwargs) -> R:
        if kw:
            return fn(*args, **kw)
        key = tuple(map(id, args))
        hit = table.get(key)
        if hit is not None and all(x is y for x, y in zip(hit[0], args)):
            return hit[1]
        value = fn(*args, **kw)
        if len(table) >= LIMIT:
            table.clear()
        table[key] = (args, value)
        return value

    return cached
