"""Mutants that break phasing: permanents phased in during the wrong player's
untap step (CR 502.1, 702.26a), phased out one by one, or only one of those a
mass phase-out names (CR 702.26a, 608.2c)."""
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


@mutant("phase-outs-apart", rules=("702.26a",),
        killed_by=("phase-out-triggers-look-back",),
        report="XMage issue #15797, fixed by pull request #15826 (https://github.com/magefree/mage/pull/15826): "
               "effects that phase out several permanents (Change of Plans, Ripples of Potential, Teferi, "
               "Timeless Voyager) phased them out one at a time instead of together")
class PhaseOutsApart(Rules):
    """The permanents one instruction phases out are recorded as phasing out
    one by one: their ``phased_out`` events share no batch."""

    def phased_out_together(self) -> bool:
        return False


@mutant("mass-phase-out-takes-one", rules=("702.26a", "608.2c"),
        killed_by=("phase-out-triggers-look-back",),
        report="phase.rs issue #2907 (https://github.com/phase-rs/phase/issues/2907): Teferi's Protection "
               "made its caster target one permanent and phased out only that one, instead of all "
               "permanents they control")
class MassPhaseOutTakesOne(Rules):
    """"All creatures phase out" phases out only the first permanent it names."""

    def phases_out_all(self) -> bool:
        return False
