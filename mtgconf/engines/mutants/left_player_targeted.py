"""A mutant under which a player who has left the game stays a legal target (CR 800.4a, 608.2b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("left-player-still-targeted", rules=("800.4a", "608.2b"),
        killed_by=("all-targets-illegal-does-not-resolve",),
        report="XMage issue #1600 (https://github.com/magefree/mage/issues/1600): spells targeting a "
               "player kept resolving against them after that player left a multiplayer game (the "
               "copies of Tendrils of Agony went on draining a player who had lost)")
class LeftPlayerStillTargeted(Rules):
    """As a spell or ability resolves, a target player who has left the game is
    still a legal target, so its instructions act on that player."""

    def left_player_still_legal(self) -> bool:
        return True
