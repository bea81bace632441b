"""Reading and writing Scenario and History JSON.

Validation and serialisation use pydantic ``TypeAdapter`` over the frozen
dataclasses: it checks every field against its annotation, reports errors with
their location (turned here into a JSON path), and generates the committed JSON
Schemas, so the schema and the records cannot drift apart.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from reference_engine.errors import HistoryError, ScenarioError
from reference_engine.history import History
from reference_engine.scenario import Scenario

SCHEMA_DIR = Path(__file__).parent / "schemas"


@cache
def _adapter(cls: type) -> TypeAdapter[Any]:
    return TypeAdapter(cls)


@cache
def _scenarios() -> TypeAdapter[Scenario]:
    return TypeAdapter(Scenario)


@cache
def _histories() -> TypeAdapter[History]:
    return TypeAdapter(History)


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




def _first_error(err: ValidationError) -> tuple[str, str]:
    first = err.errors(include_url=False)[0]
    return json_path(_drop_event_tags(tuple(first["loc"]))), first["msg"]


def _drop_event_tags(loc: tuple[int | str, ...]) -> tuple[int | str, ...]:
    # pydantic puts the union tag after "events", i: drop it there only, since
    # tags such as "life" or "draw" are also ordinary field names.
    return tuple(p for i, p in enumerate(loc)
                 if not (i >= 2 and loc[i - 2] == "events" and isinstance(loc[i - 1], int)
                         and isinstance(p, str) and p in _event_tags()))


@cache
def _event_tags() -> frozenset[str]:
    from reference_engine.events import EVENT_KINDS

    return frozenset(EVENT_KINDS)


def scenario_from_json(data: Any, *, source: str | None = None) -> Scenario:
    """Validate a parsed JSON document as a Scenario; ``ScenarioError`` if bad."""
    try:
        scenario = _scenarios().validate_python(data)
    except ValidationError as err:
        path, msg = _first_error(err)
        raise ScenarioError(path, msg, source=source) from None
    from reference_engine.validate import check_references

    check_references(scenario, source=source)
    return scenario


def load_scenario(path: str | Path) -> Scenario:
    """Read a Scenario file; every problem becomes a ``ScenarioError``."""
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except OSError as err:
        raise ScenarioError("$", f"a readable file ({err.strerror})", source=str(p)) from None
    except json.JSONDecodeError as err:
        raise ScenarioError("$", f"valid JSON (line {err.lineno}: {err.msg})", source=str(p)) from None
    return scenario_from_json(data, source=str(p))


def history_from_json(data: Any) -> History:
    try:
        return _histories().validate_python(data)
    except ValidationError as err:
        path, msg = _first_error(err)
        raise HistoryError(path, msg) from None


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
