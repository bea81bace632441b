"""A mutant whose Auras put onto the battlefield without being cast enter attached to nothing (CR 303.4f)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("returned-aura-enters-unattached", rules=("303.4f",),
        killed_by=("aura-put-onto-battlefield-enchants-a-legal-choice",),
        report="XMage issue #1550 (https://github.com/magefree/mage/issues/1550): Replenish returned Auras to the "
               "battlefield without letting them be attached to anything, so they went straight back to the "
               "graveyard")
class ReturnedAuraEntersUnattached(Rules):
    """An Aura put onto the battlefield other than by resolving as its spell
    enters attached to nothing, though something it may enchant is there;
    the next state-based action check puts it into the graveyard."""

    def entering_aura_host(self, legal: list[ObjectId]) -> ObjectId | None:
        return None
