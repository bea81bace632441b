"""Saved counterexample files (``reports/counterexamples/<id>.json``).

A saved file says what it broke and how it was found: the property (or
fixture) id, the engine spec, the run seed and the catalogue, beside the
shrunk Scenario. ``mtgconf replay FILE`` reads these to judge the scenario
again with the same property, and ``mtgconf explain`` lists them by clause.
"""
from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import ConfigDict, TypeAdapter, ValidationError

from mtgconf.atomic_file import write_text_atomic
from mtgconf.runner.outcome import PropertyResult
from mtgconf.runner.select import safe_name

__all__ = [
    "COUNTEREXAMPLE_FORMAT", "SavedCounterexample", "SavedFileError", "clear_saved", "counterexample_path", "is_saved",
    "load_saved", "read_scenario_file", "replay_command", "save_counterexample", "save_item", "saved_from_json",
]

COUNTEREXAMPLE_FORMAT: Literal["mtgconf-counterexample/1"] = "mtgconf-counterexample/1"


@dataclass(frozen=True, slots=True, kw_only=True)
class SavedCounterexample:
    __pydantic_config__ = ConfigDict(extra="forbid")

    format: Literal["mtgconf-counterexample/1"] = COUNTEREXAMPLE_FORMAT
    item: str
    """The property id (or fixture id) the scenario broke."""
    kind: str = "property"
    """"property" or "fixture"."""
    engine: str
    """The engine spec it failed on, as passed to ``--engine``."""
    seed: int = 0
    """The run seed (mixed with the property id by the runner)."""
    catalogue: str = ""
    """A stand-in catalogue module, when the run used one ("" = the suite's)."""
    rules: tuple[str, ...] = ()
    title: str = ""
    status: str = ""
    """The verdict it was saved with: fail, error or xfail."""
    explanation: str = ""
    """The expected-against-observed sentence of the run that found it."""
    scenario: dict[str, Any]
    """The shrunk Scenario, as JSON (``reference_engine.codec``)."""


class SavedFileError(ValueError):
    """A counterexample file that does not match its format (exit status 2)."""


@cache
def _adapter() -> TypeAdapter[SavedCounterexample]:
    return TypeAdapter(SavedCounterexample)


def counterexample_path(report_dir: str | Path, item_id: str) -> Path:
    return Path(report_dir) / "counterexamples" / f"{safe_name(item_id)}.json"


def clear_saved(report_dir: str | Path, item_id: str) -> None:
    """Remove the files an earlier run saved for this item (``<id>.json`` and
    ``<id>--<n>.json``): the item is being judged again, so a file left over
    from a failure that no longer happens would contradict the report."""
    folder, name = Path(report_dir) / "counterexamples", safe_name(item_id)
    if not folder.is_dir():
        return
    stale = re.compile(rf"{re.escape(name)}(--\d+)?")
    for path in folder.glob(f"{name}*.json"):
        if stale.fullmatch(path.stem):
            path.unlink(missing_ok=True)


def replay_command(path: Path, engine: str, catalogue: str = "") -> str:
    """The one line a user pastes to see the failure again."""
    words = ["mtgconf", "replay", path.as_posix(), "--engine", engine]
    if catalogue:
        words += ["--catalogue", catalogue]
    return " ".join(shlex.quote(w) for w in words)


def is_saved(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == COUNTEREXAMPLE_FORMAT


def saved_from_json(data: Any, *, source: str = "") -> SavedCounterexample:
    try:
        return _adapter().validate_python(data)
    except ValidationError as err:
        from reference_engine.codec import json_path

        first = err.errors(include_url=False)[0]
        where = f"{source}: " if source else ""
        raise SavedFileError(f"{where}{json_path(tuple(first['loc']))}: {first['msg']}") from None


def load_saved(path: str | Path) -> SavedCounterexample:
    from reference_engine.jsontext import JsonInputError, read_json

    p = Path(path)
    try:
        data = read_json(p)
    except OSError as err:
        raise SavedFileError(f"{p}: $: a readable file ({err.strerror or err})") from None
    except JsonInputError as err:
        raise SavedFileError(f"{p}: {err}") from None
    return saved_from_json(data, source=str(p))


def save_counterexample(result: PropertyResult, path: Path, *, engine: str, seed: int,
                        catalogue: str = "") -> Path | None:
    """Write ``result``'s counterexample to ``path``; None when it has none."""
    cx = result.counterexample
    if cx is None:
        return None
    saved = SavedCounterexample(item=result.id, kind=result.kind, engine=engine, seed=seed, catalogue=catalogue,
                                rules=result.rules, title=result.title, status=result.status.value,
                                explanation=cx.explanation, scenario=cx.scenario)
    text = json.dumps(_adapter().dump_python(saved, mode="json"), indent=1, sort_keys=True)
    return write_text_atomic(path, text + "\n")


def save_item(result: PropertyResult, report_dir: str | Path, *, engine: str, seed: int,
              catalogue: str = "") -> list[Path]:
    """Replace the item's saved files with this result's: ``<id>.json`` for
    its counterexample and ``<id>--<n>.json`` for each further distinct one,
    the files its replay commands name; nothing when it has none."""
    from dataclasses import replace

    clear_saved(report_dir, result.id)
    first = counterexample_path(report_dir, result.id)
    found = (result.counterexample, *result.more_counterexamples) if result.counterexample else ()
    return [path for n, cx in enumerate(found, start=1)
            if (path := save_counterexample(replace(result, counterexample=cx),
                                            first if n == 1 else first.with_name(f"{first.stem}--{n}.json"),
                                            engine=engine, seed=seed, catalogue=catalogue)) is not None]


def read_scenario_file(path: str | Path) -> tuple[Any, SavedCounterexample | None]:
    """The Scenario in a Scenario file or in a saved counterexample (and the
    saved record, or None); every problem is a ``ScenarioError`` or
    ``SavedFileError`` naming the file and the JSON path. A saved
    counterexample can so be copied as is into a regressions folder."""
    from reference_engine.codec import scenario_from_json
    from reference_engine.errors import ScenarioError

    from reference_engine.jsontext import JsonInputError, read_json

    p = Path(path)
    try:
        data = read_json(p)  # limits and decoding errors as input errors (docs/formats.md)
    except OSError as err:
        raise ScenarioError("$", f"a readable file ({err.strerror or err})", source=str(p)) from None
    except JsonInputError as err:
        raise ScenarioError(err.path, err.expected, source=str(p)) from None
    if not is_saved(data):
        return scenario_from_json(data, source=str(p)), None
    saved = saved_from_json(data, source=str(p))
    try:
        return scenario_from_json(saved.scenario), saved
    except ScenarioError as err:  # its path is inside the saved file's "scenario"
        raise ScenarioError("$.scenario" + err.path[1:], err.expected, source=str(p)) from None
