"""Priority (CR 117) and the loop run before any player receives it (CR 117.5, 704.3)."""
from __future__ import annotations

from reference_engine.events import PassPriority, Priority
from reference_engine.ids import PlayerId
from reference_engine.rules import sba
from reference_engine.rules.stacking import put_pending, record_triggered
from reference_engine.rules.triggers import check_states
from reference_engine.state import MAX_ROUNDS, Game


def settle(game: Game) -> bool:
    """SBAs until none apply, then waiting triggers, repeated until nothing changes.

    Returns True if any state-based action was performed or any trigger stacked.
    """
    did = False
    for _ in range(MAX_ROUNDS):  # pragma: no branch - a cap never met
        check_states(game)
        if game.rules.sba_before_triggers():  # pragma: no branch - mutant Rules only
            changed = sba.check(game)
            did |= changed
            if changed:
                continue
            record_triggered(game)
            if not game.st.pending:
                return did
            put_pending(game)
            did = True
        else:  # pragma: no cover - mutant Rules only
            record_triggered(game)
            had = bool(game.st.pending)
            if had:
                put_pending(game)
            changed = sba.check(game)
            did |= had or changed
            if not had and not changed:
                return did
    game.loop_limit("stacking rounds", MAX_ROUNDS)
    return did


def give_priority(game: Game, player: PlayerId) -> None:
    if settle(game):
        game.st.passes = 0
    elif not game.rules.passes_run_through_priority():  # pragma: no cover - mutant Rules only
        game.st.passes = 0
    living = game.living()
    if player not in living:
        player = game.turn_order_from(player)[0] if living else player
    game.st.holder = player
    game.emit(Priority, player=player, stack=game.stack_ids())


def pass_priority(game: Game) -> None:
    """All players passing in succession resolves the top object or ends the step (CR 117.4)."""
    # Module imports, not the package's: importing from a package runs importlib's
    # _handle_fromlist on every call (these modules import this one).
    from reference_engine.rules.resolution import resolve_top
    from reference_engine.rules.turn import advance

    player = game.st.holder
    assert player is not None
    game.emit(PassPriority, player=player)
    game.st.passes += 1
    living = game.living()
    if not game.rules.all_players_passed(game.st.passes, len(living)):
        order = game.turn_order_from(player) if player in living else living
        give_priority(game, game.rules.priority_after_pass(player, order, game.st.active))
        return
    game.st.passes = 0
    game.st.holder = None
    if game.st.stack:
        controller = game.st.stack[-1].controller
        resolve_top(game)
        give_priority(game, game.rules.priority_after_resolution(game.st.active, controller))
    else:
        advance(game)


def next_player(game: Game, player: PlayerId) -> PlayerId:
    order = game.turn_order_from(player) if player in game.living() else game.living()
    return order[1] if len(order) > 1 else order[0]
