"""Every property has an example where it passes and one where it fails.

Hand-built pairs live in the ``PAIRS`` of any test module in this folder (found
by name, never listed). A property without one yet (for instance one just added
by its catalogue module alone) is still paired by the registry: the reference
engine passes it (tests/quality/test_reference_passes.py) and the mutant that
names it in ``killed_by`` fails it (tests/quality/test_properties_kill.py).
"""
from __future__ import annotations

from importlib import import_module
from pathlib import Path
from types import ModuleType

from mtgconf.engines.mutants import KILLERS
from properties.registry import all_properties

PAIRED_ELSEWHERE = {
    "history-deterministic": "test_general.test_determinism_and_differential_pairs",
    "agrees-with-reference": "test_general.test_determinism_and_differential_pairs",
    "hidden-zones-do-not-trigger": "test_zone_trigger_checks.test_hidden_zone_pair",
}


def _pair_modules() -> list[ModuleType]:
    here = Path(__file__).parent
    names = sorted(p.stem for p in here.glob("test_*.py") if "PAIRS" in p.read_text(encoding="utf-8"))
    return [m for m in map(import_module, names) if hasattr(m, "PAIRS")]


def test_pairs_are_found_in_the_test_modules() -> None:
    assert len(_pair_modules()) >= 20


def test_every_property_has_a_pass_and_a_fail_example() -> None:
    hand_built = set(PAIRED_ELSEWHERE)
    for module in _pair_modules():
        hand_built |= set(module.PAIRS)
    known = {r.id for r in all_properties()}
    assert hand_built <= known, "a PAIRS entry names no property"
    missing = sorted(known - hand_built - set(KILLERS))
    assert missing == []
