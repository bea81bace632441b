"""``mtgconf replay FILE``: play one scenario on an engine, print what happened
and whether the scenario's expected facts hold."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Callable

from mtgconf.text_timeline import render_timeline
from properties.fixture_facts import check_facts
from reference_engine.codec import load_scenario, to_json
from reference_engine.errors import ScenarioError
from reference_engine.history import History
from reference_engine.scenario import Scenario

NAME = "replay"
HELP = "Play a scenario file on an engine; print its timeline (or History JSON) and expected facts."

EXIT_OK, EXIT_FACTS_FAIL, EXIT_BAD_INPUT, EXIT_ENGINE = 0, 1, 2, 3
ENGINES: tuple[str, ...] = ("reference",)

Runner = Callable[[Scenario], History]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a Scenario JSON file (a fixture or a saved counterexample)")
    parser.add_argument("--json", action="store_true", help="print the History as JSON instead of a timeline")
    parser.add_argument("--engine", default="reference", help="engine to play it on (default: reference)")


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


def run(args: argparse.Namespace) -> int:
    try:
        runner = engine_runner(args.engine)
    except LookupError as err:
        return _fail(str(err), EXIT_BAD_INPUT)
    except RuntimeError as err:  # specs.EngineStartError
        return _fail(str(err), EXIT_ENGINE)
    try:
        scenario = load_scenario(args.file)
    except ScenarioError as err:
        return _fail(str(err), EXIT_BAD_INPUT)
    try:
        history = runner(scenario)
    except Exception as err:  # an engine fault is reported, never a traceback
        return _fail(f"engine {args.engine!r} failed on {args.file}: {type(err).__name__}: {err}", EXIT_ENGINE)
    try:
        facts = check_facts(scenario, history)
    except ScenarioError as err:
        return _fail(f"{args.file}: {err}", EXIT_BAD_INPUT)
    if args.json:
        sys.stdout.write(json.dumps(to_json(history), indent=2, sort_keys=True) + "\n")
    else:
        sys.stdout.write(render_timeline(scenario, history, facts))
    return EXIT_OK if all(f.ok for f in facts) else EXIT_FACTS_FAIL


def _fail(message: str, code: int) -> int:
    print(f"mtgconf replay: {' '.join(message.split())}", file=sys.stderr)
    return code
