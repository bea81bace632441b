"""Which Comprehensive Rules clauses the property catalogue checks.

``render`` gives ``docs/coverage.md``, which ``python -m mtgconf.docs`` writes
with the other generated docs.
Every clause the clause map marks as a mechanical invariant (INV) in the areas
this suite covers has either a property or a stated reason it has none.
"""
from __future__ import annotations

from properties.registry import all_properties
from properties.rules_catalog import EDITION, all_clauses


def invariant_clauses() -> tuple[str, ...]:
    """Clauses the clause map marks INV (``Clause.invariant`` in ``properties.rules_catalog``,
    or in the catalogue module that declared them)."""
    return tuple(n for n, c in all_clauses().items() if c.invariant)


NOT_COVERED: dict[str, str] = {
}


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
    lines += ["", "## Invariant clauses not covered, and why", "",
              "| Clause | Reason |", "|---|---|"]
    lines += [f"| {n} | {NOT_COVERED[n]} |" for n in sorted(NOT_COVERED, key=_key)]
    covered = sum(1 for n in invariant if n in cited)
    lines += ["", f"{covered} of {len(invariant)} invariant clauses have a property; "
              f"{len(all_properties())} properties in all.", ""]
    return "\n".join(lines)
