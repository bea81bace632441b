"""Which mutants modelled on a real report a property already kills.

A property the killer table pairs only with mutants that name no report
(``docs/mutants.md`` lists them) may already catch a reported bug of
another mechanism. This runs each such property (or the ones named) against
every mutant that names a report (or the ones named), at one seed and the
default run's examples, and prints each kill with the size of its shrunk
counterexample. A kill found here is a lead, not a verdict: check it at
seeds 0, 1 and 2 (``mutant_seeds.py``), within the size bound of the quality
tests, and through the property's own mechanism, before naming the property
in that mutant's ``killed_by``. Asserts nothing.

    python benchmarks/screen_killers.py [--property ID ...] [--mutant NAME ...] [--seed N]
"""
from __future__ import annotations

import argparse

from mtgconf.adapters.inprocess import mutant_adapter, reference_adapter
from mtgconf.engines.mutants import MUTANTS
from mtgconf.engines.mutants.registry import killer_table
from mtgconf.runner import DEFAULT_EXAMPLES, Status, run_property
from names import check_known
from properties.registry import all_properties, get


def unreported_killers() -> list[str]:
    """The properties whose table mutant names no report."""
    return sorted(p for p, m in killer_table(MUTANTS.values()).items() if not MUTANTS[m].report)


def screen(prop_id: str, mutant: str, seed: int) -> str | None:
    """'objects x steps' of the counterexample when ``prop_id`` kills ``mutant``, else None."""
    adapter, reference = mutant_adapter(mutant), reference_adapter()
    try:
        result = run_property(get(prop_id), adapter, examples=DEFAULT_EXAMPLES, seed=seed, reference=reference)
    finally:
        adapter.close()
        reference.close()
    if result.status is not Status.FAIL or result.counterexample is None:
        return None
    scenario = result.counterexample.scenario
    return f"{len(scenario.get('objects', ()))} objects x {len(scenario.get('script', ()))} steps"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--property", action="append", default=[], help="a property id (repeatable)")
    parser.add_argument("--mutant", action="append", default=[], help="a mutant name (repeatable)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    check_known(parser, args.property, [r.id for r in all_properties()], "property")
    check_known(parser, args.mutant, MUTANTS, "mutant")
    props = args.property or unreported_killers()
    mutants = args.mutant or sorted(n for n, m in MUTANTS.items() if m.report)
    print(f"{len(props)} properties against {len(mutants)} mutants, seed {args.seed}, {DEFAULT_EXAMPLES} examples")
    kills = 0
    for prop_id in props:
        for name in mutants:
            size = screen(prop_id, name, args.seed)
            if size is not None:
                kills += 1
                print(f"{prop_id} kills {name}: {size}", flush=True)
    print(f"{kills} kills found")


if __name__ == "__main__":
    main()
