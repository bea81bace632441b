"""A mutant of the Phyrexian mana choice (CR 107.4f, 601.2b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("phyrexian-pool-overrides-life", rules=("107.4f",),
        killed_by=("phyrexian-mana-paid-with-mana-or-two-life",),
        report="XMage issue #497 (https://github.com/magefree/mage/issues/497): with blue mana "
               "floating, Gitaxian Probe was cast by taking the mana from the pool, without the "
               "option to pay 2 life for its Phyrexian symbol")
class PhyrexianPoolOverridesLife(Rules):
    """A Phyrexian symbol announced as paid with 2 life is paid with mana
    instead whenever the pool holds mana of its colour."""

    def phyrexian_paid_with_life(self, announced: bool, pool_holds_colour: bool) -> bool:
        return announced and not pool_holds_colour
