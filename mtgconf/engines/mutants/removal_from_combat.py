"""Mutants that leave a permanent in combat when CR 506.4 removes it."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("phased-out-stays-in-combat", rules=("506.4",),
        killed_by=("removed-from-combat-deals-no-combat-damage",),
        report="XMage issue #5200, fixed by pull request #5201 (https://github.com/magefree/mage/pull/5201): "
               "phased-out creatures still dealt combat damage; a creature that phases out is removed "
               "from combat")
class PhasedOutStaysInCombat(Rules):
    """An attacking or blocking creature that phases out stays in combat and
    deals its combat damage."""

    def removed_from_combat(self, why: str) -> bool:
        return why != "phased_out"


@mutant("noncreature-stays-in-combat", rules=("506.4",),
        killed_by=("removed-from-combat-deals-no-combat-damage",),
        report="XMage issue #366 (https://github.com/magefree/mage/issues/366): lands or artifacts that "
               "became creatures were not removed from combat when the effect making them creatures "
               "ended during combat, and combat damage was still dealt to them")
class NoncreatureStaysInCombat(Rules):
    """An attacking or blocking land that stops being a creature (its
    animating effect ends) stays in combat, deals and is dealt combat damage."""

    def removed_from_combat(self, why: str) -> bool:
        return why != "not_a_creature"
