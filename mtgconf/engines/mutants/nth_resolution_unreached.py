"""A mutant that never reaches a resolution count past the first (CR 603.7h)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("nth-resolution-unreached", rules=("603.7h",),
        killed_by=("counted-delayed-trigger-made-once",),
        report="phase.rs issue #2391 (https://github.com/phase-rs/phase/issues/2391): Omnath, Locus of "
               "Creation's \"if this is the second (third) time this ability has resolved this turn\" "
               "branches never happened, only the first; also XMage issue #6562 (Inner-Flame Igniter and two "
               "cards like it did nothing on the ability's third resolution of the turn)")
class NthResolutionUnreached(Rules):
    """A "when this ability has resolved N times this turn" delayed trigger fires when N is 1,
    as it should, but never for a second or later resolution: the count is not followed past
    the first."""

    def resolution_count_reached(self, resolved_this_turn: int, wanted: int) -> bool:
        return wanted == 1 and super().resolution_count_reached(resolved_this_turn, wanted)
