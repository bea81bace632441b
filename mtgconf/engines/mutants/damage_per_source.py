"""A mutant that triggers "is dealt damage" once per source of simultaneous damage (CR 603.2c, 120.3)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("dealt-damage-per-source", rules=("603.2c", "120.3"),
        killed_by=("damage-triggers-match-dealt-damage",),
        report="XMage issue #4015 (https://github.com/magefree/mage/issues/4015): an enrage creature "
               "double blocked was dealt combat damage by two creatures at once and its \"is dealt "
               "damage\" ability triggered once per creature instead of once")
class DealtDamagePerSource(Rules):
    """Simultaneous damage counts as one occurrence per source and recipient
    pair: a creature dealt damage by two sources at once triggers its "is
    dealt damage" abilities twice, and a source dealing damage to two
    recipients at once triggers its "deals damage" abilities twice."""

    def damage_occurrence_per_hit(self) -> bool:
        return True
