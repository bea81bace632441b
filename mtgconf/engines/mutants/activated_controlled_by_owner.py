"""A mutant that gives an activated ability to its source's owner (CR 602.2a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import PlayerId


@mutant("activated-controlled-by-owner", rules=("602.2a",),
        killed_by=("activation-by-controller",),
        report="XMage issue #604 (https://github.com/magefree/mage/issues/604): abilities of permanents "
               "controlled by a player other than their owner sometimes acted as if their owner controlled "
               "them (the controller of such abilities was mishandled; also issues #589, #552 and #448)")
class ActivatedControlledByOwner(Rules):
    """An activated ability of a permanent its owner does not control is controlled, on the
    stack and as it resolves, by that owner, not by the player who activated it."""

    def activated_controller(self, activator: PlayerId, owner: PlayerId) -> PlayerId:
        return owner
