"""A mutant that doubles damage before any prevention, whatever the player dealt it chose (CR 616.1)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("doubling-before-prevention", rules=("616.1", "616.1f"),
        killed_by=("damage-modifiers-in-chosen-order",),
        report="phase.rs issue #1740, fixed by PR #1744 (https://github.com/phase-rs/phase/pull/1744): a "
               "prevention shield sharing a damage event with a damage doubler such as Furnace of Rath or "
               "Torbran was never offered as an order choice (CR 616.1), so the engine applied the two in a "
               "fixed order of its own and dealt the wrong amount")
class DoublingBeforePrevention(Rules):
    """When a prevention effect and a damage doubler would both change one
    damage event, the doubling always applies first: the engine's fixed
    order, not the affected player's answer."""

    def prevention_chosen_first(self, answer: bool) -> bool:
        return False
