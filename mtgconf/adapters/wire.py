"""The JSON-lines wire format: message types, framing and schema checks.

Standard library only: the server shim (``mtgconf.serve``) imports this module,
and an engine's process must not need the harness's dependencies to speak the
protocol. The schemas under ``mtgconf/schemas/protocol/`` are the contract;
``problems`` checks a message against them with a small validator that covers
exactly the JSON Schema keywords those files use.
"""
from __future__ import annotations

import json
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

PROTOCOL_VERSION = 1
SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schemas" / "protocol"
ORACLE_TEXT = "oracle_text"
"""The key of a card's Oracle text in a ``run`` message's scenario (not a Scenario v1 field)."""


class MessageType(str, Enum):
    """Every message on the wire; ``type`` in the JSON object."""

    HELLO = "hello"
    """Harness -> engine: opens the session."""
    CAPABILITIES = "capabilities"
    """Engine -> harness: the reply to hello, with the manifest."""
    RUN = "run"
    """Harness -> engine: play one Scenario."""
    RESULT = "result"
    """Engine -> harness: the History of a run."""
    ERROR = "error"
    """Engine -> harness: the request failed."""
    BYE = "bye"
    """Harness -> engine, and its acknowledgement: end of session."""


class WireError(ValueError):
    """A line that is not a valid protocol message."""


def encode(message: dict[str, Any]) -> str:
    """One message as one line (no newline inside: JSON escapes them)."""
    return json.dumps(message, sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"


def decode(line: str) -> dict[str, Any]:
    """Parse and schema-check one line; ``WireError`` says what is wrong."""
    try:
        message: dict[str, Any] = json.loads(line)
    except json.JSONDecodeError as err:
        raise WireError(f"not JSON ({err.msg} at column {err.colno})") from None
    found = problems(message)
    if found:
        raise WireError(found[0])
    return message


def without_oracle_text(scenario: dict[str, Any]) -> dict[str, Any]:
    """A wire scenario as a Scenario v1 document: the cards' Oracle text dropped."""
    cards = scenario.get("cards")
    if not isinstance(cards, list):
        return scenario
    plain = [{k: v for k, v in c.items() if k != ORACLE_TEXT} if isinstance(c, dict) else c for c in cards]
    return {**scenario, "cards": plain}


def problems(message: Any) -> list[str]:
    """Schema violations of one message, as "<json path>: expected ..." lines."""
    if not isinstance(message, dict):
        return ["$: expected a JSON object"]
    kind = message.get("type")
    if kind not in {t.value for t in MessageType}:
        return [f"$.type: expected one of {[t.value for t in MessageType]}, not {kind!r}"]
    return _check(message, schema(MessageType(kind)), "$")


@cache
def schema(kind: MessageType) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((SCHEMA_DIR / f"{kind.value}.schema.json").read_text(encoding="utf-8"))
    return loaded


_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,), "array": (list,), "string": (str,), "boolean": (bool,),
    "integer": (int,), "number": (int, float), "null": (type(None),),
}


def _is_type(value: Any, name: str) -> bool:
    # JSON booleans are not numbers, though Python's bool subclasses int.
    if isinstance(value, bool) and name in ("integer", "number"):
        return False
    return isinstance(value, _TYPES[name])


def _same(value: Any, const: Any) -> bool:
    # True == 1 in Python, but not in JSON.
    return value == const and isinstance(value, bool) == isinstance(const, bool)


def _check(value: Any, sch: dict[str, Any], path: str) -> list[str]:
    types = sch.get("type")
    if types is not None:
        names = [types] if isinstance(types, str) else types
        if not any(_is_type(value, n) for n in names):
            return [f"{path}: expected {' or '.join(names)}"]
    if "const" in sch and not _same(value, sch["const"]):
        return [f"{path}: expected {sch['const']!r}"]
    if "enum" in sch and value not in sch["enum"]:
        return [f"{path}: expected one of {sch['enum']}"]
    if "minimum" in sch and _is_type(value, "number") and value < sch["minimum"]:
        return [f"{path}: expected at least {sch['minimum']}"]
    if "minLength" in sch and isinstance(value, str) and len(value) < sch["minLength"]:
        return [f"{path}: expected at least {sch['minLength']} characters"]
    if isinstance(value, dict):
        return _check_object(value, sch, path)
    if isinstance(value, list) and "items" in sch:
        return [p for i, v in enumerate(value) for p in _check(v, sch["items"], f"{path}[{i}]")]
    return []


def _check_object(value: dict[str, Any], sch: dict[str, Any], path: str) -> list[str]:
    found = [f"{path}.{k}: required" for k in sch.get("required", ()) if k not in value]
    props: dict[str, Any] = sch.get("properties", {})
    for key, item in value.items():
        if key in props:
            found.extend(_check(item, props[key], f"{path}.{key}"))
        elif sch.get("additionalProperties") is False:
            found.append(f"{path}.{key}: not allowed")
    return found
