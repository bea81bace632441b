"""Mutants of countering abilities and of returning spells from the stack
(CR 701.6a, 400.7), each modelled on a reported engine bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("activated-ability-uncounterable", rules=("701.6a",), killed_by=("countered-ability-does-nothing",),
        report="Forge pull request #4429 (https://github.com/Card-Forge/forge/pull/4429): in review, "
               "treating every card on the stack as a spell made the activated ability of Lightning "
               "Storm count as a spell that Chimil made uncounterable, so Stifle could no longer "
               "counter it")
class ActivatedAbilityUncounterable(Rules):
    """"Counter target activated or triggered ability" resolves but leaves an
    activated ability on the stack, as if it were a spell that can't be
    countered; it resolves later. Triggered abilities are still countered."""

    def ability_countered(self, kind: str) -> bool:
        return kind != "activated"


@mutant("returned-spell-stays-on-stack", rules=("400.7", "701.6a"), killed_by=("returned-spell-leaves-the-stack",),
        report="XMage issue #4072 (https://github.com/magefree/mage/issues/4072): Venser, Shaper "
               "Savant returning a spell copy to its owner's hand left it on the stack, where it "
               "resolved normally, though the log said it had been put into the hand")
class ReturnedSpellStaysOnStack(Rules):
    """"Return target spell to its owner's hand" leaves the spell on the stack:
    it is not moved, and it resolves as if nothing had happened."""

    def returned_spell_leaves_stack(self) -> bool:
        return False
