"""Errors raised on bad input."""
from __future__ import annotations


class ScenarioError(ValueError):
    """A scenario (or fixture) is malformed.

    ``path`` is a JSON path into the document, such as ``$.objects[2].zone``;
    ``source`` names the file when there is one.
    """

    def __init__(self, path: str, expected: str, *, source: str | None = None) -> None:
        self.path = path
        self.expected = expected
        self.source = source
        where = f"{source}: " if source else ""
        super().__init__(f"{where}{path}: {expected}")


class HistoryError(ValueError):
    """A History document does not match the format."""

    def __init__(self, path: str, expected: str) -> None:
        self.path = path
        self.expected = expected
        super().__init__(f"{path}: {expected}")
