"""A mutant whose blocker leaves combat when an attacker it blocks leaves (CR 509.1g)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("blocker-leaves-with-attacker", rules=("509.1g",),
        killed_by=("blocker-stays-blocking",),
        report="XMage issue #4172 (https://github.com/magefree/mage/issues/4172): a creature able to "
               "block several attackers (Two-Headed Giant of Foriys) was shown blocking nothing once "
               "combat changed, its blocks and its combat damage out of step")
class BlockerLeavesWithAttacker(Rules):
    """A creature blocking several attackers stops blocking as soon as one of them leaves the
    battlefield, so it deals no combat damage to the attackers it still blocks."""

    def blocker_leaves_with_attacker(self) -> bool:
        return True
