"""A mutant whose players make an offer's choices in seat order instead of APNAP order (CR 101.4)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import PlayerId


@mutant("offer-choices-in-seat-order", rules=("101.4",),
        killed_by=("apnap-restarts-for-outstanding-choices",),
        report="Forge pull request #6226 (https://github.com/Card-Forge/forge/pull/6226): cards that have "
               "opponents choose one after another in turn order (Manifold Insights, Protection Racket) took "
               "them in the order of the game's player list, where the human player always comes first, "
               "instead of in turn order from the player whose ability it was")
class OfferChoicesInSeatOrder(Rules):
    """Players who owe a choice make it in the order of the player list (seat
    order), whoever is the active player, instead of starting with the active
    player and going on in turn order."""

    def next_chooser(self, outstanding: tuple[PlayerId, ...], last: PlayerId | None,
                     apnap: tuple[PlayerId, ...]) -> PlayerId:
        return min(outstanding)
