"""A mutant of Phyrexian mana in an activation cost (CR 107.4f, 602.2b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("phyrexian-activation-paid-with-mana-only", rules=("107.4f",),
        killed_by=("phyrexian-mana-paid-with-mana-or-two-life",),
        report="phase.rs issue #600 (https://github.com/phase-rs/phase/issues/600): the choice of paying "
               "2 life for a Phyrexian-style mana symbol was wired for spell casts only; the activation "
               "path had no way to make it, so an activation cost was paid with mana")
class PhyrexianActivationPaidWithManaOnly(Rules):
    """Every Phyrexian symbol of an activation cost is paid with mana of its colour, even when
    the activator announced 2 life; spells still get the choice."""

    def activation_phyrexian_answers(self, announced: tuple[bool, ...]) -> tuple[bool, ...]:
        return tuple(False for _ in announced)
