"""A mutant that leaves creatures with no toughness on the battlefield (CR 704.5f)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("zero-toughness-needs-damage", rules=("704.5f",),
        killed_by=("creatures-die-to-toughness-and-lethal-damage",),
        report="Magarena issue #986 (https://github.com/magarena/magarena/issues/986): a creature "
               "shrunk to 7/0 by Grasp of Darkness stayed on the battlefield, and one at 8/-2 looked "
               "alive, until a later event made the game look at it again")
class ZeroToughnessNeedsDamage(Rules):
    """A creature whose toughness is 0 or less is put into the graveyard only
    if it also has damage marked on it; an undamaged one stays."""

    def creature_sba_rule(self, toughness: int, damage: int, indestructible: bool) -> str | None:
        if toughness <= 0 and damage == 0:
            return None
        return super().creature_sba_rule(toughness, damage, indestructible)
