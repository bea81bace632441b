"""A mutant that charges the entwine cost but keeps the one mode announced (CR 702.42a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("entwine-paid-one-mode", rules=("702.42a",),
        killed_by=("mode-count-and-costs",),
        report="Magarena issue #513 (https://github.com/magarena/magarena/issues/513): Tooth and Nail cast "
               "with its entwine cost paid ({2} more locked in and paid) performed only its first mode, "
               "putting the creatures it found into the hand, not onto the battlefield")
class EntwinePaidOneMode(Rules):
    """A spell cast with its entwine cost paid pays that cost but is cast with
    only the mode chosen as if it had not been entwined."""

    def entwine_chooses_all(self, entwined: bool) -> bool:
        return False
