"""What ``mtgconf run`` shows on the terminal: a live progress bar while it
runs, then a closing summary: properties and fixtures counted apart, each
failure with its rule, its expected-against-observed sentence and its one-line
replay command, where the reports are, and what to do next.

On an interactive terminal outside CI the progress bar and the summary table
are drawn with rich; otherwise (a pipe, a log, ``CI=true``) there is no
animation and the same summary is printed as plain lines.
"""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from mtgconf.results import EngineRecord, RunResults, summarize, summary_line
from mtgconf.runner.outcome import PropertyResult, Status

__all__ = ["Failure", "Terminal", "closing_lines", "failures_of", "is_interactive", "report_paths"]

_NO_ENGINE = EngineRecord(spec="")
_HEADS = {Status.PASS: "passed", Status.FAIL: "failed", Status.ERROR: "errors", Status.UNSUPPORTED: "unsupported",
          Status.XFAIL: "known failures", Status.XPASS: "unexpected passes"}


def is_interactive(stream: TextIO) -> bool:
    """Draw live output only for a person at a terminal, never in CI logs."""
    ci = os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")
    return not ci and bool(getattr(stream, "isatty", lambda: False)())


@dataclass(frozen=True, slots=True)
class Failure:
    """One line of the failure list: a non-conformant property or fixture."""

    status: str
    id: str
    kind: str
    rules: tuple[str, ...]
    title: str
    sentence: str
    replay: str


def failures_of(run: RunResults) -> list[Failure]:
    """Failures, errors and unexpected passes, properties first."""
    return [_failure(r) for r in run.items if not r.status.is_conformant]


def _failure(r: PropertyResult) -> Failure:
    cx = r.counterexample
    if r.status is Status.XPASS:
        sentence = f"listed as a known failure, but it passed: remove it from the expectations file ({r.reason})"
    else:
        sentence = (cx.explanation if cx is not None else "") or (r.reason.strip().splitlines() or [""])[0]
    return Failure(status=r.status.value, id=r.id, kind=r.kind, rules=r.rules, title=r.title, sentence=sentence,
                   replay=cx.replay if cx is not None else "")


def report_paths(report_dir: Path) -> list[Path]:
    return [p for p in (report_dir / "index.html", report_dir / "results.json", report_dir / "junit.xml")
            if p.exists()]


def counts_line(items: tuple[PropertyResult, ...]) -> str:
    """``72 passed, 2 failed`` over one kind of item (zeros past the first two left out)."""
    counts = summarize(items)
    return summary_line(RunResults(suite_version="", engine=_NO_ENGINE, summary=counts))


def closing_lines(run: RunResults, report_dir: Path) -> list[str]:
    """The plain-text summary (also what a log or a pipe receives)."""
    lines = [f"engine: {run.engine.spec} ({_engine_name(run)}), seed {run.settings.seed}, "
             f"{run.settings.examples} examples per property"]
    lines.append(f"properties: {counts_line(run.properties)} (of {len(run.properties)})")
    if run.fixtures:
        lines.append(f"fixtures:   {counts_line(run.fixtures)} (of {len(run.fixtures)})")
    failures = failures_of(run)
    if failures:
        lines += ["", f"failures ({len(failures)}):"]
        for f in failures:
            title = f": {f.title}" if f.title else ""
            lines.append(f"  {f.status.upper()} {f.kind} {f.id} (CR {', '.join(f.rules)}){title}")
            if f.sentence:
                lines.append(f"    {f.sentence}")
            if f.replay:
                lines.append(f"    replay: {f.replay}")
    lines += ["", "reports: " + ", ".join(p.as_posix() for p in report_paths(report_dir))]
    lines += [f"next: {step}" for step in next_steps(run, failures)]
    return lines


def next_steps(run: RunResults, failures: list[Failure]) -> list[str]:
    if run.partial:
        return ["the run was interrupted; run it again for the full verdict"]
    unsupported = sum(1 for r in run.items if r.status is Status.UNSUPPORTED)
    gaps = [f"{unsupported} unsupported: they need feature tags, actions or events the engine does not declare "
            "(docs/feature-tags.md)"] if unsupported else []
    if not failures:
        return gaps + ["open the report for the statistics; certify your own engine with --engine SPEC "
                       "(docs/engines.md)"]
    rule = failures[0].rules[0] if failures[0].rules else "603"
    steps = ["replay a failure with its command above (it prints the timeline, the stack and the verdict)",
             f"read what a rule requires: mtgconf explain {rule}"]
    if any(f.status != "xpass" for f in failures):
        steps.append("known engine bugs can be listed in an expectations file (--expectations FILE)")
    return steps + gaps


def _engine_name(run: RunResults) -> str:
    return f"{run.engine.name} {run.engine.version}".strip() or run.engine.spec


class Terminal:
    """Progress while the run goes, then the summary."""

    def __init__(self, total: int, *, stream: TextIO | None = None, live: bool | None = None) -> None:
        self.stream = stream or sys.stdout
        self.live = is_interactive(self.stream) if live is None else live
        self.total, self.done, self.failures = total, 0, 0
        self._progress: Any = None
        self._task: Any = None
        if self.live:
            self._start()

    def _start(self) -> None:
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn,
                                   TimeElapsedColumn, TimeRemainingColumn)

        console = Console(file=self.stream, highlight=False)
        self._progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(),
                                  MofNCompleteColumn(), TextColumn("[red]{task.fields[failures]} failing"),
                                  TimeElapsedColumn(), TimeRemainingColumn(), console=console, transient=True)
        self._task = self._progress.add_task("mtgconf run", total=self.total, failures=0)
        self._progress.start()

    def update(self, result: PropertyResult) -> None:
        self.done += 1
        self.failures += not result.status.is_conformant
        if self._progress is not None:
            self._progress.update(self._task, advance=1, failures=self.failures,
                                  description=f"{result.kind} {result.id}"[:40])

    def finish(self, run: RunResults, report_dir: Path, last_line: str) -> None:
        """The summary, then ``last_line`` (the one-line verdict scripts read)."""
        if self._progress is not None:
            self._progress.stop()
            self._rich_summary(run, report_dir)
        else:
            self.stream.write("\n".join(closing_lines(run, report_dir)) + "\n")
        self.stream.write(last_line + "\n")
        self.stream.flush()

    def _rich_summary(self, run: RunResults, report_dir: Path) -> None:
        from rich.console import Console
        from rich.markup import escape
        from rich.table import Table

        console = Console(file=self.stream, highlight=False)
        counts = Table(title=f"mtgconf: {escape(run.engine.spec)} ({escape(_engine_name(run))}), "
                             f"seed {run.settings.seed}", title_justify="left")
        rows = [(label, summarize(items), len(items)) for label, items in
                (("properties", run.properties), ("fixtures", run.fixtures)) if items or label == "properties"]
        # Passed and failed always; the other statuses only when they occurred, so it fits 80 columns.
        shown = [s for s in Status if s in (Status.PASS, Status.FAIL) or any(c[s.value] for _, c, _ in rows)]
        counts.add_column("", no_wrap=True)
        for status in shown:
            counts.add_column(_HEADS[status], justify="right")
        counts.add_column("total", justify="right")
        for label, c, total in rows:
            counts.add_row(label, *(str(c[s.value]) for s in shown), str(total))
        console.print(counts)
        failures = failures_of(run)
        if failures:
            # Plain lines, not a table: a replay command must stay whole to be copied and run.
            console.print(f"\n[bold]failures ({len(failures)}):[/bold]")
            for f in failures:
                title = f": {escape(f.title)}" if f.title else ""
                console.print(f"  [bold red]{f.status.upper()}[/bold red] {f.kind} [bold]{escape(f.id)}[/bold] "
                              f"(CR {', '.join(f.rules)}){title}", soft_wrap=True)
                if f.sentence:
                    console.print(f"    {escape(f.sentence)}", soft_wrap=True)
                if f.replay:
                    console.print(f"    replay: [cyan]{escape(f.replay)}[/cyan]", soft_wrap=True, highlight=False)
            console.print()
        console.print("reports: " + ", ".join(escape(p.as_posix()) for p in report_paths(report_dir)))
        for step in next_steps(run, failures):
            console.print(f"next: {escape(step)}")

