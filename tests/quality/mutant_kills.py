"""Hunting one mutant through the property catalogue until a property kills it.

Properties citing the mutant's broken rules run first, and the hunt stops at the
first failure, so a healthy suite kills each mutant after one or two properties.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from mtgconf.adapters.inprocess import mutant_adapter
from mtgconf.engines.mutants import cites_broken_rule, hunting_order
from mtgconf.runner import DEFAULT_EXAMPLES, PropertyResult, Status, run_property

EXAMPLES = DEFAULT_EXAMPLES
"""Examples per property while hunting: the default run's budget, so a mutant
killed here is killed by a plain ``mtgconf run`` too."""
SEED = 0
MAX_OBJECTS = 6
MAX_STEPS = 6


@dataclass(frozen=True)
class Hunt:
    mutant: str
    killer: PropertyResult | None
    """The first property that failed, or None."""
    seconds: float
    tried: tuple[str, ...]

    @property
    def size(self) -> tuple[int, int]:
        """(objects, script steps) of the shrunk counterexample."""
        if self.killer is None or self.killer.counterexample is None:
            return (0, 0)
        scenario = self.killer.counterexample.scenario
        return len(scenario.get("objects", ())), len(scenario.get("script", ()))

    def summary(self) -> str:
        if self.killer is None:
            return f"{self.mutant}: NOT killed after {self.seconds:.1f}s; tried {', '.join(self.tried) or 'nothing'}"
        objects, steps = self.size
        return (f"{self.mutant}: killed by {self.killer.id} (CR {', '.join(self.killer.rules)}) "
                f"in {self.seconds:.1f}s; counterexample {objects} objects, {steps} script steps; "
                f"{self.killer.counterexample.explanation if self.killer.counterexample else ''}")


def hunt(name: str, rules: Sequence[str], records: Iterable[Any], *,
         citing_only: bool = False) -> Hunt:
    """Run the properties on mutant ``name`` until one fails."""
    adapter = mutant_adapter(name)
    start = time.monotonic()
    tried: list[str] = []
    try:
        for record in hunting_order(records, rules):
            if citing_only and not cites_broken_rule(rules, record.rules):
                break
            tried.append(record.id)
            result = run_property(record, adapter, examples=EXAMPLES, seed=SEED)
            if result.status is Status.FAIL:
                return Hunt(name, result, time.monotonic() - start, tuple(tried))
    finally:
        adapter.close()
    return Hunt(name, None, time.monotonic() - start, tuple(tried))
