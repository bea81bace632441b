"""Mutants of the one-land limit and of what an engine refuses (CR 305.2)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("first-land-refused", rules=("305.2",),
        killed_by=("refusal-reasons-are-true",),
        report="XMage issue #8615 (https://github.com/magefree/mage/issues/8615): a land the "
               "player was allowed to play was refused, though no land had been played that turn")
class FirstLandRefused(Rules):
    """The one-land limit is read the wrong way round: a player's first land
    play of the turn is refused as "only once a turn", and a second one is
    accepted."""

    def land_play_allowed(self, played_one_this_turn: bool) -> bool:
        return played_one_this_turn


@mutant("second-land-allowed", rules=("305.2",),
        killed_by=("illegal-attempts-are-refused",),
        report="Forge issue #9679 (https://github.com/Card-Forge/forge/issues/9679): Dryad Arbor "
               "was played in the same turn as another land drop, past the one-land limit")
class SecondLandAllowed(Rules):
    """The one-land limit is not enforced: a player may play a second land,
    and a third, in the same turn."""

    def land_play_allowed(self, played_one_this_turn: bool) -> bool:
        return True
