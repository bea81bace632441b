"""A mutant whose mana payments leave mana in the pool (CR 106.4, 601.2h)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("generic-payment-takes-one-mana", rules=("106.4", "601.2h"),
        killed_by=("mana-pool-holds-what-was-made-less-what-was-paid",),
        report="XMage issue #929 (https://github.com/magefree/mage/issues/929): paying a Delve "
               "spell's generic cost by hand took only one mana from the pool for it, and the rest "
               "stayed in the pool once the spell was paid, free to spend again")
class GenericPaymentTakesOneMana(Rules):
    """Paying a cost's generic part takes a single mana out of the pool,
    however large the generic part is; the payment counts as complete."""

    def generic_mana_taken(self, generic: int) -> int:
        return min(generic, 1)
