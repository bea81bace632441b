"""Rule coverage: every invariant clause is checked or explained, and docs/coverage.md is current."""
from __future__ import annotations

from properties.coverage import DOC, INV_CLAUSES, NOT_COVERED, clause_map, main, render, uncovered
from properties.rules_catalog import is_cr_number


def test_every_invariant_clause_has_a_property_or_a_reason() -> None:
    assert uncovered() == []


def test_reasons_are_only_for_uncovered_invariant_clauses() -> None:
    cited = clause_map()
    assert all(n in INV_CLAUSES and n not in cited and NOT_COVERED[n] for n in NOT_COVERED)
    assert all(is_cr_number(n) for n in INV_CLAUSES)


def test_the_three_starting_invariants_are_catalogued() -> None:
    cited = clause_map()
    assert "trigger-once-per-occurrence" in cited["603.2c"]
    assert "prevented-events-trigger-nothing" in cited["603.2g"]
    assert "state-trigger-does-not-refire-while-pending" in cited["603.8"]


def test_coverage_doc_is_not_stale() -> None:
    assert DOC.read_text(encoding="utf-8") == render(), "run: python -m properties.coverage"
    assert main(["--check"]) == 0
