"""The everyday strategies of the families, built once.

A strategy built inside a draw (``draw(st.sampled_from(CHOICES))`` in a
composite) is validated and labelled anew every time, which costs several
times the draw itself. These return one strategy per set of arguments, so a
family draws from a strategy built the first time only. The choices they make
are those of the Hypothesis strategies they stand for.
"""
from __future__ import annotations

from functools import cache, lru_cache
from typing import Final, Sequence, TypeVar

from hypothesis import strategies as st

T = TypeVar("T")

BOOLS: Final = st.booleans()


@cache
def ints(min_value: int, max_value: int) -> st.SearchStrategy[int]:
    """``st.integers(min_value, max_value)``, built once per range."""
    return st.integers(min_value, max_value)


def pick(options: Sequence[T]) -> st.SearchStrategy[T]:
    """``st.sampled_from(options)``; built once per distinct tuple of choices
    (a list may change, so a list gets a new strategy each time)."""
    if isinstance(options, tuple):
        try:
            # keyed by the choices' types too: (False, True) equals (0, 1)
            return _picked(options, tuple(type(o) for o in options))
        except TypeError:  # unhashable choices (dicts): built each time
            pass
    return st.sampled_from(options)


@lru_cache(maxsize=4096)
def _picked(options: tuple[T, ...], _types: tuple[type, ...]) -> st.SearchStrategy[T]:
    return st.sampled_from(options)
