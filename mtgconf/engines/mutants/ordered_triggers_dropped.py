"""A mutant that loses a player's simultaneous triggers when they need ordering (CR 603.3b)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("triggers-to-order-dropped", rules=("603.3b",),
        killed_by=("triggers-stacked-once-before-priority", "caster-gets-priority-back"),
        report="phase.rs pull request #6049 (https://github.com/phase-rs/phase/pull/6049), fixing issue "
               "#6014: Screaming Nemesis, dealt combat damage by two blockers at once, triggered twice; "
               "its controller had to order the two triggers, but priority was given without them and "
               "they never reached the stack")
class TriggersToOrderDropped(Rules):
    """When one player has two or more triggers waiting at once, which that player must put in
    an order, priority is given without them: they never go on the stack. A player's single
    waiting trigger is put on the stack as usual."""

    def stacks_own_triggers(self, waiting: int) -> bool:
        return waiting < 2
