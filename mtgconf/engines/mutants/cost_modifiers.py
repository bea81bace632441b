"""Mutants of cost increases and minimum total costs (CR 601.2f): in what
order the modifiers apply, which spells an increase taxes, and what a minimum
compares with."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("cost-modifiers-interleaved", rules=("601.2f",),
        killed_by=("total-cost-is-locked-before-payment",),
        report="phase.rs issue #2608 (https://github.com/phase-rs/phase/issues/2608): cost increases "
               "and reductions were applied one by one in battlefield order, each reduction floored at "
               "{0} on its own, so a reduction met before an increase was lost and the spell overcharged")
class CostModifiersInterleaved(Rules):
    """Reductions are taken off (each floored at {0}) before increases are
    added, instead of flooring only the sum: a {B} spell under a reducer and
    a Thalia costs {1}{B} rather than {B}."""

    def generic_after_modifiers(self, generic: int, increase: int, reductions: tuple[int, ...]) -> int:
        for r in reductions:
            generic = max(0, generic - r)
        return generic + increase


@mutant("cost-increase-filter-ignored", rules=("601.2f",),
        killed_by=("total-cost-is-locked-before-payment",),
        report="Magarena issue #698 (https://github.com/magarena/magarena/issues/698): Thalia, Guardian "
               "of Thraben and Thorn of Amethyst increased the cost of creature spells by {1}; the same "
               "class as phase.rs issue #5606 (https://github.com/phase-rs/phase/issues/5606), a cost "
               "modifier for instants and sorceries applied to creature spells too")
class CostIncreaseFilterIgnored(Rules):
    """"Noncreature spells cost {1} more" taxes every spell, creature spells included."""

    def increase_applies(self, applies: bool) -> bool:
        return True


@mutant("cost-minimum-before-x", rules=("601.2f",),
        killed_by=("total-cost-is-locked-before-payment",),
        report="phase.rs issue #1438 (https://github.com/phase-rs/phase/issues/1438): Trinisphere's "
               "floor was applied while {X} still counted as 0 and X added on top, so Walking Ballista "
               "with X = 2 cost 7 instead of 4")
class CostMinimumBeforeX(Rules):
    """A minimum total cost compares the cost without its X, then X is paid on top."""

    def mana_value_for_minimum(self, value: int, x_mana: int) -> int:
        return max(0, value - x_mana)
