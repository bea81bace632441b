"""Expectation files: per-engine lists of known failures, strictly applied.

A file (YAML or JSON) maps item ids to a reason and a triage link::

    trigger-once-per-event:
      reason: counts one trigger per batch instead of per creature
      link: https://tracker.example/engine/issues/12

Optional keys record the triage: ``classification`` (one of
``CLASSIFICATIONS``), ``regression`` (the saved counterexample's file) and
``explanation`` (a paragraph in plain words). They do not change the verdict.

A listed item that fails (or errors) is ``xfail``; one that passes is
``xpass``, which fails the run, so lists cannot go stale (as in test262/wpt).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable, Mapping

from mtgconf.runner.outcome import PropertyResult, Status

__all__ = ["CLASSIFICATIONS", "Expectation", "ExpectationsError", "apply_expectation", "load_expectations",
           "parse_expectations"]

_FIELDS = ("reason", "link")
_OPTIONAL = ("classification", "regression", "explanation")
CLASSIFICATIONS = ("engine bug", "adapter limitation", "rules question")


@dataclass(frozen=True, slots=True, kw_only=True)
class Expectation:
    reason: str
    link: str
    classification: str = ""
    regression: str = ""
    explanation: str = ""


class ExpectationsError(ValueError):
    """A malformed expectations file: names the file and the JSON path."""

    def __init__(self, source: str, path: str, expected: str) -> None:
        self.source, self.path, self.expected = source, path, expected
        super().__init__(f"{source}: {path}: {expected}")


def load_expectations(path: str | Path, *, known: Iterable[str] | None = None) -> dict[str, Expectation]:
    """Read and validate a file; ``known`` ids, if given, catch stale entries."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise ExpectationsError(str(p), "$", f"a readable file ({getattr(err, 'strerror', None) or err})") from None
    return parse_expectations(_parse(text, str(p)), source=str(p), known=known)


def _parse(text: str, source: str) -> Any:
    if source.endswith(".json"):
        try:
            return json.loads(text)
        except json.JSONDecodeError as err:
            raise ExpectationsError(source, "$", f"valid JSON (line {err.lineno}: {err.msg})") from None
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = f"line {mark.line + 1}: " if mark else ""
        raise ExpectationsError(source, "$", f"valid YAML ({line}{getattr(err, 'problem', err)})") from None


def parse_expectations(data: Any, *, source: str = "<expectations>",
                       known: Iterable[str] | None = None) -> dict[str, Expectation]:
    if data is None:
        return {}
    if not isinstance(data, Mapping):
        raise ExpectationsError(source, "$", "a mapping from property or fixture id to {reason, link}")
    known_ids = set(known) if known is not None else None
    return {str(key): _entry(key, value, source, known_ids) for key, value in data.items()}


def _entry(key: Any, value: Any, source: str, known: set[str] | None) -> Expectation:
    where = f"$.{key}" if isinstance(key, str) and key.replace("-", "").isalnum() else f"$[{json.dumps(str(key))}]"
    if not isinstance(key, str) or (known is not None and key not in known):
        raise ExpectationsError(source, where, "the id of a property or fixture in this suite")
    if not isinstance(value, Mapping):
        raise ExpectationsError(source, where, "a mapping with 'reason' and 'link'")
    for name in value:
        if name not in _FIELDS + _OPTIONAL:
            raise ExpectationsError(source, f"{where}.{name}", f"only {', '.join(map(repr, _FIELDS + _OPTIONAL))}")
    for name in _FIELDS + tuple(n for n in _OPTIONAL if n in value):
        if not isinstance(value.get(name), str) or not value[name].strip():
            raise ExpectationsError(source, f"{where}.{name}", "a non-empty string")
    if "classification" in value and value["classification"].strip() not in CLASSIFICATIONS:
        raise ExpectationsError(source, f"{where}.classification", f"one of {', '.join(CLASSIFICATIONS)}")
    return Expectation(**{k: " ".join(str(v).split()) if k == "explanation" else str(v).strip()
                          for k, v in value.items()})


def apply_expectation(result: PropertyResult, expected: Expectation | None) -> PropertyResult:
    """Turn an expected failure into xfail, and an expected failure that passed into xpass.

    A listed property that was not exercised is xfail too: it did not pass, so
    the entry is not stale, and listing it is how a known gap is triaged under
    ``--require-exercised``."""
    if expected is None:
        return result
    if result.status in (Status.FAIL, Status.ERROR, Status.NOT_EXERCISED):
        return replace(result, status=Status.XFAIL, reason=expected.reason, link=expected.link)
    if result.status is Status.PASS:
        return replace(result, status=Status.XPASS, link=expected.link,
                       reason=f"listed as an expected failure ({expected.reason}) but passed")
    return result
