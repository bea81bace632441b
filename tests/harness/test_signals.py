"""SIGINT and SIGTERM at 20 random moments of a run, with 1 and with 2 workers:
every one stops the run, with the results so far written and marked partial
in results.json, junit.xml and the HTML report.

The runs are in process (``mtgconf.cli.main``) and signal this process, so a
trial costs no interpreter start-up. The stand-in engine stalls at a random
call, so the run cannot finish before its signal; the moment itself is a
random delay after the start, landing in engine start-up, collection, an
example, between properties or in the stall. Seeded: the same moments each
time. A correctness test, not a timed one.
"""
from __future__ import annotations

import json
import os
import random
import signal
import sys
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).parent))

import pytest

from mtgconf.cli import main

MOMENTS = 20
SEED = 603


def _trials(workers: int) -> list[tuple[signal.Signals, int, float]]:
    rng = random.Random(SEED + workers)
    return [(signal.SIGINT if i % 2 == 0 else signal.SIGTERM, rng.randint(2, 38), rng.uniform(0.0, 1.5))
            for i in range(MOMENTS)]


class _Late:
    """Stands guard while no run is handling signals: a signal landing here was not a stop."""

    def __init__(self) -> None:
        self.caught: list[int] = []

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        self.caught.append(signum)


@pytest.mark.timeout(400)  # a signal that is not a stop leaves the stalled engine hanging
@pytest.mark.parametrize("workers", [1, 2])
def test_every_signal_stops_the_run_with_partial_results(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         workers: int) -> None:
    late = _Late()
    old = {s: signal.signal(s, late) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        for n, (sig, stall_at, delay) in enumerate(_trials(workers)):
            _trial(tmp_path / f"t{n}", monkeypatch, workers, sig, stall_at, delay, late)
    finally:
        for s, handler in old.items():
            signal.signal(s, handler)


def _trial(root: Path, monkeypatch: pytest.MonkeyPatch, workers: int, sig: signal.Signals, stall_at: int,
           delay: float, late: _Late) -> None:
    (root / "regressions").mkdir(parents=True)
    calls = root / "calls"
    calls.write_text("")
    monkeypatch.setenv("STANDIN_CALLS", str(calls))
    monkeypatch.setenv("STANDIN_STALL_AT", str(stall_at))
    monkeypatch.setenv("CI", "true")
    fired = threading.Event()

    def send() -> None:
        # The run's moments start once it handles signals (before that, in a
        # real process, the interpreter is still starting).
        while signal.getsignal(sig) is late:
            time.sleep(0.005)
        time.sleep(delay)
        fired.set()
        os.kill(os.getpid(), sig)

    timer = threading.Thread(target=send, daemon=True)
    timer.start()
    out = root / "out"
    code = main(["run", "--engine", "python:harness_standins:SlowEngine", "--catalogue", "harness_standins",
                 "--examples", "20", "--workers", str(workers), "--no-fixtures",
                 "--regressions-dir", str(root / "regressions"), "--report-dir", str(out)])
    timer.join()
    where = f"{sig.name} after {delay:.2f} s, stall at call {stall_at}, {workers} worker(s)"
    assert fired.is_set() and late.caught == [], where
    assert code == 130, where
    data = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert data["partial"] is True, where
    junit = ET.parse(out / "junit.xml").getroot()
    assert junit.get("partial") == "true", where
    assert "Partial run" in (out / "index.html").read_text(encoding="utf-8"), where


def test_a_stop_ends_with_its_run(tmp_path: Path) -> None:
    # After an interrupted run, the same process can run again (the flag is the run's).
    from mtgconf.runner import stop

    with stop.handling(raising=False):
        os.kill(os.getpid(), signal.SIGINT)
        assert stop.requested()
    stop.check()  # no run handles signals now: nothing is raised
    assert main(["run", "--engine", "python:harness_standins:FakeEngine", "--catalogue", "harness_standins",
                 "--examples", "3", "--no-fixtures", "--regressions-dir", str(tmp_path),
                 "--report-dir", str(tmp_path / "out")]) == 0
    assert not stop.requested()
