"""The reference engine passes every property it is held to, and each
property's precondition holds often enough for the pass to mean something
(in at least twice the share below which the report flags it)."""
from __future__ import annotations

import pytest

from mtgconf.adapters.inprocess import reference_adapter
from mtgconf.runner import Status, run_property
from mtgconf.runner.outcome import LOW_COVERAGE
from properties.registry import all_properties

from mutant_kills import EXAMPLES, SEED

FLOOR = 2 * LOW_COVERAGE
"""Share of examples in which each property's mechanism must happen."""

LONGEST_HISTORY = 600
"""Events in a generated History, at most: a family that draws a loop to the
engine's cap tests nothing and costs a hundred ordinary examples
(docs/performance.md)."""


@pytest.mark.parametrize("record", all_properties(), ids=lambda r: r.id)
def test_reference_engine_passes(record: object) -> None:
    adapter, reference = reference_adapter(), reference_adapter()
    try:  # as in `mtgconf run`, the differential property gets a reference to compare with
        result = run_property(record, adapter, examples=EXAMPLES, seed=SEED, reference=reference)
    finally:
        adapter.close()
        reference.close()
    detail = result.counterexample.explanation if result.counterexample else result.reason
    assert result.status is Status.PASS, f"{result.id}: {result.status}: {detail}"
    # The report flags a property exercised in under LOW_COVERAGE of its examples;
    # on the reference engine each must clear twice that, to keep a margin.
    assert result.exercised >= FLOOR * result.examples, (
        f"{result.id}: its mechanism happened in {result.exercised} of {result.examples} examples; "
        "give it a family that produces it")
    # Every example comes from one of the property's families, so this bounds
    # the 99th percentile and the maximum of every family it draws from.
    assert result.history_p99 <= result.longest_history <= LONGEST_HISTORY, (
        f"{result.id}: a generated History had {result.longest_history} events "
        f"(99th percentile {result.history_p99}); cap the family that loops")
