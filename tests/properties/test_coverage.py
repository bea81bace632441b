"""Rule coverage: every invariant clause is checked or explained (docs/coverage.md is
checked current with the other generated docs, in tests/harness/test_generated_docs.py)."""
from __future__ import annotations

from properties.coverage import (
    CLAUSE_MAP_INV, DIFFERENCES, LEFT_OUT, NOT_COVERED, clause_map, invariant_clauses, left_out, uncovered,
)
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


def test_every_clause_map_invariant_is_invariant_here_or_left_with_a_reason() -> None:
    missing = left_out()
    assert [n for n in missing if not LEFT_OUT.get(n)] == [], "a clause-map INV clause dropped without a reason"
    assert len(set(CLAUSE_MAP_INV)) == len(CLAUSE_MAP_INV) and all(is_cr_number(n) for n in CLAUSE_MAP_INV)


def test_prevented_damage_triggers_are_no_longer_waiting() -> None:
    """615.13 has its vocabulary word ("damage_prevented") and a property: no
    clause-map INV clause waits for the vocabulary any more."""
    assert "615.13" not in NOT_COVERED and "615.13" in invariant_clauses() and "615.13" in CLAUSE_MAP_INV
    assert "615.13" not in uncovered()


def test_regeneration_is_no_longer_waiting() -> None:
    """614.8 has its vocabulary word ("regenerate") and a property."""
    assert "614.8" not in NOT_COVERED


def test_enters_with_counters_is_no_longer_waiting() -> None:
    """614.1c has its vocabulary word ("enters with N counters") and a property."""
    assert "614.1c" not in NOT_COVERED
    assert "enters-with-counters-is-no-trigger" in clause_map()["614.1c"]


def test_removal_from_combat_is_no_longer_waiting() -> None:
    """506.4 is checked with the words it needs today: control changes, phasing, animated lands."""
    assert "506.4" not in NOT_COVERED
    assert "removed-from-combat-deals-no-combat-damage" in clause_map()["506.4"]


def test_differences_name_clauses_of_either_map() -> None:
    known = set(all_clauses()) | set(CLAUSE_MAP_INV)
    assert all(n in known and text.strip() for n, text in DIFFERENCES.items())


def test_the_priority_clauses_are_invariant_and_checked() -> None:
    cited = clause_map()
    assert "active-player-gets-first-priority-in-each-step" in cited["117.3a"]
    assert "pass-goes-to-next-player-in-turn-order" in cited["117.3d"]
    assert {"117.3a", "117.3d"} <= set(invariant_clauses())
