"""Saving shrunk counterexamples as regression fixtures.

Only ``mtgconf run --save-regressions`` and ``mtgconf fuzz`` write here: certifying a third-party
engine must not write into the installed package. Saved files are replayed
before any generated example on every later run (``select.load_regressions``).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from mtgconf.atomic_file import write_text_atomic
from mtgconf.runner.outcome import PropertyResult, Status
from mtgconf.runner.select import REGRESSIONS_DIR, regression_files, safe_name

__all__ = ["save_regressions"]


def save_regressions(results: Iterable[PropertyResult], root: Path = REGRESSIONS_DIR,
                     statuses: tuple[Status, ...] = (Status.FAIL,)) -> list[Path]:
    """Write each failing property's counterexample unless already saved
    (``mtgconf fuzz`` also keeps the scenarios an engine faulted on)."""
    return [p for r in results if r.status in statuses and r.counterexample is not None
            for p in [_save(r, root)] if p is not None]


def _save(result: PropertyResult, root: Path) -> Path | None:
    assert result.counterexample is not None
    scenario = dict(result.counterexample.scenario)
    scenario.setdefault("meta", {})
    scenario["meta"] = {**scenario["meta"], "id": result.id, "title": result.title, "rules": list(result.rules),
                        "description": result.counterexample.explanation}
    text = json.dumps(scenario, indent=1, sort_keys=True) + "\n"
    existing = regression_files(result.id, root)
    if any(_same_board(p, scenario) for p in existing):
        return None
    name = safe_name(result.id) + (f"--{len(existing) + 1}" if existing else "")
    return write_text_atomic(root / f"{name}.json", text)


def _same_board(path: Path, scenario: dict[str, Any]) -> bool:
    """Equal apart from the metadata: the same regression, found again."""
    old = json.loads(path.read_text(encoding="utf-8"))
    return {k: v for k, v in old.items() if k != "meta"} == {k: v for k, v in scenario.items() if k != "meta"}
