"""``mtgconf check FILE``: validate an input file the way a run reads it.

Scenarios, Histories (an engine's output), results files, expectations files
and protocol messages are all held to their formats strictly: unknown keys,
coerced types, dangling references, numbers out of range and anything over
an input limit are refused with the file, the JSON path and what was
expected (exit 2). A valid file exits 0.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable

NAME = "check"
HELP = "validate a scenario, History, results, expectations or protocol-message file"
KINDS = ("auto", "scenario", "history", "results", "expectations", "message")
_FORMATS = {"mtgconf-scenario/1": "scenario", "mtgconf-scenario/1.1": "scenario",
            "mtgconf-history/1": "history", "mtgconf-history/1.1": "history",
            "mtgconf-results/1": "results", "mtgconf-results/1.1": "results"}


class _Refused(Exception):
    """The first problem of the file, as ``$.path: expected``."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.add_argument("--as", dest="kind", choices=KINDS, default="auto",
                        help="what the file holds (default: from its 'format' or 'type' key, or its extension)")


def run(args: argparse.Namespace) -> int:
    try:
        kind = args.kind if args.kind != "auto" else _detect(args.file)
        _CHECKS[kind](args.file)
    except _Refused as err:
        print(f"mtgconf check: {args.file}: {err}", file=sys.stderr)
        return 2
    print(f"{args.file}: a valid {kind}")
    return 0


def _read(path: Path) -> Any:
    from reference_engine.jsontext import JsonInputError, read_json

    try:
        return read_json(path)
    except OSError as err:
        raise _Refused(f"$: a readable file ({err.strerror or err})") from None
    except JsonInputError as err:
        raise _Refused(str(err)) from None


def _detect(path: Path) -> str:
    if path.suffix in (".yaml", ".yml"):
        return "expectations"
    data = _read(path)
    if isinstance(data, dict):
        if data.get("format") in _FORMATS:
            return _FORMATS[str(data["format"])]
        if "type" in data and "protocol" in data:
            return "message"
        if "players" in data:
            return "scenario"
        if "events" in data or "engine" in data:
            return "history"
    raise _Refused("$.format: one of " + ", ".join(repr(f) for f in _FORMATS)
                   + " (or use --as to say what the file holds)")


def _scenario(path: Path) -> None:
    from reference_engine.codec import load_scenario
    from reference_engine.errors import ScenarioError

    try:
        load_scenario(path)
    except ScenarioError as err:
        raise _Refused(f"{err.path}: {err.expected}") from None


def _scenario_data(data: Any, where: str) -> None:
    from reference_engine.codec import scenario_from_json
    from reference_engine.errors import ScenarioError

    try:
        scenario_from_json(data)
    except ScenarioError as err:
        raise _Refused(f"{err.path.replace('$', where, 1)}: {err.expected}") from None


def _history(path: Path) -> None:
    _history_data(_read(path))


def _history_data(data: Any) -> None:
    from mtgconf.adapters.checks import sequence_problem
    from reference_engine.codec import history_from_json
    from reference_engine.errors import HistoryError

    try:
        problem = sequence_problem(history_from_json(data))
    except HistoryError as err:
        raise _Refused(str(err)) from None
    if problem:
        raise _Refused(problem)


def _results(path: Path) -> None:
    from mtgconf.results import ResultsError, load_results

    try:
        load_results(path)
    except ResultsError as err:
        raise _Refused(str(err).removeprefix(f"{path}: ")) from None


def _expectations(path: Path) -> None:
    from mtgconf.expectations import ExpectationsError, load_expectations
    from mtgconf.runner.items import RunConfig
    from mtgconf.runner.preflight import known_ids

    try:
        load_expectations(path, known=known_ids(RunConfig(engine="reference")))
    except ExpectationsError as err:
        raise _Refused(f"{err.path}: {err.expected}") from None


def _message(path: Path) -> None:
    from mtgconf.adapters.wire import WireError, decode

    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as err:
        raise _Refused(f"$: a readable file ({err.strerror or err})") from None
    except UnicodeDecodeError as err:
        raise _Refused(f"$: UTF-8 text (offset {err.start} is not UTF-8)") from None
    try:
        message = decode(text)
    except WireError as err:
        raise _Refused(str(err) if str(err).startswith("$") else f"$: {err}") from None
    if message["type"] == "run":
        _scenario_data(message["scenario"], "$.scenario")
    if message["type"] == "result":
        try:
            _history_data(message["history"])
        except _Refused as err:
            raise _Refused(str(err).replace("$", "$.history", 1)) from None


_CHECKS: dict[str, Callable[[Path], None]] = {
    "scenario": _scenario, "history": _history, "results": _results,
    "expectations": _expectations, "message": _message,
}
