"""The default ``mtgconf run`` on the reference engine, timed as issue 19's
goals are stated: alternating pairs of a 1-worker and a 2-worker run, each
with an empty example database of its own, as a first default run has.

For each run it prints the load average at its start, Hypothesis's floor
measured just before it (``floor.py``: how fast the machine was then), its
wall time, the CPU time of the run and its workers (user + system), examples
per second and its summary. For each pair it prints the 2-worker wall time
as a fraction of the 1-worker one. At the end it prints the goals against
what was measured, and whether every run reached the same results: each
item's entry in ``results.json``, durations aside (the same verdicts,
example counts and label statistics at the same seed).

On a shared or virtual machine, CPU speed moves by tens of percent within
minutes (docs/performance.md): compare trees only in alternating runs. The
1-worker CPU is also shown scaled to the floor of the fastest hours measured
(``floor.FAST_FLOOR_MS``), an estimate for comparing hours, not a measurement.
Prints figures; asserts nothing.

    python benchmarks/bench_harness.py [--pairs N] [--examples N]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgconf.cli import PLUGINS_SWITCH

CPU_GOAL = 45.0
"""Seconds of CPU for a 1-worker default run (issue 19)."""

RATIO_GOAL = 0.6
"""Wall time of 2 workers as a fraction of 1 worker's (issue 19)."""


@dataclass(frozen=True)
class Run:
    workers: int
    load: float
    floor: float
    """Hypothesis's floor just before the run, ms of CPU per example."""
    wall: float
    cpu: float
    examples: int
    summary: dict[str, int]
    items: dict[str, str]
    """Each item's results.json entry without its duration, as JSON text."""


def measure(workers: int, examples: int | None) -> Run:
    with tempfile.TemporaryDirectory(prefix="mtgconf-bench-") as tmp:
        # A first run's example database, as a default run has one: empty, so
        # that no run replays what an earlier one saved.
        argv = [sys.executable, "-m", "mtgconf", "run", "--workers", str(workers), "--report-dir", tmp,
                "--example-db", str(Path(tmp) / "examples")]
        argv += ["--examples", str(examples)] if examples else []
        load = os.getloadavg()[0]
        floor = _floor()
        cpu_before = _children_cpu()
        start = time.perf_counter()
        done = subprocess.run(argv, env={**os.environ, "CI": "true"}, capture_output=True, text=True, check=False)
        wall = time.perf_counter() - start
        cpu = _children_cpu() - cpu_before
        results = Path(tmp) / "results.json"
        if not results.exists():
            sys.exit(f"the run wrote no results.json (exit {done.returncode}):\n{done.stderr[-2000:]}")
        data = json.loads(results.read_text(encoding="utf-8"))
    entries = data["properties"] + data["fixtures"]
    return Run(workers, load, floor, wall, cpu, sum(e["examples"] for e in entries), data["summary"],
               {e["id"]: _without_duration(e) for e in entries})


def _floor() -> float:
    """Hypothesis's floor now (``floor.py``), with no plugin loaded, as in a run."""
    os.environ.setdefault(PLUGINS_SWITCH, "1")  # before Hypothesis is first imported
    from floor import floor_ms

    return floor_ms()


def _children_cpu() -> float:
    """User + system CPU of every finished child (the run's workers are its
    children, waited for by it, so theirs are counted in it)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _without_duration(entry: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in entry.items() if k != "duration"}, sort_keys=True)


def _show(run: Run) -> None:
    print(f"workers={run.workers}: load {run.load:.2f}, floor {run.floor:.3f} ms, wall {run.wall:.1f} s, "
          f"CPU {run.cpu:.1f} s, {run.examples / run.wall:.0f} examples/s, summary {run.summary}", flush=True)


def _differing(runs: list[Run]) -> list[str]:
    """The items whose entries differ between the runs (or that some run lacks)."""
    ids = set().union(*(r.items for r in runs))
    return sorted(i for i in ids if len({r.items.get(i) for r in runs}) > 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=2, help="alternating pairs of runs (default 2)")
    parser.add_argument("--examples", type=int, default=None, help="default: the suite's DEFAULT_EXAMPLES")
    args = parser.parse_args()
    if args.pairs < 1:
        parser.error("--pairs must be at least 1")
    if args.examples is not None and args.examples < 1:
        parser.error("--examples must be at least 1")
    print(f"cpus available: {len(os.sched_getaffinity(0))}")
    runs: list[Run] = []
    ratios: list[float] = []
    for pair in range(1, args.pairs + 1):
        one = measure(1, args.examples)
        _show(one)
        two = measure(2, args.examples)
        _show(two)
        ratios.append(two.wall / one.wall)
        print(f"pair {pair}: 2 workers / 1 worker, wall: {ratios[-1]:.2f}")
        runs += [one, two]
    ones = [r for r in runs if r.workers == 1]
    cpus = [r.cpu for r in ones]
    print(f"1 worker, CPU: {', '.join(f'{c:.1f}' for c in cpus)} s (median {statistics.median(cpus):.1f}; "
          f"goal <= {CPU_GOAL:.0f} s, met in {sum(c <= CPU_GOAL for c in cpus)} of {len(cpus)})")
    from floor import FAST_FLOOR_MS

    scaled = [r.cpu * FAST_FLOOR_MS / r.floor for r in ones]
    print(f"1 worker, CPU scaled to a {FAST_FLOOR_MS:.2f} ms floor (an estimate): "
          f"{', '.join(f'{c:.1f}' for c in scaled)} s")
    print(f"2 workers / 1 worker: {', '.join(f'{r:.2f}' for r in ratios)} "
          f"(goal <= {RATIO_GOAL}, met in {sum(r <= RATIO_GOAL for r in ratios)} of {len(ratios)})")
    differing = _differing(runs)
    print("same results in every run: " + ("yes" if not differing else f"no, {len(differing)} items differ: "
                                           + ", ".join(differing[:10])))
    if args.examples is not None:
        print("(the goals are stated for the default budget, not --examples)")
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
