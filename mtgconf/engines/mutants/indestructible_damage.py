"""A mutant whose lethal-damage check ignores indestructible (CR 704.5g, 702.12b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("indestructible-destroyed-by-damage", rules=("704.5g", "702.12b"),
        killed_by=("creatures-die-to-toughness-and-lethal-damage",),
        report="Forge issue #3687 (https://github.com/Card-Forge/forge/issues/3687), fixed by pull "
               "request #3688: the state-based check for lethal damage still picked indestructible "
               "creatures with excess damage, where 702.12b says they ignore it")
class IndestructibleDestroyedByDamage(Rules):
    """The lethal-damage state-based action destroys an indestructible creature too."""

    def creature_sba_rule(self, toughness: int, damage: int, indestructible: bool) -> str | None:
        return super().creature_sba_rule(toughness, damage, False)
