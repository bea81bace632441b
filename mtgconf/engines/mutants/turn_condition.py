"""A mutant that ignores whose turn it is in "if it's (not) your turn" (CR 603.4)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import PlayerId


@mutant("turn-condition-ignored", rules=("603.4",),
        killed_by=("intervening-if-checked-at-event",),
        report="phase.rs issue #873 (https://github.com/phase-rs/phase/issues/873): Glademuse's "
               "\"whenever a player casts their first spell each turn, if it's not their turn, ...\" "
               "triggered for every spell cast, on its controller's own turn too (fixed by "
               "phase-rs/phase#2836, which parses the \"not their turn\" condition)")
class TurnConditionIgnored(Rules):
    """"If it's your turn" and "if it's not your turn" are taken to hold
    whoever the active player is, so such abilities trigger and resolve on
    every turn."""

    def turn_condition_holds(self, active: PlayerId, you: PlayerId, yours: bool) -> bool:
        return True
