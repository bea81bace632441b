"""A mutant whose delayed triggers track the wrong object (CR 603.7c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("delayed-tracks-trigger-object", rules=("603.7c", "400.7"),
        killed_by=("effect-finds-what-it-moved",),
        report="XMage issue #1740 (https://github.com/magefree/mage/issues/1740): Flickerwisp's "
               "end-step trigger returned a card another instance of the ability had exiled, not "
               "only the card its own instance exiled; and phase-rs/phase issue #478 "
               "(https://github.com/phase-rs/phase/issues/478): Flickerwisp's end-step trigger did "
               "not return the card it exiled")
class DelayedTracksTriggerObject(Rules):
    """A delayed trigger tracks the object that triggered its creating ability (its "it",
    else its first object target) instead of the one the creating effect names: Flickerwisp's
    "exile another target permanent; return that card at the beginning of the next end step"
    tracks Flickerwisp itself, and the exiled card never comes back."""

    def delayed_tracks(self, named: ObjectId | None, trigger_object: ObjectId | None) -> ObjectId | None:
        return trigger_object
