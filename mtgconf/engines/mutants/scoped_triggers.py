"""Mutants of scoped "triggers an additional time" effects (CR 603.2d)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("additional-time-scope-ignored", rules=("603.2d",),
        killed_by=("scoped-additional-triggers",),
        report="phase.rs issue #5291 (https://github.com/phase-rs/phase/issues/5291), fixed by pull "
               "request #5395: Veyran, Voice of Duality's cause qualifier was dropped, so it doubled "
               "every trigger of its controller's permanents, attack and enters triggers included")
class AdditionalTimeScopeIgnored(Rules):
    """A scoped additional-time effect multiplies every triggered ability of
    the permanents it covers, whatever event triggered it: Panharmonicon
    doubles a dies trigger, Veyran an enters trigger."""

    def extra_trigger_in_scope(self, event: bool, subject: bool, caster: bool) -> bool:
        return True


@mutant("additional-time-any-caster", rules=("603.2d",),
        killed_by=("scoped-additional-triggers",),
        report="XMage issue #8287 (https://github.com/magefree/mage/issues/8287): Veyran made its "
               "controller's Rhystic Study-like triggers trigger twice off opponents' instants and "
               "sorceries, though it names only its controller casting them")
class AdditionalTimeAnyCaster(Rules):
    """A scoped additional-time effect that names who casts the spell
    ("if you casting ...") applies whoever casts it."""

    def extra_trigger_in_scope(self, event: bool, subject: bool, caster: bool) -> bool:
        return event and subject
