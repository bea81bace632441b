"""A mutant that puts a resolving Aura spell onto the battlefield attached to nothing (CR 608.3b, 303.4a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("aura-spell-enters-unattached", rules=("608.3b", "303.4a"),
        killed_by=("aura-spell-enters-attached-to-its-target",),
        report="XMage issue #1006 (https://github.com/magefree/mage/issues/1006): Curse of Death's Hold, "
               "cast targeting an opponent, was put into the graveyard from the battlefield as soon as it "
               "resolved, as an Aura attached to nothing is")
class AuraSpellEntersUnattached(Rules):
    """An Aura spell whose target is still legal resolves onto the battlefield
    but attached to nothing, so the next state-based action check puts it into
    its owner's graveyard (CR 704.5m), and its leaves abilities trigger."""

    def aura_spell_host(self, target: ObjectId) -> ObjectId | None:
        return None
