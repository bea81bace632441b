"""A mutant whose resolving spell or ability still acts on a target that became illegal (CR 608.2b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("illegal-target-affected", rules=("608.2b",),
        killed_by=("all-targets-illegal-does-not-resolve", "resolving-instructions-are-followed"),
        report="Forge issue #3893 (https://github.com/Card-Forge/forge/issues/3893): Blatant Thievery cast on "
               "two opponents' permanents, one of which changed controller before it resolved, gained control "
               "of that now illegal target when it was the one targeted last (fixed by pull request #4914); "
               "also phase.rs issue #5965 (https://github.com/phase-rs/phase/issues/5965): Swords to "
               "Plowshares still exiled a creature given hexproof in response")
class IllegalTargetAffected(Rules):
    """As a spell or ability resolves with some targets still legal, its
    instructions also act on a target that has become illegal while staying
    on the battlefield."""

    def illegal_target_affected(self, legal: bool) -> bool:
        return True
