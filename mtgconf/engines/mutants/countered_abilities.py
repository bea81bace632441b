"""A mutant of countering abilities (CR 701.6a), modelled on a reported engine bug."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("activated-ability-uncounterable", rules=("701.6a",), killed_by=("countered-ability-does-nothing",),
        report="Forge pull request #4429 (https://github.com/Card-Forge/forge/pull/4429): in review, "
               "treating every card on the stack as a spell made the activated ability of Lightning "
               "Storm count as a spell that Chimil made uncounterable, so Stifle could no longer "
               "counter it")
class ActivatedAbilityUncounterable(Rules):
    """"Counter target activated or triggered ability" resolves but leaves an
    activated ability on the stack, as if it were a spell that can't be
    countered; it resolves later. Triggered abilities are still countered."""

    def ability_countered(self, kind: str) -> bool:
        return kind != "activated"
