"""A mutant that treats a targeted ability that adds mana as a mana ability
(CR 605.5a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("targeted-producer-is-mana-ability", rules=("605.5a", "605.1a"),
        killed_by=("non-mana-abilities-use-the-stack",),
        report="Forge pull request #577 (https://github.com/Card-Forge/forge/pull/577): Deathrite Shaman's "
               "first ability, which targets and adds mana, was handled as a mana ability, so \"tapped for "
               "mana\" triggers and replacements (Vorinclex, Voice of Hunger; Naked Singularity) applied to it")
class TargetedProducerIsManaAbility(Rules):
    """An activated ability with a target that could add mana is a mana ability: it resolves at once,
    off the stack, and its {T} counts as tapping for mana."""

    def activated_is_mana_ability(self, mana_ability: bool, targeted_producer: bool) -> bool:
        return mana_ability or targeted_producer
