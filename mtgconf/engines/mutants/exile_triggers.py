"""Mutants of "put into exile" triggers (CR 603.2, 603.10)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import Zone


@mutant("exile-from-anywhere-misses-the-battlefield", rules=("603.2", "603.6c"),
        killed_by=("exile-triggers-match-the-zone",),
        report="phase.rs issue #8390 (https://github.com/phase-rs/phase/issues/8390): Ranar the "
               "Ever-Watchful, which triggers when cards are put into exile, did not trigger when "
               "permanents were exiled from the battlefield")
class ExileFromAnywhereMissesTheBattlefield(Rules):
    """"Whenever a card is put into exile from anywhere" (and a card's own
    "when this is put into exile from anywhere") misses permanents exiled
    from the battlefield, or exiled instead of dying; cards exiled from a
    graveyard still trigger it."""

    def exile_from_anywhere_matches(self, came_from: Zone | None) -> bool:
        return came_from is not Zone.BATTLEFIELD
