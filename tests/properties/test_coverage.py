"""Rule coverage: every invariant clause is checked or explained (docs/coverage.md is
checked current with the other generated docs, in tests/harness/test_generated_docs.py)."""
from __future__ import annotations

from properties.coverage import NOT_COVERED, clause_map, invariant_clauses, uncovered
from properties.rules_catalog import INVARIANT, all_clauses, is_cr_number


def test_every_invariant_clause_has_a_property_or_a_reason() -> None:
    assert uncovered() == []


def test_reasons_are_only_for_uncovered_invariant_clauses() -> None:
    cited = clause_map()
    invariant = invariant_clauses()
    assert all(n in invariant and n not in cited and NOT_COVERED[n] for n in NOT_COVERED)
    assert all(is_cr_number(n) for n in invariant)


def test_the_invariant_flag_lives_on_the_clause() -> None:
    clauses = all_clauses()
    assert INVARIANT <= set(clauses), "an INV number with no clause in the table"
    assert {n for n in INVARIANT} <= set(invariant_clauses())
    assert all(clauses[n].invariant for n in invariant_clauses())


def test_the_three_starting_invariants_are_catalogued() -> None:
    cited = clause_map()
    assert "trigger-once-per-occurrence" in cited["603.2c"]
    assert "prevented-events-trigger-nothing" in cited["603.2g"]
    assert "state-trigger-does-not-refire-while-pending" in cited["603.8"]
