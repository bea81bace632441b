"""Mutants that get a creature put onto the battlefield attacking wrong (CR 508.4): it
"attacked", or it is not attacking at all."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("entered-attacker-attacked", rules=("508.4", "508.3a"),
        killed_by=("entered-attacker-never-attacked",),
        report="XMage issue #1494 (https://github.com/magefree/mage/issues/1494): a creature put "
               "onto the battlefield tapped and attacking by Alesha, Who Smiles at Death was counted "
               "as having attacked, so Kytheon, Hero of Akros transformed")
class EnteredAttackerAttacked(Rules):
    """A creature put onto the battlefield attacking is treated as declared: its own "whenever
    this attacks" and others' "whenever a creature attacks" trigger for it."""

    def entered_attacker_triggers_attacks(self) -> bool:
        return True


@mutant("entered-attacker-not-in-combat", rules=("508.4",),
        killed_by=("entered-attacker-is-attacking",),
        report="phase issue #8103 (https://github.com/phase-rs/phase/issues/8103): a creature put onto "
               "the battlefield tapped and attacking by Shadowfax, Lord of Horses was never added to "
               "combat as an attacker; also phase pull request #1430 (https://github.com/phase-rs/phase/pull/1430): "
               "a creature put onto the battlefield by Raph & Mikey's trigger entered tapped but not "
               "attacking and dealt no combat damage")
class EnteredAttackerNotInCombat(Rules):
    """A creature put onto the battlefield tapped and attacking enters
    tapped, and its arrival names the player it attacks, but it is not put
    into combat: it can't be blocked and deals no combat damage."""

    def entered_attacker_is_attacking(self) -> bool:
        return False
