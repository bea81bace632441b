"""A whole run: pytest (and pytest-xdist for several workers) over the
conformance items, with this process as the controller collecting results.

pytest runs in a throwaway root with plugin autoloading off, so neither the
caller's pytest configuration nor unrelated installed plugins change a run.
"""
from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from mtgconf.runner import stop
from mtgconf.runner.items import IMPORT_PATH_ENV, WORKER_PIDS_ENV, RESULT_KEY, RunConfig, load_catalogue, nodeid, result_from_json
from mtgconf.runner.outcome import PropertyResult, Status
from mtgconf.runner.select import select_fixtures, select_properties

__all__ = ["PlanItem", "SessionOutcome", "plan", "pytest_args", "run_session"]


@dataclass(frozen=True, slots=True)
class PlanItem:
    kind: str
    id: str
    rules: tuple[str, ...]
    title: str

    @property
    def nodeid(self) -> str:
        return nodeid(self.kind, self.id)


@dataclass
class SessionOutcome:
    results: list[PropertyResult] = field(default_factory=list)
    interrupted: bool = False
    stopped_early: bool = False
    """``--exitfirst`` stopped the run at its first non-conformance."""


def plan(run: RunConfig) -> list[PlanItem]:
    """The items of the run, as each worker will collect them."""
    records = select_properties(load_catalogue(run.catalogue).all_properties(), run.selection)
    items = [PlanItem("property", r.id, tuple(r.rules), r.title) for r in records]
    if run.fixtures:
        items += [PlanItem("fixture", fid, tuple(sc.meta.rules), sc.meta.title)
                  for fid, _, sc in select_fixtures(run.selection, run.fixtures_root)]
    return items


def pytest_args(run: RunConfig, workers: int, root: Path) -> list[str]:
    args = [str(root), "-c", str(root / "pytest.ini"), "--rootdir", str(root),
            "-p", "mtgconf.pytest_plugin", "-p", "no:cacheprovider", "-p", "no:terminal",
            "--mtg-engine", run.engine, "--mtg-examples", str(run.examples), "--mtg-seed", str(run.seed),
            "--mtg-properties", run.selection.properties, "--mtg-rules", run.selection.rules,
            "--mtg-features", ",".join(run.selection.features),
            "--mtg-shard", "/".join(map(str, run.selection.shard)),
            "--mtg-timeout", str(run.timeout), "--mtg-report-dir", run.report_dir]
    for flag, value in (("--mtg-expectations", run.expectations), ("--mtg-example-db", run.example_db),
                        ("--mtg-catalogue", run.catalogue),
                        ("--mtg-fixtures-dir", run.fixtures_dir), ("--mtg-regressions-dir", run.regressions_dir)):
        if value:
            args += [flag, value]
    if run.fixtures:
        args.append("--mtg-fixtures")
    if run.example_db_readonly:
        args.append("--mtg-example-db-readonly")
    if run.require_exercised:
        args.append("--mtg-require-exercised")
    if run.exitfirst:
        args.append("-x")
    if workers > 1:
        # Work stealing: an idle worker takes pending items from a busy one, so
        # a few long properties at the end of one worker's share do not keep
        # the other waiting.
        args += ["-p", "xdist.plugin", "-n", str(workers), "--dist", "worksteal"]
    return args


class _Collector:
    """Controller-side plugin: turns each item's report into a result."""

    def __init__(self, items: list[PlanItem], on_result: Callable[[PropertyResult], None]) -> None:
        self.by_nodeid = {i.nodeid: i for i in items}
        self.on_result = on_result
        self.outcome = SessionOutcome()
        self.done: set[str] = set()
        self.user_interrupt = False

    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[BaseException]) -> None:
        # pytest-xdist ends an --exitfirst run with Session.Interrupted; only
        # a plain KeyboardInterrupt (Ctrl-C, or SIGTERM) is the user's.
        self.user_interrupt = not isinstance(excinfo.value, _stop_signals())

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.nodeid in self.done:
            return
        payload = dict(report.user_properties).get(RESULT_KEY)
        if payload is not None:
            self._add(report.nodeid, result_from_json(json.loads(str(payload))))
        elif report.failed and report.nodeid in self.by_nodeid:
            self._add(report.nodeid, _crashed(self.by_nodeid[report.nodeid], report))

    def _add(self, node: str, result: PropertyResult) -> None:
        self.done.add(node)
        self.outcome.results.append(result)
        self.on_result(result)


def _crashed(item: PlanItem, report: pytest.TestReport) -> PropertyResult:
    """An item that produced no result: its worker died, or setup failed."""
    text = report.longreprtext or "the item produced no result"
    return PropertyResult(id=item.id, rules=item.rules, title=item.title, kind=item.kind, status=Status.ERROR,
                          examples=0, exercised=0, duration=report.duration,
                          reason=text.strip().splitlines()[-1][:500] if text.strip() else text)


def _stop_signals() -> tuple[type[BaseException], ...]:
    """The exceptions pytest and pytest-xdist raise to end a run at --maxfail."""
    found: list[type[BaseException]] = [pytest.Session.Interrupted]
    try:
        from xdist.dsession import Interrupted
    except ImportError:
        pass
    else:
        found.append(Interrupted)
    return tuple(found)


class SessionError(RuntimeError):
    """pytest itself failed to start (a bug or a broken environment)."""


def run_session(run: RunConfig, items: list[PlanItem], *, workers: int = 1,
                on_result: Callable[[PropertyResult], None] = lambda r: None) -> SessionOutcome:
    collector = _Collector(items, on_result)
    if not items:
        return collector.outcome
    from mtgconf.runner.storage import hypothesis_home_in

    code: int = pytest.ExitCode.INTERRUPTED
    stop.arm()
    with stop.handling(raising=True), tempfile.TemporaryDirectory(prefix="mtgconf-") as tmp, \
            _isolated(Path(tmp) / "workers"), stop.forwarding(lambda _: _signal_workers(Path(tmp) / "workers")), \
            hypothesis_home_in(run.report_dir):
        try:
            root = Path(tmp)
            (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
            stop.check()  # a signal before pytest started
            code = pytest.main(pytest_args(run, workers, root), plugins=[collector])
        except KeyboardInterrupt:
            code = pytest.ExitCode.INTERRUPTED
            collector.user_interrupt = True
        finally:
            stop.quiet()  # from here a signal is only noted: results must be written
    if code in (pytest.ExitCode.USAGE_ERROR, pytest.ExitCode.INTERNAL_ERROR) and not collector.done:
        raise SessionError(f"pytest could not run the conformance items (exit {int(code)})")
    unfinished = len(collector.done) < len(items)
    failed = any(not r.status.is_conformant or _unexercised(r, run) for r in collector.outcome.results)
    collector.user_interrupt = collector.user_interrupt or stop.requested()
    # An --exitfirst stop may come after every item has reported (the other
    # workers finished theirs first): pytest still says "interrupted".
    halted = unfinished or code == pytest.ExitCode.INTERRUPTED
    collector.outcome.stopped_early = run.exitfirst and halted and failed and not collector.user_interrupt
    collector.outcome.interrupted = not collector.outcome.stopped_early and (
        code == pytest.ExitCode.INTERRUPTED or unfinished or stop.requested())
    return collector.outcome


def _unexercised(result: PropertyResult, run: RunConfig) -> bool:
    return run.require_exercised and result.status is Status.NOT_EXERCISED


def _signal_workers(pids: Path) -> None:
    """Interrupt every xdist worker of this run (each wrote its pid there):
    SIGINT, whichever signal stopped the controller, since a worker turns it
    into KeyboardInterrupt and reports what it finished."""
    for entry in (pids.iterdir() if pids.is_dir() else ()):
        if entry.name.isdigit():
            os.kill(int(entry.name), signal.SIGINT)


@contextlib.contextmanager
def _isolated(pids: Path) -> Iterator[None]:
    """No plugin autoloading, and this process's import path, in the xdist
    workers too (they inherit the environment; xdist resets their sys.path,
    so ``items.collect`` restores it): a ``python:`` engine or a catalogue
    importable here is importable there."""
    paths = [p or os.getcwd() for p in sys.path if not p or os.path.isdir(p)]
    pids.mkdir(exist_ok=True)
    with _env(PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", **{IMPORT_PATH_ENV: os.pathsep.join(paths), WORKER_PIDS_ENV: str(pids)}):
        yield


@contextlib.contextmanager
def _env(**values: str) -> Iterator[None]:
    old = {key: os.environ.get(key) for key in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in old.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
