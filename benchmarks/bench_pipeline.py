"""Where a default run's time goes, family by family, in CPU time.

For each scenario family, the same seeded examples are run through five
ever longer pipelines, and each prints examples per CPU second:

- ``trivial``: a Hypothesis test that draws one integer and does nothing (the floor);
- ``gen``: drawing the family's scenarios only;
- ``+engine``: and playing each on the reference engine;
- ``+adapter``: through the in-process reference adapter, as a run does
  (``+json`` beside it: the serialization round trip an outside engine's
  History goes through, for comparison);
- ``+checks``: and every property that draws from the family, as the runner
  calls it (reruns and the reference comparison included), with the runner's
  aim at rare decisions for the ``crossover`` swarm
  (``mtgconf.runner.core.steer``);
- ``-reruns``: the same, with no second History to be had: what the checks
  cost without the engine runs of ``history-deterministic`` and
  ``agrees-with-reference`` (both then report not exercised), which play the
  scenario again in the families they draw from (twice more in the 16 both
  draw from).

Every stage runs at a fixed seed with the database a run hands Hypothesis
when none was chosen (``mtgconf.runner.failures_db``): Hypothesis then keeps
the swarm's Pareto front in memory, as in a run.

Each stage's figure is the fastest of ``--repeats`` runs of the same
examples (3 by default). It then prints the ratios the speed goals are
stated in (generation against the trivial test, and end-to-end against
generation, pooled over the families and in the worst one), and each part's
CPU per example (the floor, generation, the engine, the checks) beside what
those goals leave to it. CPU time (``time.process_time``) keeps the figures
steady on a shared machine; the garbage collector is tuned as in a run
(``mtgconf.runner.gc_tuning``), so a full collection of everything imported
is not charged to whichever stage it falls in, and Hypothesis loads no
installed plugin, as under ``mtgconf`` (``mtgconf.cli.PLUGINS_SWITCH``).
Asserts nothing.

    python benchmarks/bench_pipeline.py [--examples N] [--repeats R] [--family NAME ...]
"""
from __future__ import annotations

import argparse
import os
import time
from dataclasses import dataclass
from typing import Callable

from mtgconf.cli import PLUGINS_SWITCH

os.environ.setdefault(PLUGINS_SWITCH, "1")  # as a run has it; before Hypothesis is imported

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from mtgconf.adapters.checks import checked_history
from mtgconf.adapters.inprocess import reference_adapter
from mtgconf.runner import DEFAULT_EXAMPLES
from mtgconf.runner.core import steer
from mtgconf.runner.failures_db import failures_only
from mtgconf.runner.gc_tuning import tune_gc
from floor import trivial
from names import check_known
from properties.registry import Case, PropertyRecord, all_properties
from properties.strategies import FAMILIES
from reference_engine.engine import run
from reference_engine.scenario import Scenario

SEED = 0
"""Every stage draws the same examples: Hypothesis seeded (a database rules
out ``derandomize``)."""

STAGES = ("trivial", "gen", "+engine", "+adapter", "+json", "+checks", "-reruns")


@dataclass
class Stage:
    examples: int = 0
    seconds: float = 0.0

    @property
    def rate(self) -> float:
        return self.examples / self.seconds if self.seconds else 0.0


def _timed(body: Callable[[Scenario], None], strategy: st.SearchStrategy[Scenario], examples: int) -> Stage:
    done = Stage()

    @seed(SEED)
    @settings(max_examples=examples, database=failures_only(None), deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def test(value: Scenario) -> None:
        body(value)
        done.examples += 1

    start = time.process_time()
    test()
    done.seconds = time.process_time() - start
    return done


def _trivial(examples: int) -> Stage:
    return Stage(*trivial(examples))


def _checker(family: str, reruns: bool = True) -> Callable[[Scenario], None]:
    checks: list[PropertyRecord] = [r for r in all_properties() if family in r.families]
    adapter, reference = reference_adapter(), reference_adapter()

    def body(scenario: Scenario) -> None:
        history = adapter.run(scenario)
        steer(scenario, history)
        case = (Case(scenario, history, rerun=lambda: adapter.run(scenario),
                     reference=lambda: reference.run(scenario)) if reruns else Case(scenario, history))
        for record in checks:
            record.check(case)

    return body


def measure(family: str, examples: int, repeats: int = 1) -> dict[str, Stage]:
    strategy = FAMILIES[family]
    adapter = reference_adapter()
    _timed(lambda sc: None, strategy, examples)  # warm up: the first pass builds the family's strategies
    checker = _checker(family)
    bodies: dict[str, Callable[[Scenario], None]] = {
        "gen": lambda sc: None,
        "+engine": lambda sc: None if run(sc) else None,
        "+adapter": lambda sc: None if adapter.run(sc) else None,
        "+json": lambda sc: None if checked_history(run(sc)) else None,
        "+checks": checker,
        "-reruns": _checker(family, reruns=False),
    }
    row = {"trivial": _fastest(lambda: _trivial(examples), repeats)}
    row.update({stage: _fastest(lambda: _timed(body, strategy, examples), repeats) for stage, body in bodies.items()})
    return row


def _fastest(stage: Callable[[], Stage], repeats: int) -> Stage:
    """The fastest of ``repeats`` runs of the same examples (seeded):
    a collection the garbage collector happens to make, or another job, slows
    one run down, never speeds one up."""
    return min((stage() for _ in range(max(1, repeats))), key=lambda done: done.seconds)


def _pooled(rows: dict[str, dict[str, Stage]], stage: str) -> Stage:
    return Stage(sum(r[stage].examples for r in rows.values()), sum(r[stage].seconds for r in rows.values()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=DEFAULT_EXAMPLES)
    parser.add_argument("--family", action="append", default=[], help="one family (repeatable); default all")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each stage; the fastest counts (default 3)")
    args = parser.parse_args()
    check_known(parser, args.family, FAMILIES, "family")
    families = args.family or sorted(FAMILIES)
    all_properties()
    tune_gc()  # as a run's workers do: the collector skips what the imports made
    print(f"cpus {len(os.sched_getaffinity(0))}, load average {os.getloadavg()[0]:.2f}, "
          f"{args.examples} examples per family, fastest of {args.repeats} runs; examples per CPU second")
    print(f"{'family':26}" + "".join(f"{s:>10}" for s in STAGES) + f"{'gen/triv':>10}{'e2e/gen':>9}")
    rows: dict[str, dict[str, Stage]] = {}
    for family in families:
        rows[family] = row = measure(family, args.examples, args.repeats)
        print(f"{family:26}" + "".join(f"{row[s].rate:10.0f}" for s in STAGES)
              + f"{row['trivial'].rate / row['gen'].rate:10.2f}{row['+checks'].rate / row['gen'].rate:9.2f}",
              flush=True)
    pooled = {s: _pooled(rows, s) for s in STAGES}
    worst = min(rows, key=lambda f: rows[f]["+checks"].rate / rows[f]["gen"].rate)
    print(f"{'pooled':26}" + "".join(f"{pooled[s].rate:10.0f}" for s in STAGES)
          + f"{pooled['trivial'].rate / pooled['gen'].rate:10.2f}{pooled['+checks'].rate / pooled['gen'].rate:9.2f}")
    print(f"generation / trivial, pooled: {pooled['trivial'].rate / pooled['gen'].rate:.2f}x slower (goal <= 3)")
    print(f"end-to-end / generation, pooled: {pooled['+checks'].rate / pooled['gen'].rate:.2f} (goal >= 0.5); "
          f"worst family {worst}: {rows[worst]['+checks'].rate / rows[worst]['gen'].rate:.2f} (goal >= 0.25)")
    lean = min(rows, key=lambda f: rows[f]["-reruns"].rate / rows[f]["gen"].rate)
    print(f"the same without the two properties' reruns: pooled {pooled['-reruns'].rate / pooled['gen'].rate:.2f}, "
          f"worst family {lean}: {rows[lean]['-reruns'].rate / rows[lean]['gen'].rate:.2f}")
    _budget(pooled)
    print(f"load average at the end {os.getloadavg()[0]:.2f}")


def _budget(pooled: dict[str, Stage]) -> None:
    """Each part's CPU per example, pooled: what the two ratio goals leave
    to it. Generation at 3 times the floor leaves the engine and the checks
    together at most generation's own time, for end-to-end to reach 0.5."""
    ms = {s: 1000 / pooled[s].rate for s in STAGES}
    parts = {"floor (trivial)": ms["trivial"], "generation": ms["gen"], "engine (adapter)": ms["+adapter"] - ms["gen"],
             "checks": ms["+checks"] - ms["+adapter"], "of which reruns": ms["+checks"] - ms["-reruns"]}
    print("per example, pooled, ms: " + ", ".join(f"{name} {value:.2f}" for name, value in parts.items()))
    print(f"goals leave: generation <= {3 * ms['trivial']:.2f}, engine and checks together <= the generation's time "
          f"(now {ms['+checks'] - ms['gen']:.2f} against {ms['gen']:.2f})")


if __name__ == "__main__":
    main()
