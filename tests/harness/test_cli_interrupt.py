"""An interrupted run still writes results.json (partial) for what finished."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).parent
# The run command on its own, so this test does not depend on the other subcommands.
RUN = ("import argparse, sys; from mtgconf.commands import run; p = argparse.ArgumentParser(); "
       "run.add_arguments(p); sys.exit(run.run(p.parse_args(sys.argv[1:])))")


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_an_interrupted_run_keeps_what_finished(tmp_path: Path, sig: signal.Signals) -> None:
    calls = tmp_path / "calls"
    calls.write_text("")
    # The engine stalls at its 25th call, so the signal always finds the second property under way.
    env = {**os.environ, "STANDIN_CALLS": str(calls), "STANDIN_STALL_AT": "25", "PYTHONPATH": str(HERE),
           "CI": "true"}
    argv = [sys.executable, "-c", RUN, "--engine", "python:harness_standins:SlowEngine",
            "--catalogue", "harness_standins", "--examples", "20", "--workers", "1", "--no-fixtures",
            "--regressions-dir", str(tmp_path), "--report-dir", str(tmp_path / "out")]
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # The first property makes 20 calls; wait until the engine stalls in the second one.
    while len(calls.read_text()) < 25 and proc.poll() is None:
        time.sleep(0.05)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, out + err
    data = json.loads((tmp_path / "out" / "results.json").read_text())
    assert data["partial"] is True
    assert [p["id"] for p in data["properties"]] == ["final-life-unchanged", "needs-damage-events"]
    assert (tmp_path / "out" / "junit.xml").exists()
    assert "interrupted" in out
