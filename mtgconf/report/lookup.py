"""Titles and rule paraphrases for the report, from the property registry and
the rules catalogue.

A report must still render when a result names a property or clause the
installed catalogue does not know (results from an older suite, a partial
checkout): every lookup falls back to the bare id or number.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Clause:
    """What the report shows about one CR number, in one language."""

    number: str
    title: str
    paraphrase: str


def property_title(prop_id: str, fallback: str, lang: str) -> str:
    """The registry's title in ``lang``; else the result's own (English) title
    in an English report, and the language-neutral id in any other."""
    record = _registry_record(prop_id)
    if record is not None:
        title = getattr(record, "title_fr" if lang == "fr" else "title", "")
        if title:
            return str(title)
    return (fallback if lang == "en" else "") or prop_id


def property_features(prop_id: str) -> tuple[str, ...]:
    record = _registry_record(prop_id)
    return tuple(getattr(record, "features", ())) if record is not None else ()


def clause(number: str, lang: str) -> Clause:
    """The catalogue entry for a CR number; empty texts when it is unknown."""
    entry = _clauses().get(number)
    return Clause(
        number=number,
        title=_field(entry, f"title_{lang}"),
        paraphrase=_field(entry, f"paraphrase_{lang}"),
    )


def section_of(number: str) -> str:
    """CR numbers group by their first three digits: "603.10a" -> "603"."""
    return number.split(".", 1)[0]


def _field(entry: Any, name: str) -> str:
    if entry is None:
        return ""
    value = entry.get(name, "") if isinstance(entry, dict) else getattr(entry, name, "")
    return str(value or "")


def _clauses() -> dict[str, Any]:
    from properties.rules_catalog import all_clauses

    return dict(all_clauses())


def _registry_record(prop_id: str) -> Any:
    from properties.registry import get

    try:
        return get(prop_id)
    except KeyError:  # an id from another version of the suite
        return None
