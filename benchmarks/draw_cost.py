"""What one Hypothesis draw costs, against the floor (the trivial test).

The generation goal of issue 19 is stated in floors: a family's scenarios
may take at most 3 times what a test drawing one integer takes. This prints
the CPU a single draw adds inside a composite strategy, for the kinds of
draw the families make most (a small integer range, a boolean, a
``sampled_from`` of a few values, all built once), fitted between composites
of 5 and 25 draws, and how many such draws the 3-floor budget leaves once
the floor itself is paid. CPU time, fastest of ``--repeats`` runs; the test
is derandomized, so each run draws the same values. Asserts nothing.

    python benchmarks/draw_cost.py [--examples N] [--repeats R]
"""
from __future__ import annotations

import argparse
import time
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from floor import floor_ms

KINDS: dict[str, st.SearchStrategy[Any]] = {
    "integers(0, 5)": st.integers(0, 5),
    "booleans()": st.booleans(),
    "sampled_from(4 values)": st.sampled_from(("a", "b", "c", "d")),
}
SIZES = (5, 25)


def _composite(leaf: st.SearchStrategy[Any], size: int) -> st.SearchStrategy[list[Any]]:
    @st.composite
    def drawn(draw: st.DrawFn) -> list[Any]:
        return [draw(leaf) for _ in range(size)]
    return drawn()


def per_example_ms(strategy: st.SearchStrategy[Any], examples: int, repeats: int) -> float:
    """The fastest of ``repeats`` runs: CPU ms per example actually run."""
    best = float("inf")
    for _ in range(repeats):
        done = [0]

        @settings(max_examples=examples, database=None, deadline=None, derandomize=True)
        @given(strategy)
        def test(value: Any) -> None:
            done[0] += 1

        start = time.process_time()
        test()
        best = min(best, 1000 * (time.process_time() - start) / max(done[0], 1))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    floor = floor_ms(args.examples, args.repeats)
    print(f"floor (one integer, nothing else): {floor:.3f} ms per example")
    for name, leaf in KINDS.items():
        small, large = (per_example_ms(_composite(leaf, k), args.examples, args.repeats) for k in SIZES)
        draw = (large - small) / (SIZES[1] - SIZES[0])
        print(f"{name:24} {SIZES[0]} draws {small:.3f} ms, {SIZES[1]} draws {large:.3f} ms: "
              f"{draw:.4f} ms per draw ({100 * draw / floor:.1f} % of the floor); "
              f"3 floors leave about {2 * floor / draw:.0f} such draws per example")


if __name__ == "__main__":
    main()
