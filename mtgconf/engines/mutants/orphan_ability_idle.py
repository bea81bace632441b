"""A mutant whose abilities do nothing once their source has left (CR 113.7a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("orphan-ability-does-nothing", rules=("113.7a",),
        killed_by=("ability-independent-of-source",),
        report="XMage issue #3476 (https://github.com/magefree/mage/issues/3476): when Jeleva, Nephalia's "
               "Scourge had left the battlefield before her enters trigger resolved, the trigger exiled no "
               "cards (confirmed with Beast Within in response)")
class OrphanAbilityDoesNothing(Rules):
    """A triggered or activated ability whose source was on the battlefield as it went on the
    stack, and has left since, resolves but does nothing."""

    def ability_acts_without_source(self, source_left: bool) -> bool:
        return not source_left
