"""Hypothesis's floor: the CPU a trivial Hypothesis test spends per example.

It is the unit the generation goal is stated in (``bench_pipeline.py``), and
a measure of how fast the machine is at the time: on a shared or virtual
machine the same run's CPU time moves by tens of percent from one hour to
the next (docs/performance.md), and the floor moves with it.
"""
from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

FAST_FLOOR_MS = 0.20
"""The floor in the fastest hours measured on this project's 2-CPU machine
(docs/performance.md, tenth pass): what a figure is scaled to, to compare
hours."""


def trivial(examples: int) -> tuple[int, float]:
    """Run a Hypothesis test that draws one integer and does nothing:
    (examples run, CPU seconds)."""
    done = [0]

    @settings(max_examples=examples, database=None, deadline=None, derandomize=True)
    @given(st.integers())
    def test(value: int) -> None:
        done[0] += 1

    start = time.process_time()
    test()
    return done[0], time.process_time() - start


def floor_ms(examples: int = 1000, repeats: int = 3) -> float:
    """The fastest of ``repeats`` trivial tests, in ms of CPU per example."""
    return min(1000 * seconds / count for count, seconds in (trivial(examples) for _ in range(repeats)))
