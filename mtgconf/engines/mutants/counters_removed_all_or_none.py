"""A mutant that removes no counters when fewer than asked are there (CR 608.2c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("counter-removal-all-or-nothing", rules=("608.2c",),
        killed_by=("counter-removal-removes-what-it-says",),
        report="XMage pull request #16334 (https://github.com/magefree/mage/pull/16334): its "
               "\"remove N counters from target permanent\" effect removed none when the permanent had fewer "
               "than N of them, instead of all there were (fixed there)")
class CounterRemovalAllOrNothing(Rules):
    """"Remove N counters" removes N when there are at least N, and none at all when there
    are fewer, instead of all there are."""

    def counters_removed(self, asked: int, present: int) -> int:
        return asked if present >= asked else 0
