"""A mutant that leaves a regenerated creature in combat (CR 701.19a, 506.4)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("regenerated-stays-in-combat", rules=("614.8", "506.4"),
        killed_by=("regenerated-creature-is-tapped-and-out-of-combat",),
        report="Forge issue #8922 (https://github.com/Card-Forge/forge/issues/8922): a Skyshroud Troll "
               "regenerated after first-strike damage was not removed from combat and still dealt its "
               "damage in the regular combat damage step")
class RegeneratedStaysInCombat(Rules):
    """An attacking or blocking creature that regenerates is tapped and loses
    its damage but stays in combat, and deals and is dealt combat damage."""

    def removed_from_combat(self, why: str) -> bool:
        return why != "regenerated"
