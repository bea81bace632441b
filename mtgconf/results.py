"""The results of a whole run (``results.json``): records, JSON I/O and schema.

The JSON Schema committed as ``mtgconf/schemas/results-v1.schema.json`` is
generated from these records with pydantic, as ``reference_engine.codec`` does
for Scenario and History, so the two cannot drift apart.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, replace
from functools import cache
from pathlib import Path
from typing import Any, Final, Iterable, Literal

from pydantic import TypeAdapter, ValidationError

from mtgconf.atomic_file import write_text_atomic
from mtgconf.result_messages import message_problem, parts_problem
from mtgconf.runner.outcome import Counterexample, PropertyResult, Status
from reference_engine.jsontext import JsonInputError, Limits, check_tree, read_json
from reference_engine.strict import first_problem, strict_adapter, validate_strict

__all__ = [
    "CR_EDITION", "EngineRecord", "RESULTS_FORMAT", "ResultsError", "RunResults", "RunSettings",
    "check_mergeable", "load_results", "merge_runs", "results_from_json", "results_schema", "summarize",
    "Counterexample", "PropertyResult", "Status",
]

RESULTS_FORMAT: Final = "mtgconf-results/1.1"
"""1.1 adds the ``not-exercised`` status, ``more_counterexamples``, the
counterexample ``signature`` and the ``require_exercised``/``min_eligible``
settings; a 1 file still loads (every new field has a default)."""
CR_EDITION = "2026-08-07"
"""Effective date of the Comprehensive Rules edition the citations refer to."""
SCHEMA_PATH = Path(__file__).parent / "schemas" / "results-v1.schema.json"


@dataclass(frozen=True, slots=True, kw_only=True)
class EngineRecord:
    spec: str
    """What was passed to ``--engine``."""
    name: str = ""
    version: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class RunSettings:
    """Everything needed, with the engine, to rerun the same selection."""

    seed: int = 0
    examples: int = 0
    workers: int = 1
    shard: str = "1/1"
    """"K/N": this run holds partition K of N (see ``mtgconf.runner.select``)."""
    properties: str = "*"
    rules: str = ""
    features: tuple[str, ...] = ()
    expectations: str = ""
    require_exercised: bool = False
    """A ``not-exercised`` property makes the run non-conformant."""
    min_eligible: float = 0.0
    """The run is non-conformant when fewer than this percentage of its
    properties were eligible (not ``unsupported``)."""
    exitfirst: bool = False
    """The run stopped at its first non-conformance."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RunResults:
    format: Literal["mtgconf-results/1", "mtgconf-results/1.1"] = RESULTS_FORMAT
    suite_version: str
    cr_edition: str = CR_EDITION
    engine: EngineRecord
    settings: RunSettings = RunSettings()
    started: str = ""
    """ISO 8601 start time, UTC."""
    duration: float = 0.0
    partial: bool = False
    """True when the run was interrupted before every item finished."""
    summary: dict[str, int] = field(default_factory=dict)
    """Count of properties and fixtures by status."""
    properties: tuple[PropertyResult, ...] = ()
    fixtures: tuple[PropertyResult, ...] = ()
    """Judge-case fixtures and replayed regressions, checked by their facts."""

    @property
    def items(self) -> tuple[PropertyResult, ...]:
        return self.properties + self.fixtures

    @property
    def conformant(self) -> bool:
        """Exit code 0: nothing failed, errored or passed unexpectedly, and
        the run's exercise and eligibility demands are met."""
        return all(r.status.is_conformant for r in self.items) and not self.shortfalls

    @property
    def eligible_share(self) -> float:
        """Percentage of properties the engine could be asked (not unsupported)."""
        if not self.properties:
            return 0.0
        eligible = sum(r.status is not Status.UNSUPPORTED for r in self.properties)
        return 100.0 * eligible / len(self.properties)

    @property
    def shortfalls(self) -> tuple[str, ...]:
        """Why the run fails although no item did: unexercised properties
        under ``require_exercised``, too few eligible under ``min_eligible``."""
        found: list[str] = []
        unexercised = [r.id for r in self.properties if r.status is Status.NOT_EXERCISED]
        if self.settings.require_exercised and unexercised:
            found.append(f"{len(unexercised)} properties were not exercised: {', '.join(unexercised)}")
        if self.settings.min_eligible and self.eligible_share < self.settings.min_eligible:
            found.append(f"only {self.eligible_share:.1f}% of the properties were eligible "
                         f"(at least {self.settings.min_eligible:g}% required)")
        return tuple(found)


class ResultsError(ValueError):
    """A results file is unreadable or does not match the schema."""


def summarize(items: Iterable[PropertyResult]) -> dict[str, int]:
    """Counts by status, every status present (zeros included) in a fixed order."""
    counts = {s.value: 0 for s in Status}
    for r in items:
        counts[r.status.value] += 1
    return counts


def summary_line(run: RunResults) -> str:
    """``42 passed, 0 failed, 3 unsupported`` (zero counts past the first three left out)."""
    s = run.summary or summarize(run.items)
    words = {"pass": "passed", "fail": "failed", "error": "errors", "unsupported": "unsupported",
             "not-exercised": "not exercised", "xfail": "expected failures", "xpass": "unexpected passes"}
    parts = [f"{s.get(k, 0)} {w}" for k, w in words.items()
             if k in ("pass", "fail") or s.get(k, 0)]
    return ", ".join(parts)


RESULTS_LIMITS = Limits(file_bytes=64 * 1024 * 1024, string_chars=1_000_000, items=5_000)
"""A results file holds whole counterexamples and evidence: larger strings, as many items."""


@cache
def _adapter() -> TypeAdapter[RunResults]:
    return strict_adapter(RunResults)


def results_to_json(run: RunResults) -> dict[str, Any]:
    data: dict[str, Any] = _adapter().dump_python(run, mode="json")
    return data


def results_from_json(data: Any, *, source: str = "") -> RunResults:
    """A parsed results document, validated strictly (no unknown keys, no coercion)."""
    where = f"{source}: " if source else ""
    try:
        check_tree(data, RESULTS_LIMITS)
        run: RunResults = validate_strict(RunResults, data)
    except JsonInputError as err:
        raise ResultsError(f"{where}{err}") from None
    except ValidationError as err:
        path, expected = first_problem(RunResults, err)
        raise ResultsError(f"{where}{path}: {expected}") from None
    except ValueError as err:  # NaN or infinity in a value built in Python
        raise ResultsError(f"{where}$: finite numbers only ({err})") from None
    problem = _messages_problem(run)
    if problem:
        raise ResultsError(f"{where}{problem[0]}: {problem[1]}")
    return run


def _messages_problem(run: RunResults) -> tuple[str, str] | None:
    """The first bad message template in the results (free JSON to pydantic)."""
    for group, items in (("properties", run.properties), ("fixtures", run.fixtures)):
        for i, r in enumerate(items):
            here = f"$.{group}[{i}]"
            found = message_problem(r.reason_parts, f"{here}.reason_parts") if r.reason_parts else None
            examples = ([("counterexample", r.counterexample)] if r.counterexample else []) + [
                (f"more_counterexamples[{j}]", c) for j, c in enumerate(r.more_counterexamples)]
            for name, ce in examples:
                found = found or parts_problem(ce.explanation_parts, f"{here}.{name}.explanation_parts")
            if found:
                return found
    return None


def load_results(path: str | Path) -> RunResults:
    p = Path(path)
    try:
        data = read_json(p, RESULTS_LIMITS)
    except OSError as err:
        raise ResultsError(f"{p}: $: a readable file ({err.strerror or err})") from None
    except JsonInputError as err:
        raise ResultsError(f"{p}: {err}") from None
    return results_from_json(data, source=str(p))


def write_results(run: RunResults, path: Path) -> Path:
    return write_text_atomic(path, json.dumps(results_to_json(run), indent=1, sort_keys=True) + "\n")


def results_schema() -> dict[str, Any]:
    schema = _adapter().json_schema()
    schema["$id"] = RESULTS_FORMAT
    return schema


def merge_runs(runs: list[RunResults]) -> RunResults:
    """Combine shards of one engine's run: items by id (first one wins),
    earliest start, longest duration (shards run side by side)."""
    if not runs:
        raise ResultsError("nothing to merge")
    first = runs[0]
    props = _unique(r for run in runs for r in run.properties)
    fixtures = _unique(r for run in runs for r in run.fixtures)
    shards = sorted({run.settings.shard for run in runs})
    settings = replace(first.settings, shard=",".join(shards))
    return replace(
        first, settings=settings, properties=props, fixtures=fixtures,
        started=min(run.started for run in runs),
        duration=max(run.duration for run in runs),
        partial=any(run.partial for run in runs),
        summary=summarize(props + fixtures),
    )


_PER_SHARD: Final = frozenset({"shard", "workers"})
"""Settings that may differ between the shards of one run."""


def check_mergeable(named: list[tuple[str, RunResults]]) -> None:
    """Refuse (``ResultsError``) what ``merge_runs`` would otherwise hide: files
    of one engine that are not shards of one run (another seed, budget,
    selection, suite or engine version: the merged report would state the
    first file's), and an item found twice with different results (the first
    would silently win, a failure included). The same shard given twice is
    fine: its items are equal, durations aside."""
    first_name, first = named[0]
    for name, run in named[1:]:
        differences = _run_differences(first, run)
        if differences:
            raise ResultsError(f"{name}: not a shard of the same run as {first_name}: {'; '.join(differences)}")
    seen: dict[str, tuple[str, PropertyResult]] = {}
    for name, run in named:
        for item in run.items:
            where, earlier = seen.setdefault(item.id, (name, item))
            if replace(earlier, duration=0.0) != replace(item, duration=0.0):
                raise ResultsError(f"{name}: {item.id} is also in {where} with another result "
                                   f"({earlier.status.value} there, {item.status.value} here); "
                                   "merge one result per item")


def _run_differences(a: RunResults, b: RunResults) -> list[str]:
    pairs = [("suite_version", a.suite_version, b.suite_version), ("cr_edition", a.cr_edition, b.cr_edition),
             ("engine name", a.engine.name, b.engine.name), ("engine version", a.engine.version, b.engine.version)]
    pairs += [(f.name, getattr(a.settings, f.name), getattr(b.settings, f.name))
              for f in fields(RunSettings) if f.name not in _PER_SHARD]
    return [f"{label} {x!r} against {y!r}" for label, x, y in pairs if x != y]


def _unique(items: Iterable[PropertyResult]) -> tuple[PropertyResult, ...]:
    seen: dict[str, PropertyResult] = {}
    for r in items:
        seen.setdefault(r.id, r)
    return tuple(sorted(seen.values(), key=lambda r: r.id))


def write_schema(path: Path = SCHEMA_PATH) -> Path:
    """Regenerate the committed schema (``python -m mtgconf.results``)."""
    path.write_text(json.dumps(results_schema(), indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write_schema())
