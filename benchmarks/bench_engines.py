"""The reference engine against a real engine, on the same generated scenarios.

Draws the default run's scenarios (derandomized, a few per family), keeps
those the other engine accepts (no ``Unsupported``, no fault), and prints the
CPU time (``time.process_time``) each engine spent on them through its adapter,
History included, with the ratio (goal: the reference engine at least 50x
faster than phase). Asserts nothing.

    python benchmarks/bench_engines.py [--engine phase] [--per-family N]
"""
from __future__ import annotations

import argparse
import os
import time

from hypothesis import HealthCheck, given, settings

from mtgconf.adapters.inprocess import reference_adapter
from mtgconf.adapters.protocol import EngineAdapter, EngineFault, Unsupported
from mtgconf.engines.specs import UnknownEngineSpec, resolve
from properties.strategies import FAMILIES
from reference_engine.scenario import Scenario


def scenarios(per_family: int) -> list[Scenario]:
    """``per_family`` derandomized scenarios of every family."""
    drawn: list[Scenario] = []
    for name in sorted(FAMILIES):
        @settings(max_examples=per_family, database=None, deadline=None, derandomize=True,
                  suppress_health_check=list(HealthCheck))
        @given(FAMILIES[name])
        def collect(scenario: Scenario) -> None:
            drawn.append(scenario)

        collect()
    return drawn


def cpu(adapter: EngineAdapter, scenario: Scenario) -> float | None:
    """CPU seconds of one run, or None if the engine refused or failed it."""
    start = time.process_time()
    try:
        adapter.run(scenario)
    except (Unsupported, EngineFault):
        return None
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", default="phase")
    parser.add_argument("--per-family", type=int, default=10)
    args = parser.parse_args()
    try:
        other = resolve(args.engine)
    except UnknownEngineSpec as err:
        parser.error(str(err))
    pool = scenarios(args.per_family)
    ours = reference_adapter()
    theirs_t = ours_t = 0.0
    accepted = 0
    try:
        for scenario in pool:
            spent = cpu(other, scenario)
            if spent is None:
                continue
            mine = cpu(ours, scenario)
            assert mine is not None, "the reference engine plays every generated scenario"
            accepted += 1
            theirs_t += spent
            ours_t += mine
    finally:
        other.close()
    print(f"load average {os.getloadavg()[0]:.2f}; {accepted} of {len(pool)} scenarios accepted by {args.engine}")
    if accepted:
        print(f"{args.engine}: {theirs_t / accepted * 1000:.2f} ms/scenario; "
              f"reference: {ours_t / accepted * 1000:.2f} ms/scenario; "
              f"reference {theirs_t / ours_t:.0f}x faster (goal >= 50x)")


if __name__ == "__main__":
    main()
