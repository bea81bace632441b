"""A mutant that repeats a step of the turn (CR 500.1)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import Step


@mutant("upkeep-repeats", rules=("500.1",),
        killed_by=("turn-steps-in-order",),
        report="XMage issue #1313 (https://github.com/magefree/mage/issues/1313): with Paradox Haze "
               "and a copy of it, each gave another upkeep step after the other's, so upkeep steps "
               "followed one another without end")
class UpkeepRepeats(Rules):
    """The upkeep step is followed by another upkeep step, again and again,
    instead of the draw step."""

    def step_after(self, step: Step, following: Step) -> Step:
        return Step.UPKEEP if step is Step.UPKEEP else following
