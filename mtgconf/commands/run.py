"""``mtgconf run``: the whole suite against one engine."""
from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

import mtgconf
from mtgconf.option_types import directory, percentage, positive, seconds, workers
from mtgconf.results import EngineRecord, RunResults, RunSettings, summarize
from mtgconf.runner.core import DEFAULT_EXAMPLES
from mtgconf.runner.items import RunConfig
from mtgconf.runner.outcome import PropertyResult
from mtgconf.runner.select import Selection, parse_shard

NAME = "run"
HELP = "run the conformance suite against an engine and write the reports"
EXIT_INTERRUPTED = 130
EXIT_UNSAVED = 2
"""``--save-regressions`` could not write its folder (an output error, as an unwritable report directory is)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add = parser.add_argument
    add("--engine", default="reference", metavar="SPEC", help="engine spec (default: reference)")
    add("--examples", type=positive, default=DEFAULT_EXAMPLES, metavar="N",
        help=f"examples per property (default {DEFAULT_EXAMPLES})")
    add("--seed", type=int, default=0, metavar="S", help="run seed, mixed with each property id (default 0)")
    add("--properties", default="*", metavar="GLOB", help="property and fixture ids to run")
    add("--rules", default="", metavar="PREFIX", help="only items citing this CR number, e.g. 603.4")
    add("--features", default="", metavar="LIST", help="comma-separated feature tags (any of them)")
    # Default 1: on two CPUs, xdist start-up outweighed the gain (docs/performance.md).
    add("--workers", type=workers, default=1, metavar="N|auto",
        help="parallel pytest-xdist workers, or auto for one per CPU (default 1)")
    add("--shard", type=_shard, default=(1, 1), metavar="K/N", help="run partition K of N")
    add("--expectations", default="", metavar="FILE", help="known failures of this engine (YAML or JSON)")
    add("--lang", choices=("en", "fr"), default="en", help="report language")
    add("--report-dir", type=directory, default=Path("reports"), metavar="DIR", help="where to write (default reports)")
    add("--timeout", type=seconds, default=10.0, metavar="S",
        help="per-scenario engine timeout in seconds, a finite number above 0 (default 10); "
             "in-process engines are limited while in their Python code")
    add("--example-db", default="", metavar="SPEC",
        help="Hypothesis example database: a directory, redis://HOST:PORT/N, :memory: or none "
             "(default: $MTGCONF_EXAMPLE_DB, [tool.mtgconf] in pyproject.toml, the settings profile's, "
             "or ~/.cache/mtgconf/examples; see docs/fuzzing.md)")
    add("--example-db-readonly", action="store_true",
        help="replay the example database but write nothing to it (pull-request jobs)")
    add("--save-regressions", action="store_true",
        help="save each new shrunk counterexample in --regressions-dir, by default the suite's "
             "fixtures/regressions/ (a source checkout only: an installed suite needs --regressions-dir)")
    add("--catalogue", default="", metavar="MODULE",
        help="a module with all_properties() and scenarios(families) to run instead of the suite's")
    add("--fixtures-dir", default="", metavar="DIR", help="judge-case fixtures to check (default: the suite's)")
    add("--regressions-dir", default="", metavar="DIR",
        help="saved counterexamples, replayed first (default: the suite's fixtures/regressions)")
    add("--no-fixtures", action="store_true", help="skip the judge-case fixtures")
    add("-x", "--exitfirst", action="store_true",
        help="stop at the first failure (and search no further for distinct ones); exit 1")
    add("--require-exercised", action="store_true",
        help="a property none of whose examples exercised its mechanism fails the run")
    add("--min-eligible", type=percentage, default=0.0, metavar="PCT",
        help="fail the run when fewer than PCT%% of the properties are eligible (not unsupported)")


def _shard(text: str) -> tuple[int, int]:
    try:
        return parse_shard(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def run(args: argparse.Namespace) -> int:
    """One signal path (``mtgconf.runner.stop``) from here on: the first
    SIGINT or SIGTERM stops the run, and whatever finished is written, marked partial."""
    from mtgconf.exampledb import ExampleDbError, check_database, resolve_config
    from mtgconf.runner import stop

    try:
        check_database(resolve_config(args.example_db, args.example_db_readonly))
    except ExampleDbError as err:
        print(f"mtgconf run: {err}", file=sys.stderr)
        return 2
    stop.clear()
    try:
        with stop.handling(raising=True):
            try:
                return _run(args)
            except KeyboardInterrupt:
                stop.quiet()
                return _interrupted_early(args)
    finally:
        stop.clear()  # the stop belonged to this run, not to the process


def _interrupted_early(args: argparse.Namespace) -> int:
    """A signal before any item ran: an empty, partial set of results."""
    from mtgconf.runner.outputs import write_outputs

    empty = _results(_config(args), EngineRecord(spec=args.engine), args, [], "", 0.0, True)
    try:
        where = f"; report: {write_outputs(empty, args.report_dir, lang=args.lang)}"
    except OSError:
        where = ""
    print(f"interrupted before any item ran: partial results{where}", file=sys.stderr)
    return EXIT_INTERRUPTED


def _config(args: argparse.Namespace) -> RunConfig:
    from mtgconf.exampledb import resolve_config

    db = resolve_config(args.example_db, args.example_db_readonly)  # checked and opened once in run()
    return RunConfig(
        engine=args.engine, examples=args.examples, seed=args.seed, expectations=args.expectations,
        timeout=args.timeout, example_db=db.spec, example_db_readonly=db.readonly, report_dir=str(args.report_dir),
        fixtures=not args.no_fixtures, catalogue=args.catalogue,
        fixtures_dir=args.fixtures_dir, regressions_dir=args.regressions_dir,
        exitfirst=args.exitfirst, require_exercised=args.require_exercised,
        selection=Selection(properties=args.properties, rules=args.rules, shard=args.shard,
                            features=tuple(f.strip() for f in args.features.split(",") if f.strip())))


def _run(args: argparse.Namespace) -> int:
    from mtgconf.runner.preflight import InputError, preflight

    config = _config(args)
    try:
        engine = preflight(config, args.report_dir, save_regressions=args.save_regressions)
    except InputError as err:
        print(f"mtgconf run: {err}", file=sys.stderr)
        return err.exit_code
    return _execute(config, engine, args)


def _execute(config: RunConfig, engine: EngineRecord, args: argparse.Namespace) -> int:
    from mtgconf.terminal import Terminal
    from mtgconf.runner.outputs import write_outputs
    from mtgconf.runner import stop
    from mtgconf.runner.session import plan, run_session

    items = plan(config)
    progress = Terminal(len(items))
    started = datetime.now(timezone.utc).isoformat(timespec="seconds")
    clock = time.monotonic()
    outcome = run_session(config, items, workers=args.workers, on_result=progress.update)
    stop.quiet()  # also for an empty plan; a signal now is noted and marks the results partial
    run_results = _results(config, engine, args, outcome.results, started, time.monotonic() - clock,
                           outcome.interrupted or outcome.stopped_early or stop.requested())
    where = write_outputs(run_results, args.report_dir, lang=args.lang)  # first: a later failure keeps them
    if stop.requested() and not run_results.partial:  # the signal came while writing
        run_results = replace(run_results, partial=True)
        where = write_outputs(run_results, args.report_dir, lang=args.lang)
    saved = not args.save_regressions or _saved(run_results, config.regressions_root)
    interrupted = outcome.interrupted or stop.requested()
    partial = " (interrupted: partial results)" if interrupted else ""
    partial += " (stopped at the first failure: --exitfirst)" if outcome.stopped_early else ""
    progress.finish(run_results, args.report_dir, f"{_verdict_line(run_results)}{partial}; report: {where}")
    for shortfall in run_results.shortfalls:
        print(f"mtgconf run: non-conformant: {shortfall}", file=sys.stderr)
    if interrupted:
        return EXIT_INTERRUPTED
    if not saved:
        return EXIT_UNSAVED
    return 0 if run_results.conformant else 1


def _saved(run: RunResults, folder: Path) -> bool:
    """Save each new regression; False, after saying why, if the folder
    (proven writable before the run) refuses one."""
    from mtgconf.runner.regressions import save_regressions

    try:
        for path in save_regressions(run.properties, folder):
            print(f"saved regression {path}", file=sys.stderr)
    except OSError as err:
        print(f"mtgconf run: cannot save regressions in {folder}: {err.strerror or err} "
              "(the results and report are written)", file=sys.stderr)
        return False
    return True


def _verdict_line(run: RunResults) -> str:
    """The last line, for scripts: properties and fixtures counted apart."""
    from mtgconf.terminal import counts_line

    line = f"properties: {counts_line(run.properties)}"
    return line + (f"; fixtures: {counts_line(run.fixtures)}" if run.fixtures else "")


def _results(config: RunConfig, engine: EngineRecord, args: argparse.Namespace, results: list[PropertyResult],
             started: str, duration: float, partial: bool) -> RunResults:
    props = tuple(sorted((r for r in results if r.kind == "property"), key=lambda r: r.id))
    fixtures = tuple(sorted((r for r in results if r.kind != "property"), key=lambda r: r.id))
    settings = RunSettings(seed=config.seed, examples=config.examples, workers=args.workers,
                           shard="/".join(map(str, config.selection.shard)), properties=args.properties,
                           rules=args.rules, features=config.selection.features, expectations=args.expectations,
                           require_exercised=args.require_exercised, min_eligible=args.min_eligible,
                           exitfirst=args.exitfirst)
    return RunResults(suite_version=mtgconf.__version__, engine=engine, settings=settings, started=started,
                      duration=duration, partial=partial, summary=summarize(props + fixtures),
                      properties=props, fixtures=fixtures)
