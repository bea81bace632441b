"""Mutants of sacrifice triggers (CR 701.21a, 603.10a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.objects import Chars


@mutant("no-sacrifice-look-back", rules=("603.10a", "701.21a"),
        killed_by=("sacrifice-triggers-look-back",),
        report="phase.rs pull request #9151 (https://github.com/phase-rs/phase/pull/9151): a "
               "permanent's own \"when you sacrifice it\" trigger never fired (Carrot Cake, the "
               "Ordeals): the sacrificed object, already in the graveyard, was not scanned for "
               "sacrifice triggers, though CR 603.10a has them look back")
class NoSacrificeLookBack(Rules):
    """"Whenever a player sacrifices" abilities use the board after the
    sacrifice, so a sacrificed permanent's own "when you sacrifice this"
    (and a watcher sacrificed with what it watches) does not trigger."""

    def sacrifice_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
        return after
