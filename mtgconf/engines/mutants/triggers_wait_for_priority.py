"""A mutant that stacks triggered abilities the moment they trigger (CR 117.2a)."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("triggers-stacked-at-once", rules=("117.2a", "603.3"),
        killed_by=("triggers-wait-for-priority",),
        report="Magarena issue #209 (https://github.com/magarena/magarena/issues/209): triggers were put on "
               "the stack immediately instead of when a player would next receive priority")
class TriggersStackedAtOnce(Rules):
    """An ability that triggers is put on the stack at once, even in the middle of the
    resolution of the spell or ability that made it trigger."""

    def triggers_stacked_at_once(self) -> bool:
        return True
