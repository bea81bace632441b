"""A mutant that decides the second combat damage step by the keywords a
creature has then, not by those it had as the first began (CR 510.4, 702.7c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("first-strike-lost-strikes-again", rules=("510.4", "702.7c"),
        killed_by=("first-strike-damage-step",),
        report="XMage issue #10232 (https://github.com/magefree/mage/issues/10232): a creature given "
               "first strike by Archetype of Courage dealt damage in the first-strike step, the "
               "Archetype died in that step, and the creature dealt its damage again in the regular "
               "step, as if it had double strike")
class FirstStrikeLostStrikesAgain(Rules):
    """In the second combat damage step, a creature that no longer has first
    strike deals combat damage even though it had first strike as the first
    step began and dealt its damage then."""

    def deals_regular_combat_damage(self, struck_first: bool, first_strike: bool, double_strike: bool) -> bool:
        return not first_strike or double_strike
