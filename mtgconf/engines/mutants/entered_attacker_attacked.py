"""A mutant for which a creature put onto the battlefield attacking "attacked" (CR 508.4)."""
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
