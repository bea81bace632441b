"""Hypothesis strategies producing valid Scenarios, grouped by mechanism family.

Every module of this package is imported (found with ``pkgutil``, never listed);
each family's builder declares itself with ``@family("name")``
(``properties.strategies.families``), and ``FAMILIES`` is derived from those
declarations. ``scenarios`` draws from the named families (all of them when none
is named); ``swarm`` draws a random subset of families first (swarm testing), so
each test case stresses a few mechanisms hard instead of all of them a little.
"""
from __future__ import annotations

import importlib
import pkgutil
from typing import Sequence

from hypothesis import strategies as st

from properties.strategies.families import declared
from reference_engine.scenario import Scenario


def _import_all() -> None:
    # Re-entrant: a module that draws from other families while it is being
    # imported (long_games) makes ``family_strategy`` import the rest first.
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
        importlib.import_module(f"{__name__}.{module}")


_BUILT: dict[str, st.SearchStrategy[Scenario]] = {}


def family_strategy(name: str) -> st.SearchStrategy[Scenario]:
    """The strategy of family ``name``, built once from its declared builder."""
    if name not in declared():
        _import_all()
    if name not in _BUILT:
        _BUILT[name] = declared()[name]()
    return _BUILT[name]


def scenarios(families: Sequence[str] = ()) -> st.SearchStrategy[Scenario]:
    """One of the named families' scenarios (every family when empty).

    An unknown name raises ``KeyError`` naming it, so a typo in a property's
    family list fails loudly instead of silently drawing nothing.
    """
    names = list(families) or list(FAMILIES)
    unknown = [n for n in names if n not in declared()]
    if unknown:
        _import_all()
        unknown = [n for n in unknown if n not in declared()]
    if unknown:
        raise KeyError(f"unknown scenario families {unknown}; known: {sorted(declared())}")
    return st.one_of([family_strategy(n) for n in names])


def swarm(families: Sequence[str] = ()) -> st.SearchStrategy[Scenario]:
    """Swarm testing: each test case enables a random non-empty subset of the
    families (feature flags), then draws from that subset only."""
    names = sorted(families or FAMILIES)
    subsets = st.lists(st.sampled_from(names), min_size=1, unique=True)
    return subsets.flatmap(scenarios)


_import_all()

FAMILIES: dict[str, st.SearchStrategy[Scenario]] = {name: family_strategy(name) for name in declared()}
"""One strategy per declared family, by name."""

__all__ = ["FAMILIES", "family_strategy", "scenarios", "swarm"]
