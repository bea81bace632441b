"""A mutant whose "until end of turn" changes outlast the turn (CR 514.2)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("pump-outlasts-turn", rules=("514.2",),
        killed_by=("damage-and-end-of-turn-changes-wear-off-in-cleanup",),
        report="XMage issue #2984 (https://github.com/magefree/mage/issues/2984): trample given until "
               "end of turn stayed on Multani for the rest of the game; phase.rs issue #4382 "
               "(https://github.com/phase-rs/phase/issues/4382): Bounty of the Hunt's temporary +1/+1 "
               "persisted after the turn ended")
class PumpOutlastsTurn(Rules):
    """"Until end of turn" power/toughness changes do not end in the cleanup step."""

    def cleanup_ends_pumps(self) -> bool:
        return False
