"""The reference engine passes every property it is held to."""
from __future__ import annotations

import pytest

from mtgconf.adapters.inprocess import reference_adapter
from mtgconf.runner import Status, run_property
from properties.registry import all_properties

from mutant_kills import EXAMPLES, SEED


@pytest.mark.parametrize("record", all_properties(), ids=lambda r: r.id)
def test_reference_engine_passes(record: object) -> None:
    adapter = reference_adapter()
    try:
        result = run_property(record, adapter, examples=EXAMPLES, seed=SEED)
    finally:
        adapter.close()
    detail = result.counterexample.explanation if result.counterexample else result.reason
    assert result.status is Status.PASS, f"{result.id}: {result.status}: {detail}"
