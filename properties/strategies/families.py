"""Declaring a mechanism family: ``@family("name")`` on the strategy's builder.

A builder is a function of no arguments returning a Hypothesis strategy of
Scenarios (an ``@st.composite`` function qualifies). The decorator records it
under its name, once; ``properties.strategies`` imports every strategy module
and derives ``FAMILIES`` from what was declared, so a new family is one module.
"""
from __future__ import annotations

import re
from typing import Callable, TypeVar

from hypothesis import strategies as st

from reference_engine.scenario import Scenario

Builder = Callable[[], st.SearchStrategy[Scenario]]
B = TypeVar("B", bound=Builder)

NAME_PATTERN = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")


class FamilyError(ValueError):
    """A family name is malformed or declared twice; the message names both builders."""


_DECLARED: dict[str, Builder] = {}


def family(name: str) -> Callable[[B], B]:
    """Register the decorated builder as the strategy of family ``name`` (snake_case)."""

    def register(builder: B) -> B:
        if not NAME_PATTERN.match(name):
            raise FamilyError(f"family name {name!r} of {builder.__qualname__!r} is not snake_case")
        if name in _DECLARED:
            first = _DECLARED[name]
            raise FamilyError(f"family {name!r} declared twice: {first.__module__}.{first.__qualname__} "
                              f"and {builder.__module__}.{builder.__qualname__}")
        _DECLARED[name] = builder
        return builder

    return register


def declared() -> dict[str, Builder]:
    """Every family declared so far, by name, in name order."""
    return dict(sorted(_DECLARED.items()))


def module_of(name: str) -> str:
    """The module that declares family ``name``."""
    return _DECLARED[name].__module__
