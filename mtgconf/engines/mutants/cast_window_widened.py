"""A mutant that reads "cast this spell only during combat after blockers are
declared" as "cast this spell only during combat" (CR 601.3)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.abilities import CastTiming
from reference_engine.engine import Rules
from reference_engine.ids import Step

_COMBAT = (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
           Step.END_OF_COMBAT)


@mutant("after-blockers-spell-cast-all-combat", rules=("601.3",),
        killed_by=("spells-cast-only-in-their-window",),
        report="phase.rs issue #4996 (https://github.com/phase-rs/phase/issues/4996): the parser kept "
               "\"during combat\" of \"Cast this spell only during combat after blockers are declared\" and "
               "dropped the rest, so Curtain of Light, Chaotic Strike, Aleatory and Flash Foliage could be "
               "cast in the beginning of combat and declare attackers steps")
class AfterBlockersSpellCastAllCombat(Rules):
    """A spell castable only during combat after blockers are declared may be cast in any step
    of combat, before blockers are declared too."""

    def cast_window_allows(self, timing: CastTiming, in_window: bool, step: Step) -> bool:
        return step in _COMBAT if timing is CastTiming.AFTER_BLOCKERS else in_window
