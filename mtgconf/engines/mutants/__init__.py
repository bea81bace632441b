"""Mutant engines: the reference engine with exactly one rule broken.

Each mutant is a subclass of ``Rules`` that overrides one decision method, so
``run(scenario, rules=mutant.make_rules())`` plays by the rules except for
that one. Every module of this package is imported (found with ``pkgutil``);
each mutant declares itself with ``@mutant`` (``registry.py``), and ``MUTANTS``
is derived from the declarations. The quality tests require every mutant to be
killed by a property citing the rule it breaks (``docs/mutants.md`` lists them).
"""
from __future__ import annotations

import importlib
import pkgutil

from mtgconf.engines.mutants.registry import (
    Mutant,
    cites_broken_rule,
    declared,
    hunting_order,
    killer_table,
    mutant,
    rule_base,
)

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")

MUTANTS: dict[str, Mutant] = declared()
"""Every declared mutant, by name."""

KILLERS: dict[str, str] = killer_table(MUTANTS.values())
"""Property id -> the mutant it must kill (from the mutants' ``killed_by``)."""

__all__ = ["KILLERS", "MUTANTS", "Mutant", "cites_broken_rule", "hunting_order", "killer_table",
           "mutant", "rule_base"]
