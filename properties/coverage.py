"""Which Comprehensive Rules clauses the property catalogue checks.

``render`` gives ``docs/coverage.md``, which ``python -m mtgconf.docs`` writes
with the other generated docs.
Every clause the clause map marks as a mechanical invariant (INV) in the areas
this suite covers has either a property or a stated reason it has none.
"""
from __future__ import annotations

from typing import Any

from properties.registry import all_properties
from properties.rules_catalog import EDITION, all_clauses


def invariant_clauses() -> tuple[str, ...]:
    """Clauses the clause map marks INV (``Clause.invariant`` in ``properties.rules_catalog``,
    or in the catalogue module that declared them)."""
    return tuple(n for n, c in all_clauses().items() if c.invariant)


NOT_COVERED: dict[str, str] = {}
"""INV clauses with no property yet, and why ("pending: needs a Scenario word
the vocabulary does not have yet", say); none is waiting now."""

CLAUSE_MAP_INV: tuple[str, ...] = (
    "101.4", "101.4d", "101.4e", "113.7a", "117.2a", "117.3a", "117.3b", "117.3c", "117.3d", "117.4",
    "117.5", "400.7", "506.4", "508.3a", "508.3b", "508.3c", "508.3d", "508.3e", "508.3f", "508.4",
    "509.1", "509.1g", "509.1h", "509.2", "509.2a", "509.3a", "509.3b", "509.3c", "509.3d", "509.3g",
    "509.4", "509.4a", "509.4b",
    "601.2", "601.2a", "601.2b", "601.2c", "601.2d", "601.2e", "601.2f", "601.2g", "601.2h", "601.2i",
    "602.1a", "602.2", "602.2a", "602.2b", "602.4", "602.5", "602.5a", "602.5b", "602.5d", "602.5e",
    "603.2", "603.2a", "603.2b", "603.2c", "603.2d", "603.2e", "603.2g", "603.2h", "603.3", "603.3a",
    "603.3b", "603.3c", "603.3d", "603.4", "603.5", "603.6", "603.6a", "603.6c", "603.6d",
    "603.7a", "603.7b", "603.7c", "603.7d", "603.7e", "603.7f", "603.7g", "603.7h", "603.8", "603.9",
    "603.10a", "603.10b", "603.10c", "603.10d", "603.10e", "603.10f", "603.12", "603.12a",
    "605.3a", "605.3b", "605.3c", "605.4a", "605.5a", "605.5b", "608.2a", "608.2b",
    "614.1c", "614.1d", "614.6", "614.8", "615.6", "615.13", "700.4", "704.3", "733.1", "733.2",
)
"""Every clause the shared clause map (``rules-clauses.md``) marks INV, its combined
rows ("605.3a-b", "509.2 / 509.2a", "508.3a-f / 508.4") written out one clause each
and its Handling Illegal Actions rows under their 2026-08-07 numbers (733)."""

LEFT_OUT: dict[str, str] = {}
"""Clauses the clause map marks INV that this catalogue leaves to another piece of
work; shown in ``docs/coverage.md`` only while no catalogue module declares them."""

DIFFERENCES: dict[str, str] = {
    "509.1": "The clause map's row is 509.1 with its steps a-i. Here 509.1 is INV as the single "
             "declaration every block trigger comes from; its steps 509.1a-f (choosing blockers, "
             "restrictions, requirements, costs to block) decide which declarations are legal, which "
             "a scripted declaration does not exercise, so they are not catalogued.",
    "614.1d": "The clause map's row \"614.1c / 614.1d\" is checked as 603.6d; here 614.1d (entering "
              "tapped) is checked by the property for 603.6d, and 614.1c by its own property for "
              "\"enters with N counters\" (the \"as it enters\" choices have no vocabulary word yet).",
    "733.1": "The clause map gives both 732.1 (edition of 2026-01-16) and 733.1: Handling Illegal "
             "Actions moved from 732 to 733 in the 2026-08-07 edition, which this catalogue follows.",
    "733.2": "As 733.1: 732.2 in the 2026-01-16 edition.",
    "605.3c": "New in the 2026-08-07 edition; the clause map marks it INV too.",
    "603.2f": "PART in the clause map (it needs visibility in the History); checked here but not INV.",
    "603.6b": "PART in the clause map (it needs the characteristics an entering permanent has); checked "
              "here but not INV.",
    "603.10": "PART in the clause map; checked here through its look-back exceptions, not INV.",
}
"""Where this catalogue reads a clause of the clause map differently, clause by clause."""


def left_out() -> list[str]:
    """Clause-map INV clauses no catalogue module declares INV (yet), with a reason in ``LEFT_OUT``."""
    clauses = all_clauses()
    return [n for n in CLAUSE_MAP_INV if not (n in clauses and clauses[n].invariant)]


def clause_map() -> dict[str, list[str]]:
    """Cited clause -> ids of the properties citing it."""
    found: dict[str, list[str]] = {}
    for record in all_properties():
        for number in record.rules:
            found.setdefault(number, []).append(record.id)
    return found


def uncovered() -> list[str]:
    """INV clauses with neither a property nor a stated reason."""
    cited = clause_map()
    return [n for n in invariant_clauses() if n not in cited and n not in NOT_COVERED]


def clause_entries() -> list[dict[str, Any]]:
    """Every citable clause and every clause-map INV clause, in CR order, as plain
    data (``mtgconf list --clauses --format json``): whether it is INV here and in
    the shared clause map, the properties citing it, and why an INV one has none."""
    clauses, cited = all_clauses(), clause_map()
    shared = set(CLAUSE_MAP_INV)
    out: list[dict[str, Any]] = []
    for number in sorted(set(clauses) | shared, key=_key):
        c = clauses.get(number)
        out.append({
            "number": number, "declared": c is not None,
            "title": c.title_en if c else "", "title_fr": c.title_fr if c else "",
            "invariant": bool(c and c.invariant), "clause_map_invariant": number in shared,
            "properties": sorted(cited.get(number, [])),
            "pending": NOT_COVERED.get(number) or (LEFT_OUT.get(number) if c is None else None),
            "difference": DIFFERENCES.get(number),
        })
    return out


def _key(number: str) -> tuple[int, ...]:
    head, _, tail = number.partition(".")
    digits = "".join(ch for ch in tail if ch.isdigit())
    letters = "".join(ch for ch in tail if ch.isalpha())
    return (int(head), int(digits or 0), ord(letters) if letters else 0)


def render() -> str:
    cited = clause_map()
    clauses, invariant = all_clauses(), set(invariant_clauses())
    lines = [
        "# Rule coverage", "",
        "Generated from the property registry by `python -m mtgconf.docs`; do not edit.",
        f"Rule numbers follow the Comprehensive Rules effective {EDITION}.", "",
        "## Clauses and the properties that check them", "",
        "| Clause | Title | Mechanical invariant | Properties |", "|---|---|---|---|",
    ]
    for number in sorted(cited, key=_key):
        title = clauses[number].title_en.replace("|", "\\|")
        inv = "yes" if number in invariant else "-"
        lines.append(f"| {number} | {title} | {inv} | {', '.join(f'`{i}`' for i in sorted(cited[number]))} |")
    lines += ["", "## Invariant clauses not covered, and why", ""]
    if NOT_COVERED:
        lines += ["| Clause | Reason |", "|---|---|"]
        lines += [f"| {n} | {NOT_COVERED[n]} |" for n in sorted(NOT_COVERED, key=_key)]
    else:
        lines.append("None: every invariant clause has a property.")
    covered = sum(1 for n in invariant if n in cited)
    lines += ["", f"{covered} of {len(invariant)} invariant clauses have a property; "
              f"{len(all_properties())} properties in all.", ""]
    return "\n".join(lines + _against_the_clause_map(cited))


def _against_the_clause_map(cited: dict[str, list[str]]) -> list[str]:
    """The section comparing this catalogue with the shared clause map."""
    missing = left_out()
    inv_here = len(CLAUSE_MAP_INV) - len(missing)
    with_property = sum(1 for n in CLAUSE_MAP_INV if n in cited)
    lines = ["## Against the shared clause map", "",
             "The shared clause map marks 92 rows of its tables INV, and two related rules (113.7a, "
             f"400.7) INV in its notes; written out one clause each, they are {len(CLAUSE_MAP_INV)} clauses. "
             f"{inv_here} of them are INV here and {with_property} have a property; the table below gives "
             "every one that is not both, and every clause read differently here.",
             "", "| Clause | Here | Why |", "|---|---|---|"]
    notes = {n: f"not declared here: {LEFT_OUT.get(n, 'no reason given')}" for n in missing}
    notes.update({n: NOT_COVERED[n] for n in CLAUSE_MAP_INV if n in NOT_COVERED and n not in missing})
    for number in sorted(set(notes) | set(DIFFERENCES), key=_key):
        here = "-" if number in missing else ("INV" if number in invariant_clauses() else "checked, not INV")
        why = " ".join(t for t in (notes.get(number, ""), DIFFERENCES.get(number, "")) if t)
        lines.append(f"| {number} | {here} | {why.replace('|', chr(92) + '|')} |")
    return lines + [""]
