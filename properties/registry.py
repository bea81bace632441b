"""The property registry: every rule invariant, with its citation and metadata.

A property is a pure function ``Case -> Verdict`` registered with ``@prop``.
Registration validates the metadata (stable kebab-case id, CR citations known to
``properties.rules_catalog``, English and French titles) and names the offending
function in its error, so a bad property fails at import time, not in a report.
"""
from __future__ import annotations

import importlib
import re
from dataclasses import dataclass
from typing import Callable

from properties.messages import Message
from properties.rules_catalog import CLAUSES, CR_PATTERN
from reference_engine.history import History
from reference_engine.records import fast_init
from reference_engine.scenario import Scenario

ID_PATTERN = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@fast_init
@dataclass(frozen=True, slots=True)
class Case:
    """One example: the scenario, the History an engine produced for it, and
    ways to get more Histories for the same scenario."""

    scenario: Scenario
    history: History
    rerun: Callable[[], History] | None = None
    """The same engine on the same scenario again."""
    reference: Callable[[], History] | None = None
    """The reference engine's History for the same scenario (from the harness)."""


@fast_init
@dataclass(frozen=True, slots=True)
class Verdict:
    ok: bool
    exercised: bool
    """Whether the property's mechanism actually occurred in this example."""
    expected: str = ""
    observed: str = ""
    events: tuple[int, ...] = ()
    """Sequence numbers of the offending events."""
    key: str = ""
    """Which clause of the checker failed: failures with different keys are
    distinct findings, each searched for and shrunk on its own."""
    parts: tuple[Message | str, Message | str] | None = None
    """``expected`` and ``observed`` as templates, for reports in other languages."""


@dataclass(frozen=True)
class PropertyRecord:
    id: str
    rules: tuple[str, ...]
    title: str
    title_fr: str
    features: tuple[str, ...]
    families: tuple[str, ...]
    needs_events: tuple[str, ...]
    needs_actions: tuple[str, ...]
    check: Callable[[Case], Verdict]
    doc: str


class RegistrationError(ValueError):
    """A property's metadata is invalid; the message names the function."""


def passed(exercised: bool) -> Verdict:
    return Verdict(ok=True, exercised=exercised)


def failed(expected: Message | str, observed: Message | str, events: tuple[int, ...] = (), *,
           key: str = "") -> Verdict:
    """A finding; pass ``*says(id, **params)`` so that reports can translate it.
    Without ``key``, the failure's key is the checker line that called
    ``failed``, so each branch of a checker is its own clause."""
    return Verdict(ok=False, exercised=True, expected=str(expected), observed=str(observed), events=events,
                   parts=(expected, observed), key=key or _caller_site())


def _caller_site() -> str:
    """``function:line`` of the caller of ``failed``."""
    import sys

    frame = sys._getframe(2)
    return f"{frame.f_code.co_name}:{frame.f_lineno}"


class Registry:
    """A set of properties keyed by id. The module-level ``prop`` fills the
    default one; tests build their own to check the validation."""

    def __init__(self) -> None:
        self._records: dict[str, PropertyRecord] = {}

    def prop(
        self,
        *,
        id: str,
        rules: tuple[str, ...],
        title: str,
        title_fr: str,
        features: tuple[str, ...] = (),
        families: tuple[str, ...] = (),
        needs_events: tuple[str, ...] = (),
        needs_actions: tuple[str, ...] = (),
    ) -> Callable[[Callable[[Case], Verdict]], Callable[[Case], Verdict]]:
        def register(fn: Callable[[Case], Verdict]) -> Callable[[Case], Verdict]:
            record = PropertyRecord(
                id=id, rules=tuple(rules), title=title, title_fr=title_fr,
                features=tuple(features), families=tuple(families),
                needs_events=tuple(needs_events), needs_actions=tuple(needs_actions),
                check=fn, doc=_clean_doc(fn.__doc__),
            )
            self.add(record, fn.__qualname__)
            return fn

        return register

    def add(self, record: PropertyRecord, where: str) -> None:
        problem = _problem(record, self._records)
        if problem:
            raise RegistrationError(f"property function {where!r}: {problem}")
        self._records[record.id] = record

    def records(self) -> tuple[PropertyRecord, ...]:
        return tuple(sorted(self._records.values(), key=lambda r: r.id))

    def get(self, id: str) -> PropertyRecord:
        try:
            return self._records[id]
        except KeyError:
            raise KeyError(f"no property with id {id!r}") from None


def _problem(rec: PropertyRecord, existing: dict[str, PropertyRecord]) -> str:
    from reference_engine.events import EVENT_KINDS
    from reference_engine.scenario import ActionKind

    if not ID_PATTERN.match(rec.id):
        return f"id {rec.id!r} is not kebab-case"
    if rec.id in existing:
        return f"duplicate property id {rec.id!r} (already {existing[rec.id].check.__qualname__!r})"
    if not rec.rules:
        return "no CR citation"
    for number in rec.rules:
        if not CR_PATTERN.match(number):
            return f"malformed CR citation {number!r} (expected e.g. '603.2c')"
        if number not in CLAUSES:
            return f"unknown CR citation {number!r} (not in properties.rules_catalog.CLAUSES)"
    if not rec.title.strip():
        return "missing English title"
    if not rec.title_fr.strip():
        return "missing French title (title_fr)"
    if not rec.doc:
        return "missing docstring stating the rule"
    unknown = [k for k in rec.needs_events if k not in EVENT_KINDS]
    unknown += [k for k in rec.needs_actions if k not in {a.value for a in ActionKind}]
    if unknown:
        return f"unknown event or action kinds {unknown}"
    return ""


def _clean_doc(doc: str | None) -> str:
    return " ".join((doc or "").split())


DEFAULT = Registry()
prop = DEFAULT.prop


def all_properties() -> tuple[PropertyRecord, ...]:
    """Every catalogued property, sorted by id."""
    importlib.import_module("properties.catalogue")
    return DEFAULT.records()


def get(id: str) -> PropertyRecord:
    importlib.import_module("properties.catalogue")
    return DEFAULT.get(id)
