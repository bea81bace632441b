"""A mutant whose permanent forgets the mana spent to cast the spell it was,
so "if at least three mana of the same color was spent to cast it" never
holds as it enters (CR 601.2h, 603.4)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("mana-spent-forgotten-by-the-permanent", rules=("603.4",),
        killed_by=("intervening-if-checked-at-event",),
        report="XMage issue #5985 (https://github.com/magefree/mage/issues/5985): Clockwork Servant's adamant "
               "enters trigger never fired when it was cast from a graveyard, the record of the mana spent to "
               "cast it lost on the way to the battlefield")
class ManaSpentForgotten(Rules):
    """The permanent a spell becomes keeps no record of the mana spent to cast it."""

    def mana_spent_kept(self, spent: str) -> str:
        return ""
