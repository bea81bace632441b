"""A mutant of Phyrexian mana under a minimum total cost (CR 601.2b, 601.2f)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("phyrexian-life-counts-for-minimum", rules=("601.2f",),
        killed_by=("total-cost-is-locked-before-payment",),
        report="XMage issue #1617 (https://github.com/magefree/mage/issues/1617): with Trinisphere on "
               "the battlefield, Dismember could be cast for {1} and 4 life, its Phyrexian symbols "
               "counted as mana for the minimum although they were paid with life; the same bug is "
               "Forge issue #7152 (https://github.com/Card-Forge/forge/issues/7152)")
class PhyrexianLifeCountsForMinimum(Rules):
    """A minimum total cost counts each Phyrexian symbol paid with 2 life as
    one mana of the total, so Trinisphere raises {1}{U/P} paid with life to
    {1} and 2 life rather than {3} and 2 life."""

    def phyrexian_life_in_minimum(self, paid_with_life: int) -> int:
        return paid_with_life
