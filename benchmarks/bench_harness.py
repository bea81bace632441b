"""Wall time of the default ``mtgconf run`` on the reference engine, with 1
and 2 workers, and examples per second. Prints figures; asserts nothing.

    python benchmarks/bench_harness.py [--examples N]
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def measure(workers: int, examples: int | None) -> tuple[float, int, dict[str, int]]:
    with tempfile.TemporaryDirectory(prefix="mtgconf-bench-") as tmp:
        argv = [sys.executable, "-m", "mtgconf", "run", "--workers", str(workers), "--report-dir", tmp]
        argv += ["--examples", str(examples)] if examples else []
        start = time.perf_counter()
        subprocess.run(argv, env={**os.environ, "CI": "true"}, capture_output=True, check=False)
        wall = time.perf_counter() - start
        data = json.loads((Path(tmp) / "results.json").read_text())
    ran = sum(p["examples"] for p in data["properties"] + data["fixtures"])
    return wall, ran, data["summary"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=None, help="default: the suite's DEFAULT_EXAMPLES")
    args = parser.parse_args()
    print(f"cpus available: {len(os.sched_getaffinity(0))}")
    for workers in (1, 2):
        wall, ran, summary = measure(workers, args.examples)
        print(f"workers={workers}: wall {wall:.1f} s, {ran} examples, {ran / wall:.0f} examples/s, summary {summary}")


if __name__ == "__main__":
    main()
