"""The reference engine passes every property it is held to, and each
property's precondition holds often enough for the pass to mean something."""
from __future__ import annotations

import pytest

from mtgconf.adapters.inprocess import reference_adapter
from mtgconf.runner import Status, run_property
from properties.registry import all_properties

from mutant_kills import EXAMPLES, SEED


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
    # on the reference engine at the default budget none may be.
    assert not result.low_coverage, (
        f"{result.id}: its mechanism happened in {result.exercised} of {result.examples} examples; "
        "give it a family that produces it")
