"""A mutant that hands priority to the wrong player after a resolution (CR 117.3b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import PlayerId


@mutant("priority-to-resolved-controller", rules=("117.3b",),
        killed_by=("active-player-gets-priority-after-resolution",),
        report="XMage issue #2470 (https://github.com/magefree/mage/issues/2470): priority went to "
               "the player controlling the turn instead of the player whose turn it was")
class PriorityToResolvedController(Rules):
    """After a spell or ability resolves, the player who controlled it receives priority
    instead of the active player."""

    def priority_after_resolution(self, active: PlayerId, resolved_controller: PlayerId) -> PlayerId:
        return resolved_controller
