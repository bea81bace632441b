"""A mutant whose unattached Equipment still gives its bonus (CR 301.5a, 303.4b, 613.4c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("unattached-equipment-boosts-equipped-creatures", rules=("301.5a", "303.4b", "613.4c"),
        killed_by=("counters-and-power-toughness-add-up",),
        report="phase.rs issue #178 (https://github.com/phase-rs/phase/issues/178): an Equipment attached to "
               "nothing still gave its bonus to every creature that had some Equipment attached, its "
               "\"equipped creature\" not guarded against being unattached")
class UnattachedEquipmentBoostsEquippedCreatures(Rules):
    """An Aura or Equipment attached to nothing gives its "enchanted (equipped)
    creature gets +N/+M" to every permanent some Aura or Equipment is attached
    to, instead of to nothing; attached, it boosts its own host only."""

    def attached_bonus_hosts(self, attached_to: ObjectId | None,
                             wearing: frozenset[ObjectId]) -> frozenset[ObjectId]:
        return wearing if attached_to is None else frozenset((attached_to,))
