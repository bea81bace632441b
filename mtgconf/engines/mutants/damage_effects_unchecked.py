"""A mutant whose damage effects each see the damage event as it first was (CR 616.1f)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("damage-effects-see-the-original-event", rules=("616.1f",),
        killed_by=("damage-modifiers-in-chosen-order",),
        report="XMage issue #7214 (https://github.com/magefree/mage/issues/7214): with Burrenton "
               "Forge-Tender's prevention and Soul-Scar Mage's replacement on one Lightning Bolt, the player "
               "chose the prevention first, yet the second effect still applied to the event as it was "
               "before the prevention, not to what was left of it")
class DamageEffectsSeeTheOriginalEvent(Rules):
    """When several prevention and doubling effects change one damage event,
    each applies to the damage as it first was, not as the effects before it
    left it: 3 damage, 1 prevented, then doubled from 3 (6 dealt)."""

    def damage_seen_by_next_effect(self, modified: int, original: int) -> int:
        return original
