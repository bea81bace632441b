"""A mutant that keeps marked damage through the cleanup step (CR 514.2)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("damage-stays-after-cleanup", rules=("514.2",),
        killed_by=("damage-and-end-of-turn-changes-wear-off-in-cleanup",),
        report="Magarena issue #131 (https://github.com/magarena/magarena/issues/131): Erebos came "
               "back as a creature with damage from an earlier turn still marked, because the cleanup "
               "step cleared damage only from some permanents")
class DamageStaysAfterCleanup(Rules):
    """The cleanup step removes no damage: it stays marked into the next turn."""

    def cleanup_removes_damage(self) -> bool:
        return False
