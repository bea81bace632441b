"""The everyday strategies of the families, built once.

A strategy built inside a draw (``draw(st.sampled_from(CHOICES))`` in a
composite) is validated and labelled anew every time, which costs several
times the draw itself. These return one strategy per set of arguments, so a
family draws from a strategy built the first time only. The choices they make
are those of the Hypothesis strategies they stand for.
"""
from __future__ import annotations

from functools import cache, lru_cache
from typing import Any, Final, Sequence, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")

BOOLS: Final = st.booleans()


@cache
def ints(min_value: int, max_value: int) -> st.SearchStrategy[int]:
    """``st.integers(min_value, max_value)``, built once per range."""
    return st.integers(min_value, max_value)


def pick(options: Sequence[T]) -> st.SearchStrategy[T]:
    """``st.sampled_from(options)``, built once per distinct sequence of
    choices: a list is keyed by what it holds when called, so a list built in
    a draw finds the strategy an equal list built. A tuple of unhashable
    choices (dicts) is known by its identity: keep it in a module constant,
    and copy what it gives."""
    key = _as_key(options)
    try:
        # keyed by the choices' types too: (False, True) equals (0, 1)
        return _picked(key, _shape(key))
    except TypeError:
        return _picked_same(_Same(key))


def lists_of(elements: st.SearchStrategy[T], *, min_size: int = 0, max_size: int | None = None,
             unique: bool = False) -> st.SearchStrategy[list[T]]:
    """``st.lists(elements, ...)``, built once per element strategy and sizes
    (give it a strategy built once: ``pick``, ``ints``, a module constant)."""
    return _lists(elements, min_size, max_size, unique)


def permutations_of(values: Sequence[T]) -> st.SearchStrategy[list[T]]:
    """``st.permutations(values)``, built once per distinct sequence."""
    key = _as_key(values)
    return _permutations(key, _shape(key))


def _as_key(values: Sequence[T]) -> tuple[T, ...] | range:
    """A tuple or range as it is; any other sequence as a tuple of what it holds now."""
    return values if isinstance(values, (tuple, range)) else tuple(values)


def _shape(values: tuple[object, ...] | range) -> object:
    """The types of the choices, nested: ``((0,),)`` equals ``((False,),)``."""
    if isinstance(values, range):
        return range
    types = tuple(map(type, values))
    if tuple not in types:
        return types
    return tuple(_shape(v) if t is tuple else t for v, t in zip(values, types))  # type: ignore[arg-type]


@lru_cache(maxsize=4096)
def _picked(options: Sequence[T], _types: object) -> st.SearchStrategy[T]:
    return st.sampled_from(options)


class _Same:
    """A tuple known by its identity; holding it keeps its id from being reused."""

    def __init__(self, values: Sequence[object]) -> None:
        self.values = values

    def __hash__(self) -> int:
        return id(self.values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.values is self.values


@lru_cache(maxsize=256)
def _picked_same(same: _Same) -> st.SearchStrategy[Any]:
    return st.sampled_from(same.values)


@lru_cache(maxsize=4096)
def _lists(elements: st.SearchStrategy[T], min_size: int, max_size: int | None,
           unique: bool) -> st.SearchStrategy[list[T]]:
    return st.lists(elements, min_size=min_size, max_size=max_size, unique=unique)


@lru_cache(maxsize=4096)
def _permutations(values: Sequence[T], _types: object) -> st.SearchStrategy[list[T]]:
    return st.permutations(values)
