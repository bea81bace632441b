"""The reference engine: ``run(scenario, rules=None) -> History``.

It plays a scenario's script deterministically and records every game event.
Each rule decision is a method of ``Rules`` (see ``rules/decisions.py``).
"""
from __future__ import annotations

from typing import Callable

from reference_engine import __version__
from reference_engine.errors import ScenarioError
from reference_engine.events import RefusalCode
from reference_engine.history import EngineInfo, FinalObject, FinalPlayer, FinalState, History
from reference_engine.ids import STEP_ORDER, PlayerId, Step, Zone
from reference_engine.objects import Card, Player
from reference_engine.rules import activation, casting, game_start, special
from reference_engine.rules.illegal import attempt, record
from reference_engine.rules.mana import pool_of
from reference_engine.rules.decisions import Rules
from reference_engine.rules.effects import scenario_actives
from reference_engine.rules.priority import give_priority, next_player, pass_priority
from reference_engine.rules.turn import begin_step
from reference_engine.scenario import Action, ActionKind, Scenario
from reference_engine.state import Game, GameOver, LoopLimitHit, State
from reference_engine.validate import check_references

ENGINE_NAME = "mtgconf-reference"
__all__ = ["run", "ENGINE_NAME", "Rules"]
_MAX_PASSES = 2000


def run(scenario: Scenario, rules: Rules | None = None) -> History:
    """Play ``scenario`` and return its History; the same input gives the same bytes."""
    check_references(scenario)
    game = _setup(scenario, rules or Rules())
    try:
        if scenario.game_start:
            game_start.take_opening_actions(game)
        _start(game)
        for i, action in enumerate(scenario.script):
            game.action_index = i
            _act(game, action)
    except (GameOver, LoopLimitHit):
        pass
    except ScenarioError:
        raise
    except Exception as err:  # a bug or unsupported input must not surface as a bare traceback
        raise ScenarioError(f"$.script[{game.action_index}]",
                            f"an action the reference engine can play ({type(err).__name__}: {err})") from err
    return History(engine=EngineInfo(name=ENGINE_NAME, version=__version__),
                   scenario_id=scenario.meta.id, events=tuple(game.log.events), final=_final(game))


def _setup(sc: Scenario, rules: Rules) -> Game:
    players = {p.id: Player(p.id, p.life, _pool(p.mana_pool, i), p.lands_played)
               for i, p in enumerate(sc.players)}
    objects: dict[int, Card] = {}
    ordered: dict[tuple[PlayerId, Zone], list[int]] = {}
    for i, o in enumerate(sc.objects):
        objects[o.id] = Card(id=o.id, card=sc.card(o.card), owner=o.owner, zone=o.zone,
                             controller=o.controller if o.controller is not None else o.owner,
                             physical=o.id, timestamp=i + 1, tapped=o.tapped, counters=dict(o.counters),
                             damage=o.damage, attached_to=o.attached_to, summoning_sick=o.summoning_sick)
        if o.zone in (Zone.LIBRARY, Zone.GRAVEYARD):
            ordered.setdefault((o.owner, o.zone), []).append(o.id)
    controllers = [sc.effect_controller(i) for i in range(len(sc.effects))]
    state = State(players=players, objects=objects, order=sc.order, active=sc.active_player,
                  turn=sc.turn, step=sc.step, effects=scenario_actives(sc.effects, controllers),
                  ordered=ordered, physical={o.id: o.id for o in sc.objects},
                  timestamp=len(sc.objects))
    return Game(sc, rules, state, max([o.id for o in sc.objects], default=0) + 1)


def _pool(text: str, index: int) -> dict[str, int]:
    try:
        return pool_of(text)
    except ValueError as err:
        raise ScenarioError(f"$.players[{index}].mana_pool", f"mana symbols only, not {{{err}}}") from None


def _start(game: Game) -> None:
    """The active player is about to receive priority in the scenario's step."""
    if game.st.step in (Step.UNTAP, Step.CLEANUP):
        if not begin_step(game):
            from reference_engine.rules.turn import advance

            advance(game)
        return
    give_priority(game, game.st.active)


def _act(game: Game, action: Action) -> None:
    kind = action.action
    if kind in _ATTEMPTS:
        _attempt(game, action)
    elif kind is ActionKind.PASS:
        if _holder_ok(game, action):
            pass_priority(game)
    elif kind is ActionKind.RESOLVE_TOP:
        _resolve_top(game, action)
    elif kind is ActionKind.RESOLVE_ALL:
        _pass_until(game, lambda: not game.st.stack)
    elif kind is ActionKind.ADVANCE_TO:
        if action.step is None:
            _illegal(game, action.player, "advance_to needs a step", RefusalCode.OTHER)
            return
        _advance_to(game, action.step)
    elif kind is ActionKind.DECLARE_ATTACKERS:
        _declare(game, action, Step.DECLARE_ATTACKERS)
    elif kind is ActionKind.DECLARE_BLOCKERS:
        _declare(game, action, Step.DECLARE_BLOCKERS)


def _holder_ok(game: Game, action: Action) -> bool:
    holder = game.st.holder
    if action.player is not None and action.player != holder:
        _illegal(game, action.player, "that player does not hold priority", RefusalCode.PRIORITY)
        return False
    return holder is not None


_ATTEMPTS: dict[ActionKind, Callable[[Game, PlayerId, Action], None]] = {
    ActionKind.CAST: casting.cast,
    ActionKind.ACTIVATE: activation.activate,
    ActionKind.PLAY_LAND: casting.play_land,
    ActionKind.SPECIAL_ACTION: special.take,
}


def _attempt(game: Game, action: Action) -> None:
    """Try an action; if the rules forbid it, it is reversed as a whole (CR 733)."""
    if not _holder_ok(game, action):
        return
    player = game.st.holder
    assert player is not None
    stood = attempt(game, player, lambda: _ATTEMPTS[action.action](game, player, action))
    if stood:
        game.st.passes = 0
    # The same player receives priority: after casting or activating (CR 117.3c),
    # and after a reversed attempt, which was no action at all (CR 733.2).
    give_priority(game, game.rules.priority_after_attempt(player, stood, next_player(game, player)))


def _illegal(game: Game, player: PlayerId | None, reason: str, code: RefusalCode) -> None:
    record(game, player, reason, code)


def _resolve_top(game: Game, action: Action) -> None:
    if not game.st.stack:
        _illegal(game, action.player, "the stack is empty", RefusalCode.OTHER)
        return
    top = game.st.stack[-1]
    _pass_until(game, lambda: top not in game.st.stack)


def _pass_until(game: Game, done: Callable[[], bool]) -> None:
    for _ in range(_MAX_PASSES):
        if done() or game.st.holder is None:
            return
        pass_priority(game)
    game.loop_limit("passes", _MAX_PASSES)


def _advance_to(game: Game, step: Step) -> None:
    """Pass, resolving everything, until ``step`` begins (the next time it does)."""
    game.begun = []
    _pass_until(game, lambda: step in game.begun)


def _declare(game: Game, action: Action, step: Step) -> None:
    """Attackers or blocks, declared now and taken when ``step`` next begins; each
    kind waits in its own field, so a step of the other kind met on the way does
    not read it."""
    st = game.st
    if step is Step.DECLARE_BLOCKERS and not (st.combat.attackers and st.step.position < step.position):
        _illegal(game, action.player, "there is no attacking creature to block", RefusalCode.DECLARATION)
        return
    if action.player is not None and step is Step.DECLARE_ATTACKERS and action.player != _next_active(game):
        _illegal(game, action.player, "only the active player declares attackers", RefusalCode.DECLARATION)
        return
    if step is Step.DECLARE_ATTACKERS:
        st.planned_attacks = action.attackers
    else:
        st.planned_blocks = action.blocks
    _advance_to(game, step)
    st.planned_attacks, st.planned_blocks = (), ()


def _next_active(game: Game) -> PlayerId:
    """Who will be active when the next declare-attackers step begins."""
    if game.st.step.position < Step.DECLARE_ATTACKERS.position:
        return game.st.active
    order = game.turn_order_from(game.st.active)
    return order[1] if len(order) > 1 else order[0]


def _final(game: Game) -> FinalState:
    st = game.st
    players = tuple(
        FinalPlayer(id=p.id, life=p.life, hand=len(game.in_zone(Zone.HAND, p.id)),
                    library=len(game.in_zone(Zone.LIBRARY, p.id)), lost=p.lost)
        for p in sorted(st.players.values(), key=lambda p: p.id))
    objects = tuple(
        FinalObject(id=o.id, card=o.card.key, zone=o.zone, owner=o.owner,
                    controller=o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else None,
                    tapped=o.tapped, counters=dict(o.counters), damage=o.damage, attached_to=o.attached_to,
                    phased_out=o.phased_out, token=o.token)
        for o in sorted(st.objects.values(), key=lambda o: o.id))
    return FinalState(players=players, objects=objects, stack=game.stack_ids())

