"""A mutant whose -X/-X sweeper also shrinks creatures that arrive later (CR 611.2c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("sweep-covers-later-arrivals", rules=("611.2c",),
        killed_by=("creatures-die-to-toughness-and-lethal-damage",),
        report="XMage issue #523 (https://github.com/magefree/mage/issues/523): after Infest "
               "(\"all creatures get -2/-2 until end of turn\") resolved, creatures cast later that "
               "turn still got -2/-2, since the mass boost was no longer locked to the creatures "
               "it affected as it resolved")
class SweepCoversLaterArrivals(Rules):
    """"All creatures get -N/-N until end of turn" keeps applying for the rest
    of the turn to creatures that arrive after it resolved."""

    def sweep_covers_later_arrivals(self) -> bool:
        return True
