"""Throughput of the property suite on the reference engine, and how fast it
kills each mutant engine.

Prints two tables:

1. examples per second for each scenario family: draw a scenario, play it on
   the reference engine, check every property that draws from that family;
2. the median time (over several seeds) for the properties citing a mutant's
   broken rules to kill it, how many seeds killed it, and the killing property.

Usage: python benchmarks/bench_properties.py [--examples N] [--seeds K] [--mutant NAME ...]
"""
from __future__ import annotations

import argparse
import statistics
import time
from typing import Sequence

from hypothesis import HealthCheck, given, settings

from mtgconf.adapters.inprocess import mutant_adapter
from mtgconf.engines.mutants import MUTANTS, cites_broken_rule, hunting_order
from mtgconf.runner import DEFAULT_EXAMPLES, Status, run_property
from names import check_known
from properties.registry import Case, all_properties
from properties.strategies import FAMILIES
from reference_engine.engine import run
from reference_engine.scenario import Scenario


def family_throughput(family: str, examples: int) -> tuple[int, float]:
    """(examples run, seconds) for ``family`` on the reference engine."""
    checks = [r for r in all_properties() if not r.families or family in r.families]
    done = [0]

    @settings(max_examples=examples, database=None, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(FAMILIES[family])
    def play(scenario: Scenario) -> None:
        history = run(scenario)
        for record in checks:
            record.check(Case(scenario, history))
        done[0] += 1

    start = time.perf_counter()
    play()
    return done[0], time.perf_counter() - start


def time_to_kill(name: str, seed: int, examples: int) -> tuple[float, str]:
    """Seconds until a property citing the mutant's rules fails ("" if none did)."""
    rules = MUTANTS[name].rules
    adapter = mutant_adapter(name)
    start = time.perf_counter()
    try:
        for record in hunting_order(all_properties(), rules):
            if not cites_broken_rule(rules, record.rules):
                break
            result = run_property(record, adapter, examples=examples, seed=seed)
            if result.status is Status.FAIL:
                return time.perf_counter() - start, record.id
    finally:
        adapter.close()
    return time.perf_counter() - start, ""


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=DEFAULT_EXAMPLES)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--mutant", action="append", default=[])
    args = parser.parse_args(argv)
    check_known(parser, args.mutant, MUTANTS, "mutant")
    print(f"{'family':<20} {'examples':>8} {'seconds':>8} {'examples/s':>10}")
    for family in FAMILIES:
        n, seconds = family_throughput(family, args.examples)
        print(f"{family:<20} {n:>8} {seconds:>8.2f} {n / seconds if seconds else 0:>10.1f}")
    print()
    print(f"{'mutant':<34} {'median s':>8} {'kills':>6}  killed by")
    for name in args.mutant or sorted(MUTANTS):
        runs = [time_to_kill(name, seed, args.examples) for seed in range(args.seeds)]
        killers = sorted({k for _, k in runs if k}) or ["NOT KILLED"]
        kills = f"{sum(1 for _, k in runs if k)}/{len(runs)}"
        print(f"{name:<34} {statistics.median(t for t, _ in runs):>8.2f} {kills:>6}  {', '.join(killers)}")


if __name__ == "__main__":
    main()
