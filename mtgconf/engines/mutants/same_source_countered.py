"""A mutant whose "counter target ability" counters the topmost ability of the target's source (CR 701.6a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("same-source-ability-countered", rules=("701.6a",),
        killed_by=("countered-ability-does-nothing",),
        report="XMage issue #8026 (https://github.com/magefree/mage/issues/8026): Kira, Great "
               "Glass-Spinner countered the topmost ability of the targeting source instead of the "
               "one that targeted, when Angelic Benediction triggered twice at once (fixed by pull "
               "request #8030)")
class SameSourceAbilityCountered(Rules):
    """"Counter target activated or triggered ability" counters the topmost
    ability on the stack from the same source as its target, which is another
    ability when two of that source's abilities wait there."""

    def ability_countered_instead(self, aimed: ObjectId, topmost_of_its_source: ObjectId) -> ObjectId:
        return topmost_of_its_source
