"""The README's counts of what is in the box agree with the registries.

The README is written by hand, but every number in its "What is in the box"
list is derived here from the registries the rest of the suite uses, so a
new property, family, mutant or fixture cannot leave it behind.
"""
from __future__ import annotations

import re
from pathlib import Path

from mtgconf.engines.mutants import MUTANTS
from properties import coverage
from properties.registry import all_properties
from properties.strategies import FAMILIES

ROOT = Path(__file__).resolve().parents[2]


def _box() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## What is in the box")
    return " ".join(text[start:text.index("\n## ", start + 1)].split())


def _number(pattern: str) -> int:
    match = re.search(pattern, _box())
    assert match is not None, f"the README's 'What is in the box' no longer says {pattern!r}"
    return int(match.group(1))


def test_properties_and_clauses() -> None:
    invariants = coverage.invariant_clauses()
    assert _number(r"- (\d+) rule invariants") == len(all_properties())
    assert _number(r"covering (\d+) of the \d+ clauses") == len(invariants) - len(coverage.uncovered())
    assert _number(r"covering \d+ of the (\d+) clauses") == len(invariants)


def test_families_mutants_and_reports() -> None:
    assert _number(r"- (\d+) Hypothesis mechanism families") == len(FAMILIES)
    assert _number(r"- (\d+) mutant engines") == len(MUTANTS)
    assert _number(r"(\d+) of them name the real engine bug report") == sum(1 for m in MUTANTS.values() if m.report)


def test_fixtures() -> None:
    fixtures = list((ROOT / "fixtures" / "scenarios").rglob("*.json"))
    assert _number(r"- (\d+) judge-case fixtures") == len(fixtures)
