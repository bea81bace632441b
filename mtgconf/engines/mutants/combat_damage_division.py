"""A mutant of dividing combat damage (CR 510.1a, 510.1d)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("blocker-damage-to-each-attacker", rules=("510.1a", "510.1d"),
        killed_by=("combat-damage-within-power",),
        report="XMage issue #10275 (https://github.com/magefree/mage/issues/10275), a duplicate of "
               "#7434: one creature in combat with several others dealt damage equal to its power to "
               "each of them instead of dividing it")
class BlockerDamageToEachAttacker(Rules):
    """A creature blocking two or more attackers deals its full power to each
    of them instead of dividing it among them."""

    def blocker_divides_damage(self) -> bool:
        return False
