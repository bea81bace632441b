"""A mutant that looks for state triggers only before priority, never inside a resolution (CR 603.8)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("state-checked-only-before-priority", rules=("603.8",),
        killed_by=("state-trigger-fires-when-state-holds",),
        report="XMage pull request #10564 (https://github.com/magefree/mage/pull/10564), fixed in its commit "
               "\"game: fixed miss state triggers check in multi-steps abilities/effects\": Synod Centurion's "
               "\"when you control no other artifacts\" did not trigger when Cloudshift flickered the only "
               "other artifact, because state triggers were checked only between abilities and before "
               "priority")
class StateCheckedOnlyBeforePriority(Rules):
    """State triggers are looked for only when a player would receive
    priority: a state that holds for a moment inside a resolution triggers
    nothing."""

    def state_triggers_checked_after_each_event(self) -> bool:
        return False
