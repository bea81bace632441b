"""The speed benchmarks run and print their goal lines (figures are not judged:
performance is measured by the scripts, never by timed tests)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(*argv: str) -> str:
    done = subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_bench_pipeline_prints_every_stage_and_the_goal_ratios() -> None:
    out = _run("benchmarks/bench_pipeline.py", "--examples", "3", "--family", "casting")
    assert "casting" in out and "pooled" in out
    assert "generation / trivial, pooled" in out and "end-to-end / generation, pooled" in out


def test_bench_scaling_prints_the_slopes() -> None:
    out = _run("benchmarks/bench_scaling.py", "1")
    assert "log-log slope against N" in out and "160" in out
