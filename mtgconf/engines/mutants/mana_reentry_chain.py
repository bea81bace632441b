"""A mutant that bars only the mana ability being paid for from activating again (CR 605.3c)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("mana-reentry-up-the-chain", rules=("605.3c",),
        killed_by=("mana-ability-not-reactivated-before-it-resolves",),
        report="phase.rs pull request #4162 (https://github.com/phase-rs/phase/pull/4162): with two "
               "Signets, paying the first one's {1} activated the second, and paying the second's {1} "
               "activated the first again although its activation was still under way; only the ability "
               "being paid for was kept out of a nested payment")
class ManaReentryUpTheChain(Rules):
    """While a mana ability's cost is paid, only that ability can't be activated again; one
    further up the chain of nested payments, still under way, can."""

    def mana_ability_may_reenter(self, levels_up: int | None) -> bool:
        return levels_up is None or levels_up > 0
