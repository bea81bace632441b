"""The speed benchmarks run and print their goal lines (figures are not judged:
performance is measured by the scripts, never by timed tests)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _call(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


def _run(*argv: str) -> str:
    done = _call(*argv)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_bench_pipeline_prints_every_stage_and_the_goal_ratios() -> None:
    out = _run("benchmarks/bench_pipeline.py", "--examples", "3", "--family", "casting")
    assert "casting" in out and "pooled" in out
    assert "generation / trivial, pooled" in out and "end-to-end / generation, pooled" in out
    assert "per example, pooled, ms: floor (trivial)" in out and "goals leave: generation <=" in out
    assert "-reruns" in out and "without the two properties' reruns" in out and "of which reruns" in out


def test_bench_scaling_prints_the_slopes() -> None:
    out = _run("benchmarks/bench_scaling.py", "1")
    assert "log-log slope against N" in out and "160" in out


def test_draw_cost_prints_each_kind_of_draw_against_the_floor() -> None:
    out = _run("benchmarks/draw_cost.py", "--examples", "20", "--repeats", "1")
    assert "floor (one integer, nothing else):" in out
    for kind in ("integers(0, 5)", "booleans()", "sampled_from(4 values)"):
        assert f"{kind} " in out
    assert out.count("% of the floor") == 3 and "3 floors leave about" in out


def test_screen_killers_prints_a_kill_it_finds_and_the_count() -> None:
    out = _run("benchmarks/screen_killers.py", "--property", "countered-triggers-only-on-counter",
               "--mutant", "double-trigger", "--mutant", "phyrexian-never-paid-with-life")
    assert "1 properties against 2 mutants, seed 0" in out
    assert "countered-triggers-only-on-counter kills double-trigger: " in out and " objects x " in out
    assert "phyrexian-never-paid-with-life" not in out.split("\n", 1)[1] and "1 kills found" in out


def test_bench_harness_prints_each_pair_the_goals_and_whether_the_runs_agree() -> None:
    out = _run("benchmarks/bench_harness.py", "--pairs", "1", "--examples", "2")
    assert "workers=1:" in out and "workers=2:" in out and "pair 1: 2 workers / 1 worker, wall:" in out
    assert "1 worker, CPU:" in out and "goal <= 45 s" in out and "goal <= 0.6" in out
    assert "floor " in out and "1 worker, CPU scaled to a 0.20 ms floor (an estimate):" in out
    assert "same results in every run: yes" in out


def test_bench_harness_names_the_items_whose_results_differ() -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from bench_harness import Run, _differing
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))

    def run(items: dict[str, str]) -> Run:
        return Run(workers=1, load=0.0, floor=0.2, wall=1.0, cpu=1.0, examples=1, summary={}, items=items)

    same = {"a": "{}", "b": "{}"}
    assert _differing([run(same), run(dict(same))]) == []
    assert _differing([run(same), run({"a": "{}", "b": '{"status": "fail"}'}), run({"a": "{}"})]) == ["b"]


@pytest.mark.parametrize(("argv", "hint"), [
    (("benchmarks/bench_pipeline.py", "--family", "delayd"), "unknown family 'delayd'; did you mean: delayed"),
    (("benchmarks/mutant_seeds.py", "apnap-reversd"), "unknown mutant 'apnap-reversd'; did you mean: apnap-reversed"),
    (("benchmarks/bench_properties.py", "--mutant", "nosuch"), "unknown mutant 'nosuch'; the "),
    (("benchmarks/bench_fuzz.py", "--mutant", "apnap-reversd"), "did you mean: apnap-reversed"),
    (("benchmarks/bench_engines.py", "--engine", "phse"), "unknown engine spec 'phse'; did you mean: phase"),
    (("benchmarks/screen_killers.py", "--mutant", "double-triger"), "did you mean: double-trigger"),
])
def test_an_unknown_name_stops_a_benchmark_before_it_measures(argv: tuple[str, ...], hint: str) -> None:
    """Exit 2 with usage and the closest names, not a traceback after minutes of work."""
    done = _call(*argv)
    assert done.returncode == 2, done.stderr
    assert hint in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""  # nothing measured before the check
