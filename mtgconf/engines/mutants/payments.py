"""Mutants whose payments during a resolution are not made (CR 118.12, 119.4, 603.12a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("unless-life-never-paid", rules=("118.12", "119.4"),
        killed_by=("resolution-payments-are-made",),
        report="phase.rs issue #6640 (https://github.com/phase-rs/phase/issues/6640): The Serpent "
               "Society's ward trigger resolved as though its cost had been paid, so the targeting "
               "spell resolved, yet the opponent never got the five poison counters the cost asks for")
class UnlessLifeNeverPaid(Rules):
    """A player who pays "unless [they pay] N life" avoids the instruction but
    loses no life."""

    def unless_life_paid(self, life: int) -> bool:
        return False


@mutant("repeated-payments-not-made", rules=("603.12a",),
        killed_by=("resolution-payments-are-made",),
        report="phase.rs issue #342 (https://github.com/phase-rs/phase/issues/342): Miara, Thorn of "
               "the Glade asked whether to pay {1} and 1 life, the player said yes, and the trigger "
               "resolved with nothing paid")
class RepeatedPaymentsNotMade(Rules):
    """A player who may pay a cost any number of times, and chooses to pay it,
    pays it no time at all."""

    def repeated_payments_made(self, asked: int) -> int:
        return 0
