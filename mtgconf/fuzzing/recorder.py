"""A HypoFuzz worker's side of the campaign directory.

Each worker process appends cumulative counts to ``progress/<pid>.jsonl`` at
most once a second, and writes every failing scenario it meets to
``failures/<property>--<pid>.json`` (atomically, so a campaign stopped at any
moment leaves whole files). Files are flushed as the campaign goes: a worker
stopped by a signal runs no exit handlers.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtgconf.atomic_file import write_text_atomic
from mtgconf.runner.select import safe_name

__all__ = ["FLUSH_SECONDS", "Recorder", "write_atomic"]

FLUSH_SECONDS = 1.0


def write_atomic(path: Path, data: Any) -> None:
    """``data`` as JSON, replacing the file whole (a campaign can stop at any moment)."""
    write_text_atomic(path, json.dumps(data, sort_keys=True) + "\n")


@dataclass
class Recorder:
    root: Path
    examples: dict[str, int] = field(default_factory=dict)
    exercised: dict[str, int] = field(default_factory=dict)
    failing_runs: dict[str, int] = field(default_factory=dict)
    last_flush: float = 0.0

    def example(self, prop_id: str, exercised: bool) -> None:
        self.examples[prop_id] = self.examples.get(prop_id, 0) + 1
        if exercised:
            self.exercised[prop_id] = self.exercised.get(prop_id, 0) + 1
        if time.monotonic() - self.last_flush >= FLUSH_SECONDS:
            self.flush()

    def failure(self, prop_id: str, scenario: dict[str, Any], explanation: str, *, shrunk: bool) -> None:
        """Keep the latest failing scenario: HypoFuzz replays the shrunk one last."""
        self.failing_runs[prop_id] = self.failing_runs.get(prop_id, 0) + 1
        write_atomic(self.root / "failures" / f"{safe_name(prop_id)}--{os.getpid()}.json",
                     {"property": prop_id, "scenario": scenario, "explanation": explanation,
                      "shrunk": shrunk, "failing_runs": self.failing_runs[prop_id], "time": time.time()})
        self.flush()

    def flush(self) -> None:
        self.last_flush = time.monotonic()
        line = {"time": time.time(), "pid": os.getpid(), "rss": _rss(),
                "examples": self.examples, "exercised": self.exercised}
        path = self.root / "progress" / f"{os.getpid()}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(line, sort_keys=True) + "\n")


def _rss() -> int:
    """Resident memory of this worker in bytes (0 where /proc is absent)."""
    try:
        fields = Path("/proc/self/statm").read_text().split()
        return int(fields[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0
