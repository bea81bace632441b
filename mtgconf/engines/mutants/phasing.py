"""A mutant that phases permanents in during the wrong player's untap step (CR 502.1, 702.26a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("phases-in-on-any-untap", rules=("502.1", "702.26a"),
        killed_by=("untap-and-draw-steps-do-their-actions",),
        report="Forge pull request #1973 (https://github.com/Card-Forge/forge/pull/1973): a creature "
               "taken with Act of Treason and phased out by Reality Ripple did not phase in during the "
               "untap step of the player who controlled it as it phased out; Forge now stores that controller")
class PhasesInOnAnyUntap(Rules):
    """Phased-out permanents phase in during the next untap step, whoever's
    turn it is, instead of their controller's."""

    def phase_in_by_controller(self) -> bool:
        return False
