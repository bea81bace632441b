"""Strict checks of the message templates a ``results.json`` carries
(``reason_parts``, a counterexample's ``explanation_parts``): pydantic sees
them as free JSON objects, so their shape, template ids and parameters are
checked here, and a bad one is refused with its JSON path (no unknown key is
dropped, and a report never fails on it later)."""
from __future__ import annotations

import difflib
import string
from typing import Any, Iterable

from properties.explanations import TEXTS


def _fields(key: str) -> set[str]:
    texts = TEXTS.get(key, {})
    return {name for text in texts.values() for _, name, _, _ in string.Formatter().parse(text) if name}


def message_problem(value: Any, path: str, extra: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """(JSON path, what was expected) for a bad message, else None. ``extra``
    names parameters a message may carry for its partner (an explanation's
    expected and observed parts share their parameters)."""
    if not isinstance(value, dict):
        return path, "a message: an object with a template id 'key' and 'params'"
    stray = sorted(set(value) - {"key", "params"})
    if stray:
        return f"{path}.{stray[0]}", _unknown(stray[0], ("key", "params"))
    if not isinstance(value.get("key"), str):
        return f"{path}.key", "a message template id (a string)"
    key = value["key"]
    if key not in TEXTS:
        return f"{path}.key", f"a known message template id, not {key!r}"
    params = value.get("params", {})
    if not isinstance(params, dict):
        return f"{path}.params", "an object of template parameters"
    known = _fields(key) | extra
    unknown = sorted(set(params) - known)
    if unknown:
        return f"{path}.params.{unknown[0]}", _unknown(unknown[0], known)
    missing = sorted(_fields(key) - set(params))
    if missing:
        return f"{path}.params", f"the parameter {missing[0]!r} of {key!r}"
    for name, v in params.items():
        found = _param_problem(v, f"{path}.params.{name}")
        if found:
            return found
    return None


def _unknown(key: str, known: Iterable[str]) -> str:
    """The wording of the strict loaders for an unknown key, with its nearest known one."""
    hint = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
    told = f"did you mean {hint[0]!r}?" if hint else f"known keys: {', '.join(sorted(known)) or 'none'}"
    return f"no unknown key {key!r} ({told})"


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
    if not isinstance(value, dict):
        return path, "an object with 'expected' and 'observed' parts (or empty)"
    stray = sorted(set(value) - {"expected", "observed"})
    if stray:
        return f"{path}.{stray[0]}", _unknown(stray[0], ("expected", "observed"))
    if set(value) != {"expected", "observed"}:
        return path, "both an 'expected' and an 'observed' part"
    keys = [v.get("key") for v in value.values() if isinstance(v, dict)]
    shared = frozenset().union(*(_fields(k) for k in keys if isinstance(k, str)))
    for part in ("expected", "observed"):
        v, here = value[part], f"{path}.{part}"
        if isinstance(v, dict) and "text" in v:
            stray = sorted(set(v) - {"text"})
            if stray:
                return f"{here}.{stray[0]}", _unknown(stray[0], ("text",))
            if not isinstance(v["text"], str):
                return f"{here}.text", "a string"
            continue
        found = message_problem(v, here, shared)
        if found:
            return found
    return None
