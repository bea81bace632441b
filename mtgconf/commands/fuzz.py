"""``mtgconf fuzz``: a fuzzing campaign on HypoFuzz against one engine."""
from __future__ import annotations

import argparse
import os
import sys
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

NAME = "fuzz"
HELP = "fuzz an engine with HypoFuzz; save every new failure as a regression fixture"
EXIT_INTERRUPTED = 130
TICK_SECONDS = 5.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from mtgconf.option_types import budget_seconds, directory, port, positive, seconds, workers

    add = parser.add_argument
    add("--engine", default="reference", metavar="SPEC", help="engine spec (default: reference)")
    add("--properties", default="*", metavar="GLOB", help="property ids to fuzz")
    add("--rules", default="", metavar="PREFIX", help="only properties citing this CR number")
    add("--features", default="", metavar="LIST", help="comma-separated feature tags (any of them)")
    add("--max-time", type=budget_seconds, default=None, metavar="S", help="stop after S seconds")
    add("--max-examples", type=positive, default=None, metavar="N",
        help="stop after N examples, all workers and properties together (shrinking included)")
    add("--workers", type=workers, default=1, metavar="N|auto", help="HypoFuzz worker processes (default 1)")
    add("--dashboard", action="store_true", help="serve HypoFuzz's live dashboard")
    add("--host", default="localhost", help="dashboard host (default localhost)")
    add("--port", type=port, default=9999, help="dashboard port (default 9999; 0 for any free port)")
    add("--regressions-dir", type=Path, default=None, metavar="DIR",
        help="where new failures are saved (default: the suite's fixtures/regressions in a source checkout, "
             "which mtgconf run replays; an installed suite needs a folder named here)")
    add("--report-dir", type=directory, default=Path("reports/fuzz"), metavar="DIR",
        help="report, results and campaign files (default reports/fuzz)")
    add("--example-db", default="", metavar="SPEC", help="as for mtgconf run (the workers share it)")
    add("--example-db-readonly", action="store_true", help="replay the example database, write nothing to it")
    add("--timeout", type=seconds, default=10.0, metavar="S", help="per-scenario engine timeout in seconds")
    add("--catalogue", default="", metavar="MODULE", help="as for mtgconf run")
    add("--lang", choices=("en", "fr"), default="en", help="report language")


def run(args: argparse.Namespace) -> int:
    from mtgconf.exampledb import ExampleDbError, check_database, resolve_config
    from mtgconf.runner.items import RunConfig
    from mtgconf.runner.preflight import InputError, start_engine
    from mtgconf.runner.outputs import ReportDirError, prepare_regressions_dir, prepare_report_dir
    from mtgconf.runner.select import REGRESSIONS_DIR

    import importlib.util

    if importlib.util.find_spec("hypofuzz") is None:
        print("mtgconf fuzz: HypoFuzz is not installed: pip install 'mtg-conformance[fuzz]' "
              "(or '.[fuzz]' in a checkout)", file=sys.stderr)
        return 2
    if args.max_time is None and args.max_examples is None:
        print("mtgconf fuzz: no budget given: fuzzing until Ctrl-C", file=sys.stderr)
    regressions = args.regressions_dir or REGRESSIONS_DIR
    try:
        db = resolve_config(args.example_db, args.example_db_readonly)
        check_database(db)
        prepare_report_dir(args.report_dir)
        prepare_regressions_dir(regressions)
        engine = start_engine(RunConfig(engine=args.engine, timeout=args.timeout))
    except (ExampleDbError, ReportDirError) as err:
        print(f"mtgconf fuzz: {err}", file=sys.stderr)
        return 2
    except InputError as err:
        print(f"mtgconf fuzz: {err}", file=sys.stderr)
        return err.exit_code
    return _campaign(args, engine, db, regressions)


def _campaign(args: argparse.Namespace, engine: Any, db: Any, regressions: Path) -> int:
    import shutil

    from mtgconf.fuzzing.campaign import Budget, run_campaign
    from mtgconf.fuzzing.config import FuzzConfig

    records, unsupported = _select(args)
    if not records:
        print("mtgconf fuzz: no property selected (or none within the engine's capabilities)", file=sys.stderr)
        return 2
    root = args.report_dir / "campaign"
    shutil.rmtree(root, ignore_errors=True)
    config = FuzzConfig(engine=args.engine, campaign_dir=str(root.resolve()), ids=tuple(r.id for r in records),
                        timeout=args.timeout, catalogue=args.catalogue, example_db=db.spec,
                        example_db_readonly=db.readonly)
    started = datetime.now(timezone.utc).isoformat(timespec="seconds")
    print(f"fuzzing {len(records)} properties on {args.engine} with {args.workers} HypoFuzz worker(s)"
          + (f"; dashboard on http://{args.host}:{args.port}" if args.dashboard else ""), file=sys.stderr)
    outcome = run_campaign(config, workers=args.workers, budget=Budget(args.max_time, args.max_examples),
                           dashboard=args.dashboard, host=args.host, port=args.port, on_tick=_Ticker(root))
    if outcome.stopped_by == "hypofuzz exited" and not outcome.progress.total:
        tail = outcome.log.read_text(encoding="utf-8", errors="replace").splitlines()[-15:]
        print("mtgconf fuzz: HypoFuzz stopped before running any example:\n" + "\n".join(tail), file=sys.stderr)
        return 2
    return _finish(args, engine, db, config, records, unsupported, outcome, started, regressions)


def _select(args: argparse.Namespace) -> tuple[list[Any], list[Any]]:
    """The selected properties the engine can be asked, and unsupported results for the rest."""
    from mtgconf.engines.specs import resolve
    from mtgconf.runner.core import capability_gap
    from mtgconf.runner.items import load_catalogue
    from mtgconf.runner.outcome import PropertyResult, Status
    from mtgconf.runner.select import Selection, select_properties

    features = tuple(f.strip() for f in args.features.split(",") if f.strip())
    sel = Selection(properties=args.properties, rules=args.rules, features=features)
    adapter = resolve(args.engine, timeout=args.timeout)
    try:
        caps = adapter.capabilities()
    finally:
        adapter.close()
    keep, skipped = [], []
    for record in select_properties(load_catalogue(args.catalogue).all_properties(), sel):
        gap = capability_gap(record, caps)
        if gap:
            skipped.append(PropertyResult(id=record.id, rules=tuple(record.rules), title=record.title,
                                          status=Status.UNSUPPORTED, examples=0, exercised=0, duration=0.0,
                                          reason=gap))
        else:
            keep.append(record)
    return keep, skipped


class _Ticker:
    """A progress line every few seconds: examples, rate, failures so far."""

    def __init__(self, root: Path) -> None:
        self.root, self.last, self.count, self.start = root, time.monotonic(), 0, time.monotonic()

    def __call__(self, progress: Any) -> None:
        now = time.monotonic()
        if now - self.last < TICK_SECONDS:
            return
        from mtgconf.fuzzing.findings import gather

        rate = (progress.total - self.count) / (now - self.last)
        self.last, self.count = now, progress.total
        print(f"fuzz: {now - self.start:.0f}s, {progress.total} examples ({rate:.1f}/s), "
              f"{len(gather(self.root))} properties failing", file=sys.stderr)


def _finish(args: argparse.Namespace, engine: Any, db: Any, config: Any, records: list[Any], unsupported: list[Any],
            outcome: Any, started: str, regressions: Path) -> int:
    from mtgconf.exampledb import choose_database, describe
    from mtgconf.fuzzing.timeline import CampaignSummary, write_campaign_files
    from mtgconf.runner.outcome import Status
    from mtgconf.runner.outputs import write_outputs
    from mtgconf.runner.regressions import save_regressions

    results = _results(args, config, records, outcome) + unsupported
    saved = save_regressions(results, regressions, statuses=(Status.FAIL, Status.ERROR))
    for path in saved:
        print(f"saved regression {path}", file=sys.stderr)
    run_results = _run_results(args, engine, results, started, outcome)
    where = write_outputs(run_results, args.report_dir, lang=args.lang)
    failures = tuple((r.id, r.status.value, r.counterexample.explanation if r.counterexample else r.reason)
                     for r in results if r.status in (Status.FAIL, Status.ERROR))
    budget = ", ".join(b for b in (f"{args.max_time:g} s" if args.max_time else "",
                                   f"{args.max_examples} examples" if args.max_examples else "") if b) or "none"
    from mtgconf.fuzzing.findings import gather

    found_after = tuple((i, c.time - outcome.started_at) for i, c in sorted(gather(config.root).items()))
    page = write_campaign_files(outcome, CampaignSummary(
        engine=args.engine, workers=args.workers, budget=budget,
        database=describe(choose_database(db)), saved=tuple(str(p) for p in saved), failures=failures,
        found_after=found_after), args.report_dir)
    print(f"fuzz: {outcome.progress.total} examples in {outcome.duration:.0f}s ({outcome.stopped_by}); "
          f"{len(failures)} failing properties; report: {where}; campaign: {page}", file=sys.stderr)
    if not outcome.progress.total and not failures:
        print("fuzz: warning: no example ran, so nothing was tested (a budget shorter than the workers' start?)",
              file=sys.stderr)
    if outcome.stopped_by.startswith("interrupted"):
        return EXIT_INTERRUPTED
    return 1 if failures else 0


def _results(args: argparse.Namespace, config: Any, records: list[Any], outcome: Any) -> list[Any]:
    from dataclasses import replace

    from mtgconf.engines.specs import resolve
    from mtgconf.fuzzing.findings import confirm, gather
    from mtgconf.runner.items import RunConfig, load_catalogue
    from mtgconf.runner.outcome import PropertyResult, Status

    found = gather(config.root)
    catalogue = load_catalogue(args.catalogue)
    replay = RunConfig(engine=args.engine, report_dir=str(args.report_dir)).replay
    counts, exercised = outcome.progress.examples, outcome.progress.exercised
    out: list[Any] = []
    adapter = resolve(args.engine, timeout=args.timeout) if found else None
    reference = resolve("reference") if found else None
    try:
        for record in records:
            n, x = counts.get(record.id, 0), exercised.get(record.id, 0)
            if record.id in found:
                result = confirm(found[record.id], record, adapter, reference,
                                 catalogue.scenarios(record.families), replay)
                out.append(replace(result, examples=n, exercised=x))
            elif n:
                out.append(PropertyResult(id=record.id, rules=tuple(record.rules), title=record.title,
                                          status=Status.PASS, examples=n, exercised=x, duration=outcome.duration))
    finally:
        for a in (adapter, reference):
            if a is not None:
                a.close()
    _save_counterexamples(out, args.report_dir, replay)
    return out


def _save_counterexamples(results: list[Any], report_dir: Path, replay: Any) -> None:
    """The scenario files the replay commands name, as mtgconf run writes them."""
    import json

    from mtgconf.runner.select import safe_name

    for r in results:
        if r.counterexample is not None:
            path = report_dir / "counterexamples" / f"{safe_name(r.id)}.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(r.counterexample.scenario, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def _run_results(args: argparse.Namespace, engine: Any, results: list[Any], started: str, outcome: Any) -> Any:
    import mtgconf
    from mtgconf.results import RunResults, RunSettings, summarize

    props = tuple(sorted(results, key=lambda r: r.id))
    settings = RunSettings(examples=outcome.progress.total, workers=args.workers, properties=args.properties,
                           rules=args.rules, features=tuple(f for f in args.features.split(",") if f))
    return RunResults(suite_version=mtgconf.__version__, engine=engine, settings=settings, started=started,
                      duration=outcome.duration, partial=outcome.stopped_by.startswith("interrupted"),
                      summary=summarize(props), properties=props, fixtures=())
