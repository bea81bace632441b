"""Putting triggered abilities on the stack (CR 603.3, 101.4)."""
from __future__ import annotations

from reference_engine.events import Choice, ChoiceKind, PutOnStack, RemovalReason, RemovedFromStack, Triggered
from reference_engine.ids import ObjectId, PlayerId, TargetRef, Zone
from reference_engine.objects import Pending, StackItem
from reference_engine.rules import modes as md, targets as tg
from reference_engine.rules.effects import chars
from reference_engine.rules.triggers import detect
from reference_engine.scenario import OrderPolicy
from reference_engine.state import Game


def record_triggered(game: Game) -> None:
    """Write a ``triggered`` event for every trigger not yet recorded."""
    for p in game.st.pending:
        if p.triggered_seq:
            continue
        p.instance = game.new_id()
        p.triggered_seq = game.emit(Triggered, causes=(p.cause, *p.more_causes), instance=p.instance, ability=p.ref,
                                    source=p.source, controller=p.controller, delayed=p.delayed,
                                    reflexive=p.reflexive)


def put_pending(game: Game) -> None:
    """All waiting triggers, APNAP: each player's in their chosen order (CR 603.3b)."""
    pending, game.st.pending = game.st.pending, []
    for p in pending:
        p.controller = game.rules.stacked_trigger_controller(p.controller, _controller_now(game, p))
    living = game.living()
    first = game.rules.apnap_first(game.st.active, living)
    # An active player who left the game puts nothing on the stack (CR 800.4a).
    order = [p for p in [first] + game.rules.apnap_others(first, list(game.st.order), living) if p in living]
    lost: list[Pending] = []
    for player in order:
        mine = [p for p in pending if p.controller == player]
        if not game.rules.stacks_own_triggers(len(mine)):  # pragma: no cover - mutant Rules only
            lost += mine
            continue
        if game.rules.reverse_own_triggers(game.scenario.choices.order_for(player) is OrderPolicy.REVERSE):
            mine.reverse()
        for p in mine:
            put_trigger(game, p)
    for p in pending:
        if p.controller not in order or any(p is q for q in lost):
            release(game, p.state_key)


def on_battlefield(game: Game, oid: ObjectId) -> bool:
    """Whether object ``oid`` is on the battlefield (a zone change makes a new object, CR 400.7)."""
    obj = game.st.objects.get(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def _controller_now(game: Game, p: Pending) -> PlayerId:
    """Who controls the trigger's source as it is stacked: a permanent still on
    the battlefield has a current controller; otherwise the recorded one."""
    src = game.obj(p.source)
    if p.delayed or p.reflexive or src is None or src.zone is not Zone.BATTLEFIELD or src.phased_out:
        return p.controller
    return chars(game, src).controller


def put_trigger(game: Game, p: Pending) -> None:
    ab = p.ability
    modes: tuple[int, ...] = ()
    if ab.modes and md.announced_on_stacking(game, ab):
        announced = md.for_trigger(game, ab, p.ref, p.controller, p.source)  # CR 603.3c
        if announced is None:
            _put_and_remove(game, p, RemovalReason.NO_LEGAL_MODE)
            return
        modes = announced
    chosen: tuple[TargetRef, ...] = ()
    specs = tg.specs_for(ab, modes)
    if specs:
        picked = tg.choose(game, specs, p.ref, p.controller, p.source)
        if picked is None and game.rules.remove_trigger_without_legal_targets():
            _put_and_remove(game, p, RemovalReason.NO_LEGAL_TARGETS, modes)
            return
        chosen = picked or ()
    if ab.optional and not game.rules.may_decided_on_resolution():  # pragma: no cover - mutant Rules only
        answer = game.scenario.choices.may_for(p.ref)
        game.emit(Choice, causes=(p.triggered_seq,), object=p.instance, player=p.controller,
                  choice=ChoiceKind.MAY, value=answer)
        if not answer:
            release(game, p.state_key)
            return
        p.may_answer = True
    item = StackItem(id=p.instance, kind="triggered", ref=p.ref, ability=ab, controller=p.controller,
                     source=p.source, source_chars=p.source_chars, targets=chosen, modes=modes,
                     it=p.it, tracked=p.tracked, state_key=p.state_key, delayed=p.delayed,
                     may_answer=p.may_answer, source_here=on_battlefield(game, p.source))
    game.st.stack.append(item)
    game.touch()
    seq = game.emit(PutOnStack, causes=(p.triggered_seq,), object=p.instance, controller=p.controller,
                    targets=chosen, modes=modes)
    if aimed := tg.becoming_targets(game, seq, chosen, p.controller):  # CR 603.3d
        detect(game, aimed)


def _put_and_remove(game: Game, p: Pending, reason: RemovalReason, modes: tuple[int, ...] = ()) -> None:
    seq = game.emit(PutOnStack, causes=(p.triggered_seq,), object=p.instance, controller=p.controller,
                    modes=modes)
    game.emit(RemovedFromStack, causes=(seq,), object=p.instance, reason=reason)
    release(game, p.state_key)


def release(game: Game, key: tuple[int, str] | None) -> None:
    """A state trigger may trigger again once it has left the stack (CR 603.8)."""
    if key is not None:
        game.st.active_states.discard(key)
