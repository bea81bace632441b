"""Which mutant each property must kill: derived from the mutants' declarations.

Each mutant names the properties expected to kill it (``@mutant(killed_by=...)``
in ``mtgconf/engines/mutants/``); the quality tests check that every property is
named by some mutant, and that each pair fails with a small counterexample.
"""
from __future__ import annotations

from mtgconf.engines.mutants import KILLERS

__all__ = ["KILLERS"]
