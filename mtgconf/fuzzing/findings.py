"""What a campaign found, confirmed on the engine and kept as regressions.

Workers write every failing scenario they meet; per property the best one is
kept (a shrunk one first, then the smallest). Each is replayed here, once, on
a fresh adapter: a failure that replays is saved as a regression fixture (the
same format as ``mtgconf run --save-regressions``), one that does not is
reported as unconfirmed (a flaky engine) and saved nowhere.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgconf.runner.outcome import PropertyResult, Status

__all__ = ["Candidate", "confirm", "gather"]


@dataclass(frozen=True, slots=True)
class Candidate:
    property: str
    scenario: dict[str, Any]
    explanation: str
    shrunk: bool
    path: Path
    time: float
    """When the worker wrote it (seconds since the epoch)."""


def gather(root: Path) -> dict[str, Candidate]:
    """The best failing scenario per property id."""
    best: dict[str, Candidate] = {}
    for path in sorted((root / "failures").glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # not written yet
        found = Candidate(data["property"], data["scenario"], data["explanation"], bool(data["shrunk"]), path,
                          float(data.get("time", 0.0)))
        old = best.get(found.property)
        if old is None or _rank(found) < _rank(old):
            best[found.property] = found
    return best


def _rank(c: Candidate) -> tuple[bool, int]:
    return (not c.shrunk, len(json.dumps(c.scenario, sort_keys=True)))


def confirm(candidate: Candidate, record: Any, adapter: Any, reference: Any, strategy: Any,
            replay: Any) -> PropertyResult:
    """Replay the candidate alone (no database, one extra generated example at
    most): FAIL or ERROR with it as the counterexample, else the result says why not."""
    from hypothesis.database import InMemoryExampleDatabase

    from mtgconf.runner.core import run_property
    from reference_engine.codec import scenario_from_json, to_json

    scenario = scenario_from_json(candidate.scenario, source=str(candidate.path))
    result = run_property(record, adapter, examples=1, database=InMemoryExampleDatabase(), reference=reference,
                          strategy=strategy, regressions=[scenario], replay=replay)
    same = result.counterexample is not None and result.counterexample.scenario == to_json(scenario)
    if result.status in (Status.FAIL, Status.ERROR) and same:
        return result
    from dataclasses import replace

    return replace(result, status=Status.ERROR, counterexample=None,
                   reason=f"a worker saw this property fail ({candidate.explanation}) but the scenario "
                          f"passed when replayed: the engine is not deterministic ({candidate.path.name})")
