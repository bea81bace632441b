"""A mutant that counts a creature exiled instead of dying as a death (CR 700.4, 614.6)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("morbid-counts-exiled-instead", rules=("700.4", "614.6", "603.4"),
        killed_by=("intervening-if-checked-at-event",),
        report="XMage issue #2053 (https://github.com/magefree/mage/issues/2053): with Leyline of "
               "the Void out, Deathreap Ritual's \"if a creature died this turn\" was still true "
               "after the opponent's creatures were exiled instead of dying")
class MorbidCountsExiledInstead(Rules):
    """A creature that a replacement effect exiled instead of putting into a
    graveyard counts for "if a creature died this turn"."""

    def counts_as_died(self, to_graveyard: bool, death_replaced: bool) -> bool:
        return to_graveyard or death_replaced
