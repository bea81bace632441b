"""Long-run health of ``mtgconf fuzz``: memory of each HypoFuzz worker over a
campaign, examples per second over time, and a campaign against a mutant that
must find it and save the regression. Prints figures; asserts nothing.

    python benchmarks/bench_fuzz.py [--minutes 5] [--workers 2] [--mutant NAME] [--mutant-properties GLOB]
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

from mtgconf.engines.mutants import MUTANTS
from names import check_known

MiB = 2**20


def campaign(folder: Path, engine: str, workers: int, *extra: str) -> tuple[float, dict, int]:
    argv = [sys.executable, "-m", "mtgconf", "fuzz", "--engine", engine, "--workers", str(workers),
            "--report-dir", str(folder / "report"), "--regressions-dir", str(folder / "regressions"),
            "--example-db", str(folder / "db"), *extra]
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    summary = folder / "report" / "campaign.json"
    if not summary.exists():  # the campaign never started: say why instead of a bare FileNotFoundError
        raise SystemExit(f"`mtgconf fuzz --engine {engine}` wrote no campaign.json (exit {done.returncode}):\n"
                         f"{done.stderr.strip()}")
    return wall, json.loads(summary.read_text()), done.returncode


def slope(points: list[list[float]]) -> float:
    """Least-squares growth in MiB per minute."""
    n = len(points)
    if n < 2:
        return 0.0
    mt = sum(t for t, _ in points) / n
    mr = sum(r for _, r in points) / n
    den = sum((t - mt) ** 2 for t, _ in points) or 1.0
    return sum((t - mt) * (r - mr) for t, r in points) / den * 60 / MiB


def memory_report(data: dict) -> None:
    for pid, pts in data["memory"].items():
        if len(pts) < 4:
            continue
        half = pts[len(pts) // 2:]
        rss = [r for _, r in pts]
        print(f"  worker {pid}: {len(pts)} samples over {pts[-1][0]:.0f} s; RSS first {rss[0] / MiB:.1f} MiB, "
              f"last {rss[-1] / MiB:.1f} MiB, peak {max(rss) / MiB:.1f} MiB; "
              f"second-half slope {slope(half):+.2f} MiB/min")


def rate_report(data: dict) -> None:
    rates = data["rates"]
    if len(rates) < 4:
        print("  too short for a rate series")
        return
    q = len(rates) // 4
    first, last = rates[:q], rates[-q:]
    avg = lambda xs: sum(r for _, r in xs) / len(xs)  # noqa: E731
    print(f"  examples/s: first quarter {avg(first):.1f}, last quarter {avg(last):.1f}, "
          f"overall {data['examples'] / max(data['duration'], 1e-9):.1f}")
    print("  series (end s: examples/s): " + ", ".join(f"{t:.0f}: {r:.1f}" for t, r in rates[:: max(1, len(rates) // 10)]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=5.0, help="length of the health campaign")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--mutant", default="apnap-reversed")
    parser.add_argument("--mutant-properties", default="apnap-*", help="the mutant campaign's property glob")
    args = parser.parse_args()
    check_known(parser, [args.mutant], MUTANTS, "mutant")
    print(f"cpus available: {len(os.sched_getaffinity(0))}; load average {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory(prefix="mtgconf-bench-fuzz-") as tmp:
        folder = Path(tmp) / "health"
        wall, data, code = campaign(folder, "reference", args.workers, "--max-time", str(args.minutes * 60))
        print(f"reference engine, every property, {args.workers} workers, {args.minutes:g} min: "
              f"{data['examples']} examples in {wall:.0f} s (exit {code}, stopped: {data['stopped_by']})")
        memory_report(data)
        rate_report(data)

        folder = Path(tmp) / "mutant"
        wall, data, code = campaign(folder, f"mutant:{args.mutant}", args.workers, "--max-time", "300",
                                    "--properties", args.mutant_properties)
        saved = sorted(p.name for p in (folder / "regressions").glob("*.json"))
        print(f"mutant:{args.mutant}, properties {args.mutant_properties}, {args.workers} workers: exit {code} after {wall:.0f} s "
              f"({data['examples']} examples, stopped: {data['stopped_by']}); "
              f"{len(data['failures'])} failing properties, kept failure written after (s): {data['found_after']}; "
              f"regressions saved: {', '.join(saved) or 'none'}")


if __name__ == "__main__":
    main()
