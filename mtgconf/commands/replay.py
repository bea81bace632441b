"""``mtgconf replay FILE``: play one scenario on an engine, print what happened
(the timeline, with the stack at each priority grant and at the end) and judge
it: the fixture's expected facts, the property a saved counterexample broke,
or every property with ``--all``. Exits 1 when anything fails."""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from mtgconf.text_timeline import render_timeline, stack_line
from properties.fixture_facts import check_facts
from reference_engine.codec import to_json
from reference_engine.errors import ScenarioError
from reference_engine.history import History
from reference_engine.scenario import Scenario

NAME = "replay"
HELP = "play a scenario or saved counterexample on an engine; print its timeline, stack and verdict"

EXIT_OK, EXIT_FACTS_FAIL, EXIT_BAD_INPUT, EXIT_ENGINE = 0, 1, 2, 3
ENGINES: tuple[str, ...] = ("reference",)

Runner = Callable[[Scenario], History]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a Scenario JSON file (a fixture) or a saved counterexample")
    parser.add_argument("--json", action="store_true", help="print the History as JSON instead of a timeline")
    parser.add_argument("--engine", default=None, metavar="SPEC",
                        help="engine to play it on (default: the one a counterexample names, else reference)")
    parser.add_argument("--all", action="store_true", help="judge the scenario with every property, not only its own")
    parser.add_argument("--catalogue", default=None, metavar="MODULE", help=argparse.SUPPRESS)


@dataclass(frozen=True, slots=True)
class Source:
    """What the file holds: the scenario, and for a saved counterexample what it broke."""

    scenario: Scenario
    item: str = ""
    kind: str = ""
    engine: str = ""
    catalogue: str = ""


def engine_runner(name: str) -> Runner:
    """The function that plays a scenario on engine ``name``.

    Kept as the one place that maps names to engines, so it can be routed to
    the harness's engine specs without touching the rest of the command.
    """
    if name not in ENGINES:
        from mtgconf.engines.specs import UnknownEngineSpec, resolve

        try:
            return resolve(name).run  # any engine spec; EngineStartError -> exit 3 in run()
        except UnknownEngineSpec as err:
            raise LookupError(f"unknown engine {name!r} ({err})") from None
    from reference_engine.engine import run  # imported late: the CLI must start even if it is broken

    return run


def load_source(path: str) -> Source:
    """A Scenario file or a saved counterexample; ``ScenarioError``/``SavedFileError`` if malformed."""
    from mtgconf.runner.saved import read_scenario_file

    scenario, saved = read_scenario_file(path)
    if saved is None:
        return Source(scenario)
    return Source(scenario, item=saved.item, kind=saved.kind, engine=saved.engine, catalogue=saved.catalogue)


def run(args: argparse.Namespace) -> int:
    from mtgconf.runner.saved import SavedFileError

    try:
        source = load_source(args.file)
    except (ScenarioError, SavedFileError) as err:
        return _fail(str(err), EXIT_BAD_INPUT)
    spec = args.engine or source.engine or "reference"
    try:
        runner = engine_runner(spec)
    except LookupError as err:
        return _fail(str(err), EXIT_BAD_INPUT)
    except RuntimeError as err:  # specs.EngineStartError
        return _fail(f"engine {spec!r} could not be started: {err}", EXIT_ENGINE)
    scenario = source.scenario
    try:
        history = runner(scenario)
    except Exception as err:  # an engine fault is a finding, reported without a traceback
        print(f"[ERROR] engine {spec!r} failed on {args.file}: {type(err).__name__}: {' '.join(str(err).split())}")
        return EXIT_FACTS_FAIL
    try:
        facts = check_facts(scenario, history)
    except ScenarioError as err:
        return _fail(f"{args.file}: {err}", EXIT_BAD_INPUT)
    try:
        records = _properties(source, args)
    except LookupError as err:
        return _fail(str(err), EXIT_BAD_INPUT)
    verdicts = _judge(records, scenario, history, runner)
    if args.json:  # stdout stays one JSON document; the verdicts go to stderr
        sys.stdout.write(json.dumps(to_json(history), indent=2, sort_keys=True) + "\n")
    else:
        sys.stdout.write(render_timeline(scenario, history, facts))
        sys.stdout.write(stack_line(scenario, history) + "\n")
    for judged in verdicts:
        print(judged.text, file=sys.stderr if args.json else sys.stdout)
    ok = all(f.ok for f in facts) and all(v.ok for v in verdicts)
    return EXIT_OK if ok else EXIT_FACTS_FAIL


@dataclass(frozen=True, slots=True)
class Judged:
    ok: bool
    text: str


def _properties(source: Source, args: argparse.Namespace) -> list[Any]:
    """The property records to judge with: every one with --all, else the one
    the file names (a saved counterexample, or a regression whose meta.id is a
    property id)."""
    from mtgconf.runner.items import load_catalogue

    catalogue = args.catalogue if args.catalogue is not None else source.catalogue
    try:
        records = list(load_catalogue(catalogue).all_properties())
    except ImportError as err:
        raise LookupError(f"cannot load the catalogue {catalogue!r}: {err}") from None
    if args.all:
        return records
    wanted = source.item if source.kind == "property" else source.scenario.meta.id
    chosen = [r for r in records if r.id == wanted]
    if source.kind == "property" and not chosen:
        raise LookupError(f"{args.file} names property {wanted!r}, which the catalogue does not hold")
    return chosen


def _judge(records: list[Any], scenario: Scenario, history: History, runner: Runner) -> list[Judged]:
    from properties.registry import Case

    from mtgconf.runner.core import explain
    from reference_engine.engine import run as reference

    out = []
    case = Case(scenario, history, rerun=lambda: runner(scenario), reference=lambda: reference(scenario))
    for record in records:
        head = f"{record.id} (CR {', '.join(record.rules)})"
        try:
            verdict = record.check(case)
        except Exception as err:  # a broken checker is shown, not raised
            out.append(Judged(False, f"[ERROR] {head}: the check raised {type(err).__name__}: {err}"))
            continue
        if not verdict.ok:
            events = f" (events {', '.join(map(str, verdict.events))})" if verdict.events else ""
            out.append(Judged(False, f"[FAIL] {head}: {explain(verdict.expected, verdict.observed)}{events}"))
        else:
            note = "" if verdict.exercised else " (not exercised: its mechanism did not occur here)"
            out.append(Judged(True, f"[pass] {head}: {record.title}{note}"))
    return out


def _fail(message: str, code: int) -> int:
    print(f"mtgconf replay: {' '.join(message.split())}", file=sys.stderr)
    return code
