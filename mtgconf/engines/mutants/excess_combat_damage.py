"""A mutant that deals less combat damage than the creature's power (CR 510.1a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("excess-combat-damage-lost", rules=("510.1a", "510.1c"),
        killed_by=("combat-damage-is-the-whole-power",),
        report="XMage issue #6369 (https://github.com/magefree/mage/issues/6369): an 11-power attacker "
               "blocked by a creature with toughness 3 was let assign only part of its combat damage; "
               "the rest of its power was never dealt")
class ExcessCombatDamageLost(Rules):
    """A creature deals each recipient of its combat damage only what is lethal
    to it, its last or lone one included: power beyond that is never dealt."""

    def assigns_the_rest_to_the_last(self) -> bool:
        return False
