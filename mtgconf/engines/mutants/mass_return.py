"""A mutant whose mass returns from a graveyard put the cards onto the battlefield one by one (CR 603.6a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("mass-return-one-at-a-time", rules=("603.6a", "608.2c"),
        killed_by=("mass-return-enters-together",),
        report="Forge issue #5299 (https://github.com/Card-Forge/forge/issues/5299): Scapeshift put the "
               "lands onto the battlefield one after another, in the order chosen, instead of all at once, "
               "so a land's enters ability did not see the others (also XMage issue #506, "
               "https://github.com/magefree/mage/issues/506: Scapeshift's lands entered one by one and "
               "Valakut did not trigger as it should)")
class MassReturnOneAtATime(Rules):
    """"Return all ... cards from your graveyard to the battlefield" moves
    the cards one at a time, each in an event of its own: an earlier arrival
    sees the later ones enter, a later one never sees the earlier ones."""

    def mass_return_together(self) -> bool:
        return False
