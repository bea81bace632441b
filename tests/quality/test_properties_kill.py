"""Every property kills a declared mutant, with a small shrunk counterexample
(``property_killers.KILLERS``, from each mutant's ``killed_by``); a new property
fails here until some mutant names it."""
from __future__ import annotations

import pytest

from mtgconf.adapters.inprocess import mutant_adapter, reference_adapter
from mtgconf.engines.mutants import MUTANTS
from mtgconf.runner import Status, run_property
from properties.registry import all_properties, get

from mutant_kills import EXAMPLES, MAX_OBJECTS, MAX_STEPS, SEED
from property_killers import KILLERS


@pytest.mark.parametrize("prop_id", [r.id for r in all_properties()])
def test_every_property_has_an_entry(prop_id: str) -> None:
    assert prop_id in KILLERS, f"{prop_id}: name it in the killed_by of the @mutant it kills"
    assert KILLERS[prop_id] in MUTANTS


def test_no_entry_names_a_missing_property() -> None:
    known = {r.id for r in all_properties()}
    unknown = {(m.name, p) for m in MUTANTS.values() for p in m.killed_by if p not in known}
    assert unknown == set(), "killed_by names a property that does not exist"


@pytest.mark.parametrize(("prop_id", "mutant"), sorted(KILLERS.items()))
def test_property_kills_its_mutant(prop_id: str, mutant: str) -> None:
    adapter, reference = mutant_adapter(mutant), reference_adapter()
    try:
        result = run_property(get(prop_id), adapter, examples=EXAMPLES, seed=SEED, reference=reference)
    finally:
        adapter.close()
        reference.close()
    assert result.status is Status.FAIL and result.counterexample, f"{prop_id} did not kill {mutant}: {result.status}"
    scenario = result.counterexample.scenario
    objects, steps = len(scenario.get("objects", ())), len(scenario.get("script", ()))
    assert objects <= MAX_OBJECTS and steps <= MAX_STEPS, f"{prop_id} on {mutant}: {objects} objects, {steps} steps"
