"""A mutant that applies blocking restrictions to a creature put onto the
battlefield blocking (CR 509.4b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("entered-blocker-restricted", rules=("509.4b",),
        killed_by=("entered-blocker-ignores-block-restrictions", "blocked-attacker-damages-its-blockers"),
        report="XMage issue #10234 (https://github.com/magefree/mage/issues/10234): Mirri, Weatherlight "
               "Duelist's limit on declaring attackers was applied to creatures put onto the battlefield "
               "attacking, which entered but dealt no combat damage; here the same mistake on the "
               "blocking side")
class EnteredBlockerRestricted(Rules):
    """The "can't block" restriction on declaring blockers is applied to a creature put onto the
    battlefield blocking: it enters, but blocks nothing, deals no combat damage, and its attacker
    stays unblocked."""

    def entered_blocker_obeys_restrictions(self, cant_block: bool) -> bool:
        return cant_block
