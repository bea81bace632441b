"""Mutant of convoke (CR 702.51a, 603.2e): how often a creature tapped for
convoke becomes tapped."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("convoke-tap-triggers-twice", rules=("702.51a", "603.2e"),
        killed_by=("convoke-taps-become-tapped",),
        report="Forge issue #3903 (https://github.com/Card-Forge/forge/issues/3903): casting a spell with "
               "convoke by tapping Magda, Brazen Outlaw triggered Magda's \"whenever a Dwarf you control "
               "becomes tapped\" ability twice")
class ConvokeTapTriggersTwice(Rules):
    """A creature tapped for convoke is reported as becoming tapped twice, so
    each "becomes tapped" ability triggers twice for one tap."""

    def convoke_tap_occurrences(self) -> int:
        return 2
