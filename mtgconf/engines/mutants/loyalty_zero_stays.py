"""A mutant that leaves a planeswalker with no loyalty on the battlefield (CR 704.5i)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("zero-loyalty-stays", rules=("704.5i",),
        killed_by=("damage-to-planeswalker-removes-loyalty",),
        report="phase.rs issue #4239 (https://github.com/phase-rs/phase/issues/4239): Nissa, Steward of "
               "Elements cast for X=0 entered with 0 loyalty and stayed on the battlefield instead of going "
               "to the graveyard as a state-based action (triaged as a wrong game result)")
class ZeroLoyaltyStays(Rules):
    """A planeswalker with 0 loyalty is never put into its owner's graveyard."""

    def loyalty_sba_applies(self, loyalty: int) -> bool:
        return False
