"""Resolving the top object of the stack (CR 608)."""
from __future__ import annotations

from reference_engine.abilities import Ability, Effect, EffectKind, ObjectRef
from reference_engine.events import (
    Choice, ChoiceKind, Event, RemovalReason, RemovedFromStack, Resolved, Resolving, ZoneChangeCause,
)
from reference_engine.ids import ObjectId, Zone
from reference_engine.objects import StackItem
from reference_engine.rules import delayed, modes as md, reflexive, targets as tg
from reference_engine.rules.damage import change_life
from reference_engine.rules.oneshot import Ctx, counter_item, players_for, run_effects
from reference_engine.rules.stacking import on_battlefield, release
from reference_engine.rules.triggers import condition_holds, last_known_counters, last_known_tapped
from reference_engine.rules.zones import Move, move
from reference_engine.state import Game


def resolve_top(game: Game) -> None:
    item = game.st.stack[-1]
    ab = item.ability
    if item.kind == "triggered" and ab.intervening_if is not None:
        holds = condition_holds(game, ab.intervening_if, item.controller, item.source,
                                last_known_counters(game, item.source),
                                last_tapped=last_known_tapped(game, item.source))
        if not game.rules.intervening_if_allows_resolution(holds):
            _leave(game, item, RemovalReason.CONDITION_FALSE)
            return
    if ab.modes and not item.modes:  # pragma: no cover - mutant Rules only (modes chosen late)
        item.modes = md.for_trigger(game, ab, item.ref, item.controller, item.source) or ()
    specs = tg.specs_for(ab, item.modes, item.kicked)
    legal = tg.still_legal(game, specs, item.targets, item.controller, item.source)
    if item.targets and not any(legal):
        reason = game.rules.all_targets_illegal(item.kind)
        if reason is RemovalReason.COUNTERED:  # pragma: no cover - mutant Rules only
            counter_item(game, item, ())
            release(game, item.state_key)
            return
        if reason is not None:  # pragma: no branch - only a mutant's Rules returns None
            _leave(game, item, reason)
            return
    _resolve(game, item, legal)


def _leave(game: Game, item: StackItem, reason: RemovalReason) -> None:
    """Leaves the stack without resolving; a spell card goes to the graveyard."""
    game.st.stack.remove(item)
    game.touch()
    seq = game.emit(RemovedFromStack, object=item.id, reason=reason)
    release(game, item.state_key)
    card = game.obj(item.id)
    if card is not None and card.zone is Zone.STACK:
        move(game, [Move(card, Zone.GRAVEYARD, ZoneChangeCause.RESOLVED)], (seq,))


def _resolve(game: Game, item: StackItem, legal: list[bool]) -> None:
    start = game.emit(Resolving, object=item.id)
    targets = (game.obj(t.object) for t, ok in zip(item.targets, legal) if ok and t.object is not None)
    ctx = Ctx(item, start, legal, {o.id: o.controller for o in targets if o is not None})
    done: list[Event] = []
    if _proceeds(game, ctx) and _acts(game, item):
        mark = len(game.log.events)
        run_effects(game, ctx, _effects(item.ability, item.modes, item.kicked))
        done = game.log.events[mark:]
        if item.ability.repeatable is not None:  # the action is the payments (CR 603.12a)
            done = reflexive.pay_repeatedly(game, item, start)
        # Done once it has resolved (CR 603.2h): an event its own effects cause
        # (a token it creates entering) still triggers it.
        _note_once(game, item)
    reflexive.create(game, item, start, done)
    if item in game.st.stack:
        game.st.stack.remove(item)
    game.touch()
    resolved = game.emit(Resolved, causes=(start,), object=item.id)
    delayed.on_resolved(game, item, resolved)
    release(game, item.state_key)
    card = game.obj(item.id)
    if item.kind == "spell" and card is not None and card.zone is Zone.STACK:
        to = Zone.BATTLEFIELD if card.card.is_permanent_card else Zone.GRAVEYARD
        host = _host(game, item, legal) if to is Zone.BATTLEFIELD else None
        move(game, [Move(card, to, ZoneChangeCause.RESOLVED, controller=item.controller, x=item.x,
                         attached_to=host)], (resolved,))


def _acts(game: Game, item: StackItem) -> bool:
    """An ability on the stack acts whatever became of its source (CR 113.7a)."""
    return not item.source_here or game.rules.ability_acts_without_source(not on_battlefield(game, item.source))


def _host(game: Game, item: StackItem, legal: list[bool]) -> ObjectId | None:
    """An Aura spell enters attached to the permanent it targets, still legal
    as it resolves (CR 608.3b, 303.4a); a permanent spell without a target
    enters attached to nothing."""
    if not item.targets or not legal or not legal[0] or item.targets[0].object is None:
        return None
    return game.rules.aura_spell_host(item.targets[0].object)


def _note_once(game: Game, item: StackItem) -> None:
    """The action of a "do this only once each turn" ability is done (CR 603.2h)."""
    trig = item.ability.trigger
    if item.kind == "triggered" and trig is not None and trig.once_each_turn:
        game.st.done_once.add((game.st.turn, item.ref, item.source))


def _effects(ab: Ability, modes: tuple[int, ...], kicked: bool) -> tuple[Effect, ...]:
    chosen = md.effects(ab, modes) if ab.modes and modes else ab.effects
    return chosen + ab.kicked_effects if kicked else chosen


def _proceeds(game: Game, ctx: Ctx) -> bool:
    """"May" and "unless" are decided now, on resolution (CR 603.5)."""
    item, ab = ctx.item, ctx.item.ability
    if ab.optional and item.may_answer is None:
        answer = game.scenario.choices.may_for(item.ref)
        game.emit(Choice, causes=(ctx.cause,), object=item.id, player=item.controller,
                  choice=ChoiceKind.MAY, value=answer)
        if not answer:
            return False
    if ab.unless is not None:
        about = ObjectRef.IT if item.it is not None else ObjectRef.TARGET
        probe = Effect(kind=EffectKind.LOSE_LIFE, player=ab.unless.payer, object=about)
        for payer in players_for(game, ctx, probe):
            pays = game.scenario.choices.pays_unless(payer) and game.st.players[payer].life >= ab.unless.life
            game.emit(Choice, causes=(ctx.cause,), object=item.id, player=payer,
                      choice=ChoiceKind.UNLESS, value=pays)
            paid = pays and game.rules.unless_life_paid(ab.unless.life)
            if paid:
                change_life(game, payer, -ab.unless.life, (ctx.cause,))
            if pays:
                return False
    return True
