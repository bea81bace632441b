"""Illegal actions (CR 733): an attempt that can't be completed is reversed whole."""
from __future__ import annotations

from typing import Callable

from reference_engine.events import IllegalAction, RefusalCode
from reference_engine.ids import PlayerId
from reference_engine.state import Game


class Illegal(Exception):
    """The rules forbid the action; ``str`` is the reason, ``code`` its kind."""

    def __init__(self, reason: str, code: RefusalCode) -> None:
        super().__init__(reason)
        self.code = code


def attempt(game: Game, player: PlayerId, act: Callable[[], None]) -> bool:
    """Run ``act``; if it raises ``Illegal``, undo it and record why. True if it stood.

    The state goes back to just before the attempt: the card returns to where
    it was, payments and mana abilities are undone, and nothing it caused
    triggers (CR 733.1). The same player keeps priority (CR 733.2).
    """
    saved = game.save()
    first = game.last_seq() + 1
    first = game.rules.attempt_first_event(first)
    try:
        act()
    except Illegal as why:
        if not game.rules.reverse_illegal_attempt():  # pragma: no cover - mutant Rules only
            record(game, player, str(why), why.code)
            return False
        tried = tuple(range(first, game.last_seq() + 1))
        kept = game.st.pending if game.rules.rollback_keeps_triggers() else []
        fresh = [p for p in kept if p.cause >= first]
        game.restore(saved)
        game.st.pending.extend(fresh)
        record(game, player, str(why), why.code, tried)
        return False
    return True


def record(game: Game, player: PlayerId | None, reason: str, code: RefusalCode,
           tried: tuple[int, ...] = ()) -> None:
    game.emit(IllegalAction, player=player, action=game.action_index, reason=reason, code=code,
              rolled_back=tried)
