"""A mutant whose leaves-the-battlefield conditions read the card in its new zone (CR 603.10a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("condition-reads-new-object", rules=("603.10a", "603.4"),
        killed_by=("leaves-trigger-condition-reads-last-known", "intervening-if-checked-at-event"),
        report="phase-rs/phase issue #5910 (https://github.com/phase-rs/phase/issues/5910): Kitchen "
               "Finks returned with persist although it died with a -1/-1 counter on it; also "
               "phase-rs/phase issue #6412 (https://github.com/phase-rs/phase/issues/6412): Young Wolf "
               "returned with undying although it died with a +1/+1 counter on it")
class ConditionReadsNewObject(Rules):
    """Once the source of a leaves-the-battlefield trigger has left, its intervening "if"
    ("if it had no -1/-1 counters on it") reads the object its card became, a card in the
    graveyard with no counters, instead of the creature as it last existed on the battlefield:
    persist and undying return the creature every time it dies."""

    def left_source_counters(self, last_known: dict[str, int] | None,
                             card_now: dict[str, int]) -> dict[str, int] | None:
        return card_now
