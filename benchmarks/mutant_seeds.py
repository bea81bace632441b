"""Whether each named mutant is killed by its ``killed_by`` properties at
several seeds, at the default run's examples per property.

    python benchmarks/mutant_seeds.py [--seeds 0 1 2] MUTANT...

Prints one line per mutant and seed: the first ``killed_by`` property that
failed, or NOT KILLED. The results quoted in docs/mutants.md come from it.
"""
from __future__ import annotations

import argparse
import sys

from mtgconf.adapters.inprocess import mutant_adapter
from mtgconf.engines.mutants import MUTANTS
from mtgconf.runner import DEFAULT_EXAMPLES, Status, run_property
from names import check_known
from properties.registry import get


def killer(name: str, seed: int) -> str | None:
    """The first of the mutant's ``killed_by`` properties that fails at ``seed``."""
    adapter = mutant_adapter(name)
    try:
        for prop_id in MUTANTS[name].killed_by:
            result = run_property(get(prop_id), adapter, examples=DEFAULT_EXAMPLES, seed=seed)
            if result.status is Status.FAIL:
                return prop_id
    finally:
        adapter.close()
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mutants", nargs="+")
    parser.add_argument("--seeds", nargs="+", type=int, default=[0, 1, 2])
    args = parser.parse_args(argv)
    check_known(parser, args.mutants, MUTANTS, "mutant")
    missed = 0
    for name in args.mutants:
        for seed in args.seeds:
            found = killer(name, seed)
            missed += found is None
            print(f"{name} seed {seed}: {found or 'NOT KILLED'}", flush=True)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
