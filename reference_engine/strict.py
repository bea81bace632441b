"""Strict validation of JSON documents into frozen dataclasses.

Every record of a format forbids unknown keys (pydantic ``extra="forbid"``,
set here on the whole tree of records, so the committed JSON Schemas say
``additionalProperties: false``), and documents are validated in strict JSON
mode: no coercion of ``"25"`` into 25 or of 1 into true. Errors name the JSON
path; an unknown key gets a "did you mean" suggestion from the fields allowed
at that place.
"""
from __future__ import annotations

import dataclasses
import difflib
import json
import typing
from functools import cache
from typing import Any

from pydantic import ConfigDict, TypeAdapter, ValidationError

from reference_engine.jsontext import member_path

__all__ = ["first_problem", "forbid_unknown_keys", "strict_adapter", "validate_strict"]

_FORBID = ConfigDict(extra="forbid")
_UNKNOWN = ("extra_forbidden", "unexpected_keyword_argument")


def records(root: type) -> list[type]:
    """Every dataclass reachable from ``root`` through its field annotations."""
    seen: list[type] = []
    todo: list[Any] = [root]
    while todo:
        tp = todo.pop()
        if typing.get_origin(tp) is not None:
            todo.extend(typing.get_args(tp))
        elif isinstance(tp, type) and dataclasses.is_dataclass(tp) and tp not in seen:
            seen.append(tp)
            todo.extend(typing.get_type_hints(tp, include_extras=True).values())
    return seen


def forbid_unknown_keys(root: type) -> None:
    """Mark every record under ``root`` as closed to unknown keys."""
    for cls in records(root):
        cls.__pydantic_config__ = _FORBID  # type: ignore[attr-defined]


@cache
def strict_adapter(root: type) -> TypeAdapter[Any]:
    forbid_unknown_keys(root)
    return TypeAdapter(root)


def validate_strict(root: type, data: Any) -> Any:
    """``data`` (parsed JSON) as a ``root`` record; ``ValidationError`` or
    ``ValueError`` (NaN, infinities) if it does not fit."""
    text = json.dumps(data, allow_nan=False)
    return strict_adapter(root).validate_json(text, strict=True)


def first_problem(root: type, err: ValidationError) -> tuple[str, str]:
    """(JSON path, what was expected) for the first error, tags dropped."""
    first = err.errors(include_url=False)[0]
    loc = tuple(first["loc"])
    path, fields = _walk(root, loc)
    if first["type"] in _UNKNOWN:
        key = str(loc[-1])
        hint = difflib.get_close_matches(key, sorted(fields), n=1, cutoff=0.6)
        known = f"did you mean {hint[0]!r}?" if hint else f"known keys: {', '.join(sorted(fields)) or 'none'}"
        return path, f"no unknown key {key!r} ({known})"
    return path, _message(first)


def _message(error: Any) -> str:
    msg = str(error["msg"])
    if error["type"] == "missing":
        return "a required key (it is missing)"
    given = error.get("input")
    if isinstance(given, (str, int, float, bool)) or given is None:
        shown = json.dumps(given)[:60]
        return f"{msg}, not {shown}"
    return msg


def _walk(root: type, loc: tuple[Any, ...]) -> tuple[str, set[str]]:
    """The JSON path of ``loc`` and the keys allowed in the record holding its last part."""
    path, tp = "$", root
    fields: set[str] = _fields(root)
    for i, part in enumerate(loc):
        if isinstance(part, str) and (part.startswith(("function-", "tagged-union[")) or _is_tag(tp, part)):
            tp = _tagged(tp, part)
            fields = _fields(tp) or fields
            continue
        path = f"{path}[{part}]" if isinstance(part, int) else member_path(path, str(part))
        if i < len(loc) - 1:
            tp = _child(tp, part)
            fields = _fields(tp) or fields
    return path, fields


def _fields(tp: Any) -> set[str]:
    tp = _unwrap(tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return {f.name for f in dataclasses.fields(tp)}
    return set()


def _unwrap(tp: Any) -> Any:
    """``X | None`` -> ``X``; ``Annotated[X, ...]`` -> ``X``."""
    while True:
        origin = typing.get_origin(tp)
        if origin is typing.Annotated:
            tp = typing.get_args(tp)[0]
            continue
        if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
            args = [a for a in typing.get_args(tp) if a is not type(None)]
            if len(args) == 1:
                tp = args[0]
                continue
        return tp


def _union_members(tp: Any) -> list[type]:
    tp = _unwrap(tp)
    if typing.get_origin(tp) in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        return [_unwrap(a) for a in typing.get_args(tp)]
    return []


def _is_tag(tp: Any, part: str) -> bool:
    return any(_tag_of(m) == part or getattr(m, "__name__", "") == part for m in _union_members(tp))


def _tag_of(cls: Any) -> str | None:
    kind = getattr(cls, "__dataclass_fields__", {}).get("kind")
    return kind.default if kind is not None and isinstance(kind.default, str) else None


def _tagged(tp: Any, part: str) -> Any:
    for member in _union_members(tp):
        if _tag_of(member) == part or getattr(member, "__name__", "") == part:
            return member
    return tp


def _child(tp: Any, part: Any) -> Any:
    tp = _unwrap(tp)
    origin = typing.get_origin(tp)
    if isinstance(part, int) and origin in (tuple, list):
        return typing.get_args(tp)[0]
    if origin is dict:
        return typing.get_args(tp)[1]
    if isinstance(tp, type) and dataclasses.is_dataclass(tp) and isinstance(part, str):
        hints = typing.get_type_hints(tp, include_extras=True)
        return hints.get(part, Any)
    return Any
