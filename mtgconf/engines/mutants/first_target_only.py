"""A mutant where only a spell's first target becomes its target (CR 603.2c, 601.2c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("only-first-target-becomes-target", rules=("603.2c", "601.2c"),
        killed_by=("target-triggers-once-per-spell-or-ability",),
        report="XMage issue #11539 (https://github.com/magefree/mage/issues/11539): a modal spell bouncing "
               "two Phyrexian Fleshgorgers with two of its modes triggered only the first one's ward "
               "(\"whenever this becomes the target of a spell or ability\")")
class OnlyFirstTargetBecomesTarget(Rules):
    """Of the objects a spell or ability targets, only the first "becomes the target" and
    triggers abilities watching for that."""

    def target_occurrences(self, targeted: list[ObjectId]) -> list[ObjectId]:
        return super().target_occurrences(targeted)[:1]
