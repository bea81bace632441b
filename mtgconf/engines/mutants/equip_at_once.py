"""A mutant whose equip ability attaches as it is activated, without the stack (CR 602.2a, 117.3c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("equip-resolves-as-activated", rules=("117.3c", "602.2"),
        killed_by=("activator-gets-priority-back",),
        report="phase.rs commit df34aa6 (https://github.com/phase-rs/phase/commit/"
               "df34aa647942530ca920d8db2508dc112729c287), \"Stack-based activation for "
               "Crew/Station/Equip/Saddle\": these abilities applied their effect as their costs were "
               "paid, so the Equipment was attached before any player, its activator included, had "
               "priority with the ability on the stack")
class EquipResolvesAsActivated(Rules):
    """An activated ability that attaches its source (Equip) does what it says
    as it is activated: it is never put on the stack, and no player can respond."""

    def activated_ability_uses_stack(self, attaches_its_source: bool) -> bool:
        return not attaches_its_source
