"""A mutant whose "when you pay this cost one or more times" triggers with no payment made (CR 603.12a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("reflexive-without-payment", rules=("603.12a",),
        killed_by=("repeated-payment-reflexive-triggers-once",),
        report="phase.rs issue #3179, fixed by pull request #3197 (https://github.com/phase-rs/phase/pull/3197): "
               "Swashbuckler Extraordinaire's \"you may sacrifice one or more Treasures. When you do, ...\" "
               "resolved its reflexive part though the player had sacrificed none")
class ReflexiveWithoutPayment(Rules):
    """A reflexive trigger waiting on a cost that may be paid any number of
    times triggers once even when the cost was paid zero times."""

    def repeated_payment_reflexive_instances(self, times: int) -> int:
        return 1
