"""Branch coverage of reference_engine/rules by the default run's generated
scenarios alone (no fixtures, no saved regressions), per module.

    nice python benchmarks/reach.py [--examples N] [--seed S]

It runs ``mtgconf reach`` (which plays the default run under ``coverage``
with branch measurement) and prints the per-module table, every branch never
reached, and a row for the history table in docs/reach.md. Needs the
``reach`` extra (``pip install -e '.[reach]'``).
"""
from __future__ import annotations

import argparse
import datetime
import sys
import tempfile
import time
from pathlib import Path

from mtgconf.commands.reach import measure, render
from mtgconf.runner.core import DEFAULT_EXAMPLES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=DEFAULT_EXAMPLES)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="mtgconf-reach-") as tmp:
        modules = tuple(sorted(measure(Path(tmp), examples=args.examples, seed=args.seed), key=lambda m: m.module))
    print(render(modules))
    total, covered = sum(m.branches for m in modules), sum(m.covered for m in modules)
    lowest = min(modules, key=lambda m: m.percent)
    print(f"\nhistory row for docs/reach.md ({time.monotonic() - start:.0f} s):")
    print(f"| {datetime.date.today().isoformat()} | {args.examples} | {covered}/{total} "
          f"| {100.0 * covered / max(1, total):.1f}% | {lowest.module.rsplit('.', 1)[-1]} {lowest.percent:.1f}% |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
