"""A mutant whose "N damage to each creature" reaches only one of the creatures (CR 608.2c, 120.3)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules
from reference_engine.ids import ObjectId


@mutant("each-damage-reaches-one", rules=("608.2c", "120.3"),
        killed_by=("resolving-instructions-are-followed",),
        report="phase.rs issue #6362 (https://github.com/phase-rs/phase/issues/6362): Nibelheim Aflame's "
               "damage to each other creature was not dealt to all of them (triaged as a wrong game result "
               "and closed)")
class EachDamageReachesOne(Rules):
    """An instruction that deals damage to each permanent a filter matches
    ("2 damage to each creature") deals it to the first of them only."""

    def each_damage_recipients(self, matched: list[ObjectId]) -> list[ObjectId]:
        return matched[:1]
