"""Mutants of discard triggers (CR 701.9a, 603.2)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("discarded-hand-triggers-nothing", rules=("701.9a", "603.2"),
        killed_by=("discard-triggers-per-card",),
        report="phase.rs issue #6391 (https://github.com/phase-rs/phase/issues/6391): with Waste Not "
               "in play, Dark Deal made every player discard their hand, and Waste Not did not "
               "trigger at all")
class DiscardedHandTriggersNothing(Rules):
    """Cards discarded together as a whole hand ("each player discards their
    hand") are no occurrence of "whenever a player discards a card"; a card
    discarded to a cost still is."""

    def discard_is_occurrence(self, whole_hand: bool) -> bool:
        return not whole_hand
