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
from typing import Any, Callable, Final, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

LIMIT: Final = 8192
"""Entries kept per function before its table is emptied (the checkers of one
example need far fewer; the bound keeps memory flat over a long run)."""


def by_identity(fn: F) -> F:
    """``fn(*args)`` computed once per tuple of argument objects (by identity).
    Positional arguments only; one, two and three arguments take a fast path,
    since the wrapper runs hundreds of thousands of times in a run."""
    table: dict[Any, tuple[Any, ...]] = {}

    def store(key: Any, args: tuple[Any, ...], value: Any) -> Any:
        if len(table) >= LIMIT:
            table.clear()
        table[key] = (*args, value)
        return value

    @wraps(fn)
    def cached(*args: Any) -> Any:
        n = len(args)
        if n == 1:
            a, = args
            hit = table.get(id(a))
            if hit is not None and hit[0] is a:
                return hit[1]
            return store(id(a), args, fn(a))
        if n == 2:
            a, b = args
            key2 = (id(a), id(b))
            hit = table.get(key2)
            if hit is not None and hit[0] is a and hit[1] is b:
                return hit[2]
            return store(key2, args, fn(a, b))
        if n == 3:
            a, b, c = args
            key3 = (id(a), id(b), id(c))
            hit = table.get(key3)
            if hit is not None and hit[0] is a and hit[1] is b and hit[2] is c:
                return hit[3]
            return store(key3, args, fn(a, b, c))
        return fn(*args)  # not memoized

    return cached  # type: ignore[return-value]
