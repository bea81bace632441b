"""A mutant that never pays a Phyrexian symbol with life (CR 107.4f)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("phyrexian-never-paid-with-life", rules=("107.4f",),
        killed_by=("phyrexian-mana-paid-with-mana-or-two-life",),
        report="phase.rs issue #175 (https://github.com/phase-rs/phase/issues/175): spells with Phyrexian "
               "mana (Gitaxian Probe, Mental Misstep, Dismember) could not be cast by paying 2 life for "
               "the Phyrexian symbols, only with mana of their colour (fixed)")
class PhyrexianNeverPaidWithLife(Rules):
    """A spell's Phyrexian symbol is always paid with mana of its colour, even when its caster
    announced paying 2 life for it."""

    def phyrexian_paid_with_life(self, announced: bool, pool_holds_colour: bool) -> bool:
        return False
