"""Mutants of passing in succession (CR 117.4): resolving too early, or never."""
from __future__ import annotations

from mtgconf.engines.mutants.registry import mutant
from reference_engine.engine import Rules


@mutant("resolves-before-all-pass", rules=("117.4",),
        killed_by=("every-player-passes-before-resolution",),
        report="XMage issue #784 (https://github.com/magefree/mage/issues/784): the non-active player "
               "never received priority in combat; the steps ended once the active player passed")
class ResolvesBeforeAllPass(Rules):
    """The top of the stack resolves, or the step ends, once all players but one have
    passed in succession: in a two-player game the second player never gets to respond."""

    def all_players_passed(self, passes: int, living: int) -> bool:
        return passes >= max(1, living - 1)


@mutant("passes-forgotten-on-priority", rules=("117.4",),
        killed_by=("every-player-passes-before-resolution",),
        report="XMage issue #12192 (https://github.com/magefree/mage/issues/12192): under Emrakul, the "
               "Promised End's or Mindslaver's control effect, players passing priority did not move "
               "the game forward: the only way on was toggling the skip settings again and again")
class PassesForgottenOnPriority(Rules):
    """Each player receiving priority forgets the passes made before, though
    nothing happened in between: every player passes in succession and the top
    object never resolves, the step never ends."""

    def passes_run_through_priority(self) -> bool:
        return False
