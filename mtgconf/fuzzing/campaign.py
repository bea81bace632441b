"""Run HypoFuzz on the campaign's targets until a budget is spent.

HypoFuzz runs until stopped (its hub checks only once a minute whether every
test has failed), so the budget is kept here: the campaign polls the workers'
progress lines and stops HypoFuzz's process group when the time is up, when
the examples are spent, or when every property has a shrunk failure. Ctrl-C
and SIGTERM stop it the same way; whatever the workers wrote is kept.
"""
from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from mtgconf.fuzzing.config import CONFIG_ENV, FuzzConfig

__all__ = ["Budget", "CampaignOutcome", "Progress", "read_progress", "run_campaign"]

POLL_SECONDS = 0.5
STOP_GRACE_SECONDS = 10.0
TARGETS_MODULE = "test_mtgconf_fuzz.py"


@dataclass(frozen=True, slots=True)
class Budget:
    seconds: float | None = None
    examples: int | None = None
    """Test cases run by all workers together (shrinking included)."""


@dataclass
class Progress:
    """The workers' latest cumulative counts, and the campaign's timeline."""

    examples: dict[str, int] = field(default_factory=dict)
    exercised: dict[str, int] = field(default_factory=dict)
    timeline: list[tuple[float, int]] = field(default_factory=list)
    """(seconds since the first line, examples run by then), all workers together."""
    memory: dict[int, list[tuple[float, int]]] = field(default_factory=dict)
    """pid -> (seconds, resident bytes)."""

    @property
    def total(self) -> int:
        return sum(self.examples.values())


@dataclass
class CampaignOutcome:
    stopped_by: str
    duration: float
    progress: Progress
    hypofuzz_exit: int | None
    log: Path
    started_at: float = 0.0
    """Wall-clock start (seconds since the epoch)."""


def run_campaign(config: FuzzConfig, *, workers: int, budget: Budget, dashboard: bool = False,
                 host: str = "localhost", port: int = 9999,
                 on_tick: Callable[[Progress], None] = lambda p: None) -> CampaignOutcome:
    root = config.root
    targets = _write_targets(root)
    log = root / "hypofuzz.log"
    started, started_at = time.monotonic(), time.time()
    restarts = 0
    with log.open("w", encoding="utf-8") as out, _sigterm_interrupts():
        while True:
            proc = subprocess.Popen(_command(targets, workers, dashboard, host, port), env=_env(config),
                                    stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
            try:
                reason = _watch(proc, config, budget, started, on_tick)
            except KeyboardInterrupt:
                reason = "interrupted"
            finally:
                _stop(proc)
            if reason != "hypofuzz exited" or not read_progress(root, full=False).total:
                break
            # HypoFuzz's hub exits at its first one-minute check if no worker has
            # finished its first batch of 100 examples yet (slow engines, a busy
            # machine). The budget is not spent: start it again on the same database.
            restarts += 1
            out.write(f"\n--- mtgconf: HypoFuzz exited early; restart {restarts} ---\n")
            out.flush()
    if restarts:
        reason = f"{reason} (HypoFuzz restarted {restarts} time(s))"
    return CampaignOutcome(stopped_by=reason, duration=time.monotonic() - started,
                           progress=read_progress(root), hypofuzz_exit=proc.returncode, log=log,
                           started_at=started_at)


def _write_targets(root: Path) -> Path:
    folder = root / "targets"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    (folder / TARGETS_MODULE).write_text(
        '"""The campaign\'s properties as Hypothesis tests (see mtgconf.fuzzing.targets)."""\n'
        "from mtgconf.fuzzing.targets import install\n\ninstall(globals())\n", encoding="utf-8")
    return folder


def _command(targets: Path, workers: int, dashboard: bool, host: str, port: int) -> list[str]:
    view = ["--dashboard", "--host", host, "--port", str(port)] if dashboard else ["--no-dashboard"]
    return [sys.executable, "-m", "mtgconf.fuzzing.hub", "-n", str(workers), *view, "--",
            str(targets / TARGETS_MODULE), "-c", str(targets / "pytest.ini"), "--rootdir", str(targets),
            "-p", "no:cacheprovider", "-p", "_hypothesis_pytestplugin", "-q"]


def _env(config: FuzzConfig) -> dict[str, str]:
    """The campaign's settings, no autoloaded pytest plugins, and this
    process's import path (a ``python:`` engine importable here is importable there)."""
    paths = [p or os.getcwd() for p in sys.path if not p or os.path.isdir(p)]
    return {**os.environ, CONFIG_ENV: config.to_env(), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
            "PYTHONPATH": os.pathsep.join(paths)}


def _watch(proc: subprocess.Popen[bytes], config: FuzzConfig, budget: Budget, started: float,
           on_tick: Callable[[Progress], None]) -> str:
    while True:
        time.sleep(POLL_SECONDS)
        progress = read_progress(config.root, full=False)
        on_tick(progress)
        if config.ids and _all_shrunk(config.root, config.ids):
            return "every property failed"
        if proc.poll() is not None:
            return "hypofuzz exited"
        if budget.seconds is not None and time.monotonic() - started >= budget.seconds:
            return "time budget spent"
        if budget.examples is not None and progress.total >= budget.examples:
            return "example budget spent"


def _all_shrunk(root: Path, ids: tuple[str, ...]) -> bool:
    from mtgconf.fuzzing.findings import gather

    found = gather(root)
    return all(i in found and found[i].shrunk for i in ids)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """SIGINT to HypoFuzz's whole group (hub, workers, dashboard), then SIGKILL."""
    for sig, wait in ((signal.SIGINT, STOP_GRACE_SECONDS), (signal.SIGKILL, STOP_GRACE_SECONDS)):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, sig)
        try:
            proc.wait(timeout=wait)
            _reap_group(proc.pid)
            return
        except subprocess.TimeoutExpired:
            continue


def _reap_group(pgid: int) -> None:
    """Workers outliving their hub get the same end."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pgid, signal.SIGKILL)


def read_progress(root: Path, *, full: bool = True) -> Progress:
    """The workers' counts; with ``full``, also the timeline and memory series
    (without it only each file's last line is read: cheap enough to poll)."""
    progress = Progress()
    events: list[tuple[float, int, int]] = []
    for path in sorted((root / "progress").glob("*.jsonl")):
        lines = list(_lines(path)) if full else _last_line(path)
        for line in lines:
            pid, moment = int(line["pid"]), float(line["time"])
            events.append((moment, pid, sum(line["examples"].values())))
            progress.memory.setdefault(pid, []).append((moment, int(line["rss"])))
        if lines:
            for key in ("examples", "exercised"):
                counts = getattr(progress, key)
                for prop, n in lines[-1][key].items():
                    counts[prop] = counts.get(prop, 0) + n
    progress.timeline = _timeline(sorted(events))
    start = min((e[0] for e in events), default=0.0)
    progress.memory = {pid: [(t - start, rss) for t, rss in pts] for pid, pts in progress.memory.items()}
    return progress


def _lines(path: Path) -> Iterator[dict[str, Any]]:
    for text in path.read_text(encoding="utf-8").splitlines():
        with contextlib.suppress(ValueError):  # a line cut short by a stopped worker
            yield json.loads(text)


def _last_line(path: Path) -> list[dict[str, Any]]:
    with path.open("rb") as f:
        f.seek(max(0, f.seek(0, os.SEEK_END) - 65536))
        for raw in reversed(f.read().splitlines()):
            with contextlib.suppress(ValueError):
                return [json.loads(raw)]
    return []


def _timeline(events: list[tuple[float, int, int]]) -> list[tuple[float, int]]:
    """All workers' cumulative counts summed at each moment any of them wrote."""
    latest: dict[int, int] = {}
    out = []
    for moment, pid, count in events:
        latest[pid] = count
        out.append((moment - events[0][0], sum(latest.values())))
    return out


@contextlib.contextmanager
def _sigterm_interrupts() -> Iterator[None]:
    """SIGTERM stops the campaign like Ctrl-C: what was found is kept."""
    def handler(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    try:
        old = signal.signal(signal.SIGTERM, handler)
    except ValueError:  # not the main thread
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old)
