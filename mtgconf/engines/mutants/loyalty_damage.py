"""A mutant in which damage to a planeswalker removes one loyalty counter, however much it is (CR 120.3c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("planeswalker-damage-removes-one-loyalty", rules=("120.3c",),
        killed_by=("damage-to-planeswalker-removes-loyalty",),
        report="phase.rs issue #2352 (https://github.com/phase-rs/phase/issues/2352): a 9-power "
               "creature's combat damage to Professor Onyx removed only 1 loyalty counter instead "
               "of 9")
class PlaneswalkerDamageRemovesOneLoyalty(Rules):
    """Damage dealt to a planeswalker removes a single loyalty counter,
    whatever the amount dealt."""

    def loyalty_removed_by_damage(self, damage: int) -> int:
        return min(damage, 1)
