"""A mutant that ignores "enters tapped" effects (CR 614.1d)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("enters-tapped-ignored", rules=("614.1d", "110.5b"),
        killed_by=("permanents-enter-untapped-unless-told",),
        report="XMage issue #8487 (https://github.com/magefree/mage/issues/8487): with Authority of the "
               "Consuls and Blind Obedience on the battlefield, opponents' creatures entered untapped "
               "(fixed; issue #8556 reports the same)")
class EntersTappedIgnored(Rules):
    """A permanent an "enters tapped" effect applies to enters untapped."""

    def enters_tapped_applies(self, applies: bool) -> bool:
        return False
