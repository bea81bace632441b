"""A mutant whose "put into a graveyard from anywhere" abilities see only
cards coming from the battlefield (CR 603.6, 603.10)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import Zone


@mutant("graveyard-from-anywhere-only-from-battlefield", rules=("603.6", "603.10"),
        killed_by=("graveyard-triggers-match-the-zone",),
        report="phase.rs issue #7629 (https://github.com/phase-rs/phase/issues/7629): Duskmantle "
               "Guildmage's \"whenever a card is put into an opponent's graveyard from anywhere "
               "this turn\" triggered only for cards that went to the graveyard from play, not "
               "for milled ones")
class GraveyardFromAnywhereOnlyFromBattlefield(Rules):
    """"Whenever a card is put into a graveyard from anywhere" (and a card's
    own "when this is put into a graveyard from anywhere") triggers only for
    cards put there from the battlefield: milled, discarded cards and
    resolved spells are missed."""

    def graveyard_from_anywhere_matches(self, came_from: Zone | None) -> bool:
        return came_from is Zone.BATTLEFIELD
