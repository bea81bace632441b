"""One shim between HypoFuzz 25.11 and current Hypothesis.

After shrinking a failure, HypoFuzz 25.11.1 copies the explain phase's
comments as ``slice_comments``, an attribute Hypothesis has since renamed
``span_comments``; the worker then dies with an AttributeError before saving
the shrunk failure. The old name is given back as an alias of the new one, in
each process that collects the campaign's targets. It is a no-op on versions
that still have the old name.
"""
from __future__ import annotations

from typing import Any

__all__ = ["alias_slice_comments"]


def alias_slice_comments() -> None:
    from hypothesis.internal.conjecture.data import ConjectureData, ConjectureResult

    for cls in (ConjectureData, ConjectureResult):
        if not hasattr(cls, "slice_comments") and "span_comments" in _fields(cls):
            setattr(cls, "slice_comments", property(_get, _set if cls is ConjectureData else None))


def _fields(cls: type) -> set[str]:
    names = set(getattr(cls, "__dataclass_fields__", {}))
    if cls.__name__ == "ConjectureData":
        names.add("span_comments")  # set in __init__
    return names


def _get(self: Any) -> Any:
    return self.span_comments


def _set(self: Any, value: Any) -> None:
    self.span_comments = value
