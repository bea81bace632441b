"""Reading and writing Scenario and History JSON.

Validation and serialisation use pydantic ``TypeAdapter`` over the frozen
dataclasses, in strict mode with unknown keys forbidden (``reference_engine.strict``):
it checks every field against its annotation, reports errors with their
location (turned here into a JSON path), and generates the committed JSON
Schemas, so the schema and the records cannot drift apart. Files are read
through ``reference_engine.jsontext``, which enforces the input limits.
"""
from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from reference_engine.errors import HistoryError, ScenarioError
from reference_engine.history import History
from reference_engine.jsontext import JsonInputError, check_tree, read_json
from reference_engine.scenario import Scenario
from reference_engine.strict import first_problem, strict_adapter, validate_strict

SCHEMA_DIR = Path(__file__).parent / "schemas"


@cache
def _adapter(cls: type) -> TypeAdapter[Any]:
    return strict_adapter(cls)


@cache
def _scenarios() -> TypeAdapter[Scenario]:
    return strict_adapter(Scenario)


@cache
def _histories() -> TypeAdapter[History]:
    return strict_adapter(History)


def json_path(loc: tuple[int | str, ...]) -> str:
    """("objects", 2, "zone") -> "$.objects[2].zone" (pydantic's union tags dropped)."""
    path = "$"
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif part.startswith(("function-", "tagged-union[")):
            continue
        else:
            path += f".{part}"
    return path


COUNT_LIMITS: dict[str, int] = {
    "$.players": 4, "$.cards": 1_000, "$.objects": 1_000, "$.effects": 1_000, "$.script": 1_000,
    "$.events": 20_000, "$.final.objects": 5_000,
}
"""How many entries a list may hold (docs/formats.md, "Input limits"), checked before validation."""


def _check_counts(data: Any) -> None:
    final = data.get("final") if isinstance(data, dict) else None
    for path, limit in COUNT_LIMITS.items():
        holder = final if path.startswith("$.final.") else data
        value = holder.get(path.rsplit(".", 1)[1]) if isinstance(holder, dict) else None
        if isinstance(value, list) and len(value) > limit:
            name = path.rsplit(".", 1)[1]
            raise JsonInputError(path, f"at most {limit} {name} (limit {name}), not {len(value)}", limit=name)


def _validate(cls: type, data: Any) -> tuple[Any, tuple[str, str] | None]:
    """The record, or None and (JSON path, expected) for the first problem."""
    try:
        _check_counts(data)
        check_tree(data)
        return validate_strict(cls, data), None
    except JsonInputError as err:
        return None, (err.path, err.expected)
    except ValidationError as err:
        return None, first_problem(cls, err)
    except ValueError as err:  # json.dumps refuses NaN and infinities
        return None, ("$", f"finite numbers only ({err})")


def scenario_from_json(data: Any, *, source: str | None = None) -> Scenario:
    """Validate a parsed JSON document as a Scenario; ``ScenarioError`` if bad."""
    scenario, problem = _validate(Scenario, data)
    if problem is not None:
        raise ScenarioError(problem[0], problem[1], source=source)
    from reference_engine.validate import check_references

    try:
        check_references(scenario, source=source)
    except ScenarioError as err:
        # A check reads the scenario with its defaults filled in, so its path
        # may go through keys the document left out: name the first of them.
        raise ScenarioError(written_part(data, err.path), err.expected, source=source) from None
    return scenario  # type: ignore[no-any-return]


_STEP = re.compile(r"\.([^.\[]+)|\[(\d+)\]")


def written_part(doc: Any, path: str) -> str:
    """``path`` cut after its first key missing from ``doc`` (the whole path
    when every step of it is written, or when it cannot be read)."""
    node, at = doc, 1
    while at < len(path):
        m = _STEP.match(path, at)
        if m is None:
            return path
        at = m.end()
        if isinstance(node, dict) and m.group(1) is not None and m.group(1) in node:
            node = node[m.group(1)]
        elif isinstance(node, list) and m.group(2) is not None and int(m.group(2)) < len(node):
            node = node[int(m.group(2))]
        else:
            return path[:at]
    return path


def load_scenario(path: str | Path) -> Scenario:
    """Read a Scenario file; every problem becomes a ``ScenarioError``."""
    p = Path(path)
    try:
        data = read_json(p)
    except OSError as err:
        raise ScenarioError("$", f"a readable file ({err.strerror or err})", source=str(p)) from None
    except JsonInputError as err:
        raise ScenarioError(err.path, err.expected, source=str(p)) from None
    return scenario_from_json(data, source=str(p))


def history_from_json(data: Any) -> History:
    """Validate an engine's History (untrusted output) strictly; ``HistoryError`` if bad."""
    history, problem = _validate(History, data)
    if problem is not None:
        raise HistoryError(problem[0], problem[1])
    return history  # type: ignore[no-any-return]


def to_json(value: Scenario | History) -> dict[str, Any]:
    """Plain JSON data, without null and empty fields (their defaults)."""
    if isinstance(value, Scenario):
        return _prune_object(_scenarios().dump_python(value, mode="json"))
    return _prune_object(_histories().dump_python(value, mode="json"))


def _prune(data: Any) -> Any:
    # Only None and empty containers are dropped: every such field defaults to
    # exactly that, so reading the result back gives the same value.
    if isinstance(data, dict):
        return _prune_object(data)
    if isinstance(data, list):
        return [_prune(v) for v in data]
    return data


def _prune_object(data: dict[str, Any]) -> dict[str, Any]:
    return {k: _prune(v) for k, v in data.items() if v is not None and v != [] and v != {}}


def dumps(value: Scenario | History) -> str:
    """Canonical text: the same value always gives the same bytes."""
    return json.dumps(to_json(value), sort_keys=True, separators=(",", ":"))


def json_schema(cls: type) -> dict[str, Any]:
    return _adapter(cls).json_schema()
