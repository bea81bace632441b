"""A live, single-line progress bar for ``mtgconf run``.

It draws only on an interactive terminal outside CI, so logs stay clean; the
closing summary line is printed in every case.
"""
from __future__ import annotations

import os
import sys
import time
from typing import TextIO

from mtgconf.runner.outcome import PropertyResult

__all__ = ["Progress", "is_interactive"]

_WIDTH = 24


def is_interactive(stream: TextIO) -> bool:
    ci = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")
    return not ci and bool(getattr(stream, "isatty", lambda: False)())


class Progress:
    def __init__(self, total: int, *, stream: TextIO | None = None, live: bool | None = None) -> None:
        self.stream = stream or sys.stdout
        self.live = is_interactive(self.stream) if live is None else live
        self.total, self.done, self.failures = total, 0, 0
        self.started = time.monotonic()

    def update(self, result: PropertyResult) -> None:
        self.done += 1
        self.failures += not result.status.is_conformant
        if self.live:
            self.stream.write("\r" + self.line())
            self.stream.flush()

    def line(self) -> str:
        filled = _WIDTH * self.done // max(self.total, 1)
        bar = "#" * filled + "-" * (_WIDTH - filled)
        return f"[{bar}] {self.done}/{self.total}  failures: {self.failures}  ETA {self._eta()}"

    def _eta(self) -> str:
        if not self.done:
            return "--:--"
        left = (time.monotonic() - self.started) / self.done * (self.total - self.done)
        return f"{int(left) // 60}:{int(left) % 60:02d}"

    def finish(self, summary: str) -> None:
        if self.live:
            self.stream.write("\r" + " " * len(self.line()) + "\r")
        self.stream.write(summary + "\n")
        self.stream.flush()
