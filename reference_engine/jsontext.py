"""Reading untrusted JSON: every decoding problem is an input error.

Standard library only (the protocol shim reads engine replies with it). The
limits below are documented in docs/formats.md; a document over one is
refused with the limit's name and the JSON path where it was crossed, before
any slower validation runs.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reference_engine.records import fast_init

__all__ = ["Limits", "LIMITS", "JsonInputError", "check_tree", "parse_json", "read_json"]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Limits:
    """Bounds on one JSON document."""

    file_bytes: int = 16 * 1024 * 1024
    depth: int = 64
    string_chars: int = 10_000
    items: int = 20_000
    """Entries of any one list or object."""
    integer_digits: int = 30


LIMITS = Limits()


class JsonInputError(ValueError):
    """A document that cannot be read: ``path`` is a JSON path, ``expected``
    says what was wanted, ``limit`` names the limit crossed (if any)."""

    def __init__(self, path: str, expected: str, *, limit: str = "") -> None:
        self.path, self.expected, self.limit = path, expected, limit
        super().__init__(f"{path}: {expected}")


def read_json(path: str | Path, limits: Limits = LIMITS) -> Any:
    """A file's JSON value; ``OSError`` if it cannot be read, else ``JsonInputError``."""
    p = Path(path)
    size = p.stat().st_size
    if size > limits.file_bytes:
        raise JsonInputError("$", f"a file of at most {limits.file_bytes} bytes (limit file_bytes), "
                                  f"not {size}", limit="file_bytes")
    with p.open("rb") as handle:
        return parse_json(handle.read(limits.file_bytes + 1), limits)


def parse_json(raw: bytes | str, limits: Limits = LIMITS) -> Any:
    """Decode UTF-8 (if bytes), parse strictly and check the limits."""
    if len(raw) > limits.file_bytes:
        raise JsonInputError("$", f"a document of at most {limits.file_bytes} bytes (limit file_bytes)",
                             limit="file_bytes")
    text = _decode(raw) if isinstance(raw, bytes) else raw
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_int=_int_parser(limits),
                           parse_float=_float)
    except json.JSONDecodeError as err:
        raise JsonInputError("$", f"valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except RecursionError:
        raise JsonInputError("$", f"nesting at most {limits.depth} deep (limit depth)", limit="depth") from None
    check_tree(value, limits)
    return value


def _decode(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise JsonInputError("$", f"UTF-8 text (byte {raw[err.start]:#04x} at offset {err.start} "
                                  "is not UTF-8)") from None


def _no_constant(name: str) -> Any:
    raise JsonInputError("$", f"finite numbers only (JSON has no {name})")


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonInputError("$", f"a finite number, not {text[:40]}")
    return value


def _int_parser(limits: Limits) -> Any:
    def parse(text: str) -> int:
        digits = len(text.lstrip("-"))
        if digits > limits.integer_digits:
            raise JsonInputError("$", f"integers of at most {limits.integer_digits} digits "
                                      f"(limit integer_digits), not {digits}", limit="integer_digits")
        return int(text)

    return parse


def check_tree(value: Any, limits: Limits = LIMITS) -> None:
    """Depth, sizes and strings of an already parsed value, without recursion."""
    stack: list[tuple[Any, str, int]] = [(value, "$", 1)]
    while stack:
        node, path, depth = stack.pop()
        if isinstance(node, str):
            _check_string(node, path, limits)
            continue
        if isinstance(node, float) and not math.isfinite(node):
            raise JsonInputError(path, "a finite number")
        if isinstance(node, int) and not isinstance(node, bool) and abs(node) >= 10 ** limits.integer_digits:
            raise JsonInputError(path, f"integers of at most {limits.integer_digits} digits (limit integer_digits)",
                                 limit="integer_digits")
        if not isinstance(node, (dict, list)):
            continue
        if depth > limits.depth:
            raise JsonInputError(path, f"nesting at most {limits.depth} deep (limit depth)", limit="depth")
        if len(node) > limits.items:
            raise JsonInputError(path, f"at most {limits.items} entries (limit items), not {len(node)}",
                                 limit="items")
        if isinstance(node, dict):
            for key, item in node.items():
                _check_string(str(key), path, limits)
                stack.append((item, member_path(path, str(key)), depth + 1))
        else:
            stack.extend((item, f"{path}[{i}]", depth + 1) for i, item in enumerate(node))


def _check_string(text: str, path: str, limits: Limits) -> None:
    if len(text) > limits.string_chars:
        raise JsonInputError(path, f"a string of at most {limits.string_chars} characters (limit string_chars), "
                                   f"not {len(text)}", limit="string_chars")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise JsonInputError(path, f"text without lone surrogates (found {text[err.start]!r} "
                                   f"at character {err.start})") from None


def member_path(path: str, key: str) -> str:
    """``$.a`` for a plain key, ``$["a b"]`` otherwise."""
    plain = key.replace("_", "").replace("-", "").isalnum() and key.isascii()
    return f"{path}.{key}" if plain else f"{path}[{json.dumps(key, ensure_ascii=True)}]"
