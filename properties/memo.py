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

import inspect
from functools import wraps
from typing import Any, Callable, Final, TypeVar, cast

F = TypeVar("F", bound=Callable[..., Any])

LIMIT: Final = 8192
"""Entries kept per function before its table is emptied (the checkers of one
example need far fewer; the bound keeps memory flat over a long run)."""


def by_identity(fn: F) -> F:
    """``fn(*args)`` computed once per tuple of argument objects (by identity).
    Positional arguments only. The wrapper takes exactly ``fn``'s one, two or
    three parameters, since it runs hundreds of thousands of times in a run
    (no ``*args`` tuple to build and measure); other functions are wrapped
    without memoizing."""
    table: dict[Any, tuple[Any, ...]] = {}
    arity = _arity(fn)

    def store(key: Any, args: tuple[Any, ...], value: Any) -> Any:
        if len(table) >= LIMIT:
            table.clear()
        table[key] = (*args, value)
        return value

    def cached1(a: Any) -> Any:
        hit = table.get(id(a))
        if hit is not None and hit[0] is a:
            return hit[1]
        return store(id(a), (a,), fn(a))

    def cached2(a: Any, b: Any) -> Any:
        key = (id(a), id(b))
        hit = table.get(key)
        if hit is not None and hit[0] is a and hit[1] is b:
            return hit[2]
        return store(key, (a, b), fn(a, b))

    def cached3(a: Any, b: Any, c: Any) -> Any:
        key = (id(a), id(b), id(c))
        hit = table.get(key)
        if hit is not None and hit[0] is a and hit[1] is b and hit[2] is c:
            return hit[3]
        return store(key, (a, b, c), fn(a, b, c))

    def uncached(*args: Any) -> Any:
        return fn(*args)

    chosen: dict[int, Callable[..., Any]] = {1: cached1, 2: cached2, 3: cached3}
    return cast(F, wraps(fn)(chosen.get(arity, uncached)))


def _arity(fn: Callable[..., Any]) -> int:
    """How many positional parameters ``fn`` takes, or -1 unless exactly that
    many, none optional, none keyword-only and no ``*args``."""
    params = inspect.signature(fn).parameters.values()
    plain = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    if any(p.kind not in plain or p.default is not inspect.Parameter.empty for p in params):
        return -1
    return len(params)
