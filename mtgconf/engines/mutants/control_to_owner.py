"""A mutant whose "gain control" gives the permanent to its owner (CR 608.2c, 613.1b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import PlayerId


@mutant("control-goes-to-owner", rules=("608.2c",),
        killed_by=("resolving-instructions-are-followed",),
        report="phase.rs issue #2915 (https://github.com/phase-rs/phase/issues/2915), confirmed: Alexios, "
               "Deimos of Kosmos says that each player gains control of it at the beginning of their "
               "upkeep, but control went back to its owner instead of passing to that player")
class ControlGoesToOwner(Rules):
    """An instruction that gives a player control of a permanent gives it to
    the permanent's owner instead: stealing another player's permanent does
    nothing."""

    def control_goes_to(self, player: PlayerId, owner: PlayerId) -> PlayerId:
        return owner
