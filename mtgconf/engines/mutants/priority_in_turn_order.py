"""Mutants that hand priority to the wrong player when a step begins (CR 117.3a)
or after a pass (CR 117.3d)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import PlayerId


@mutant("first-priority-to-next-player", rules=("117.3a",),
        killed_by=("active-player-gets-first-priority-in-each-step",),
        report="XMage issue #2470 (https://github.com/magefree/mage/issues/2470): in each step a "
               "player other than the one whose turn it was received priority first")
class FirstPriorityToNextPlayer(Rules):
    """When a step begins, the first priority goes to the player after the active
    player in turn order instead of to the active player."""

    def first_priority_of_step(self, active: PlayerId, turn_order: list[PlayerId]) -> PlayerId:
        return turn_order[1] if len(turn_order) > 1 else active


@mutant("pass-returns-to-active-player", rules=("117.3d",),
        killed_by=("pass-goes-to-next-player-in-turn-order",),
        report="ponzare issue #347 (https://github.com/robdennis/ponzare/issues/347): priority "
               "rotation was a two-player toggle between the active player and one opponent, "
               "not the next player in turn order")
class PassReturnsToActivePlayer(Rules):
    """Priority toggles as in a two-player game: a non-active player's pass hands
    it back to the active player, so in a game of three or more the players after
    the first opponent are skipped."""

    def priority_after_pass(self, passer: PlayerId, turn_order: list[PlayerId], active: PlayerId) -> PlayerId:
        if passer != active and active in turn_order:
            return active
        return turn_order[1] if len(turn_order) > 1 else turn_order[0]
