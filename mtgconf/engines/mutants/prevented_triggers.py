"""A mutant in which prevented damage never triggers "damage is prevented" abilities (CR 615.13)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("prevented-damage-triggers-dropped", rules=("615.13",),
        killed_by=("prevented-damage-triggers-once-per-application",),
        report="phase.rs issue #5658 (https://github.com/phase-rs/phase/issues/5658): the \"When damage is "
               "prevented this way, ...\" abilities of New Way Forward, Phyrexian Vindicator and Outfitted "
               "Jouster were silently dropped: the damage was prevented, but the ability that should trigger "
               "on that prevention never did")
class PreventedDamageTriggersDropped(Rules):
    """Prevention effects prevent damage as they should, but no application
    of one is an occurrence: "whenever damage that would be dealt to you is
    prevented" never triggers."""

    def prevention_applications(self, prevented: list[tuple[int, str]]) -> list[list[int]]:
        return []
