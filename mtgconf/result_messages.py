"""Strict checks of the message templates a ``results.json`` carries
(``reason_parts``, a counterexample's ``explanation_parts``): pydantic sees
them as free JSON objects, so their shape, template ids and parameters are
checked here, and a bad one is refused with its JSON path (no unknown key is
dropped, and a report never fails on it later)."""
from __future__ import annotations

import string
from typing import Any

from properties.explanations import TEXTS


def _fields(key: str) -> set[str]:
    texts = TEXTS.get(key, {})
    return {name for text in texts.values() for _, name, _, _ in string.Formatter().parse(text) if name}


def message_problem(value: Any, path: str, extra: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """(JSON path, what was expected) for a bad message, else None. ``extra``
    names parameters a message may carry for its partner (an explanation's
    expected and observed parts share their parameters)."""
    if not isinstance(value, dict) or set(value) - {"key", "params"} or not isinstance(value.get("key"), str):
        return path, "a message: an object with a template id 'key' and 'params'"
    key = value["key"]
    if key not in TEXTS:
        return f"{path}.key", f"a known message template id, not {key!r}"
    params = value.get("params", {})
    if not isinstance(params, dict):
        return f"{path}.params", "an object of template parameters"
    known = _fields(key) | extra
    unknown = sorted(set(params) - known)
    if unknown:
        return f"{path}.params.{unknown[0]}", f"one of the parameters of {key!r}: {sorted(known)}"
    missing = sorted(_fields(key) - set(params))
    if missing:
        return f"{path}.params", f"the parameter {missing[0]!r} of {key!r}"
    for name, v in params.items():
        found = _param_problem(v, f"{path}.params.{name}")
        if found:
            return found
    return None


def _param_problem(value: Any, path: str) -> tuple[str, str] | None:
    if isinstance(value, dict):
        return message_problem(value, path)
    if isinstance(value, list):
        for i, v in enumerate(value):
            found = _param_problem(v, f"{path}[{i}]")
            if found:
                return found
    return None


def parts_problem(value: Any, path: str) -> tuple[str, str] | None:
    """An explanation's parts: empty, or 'expected' and 'observed', each a
    message or a plain {'text': ...}."""
    if value == {}:
        return None
    if not isinstance(value, dict) or set(value) != {"expected", "observed"}:
        return path, "an object with 'expected' and 'observed' parts (or empty)"
    keys = [v.get("key") for v in value.values() if isinstance(v, dict)]
    shared = frozenset().union(*(_fields(k) for k in keys if isinstance(k, str)))
    for part in ("expected", "observed"):
        v, here = value[part], f"{path}.{part}"
        if isinstance(v, dict) and set(v) == {"text"}:
            if not isinstance(v["text"], str):
                return f"{here}.text", "a string"
            continue
        found = message_problem(v, here, shared)
        if found:
            return found
    return None
