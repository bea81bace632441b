"""A mutant whose "prevent all damage" effects prevent only 1 damage of each hit (CR 615.1, 615.7)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("prevent-all-prevents-one", rules=("615.1", "615.7"),
        killed_by=("prevention-effects-prevent",),
        report="phase.rs issue #328 (https://github.com/phase-rs/phase/issues/328): Gatta and Luzzu's "
               "\"prevent that damage\" (all damage to the creature this turn) was parsed as a prevention "
               "of the next 1 damage, and the reporter's blocker died to a 4-power attacker as though "
               "only part of the damage had been prevented")
class PreventAllPreventsOne(Rules):
    """A "prevent all damage" effect prevents only 1 damage of each hit it
    covers; the rest is dealt."""

    def prevent_all_limit(self) -> int | None:
        return 1
