"""A mutant that reads "after blockers are declared" from the step alone (CR 601.3, 508.8)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.abilities import CastTiming
from reference_engine.engine import Rules
from reference_engine.ids import Step

_AFTER_BLOCKERS = frozenset({Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})


@mutant("after-blockers-read-from-the-step", rules=("601.3", "508.8"),
        killed_by=("spells-cast-only-in-their-window",),
        report="Forge pull request #5745 (https://github.com/Card-Forge/forge/pull/5745): Chaotic Strike "
               "(\"cast this spell only during combat after blockers are declared\") could be cast in a "
               "combat where no attacker was declared, whose declare blockers step was skipped")
class AfterBlockersReadFromTheStep(Rules):
    """A spell castable only during combat after blockers are declared may be cast in the
    declare blockers, combat damage and end of combat steps, even in a combat whose declare
    blockers step was skipped."""

    def cast_window_allows(self, timing: CastTiming, in_window: bool, step: Step) -> bool:
        if timing is CastTiming.AFTER_BLOCKERS:
            return step in _AFTER_BLOCKERS
        return super().cast_window_allows(timing, in_window, step)
