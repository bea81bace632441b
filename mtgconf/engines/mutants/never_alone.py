"""A mutant under which no creature attacks alone (CR 506.5)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("lone-attacker-not-alone", rules=("506.5",),
        killed_by=("attacks-alone-only-when-declared-alone",),
        report="phase.rs pull request #5378 (https://github.com/phase-rs/phase/pull/5378), fixing issue "
               "#5328: when one creature attacked alone, \"whenever a creature you control attacks alone\" "
               "abilities of permanents that stayed back never triggered, since the lone attacker was "
               "counted among its own co-attackers (also issues #4270 and #784, exalted on the Hierarchs)")
class LoneAttackerNotAlone(Rules):
    """A creature that is the only one declared as an attacker does not attack alone: it is
    counted among its own co-attackers."""

    def attacks_alone(self, declared: int) -> bool:
        return super().attacks_alone(declared + 1)
