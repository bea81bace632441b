"""Every mutant engine is killed by a property citing the rule it breaks,
with a small shrunk counterexample."""
from __future__ import annotations

import pytest

from mtgconf.engines.mutants import MUTANTS
from properties.registry import all_properties

from mutant_kills import MAX_OBJECTS, MAX_STEPS, hunt


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_is_killed_by_a_property_citing_its_rule(name: str) -> None:
    mutant = MUTANTS[name]
    result = hunt(name, mutant.rules, all_properties(), citing_only=True)
    print(result.summary())
    assert result.killer is not None, result.summary()
    objects, steps = result.size
    assert objects <= MAX_OBJECTS and steps <= MAX_STEPS, (
        f"shrunk counterexample too large (bound {MAX_OBJECTS} objects, {MAX_STEPS} steps): "
        + result.summary()
    )
