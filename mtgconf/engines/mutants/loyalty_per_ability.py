"""A mutant that limits each loyalty ability, not each planeswalker, to once a turn (CR 606.3)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("loyalty-limit-per-ability", rules=("606.3",),
        killed_by=("loyalty-abilities-once-per-turn-at-sorcery-speed",),
        report="phase.rs issue #176 (https://github.com/phase-rs/phase/issues/176): each loyalty "
               "ability of a planeswalker could be activated once per turn, instead of one loyalty "
               "ability of that planeswalker in all; the activation was tracked per ability, not per "
               "permanent")
class LoyaltyLimitPerAbility(Rules):
    """A planeswalker's loyalty ability is refused only if that same ability
    was already activated this turn, so its "+1" and its "−2" can both be
    activated in one turn."""

    def loyalty_activation_allows(self, of_this_permanent: int, of_this_ability: int) -> bool:
        return of_this_ability == 0
