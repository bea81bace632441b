"""Mutants of "becomes the target" triggers (CR 603.2c, 601.2c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("target-trigger-per-target-word", rules=("603.2c", "601.2c"),
        killed_by=("target-triggers-once-per-spell-or-ability",),
        report="XMage issue #7616 (https://github.com/magefree/mage/issues/7616): Leyline of Combustion "
               "triggered several times for one Collective Brutality that targeted its controller's "
               "side more than once, though a spell that targets the same things several times "
               "triggers it once")
class TargetTriggerPerTargetWord(Rules):
    """A spell or ability that names one permanent with two of its targets
    makes it "become the target" twice: its "becomes the target" abilities
    trigger once per target naming it, not once per spell or ability."""

    def target_occurrences(self, targeted: list[ObjectId]) -> list[ObjectId]:
        return targeted
