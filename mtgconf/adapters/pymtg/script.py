"""Playing a scenario's script as python-mtg moves.

python-mtg resolves a spell as soon as it is cast and then runs on to the next
decision point, so "resolve the top object" and "resolve everything" have
nothing left to do after a cast. Passing and advancing push ``("pass",)``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgconf.adapters.protocol import EngineFault, FaultKind, Unsupported
from mtgconf.adapters.pymtg.board import Table
from mtgconf.adapters.pymtg.hooks import Hooks
from mtgconf.adapters.pymtg.policy import Policy
from reference_engine import events as ev
from reference_engine.scenario import Action, ActionKind

MAX_PUSHES = 60
"""A script needing more moves than this is taken to loop forever."""


@dataclass(slots=True)
class Player:
    game: Any
    table: Table
    hooks: Hooks
    policy: Policy
    pushes: int = 0

    def play(self, index: int, action: Action) -> None:
        kind = action.action
        if kind in (ActionKind.RESOLVE_TOP, ActionKind.RESOLVE_ALL):
            return  # nothing waits on a stack between python-mtg decisions
        if kind is ActionKind.PASS:
            self._push(self._pass_move())
        elif kind is ActionKind.ADVANCE_TO:
            assert action.step is not None
            self._advance(lambda e: isinstance(e, ev.StepBegin) and e.step is action.step)
        elif kind in (ActionKind.CAST, ActionKind.PLAY_LAND):
            self._cast_or_play(index, action)
        elif kind is ActionKind.DECLARE_ATTACKERS:
            self._declare(index, action, "attack", frozenset(self._tid(a.attacker) for a in action.attackers))
        elif kind is ActionKind.DECLARE_BLOCKERS:
            self._declare(index, action, "block", frozenset(
                (self._tid(b.blocker), self._tid(b.attacker)) for b in action.blocks))
        else:
            raise Unsupported(f"the python-mtg adapter cannot play {kind} actions")

    def _tid(self, scenario_id: int | None) -> str:
        tid = self.table.instance.get(scenario_id) if scenario_id is not None else None
        if tid is None:
            raise Unsupported(f"the script names object {scenario_id}, which is no scenario object")
        return tid

    def _push(self, move: tuple[Any, ...]) -> None:
        self.pushes += 1
        if self.pushes > MAX_PUSHES:
            raise EngineFault(FaultKind.TIMEOUT, f"no end after {MAX_PUSHES} python-mtg moves")
        self._priority(move)
        self.hooks.triggers.window = len(self.hooks.rec.events)
        self.game.push(move)
        self.hooks.rec.observe(self.game.state)

    def _priority(self, move: tuple[Any, ...]) -> None:
        """A decision python-mtg offers outside a combat declaration, in a
        step where it grants priority (its ``GRANTS_PRIORITY``), is the acting
        player's priority (its ``Game.priority``), with its stack empty: the
        engine resolves its stack before it asks again. Elsewhere (untap,
        cleanup) a pass only moves the game on."""
        from mtg import driver

        if move[0] in ("attack", "block") or self.game.step not in driver.GRANTS_PRIORITY:
            return
        rec = self.hooks.rec
        rec.observe(self.game.state)
        seat = self.table.seat(str(self.game.turn))
        rec.emit(ev.Priority, player=seat, stack=())
        if move == ("pass",):
            rec.emit(ev.PassPriority, player=seat)

    def _advance(self, reached: Any) -> None:
        seen = len(self.hooks.rec.events)
        while not self.game.is_game_over() and not any(reached(e) for e in self.hooks.rec.events[seen:]):
            self._push(self._pass_move())

    def _pass_move(self) -> tuple[Any, ...]:
        """Passing; where python-mtg waits for a declaration instead, the
        empty one (attacks and blocks not in the script are none)."""
        legal = self._legal()
        moves: tuple[tuple[Any, ...], ...] = (("pass",), ("attack", frozenset()), ("block", frozenset()))
        for move in moves:
            if move in legal:
                return move
        return ("pass",)  # the engine's own refusal then becomes the fault

    def _legal(self) -> list[tuple[Any, ...]]:
        return [getattr(m, "raw", m) for m in self.game.legal_moves]

    def _cast_or_play(self, index: int, action: Action) -> None:
        if action.mode is not None or action.modes or action.entwined or action.x or action.sacrifice \
                or action.discard or action.kicked or action.alternative is not None or action.convoke \
                or action.phyrexian_life:
            raise Unsupported("modes, X, kicker, alternative, convoke, Phyrexian answers and extra costs "
                              "are not passed to python-mtg")
        if any(use.mana_abilities for use in action.mana_abilities):
            raise Unsupported("nested payment plans (mana abilities paying a mana ability's cost) "
                              "are not passed to python-mtg")
        tid, verb = self._tid(action.object), "cast" if action.action is ActionKind.CAST else "play"
        player = self.table.players[action.player] if action.player is not None else None
        offered = [m for m in self._legal() if m[0] == verb and m[2] == tid and player in (None, m[1])]
        if not offered:
            self._illegal(index, action, f"python-mtg offers no {verb} of object {action.object}")
            return
        ref = self.policy.ability_ref(tid)
        self.policy.scripted = {ref: action.targets} if ref and action.targets else {}
        try:
            self._push(offered[0])
        finally:
            self.policy.scripted = {}

    def _declare(self, index: int, action: Action, verb: str, chosen: frozenset[Any]) -> None:
        step = "declare_attackers" if verb == "attack" else "declare_blockers"
        while not self.game.is_game_over() and self.game.step != step and self.pushes < MAX_PUSHES:
            if self._past(step):
                break
            self._push(self._pass_move())
        move = (verb, chosen)
        if self.game.step != step or move not in self._legal():
            self._illegal(index, action, f"python-mtg does not offer {verb} {sorted(chosen)}")
            return
        self._push(move)

    def _past(self, step: str) -> bool:
        """Blockers come after attackers in the same combat only."""
        return step == "declare_blockers" and self.game.step not in (
            "beginning_of_combat", "declare_attackers")

    def _illegal(self, index: int, action: Action, reason: str) -> None:
        self.hooks.rec.emit(ev.IllegalAction, player=action.player, action=index, reason=reason)
