"""A mutant that skips the starting player's first draw in every game (CR 103.8)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("first-draw-skipped-in-multiplayer", rules=("103.8a", "103.8c"),
        killed_by=("untap-and-draw-steps-do-their-actions",),
        report="phase.rs issue #954 (https://github.com/phase-rs/phase/issues/954), fixed by pull "
               "request #1026 (https://github.com/phase-rs/phase/pull/1026): in a multiplayer "
               "Commander game the starting player skipped the draw of their first turn, the "
               "two-player rule applied to every game")
class FirstDrawSkippedInMultiplayer(Rules):
    """The player who takes the first turn skips its draw step whatever the
    number of players."""

    def first_draw_skipped(self, players: int) -> bool:
        return True
