"""A mutant under which a player who left the game keeps their seat in the turn rotation (CR 800.4k)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import PlayerId


@mutant("lost-player-keeps-turns", rules=("800.4k",),
        killed_by=("turns-pass-in-turn-order",),
        report="Forge pull request #11266 (https://github.com/Card-Forge/forge/pull/11266): a player who "
               "lost during a cleanup step stayed in the turn order until the game's outcome was "
               "processed, so choosing the next turn's player could return that lost player; in "
               "multiplayer the fix takes the lost player out of the rotation and picks a live one")
class LostPlayerKeepsTurns(Rules):
    """The next turn goes to the next seat in turn order, whether or not its player is still in
    the game: a player who has left can begin another turn."""

    def turn_rotation(self, seats: list[PlayerId], left_game: frozenset[PlayerId]) -> list[PlayerId]:
        return super().turn_rotation(seats, frozenset())
