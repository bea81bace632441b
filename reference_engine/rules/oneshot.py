"""One-shot effects (CR 610) of a resolving spell or ability."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectRef, PlayerRef,
    TriggerEvent,
)
from reference_engine.events import (
    DelayedCreated, PtModified, RemovalReason, RemovedFromStack, ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import ObjectId, PlayerId, TargetRef, Zone
from reference_engine.objects import Active, Card, Delayed, StackItem
from reference_engine.refs import delayed_ref
from reference_engine.rules import (actions, apnap_choices, attachment, combat, copies, delayed, entering_combat,
                                    regeneration, tokens)
from reference_engine.rules.damage import Hit, change_life, deal, source_chars
from reference_engine.rules.effects import chars, filter_matches, indestructible
from reference_engine.rules.phasing import phase_out
from reference_engine.rules.triggers import Occ, board_view, detect
from reference_engine.rules.zones import Move, move
from reference_engine.state import Game


@dataclass(slots=True)
class Ctx:
    item: StackItem
    cause: int
    legal: list[bool]
    controllers: dict[ObjectId, PlayerId] = field(default_factory=dict)
    """Each target object's controller as resolution began: "its controller"
    still means that player once the object has left (CR 608.2h)."""
    moved: dict[ObjectId, ObjectId] = field(default_factory=dict)
    """Objects this resolution put into a public zone: old id -> new id. Later
    parts of the same effect, and the delayed triggers it creates, can find the
    new object (an exception of CR 400.7)."""


Handler = Callable[[Game, "Ctx", Effect], None]
"""How one effect kind is done."""


def run_effects(game: Game, ctx: Ctx, effects: tuple[Effect, ...]) -> None:
    for eff in effects:
        _HANDLERS[eff.kind](game, ctx, eff)


def objects_for(game: Game, ctx: Ctx, eff: Effect) -> list[Card]:
    """The objects an effect acts on; a moved object is a new one and is not found (CR 400.7)."""
    item, ref = ctx.item, eff.object
    if ref is ObjectRef.ALL:
        flt = eff.filter
        src = game.obj(item.source)
        att = src.attached_to if src else None
        return [o for o in game.battlefield()
                if flt is None or filter_matches(flt, chars(game, o), item.controller, item.source, att)]
    oid = _object_id(game, ctx, ref, eff.target)
    obj = game.obj(oid) if oid is not None else None
    return [obj] if obj is not None else []


def _object_id(game: Game, ctx: Ctx, ref: ObjectRef, index: int) -> ObjectId | None:
    return found_again(game, ctx, _referred_id(game, ctx, ref, index))


def found_again(game: Game, ctx: Ctx, oid: ObjectId | None) -> ObjectId | None:
    """The object ``oid`` became if this resolution moved it to a public zone."""
    if oid is None or oid not in ctx.moved or not game.rules.effect_finds_what_it_moved():
        return oid
    return ctx.moved[oid]


def _referred_id(game: Game, ctx: Ctx, ref: ObjectRef, index: int) -> ObjectId | None:
    item = ctx.item
    if ref is ObjectRef.SELF:
        return item.source
    if ref is ObjectRef.IT:
        return _referred(game, item.it)
    if ref is ObjectRef.TRACKED:
        return _referred(game, item.tracked)
    if ref is ObjectRef.ENCHANTED:
        src = game.obj(item.source)
        return src.attached_to if src else None
    if ref is ObjectRef.TARGET and index < len(item.targets) and game.rules.illegal_target_affected(ctx.legal[index]):
        return item.targets[index].object
    return None


def _referred(game: Game, oid: ObjectId | None) -> ObjectId | None:
    """"It" stays the object it was; a card that moved on is a new object (CR 400.7)."""
    gone = oid is not None and game.obj(oid) is None
    return game.rules.moved_object_ref(oid, _card_now(game, oid) if gone else None)


def _card_now(game: Game, oid: ObjectId | None) -> ObjectId | None:
    """The id the card that was ``oid`` has now, following its zone changes."""
    now = oid
    for e in game.log.events:
        if isinstance(e, ZoneChange) and e.old_id == now:
            now = e.new_id
    return now if now != oid else None


def players_for(game: Game, ctx: Ctx, eff: Effect) -> list[PlayerId]:
    you = ctx.item.controller
    ref = eff.player
    if ref is PlayerRef.YOU:
        return [you]
    if ref is PlayerRef.EACH_OPPONENT:
        return [p for p in game.turn_order_from(game.st.active) if p != you]
    if ref is PlayerRef.EACH_PLAYER:
        return game.turn_order_from(game.st.active)
    if ref is PlayerRef.TARGET:
        i = eff.target
        t = ctx.item.targets[i] if i < len(ctx.item.targets) and ctx.legal[i] else None
        return [t.player] if t is not None and t.player is not None else []
    objs = objects_for(game, ctx, eff)
    if objs and objs[0].zone is Zone.BATTLEFIELD:
        return [objs[0].controller]
    # A target gone from where it was, even moved twice (destroyed, then
    # returned to a hand): its controller as it last was there (CR 608.2h).
    first = _referred_id(game, ctx, eff.object, eff.target) if eff.object is ObjectRef.TARGET else None
    if first in ctx.controllers:
        return [ctx.controllers[first]]
    return [objs[0].controller] if objs else []


def _life(sign: int) -> Handler:
    def handler(game: Game, ctx: Ctx, eff: Effect) -> None:
        for p in players_for(game, ctx, eff):
            change_life(game, p, game.rules.instruction_life_change(sign * eff.amount), (ctx.cause,))
    return handler


def _draw(game: Game, ctx: Ctx, eff: Effect) -> None:
    for p in players_for(game, ctx, eff):
        actions.draw(game, p, eff.amount, (ctx.cause,))


def _wheel(game: Game, ctx: Ctx, eff: Effect) -> None:
    for p in players_for(game, ctx, eff):
        hand = game.in_zone(Zone.HAND, p)
        actions.discard(game, hand, (ctx.cause,), whole_hand=True)
        actions.draw(game, p, len(hand), (ctx.cause,))


def _mill(game: Game, ctx: Ctx, eff: Effect) -> None:
    for p in players_for(game, ctx, eff):
        top = game.in_zone(Zone.LIBRARY, p)[: eff.amount]
        move(game, [Move(c, Zone.GRAVEYARD) for c in top], (ctx.cause,))


def _damage(game: Game, ctx: Ctx, eff: Effect) -> None:
    from reference_engine.ids import TargetRef

    src = source_chars(game, ctx.item.source, ctx.item.source_chars)
    if src is None:
        return
    if eff.divided:
        deal(game, [Hit(src, t, n) for t, n in _shares(ctx)], (ctx.cause,))
        return
    if eff.object is ObjectRef.SELF:
        recipients = [TargetRef(player=p) for p in players_for(game, ctx, eff)]
    elif eff.object is ObjectRef.TARGET:
        i = eff.target
        ok = i < len(ctx.item.targets) and ctx.legal[i]
        recipients = [ctx.item.targets[i]] if ok else []
    elif eff.object is ObjectRef.ALL:
        matched = [o.id for o in objects_for(game, ctx, eff)]
        recipients = [TargetRef(object=o) for o in game.rules.each_damage_recipients(matched)]
    else:
        recipients = [TargetRef(object=o.id) for o in objects_for(game, ctx, eff)]
    recipients = [t for t in recipients if game.rules.instruction_deals_damage(t.player is not None)]
    deal(game, [Hit(src, t, eff.amount) for t in recipients], (ctx.cause,))


def _mover(to: Zone, how: ZoneChangeCause, from_zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)) -> Handler:
    def handler(game: Game, ctx: Ctx, eff: Effect) -> None:
        objs = [o for o in objects_for(game, ctx, eff) if o.zone in from_zones
                and game.rules.instruction_moves_object(eff.object is ObjectRef.TARGET)]
        if how is ZoneChangeCause.DESTROY:
            objs = [o for o in objs if not indestructible(game, o)]  # CR 702.12b
            objs = regeneration.spare(game, objs, (ctx.cause,))  # CR 701.19a, 614.8
        if how is ZoneChangeCause.SACRIFICE:
            objs = [o for o in objs if o.controller == ctx.item.controller]
        given = ((eff.counter, eff.amount),) if to is Zone.BATTLEFIELD and eff.amount > 0 else ()
        moved = move(game, [Move(o, to, how, counters=given) for o in objs], (ctx.cause,))
        remember_moves(ctx, [o.id for o in objs], [new for _, new in moved])
    return handler


_TO_HAND = _mover(Zone.HAND, ZoneChangeCause.EFFECT, (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK))


def _return_to_hand(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"Return target spell to its owner's hand" takes the spell off the
    stack before its card moves: it never resolves, and it is not countered
    (CR 400.7, 701.6a), so "whenever a spell is countered" does not trigger."""
    spells = {o.id for o in objects_for(game, ctx, eff) if o.zone is Zone.STACK}
    if spells and not game.rules.returned_spell_leaves_stack():  # pragma: no cover - mutant Rules only
        return
    if spells:
        game.st.stack = [s for s in game.st.stack if s.id not in spells]
        game.touch()
    _TO_HAND(game, ctx, eff)


def _return_all(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"Return all <filter> cards from your graveyard to the battlefield": one
    event, under their owners' control (CR 603.6a, 400.7)."""
    you, source = ctx.item.controller, ctx.item.source
    found = [c for c in game.in_zone(Zone.GRAVEYARD, you)
             if eff.filter is None or filter_matches(eff.filter, chars(game, c), you, source)]
    groups = [found] if game.rules.mass_return_together() else [[c] for c in found]
    for group in groups:
        moved = move(game, [Move(c, Zone.BATTLEFIELD, ZoneChangeCause.EFFECT) for c in group], (ctx.cause,))
        remember_moves(ctx, [c.id for c in group], [new for _, new in moved])


def _put_attacking(game: Game, ctx: Ctx, eff: Effect) -> None:
    """A creature card from hand onto the battlefield tapped and attacking (CR 508.4)."""
    you = ctx.item.controller
    card = entering_combat.card_from_hand(game, you, eff, ctx.item.source)
    if card is not None:
        defender = entering_combat.defender_for(game, you, _referred(game, ctx.item.it))
        move(game, [Move(card, Zone.BATTLEFIELD, ZoneChangeCause.EFFECT, controller=you, tapped=True,
                         attacking=defender)], (ctx.cause,))


def _put_blocking(game: Game, ctx: Ctx, eff: Effect) -> None:
    """A creature card from hand onto the battlefield blocking "it" (CR 509.4)."""
    you = ctx.item.controller
    card = entering_combat.card_from_hand(game, you, eff, ctx.item.source)
    if card is not None:
        attacker = entering_combat.blocked_attacker(game, you, _referred(game, ctx.item.it))
        move(game, [Move(card, Zone.BATTLEFIELD, ZoneChangeCause.EFFECT, controller=you,
                         blocking=attacker)], (ctx.cause,))


def _make_blocked(game: Game, ctx: Ctx, eff: Effect) -> None:
    combat.make_blocked(game, [o for o in objects_for(game, ctx, eff) if o.zone is Zone.BATTLEFIELD], ctx.cause)


def remember_moves(ctx: Ctx, olds: list[ObjectId], news: list[Card]) -> None:
    """Record what went to a public zone, so later parts can find it (CR 400.7)."""
    for old, new in zip(olds, news):
        if not new.zone.is_hidden and new.zone.in_game:
            ctx.moved[old] = new.id
            for before, now in list(ctx.moved.items()):
                if now == old:  # moved twice by one effect: follow it to the last zone
                    ctx.moved[before] = new.id


def _counters(game: Game, ctx: Ctx, eff: Effect) -> None:
    if not eff.divided:
        actions.add_counters(game, objects_for(game, ctx, eff), eff.counter, eff.amount, (ctx.cause,))
        return
    shares = _shares(ctx)
    amounts = game.rules.divided_counters(tuple(n for _, n in shares))
    for (t, _), n in zip(shares, amounts):
        obj = game.obj(t.object) if t.object is not None else None
        if obj is not None:
            actions.add_counters(game, [obj], eff.counter, n, (ctx.cause,))


def _remove_counters(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"Remove a +1/+1 counter from target creature" (CR 122.1): as many as it has."""
    actions.remove_counters(game, objects_for(game, ctx, eff), eff.counter, eff.amount, (ctx.cause,))


def _shares(ctx: Ctx) -> list[tuple[TargetRef, int]]:
    """Each still-legal target with its share; an illegal target's share is lost (CR 608.2b)."""
    item = ctx.item
    return [(t, n) for t, n, ok in zip(item.targets, item.division, ctx.legal) if ok]


def _tap(game: Game, ctx: Ctx, eff: Effect) -> None:
    objs = objects_for(game, ctx, eff)
    actions.tap(game, objs, (ctx.cause,), game.log.new_batch() if len(objs) > 1 else None)


def _untap(game: Game, ctx: Ctx, eff: Effect) -> None:
    actions.untap(game, objects_for(game, ctx, eff), (ctx.cause,))


def _control(game: Game, ctx: Ctx, eff: Effect) -> None:
    actions.gain_control(game, objects_for(game, ctx, eff), ctx.item.controller, (ctx.cause,))


def _mana(game: Game, ctx: Ctx, eff: Effect) -> None:
    actions.add_mana(game, ctx.item.controller, eff.mana, (ctx.cause,))


def _counter_spell(game: Game, ctx: Ctx, eff: Effect) -> None:
    """Countering moves the spell to its owner's graveyard (CR 701.6a)."""
    for obj in objects_for(game, ctx, eff):
        item = next((s for s in game.st.stack if s.id == obj.id), None)
        if item is None:
            continue
        counter_item(game, item, (ctx.cause,))


def _counter_ability(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"Counter target activated or triggered ability": removed from the
    stack, it never resolves, so nothing it says happens (CR 701.6a)."""
    if eff.object is not ObjectRef.TARGET or eff.target >= len(ctx.item.targets) or not ctx.legal[eff.target]:
        return
    aimed = ctx.item.targets[eff.target].object
    item = next((s for s in game.st.stack if s.id == aimed and s.kind != "spell"), None)
    if item is None:
        return
    same_source = [s for s in game.st.stack if s.kind != "spell" and s.source == item.source]
    chosen = game.rules.ability_countered_instead(item.id, same_source[-1].id)
    item = next((s for s in same_source if s.id == chosen), item)
    if game.rules.ability_countered(item.kind):
        counter_item(game, item, (ctx.cause,))


def _copy(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"Copy target instant or sorcery spell" or "... triggered ability" (CR 707.10)."""
    copies.copy_target(game, ctx.item, ctx.cause, ctx.legal, eff)


def counter_item(game: Game, item: StackItem, causes: tuple[int, ...]) -> None:
    game.st.stack.remove(item)
    game.touch()
    seq = game.emit(RemovedFromStack, causes=causes, object=item.id, reason=RemovalReason.COUNTERED)
    obj = game.obj(item.id)
    if obj is None:
        return
    before = board_view(game)
    lki = chars(game, obj)
    detect(game, [Occ(seq, TriggerEvent.SPELL_COUNTERED, lki, look_back=True)], before + [lki])
    move(game, [Move(obj, Zone.GRAVEYARD)], (seq,))


def _regenerate(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"Regenerate <object>": a shield for this turn (CR 701.19a)."""
    regeneration.shield(game, objects_for(game, ctx, eff), ctx.item.ref)


def _attach(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"Attach this Equipment to target creature you control" (CR 701.3a, 702.6a)."""
    i = eff.target
    target = ctx.item.targets[i] if i < len(ctx.item.targets) and ctx.legal[i] else None
    host = game.obj(target.object) if target is not None and target.object is not None else None
    if host is not None:
        attachment.attach(game, ctx.item.source, host, (ctx.cause,))


def _shield(game: Game, ctx: Ctx, eff: Effect) -> None:
    objs = objects_for(game, ctx, eff) if eff.object is not ObjectRef.SELF else []
    players = players_for(game, ctx, eff) if not objs else []
    for o in objs:
        shield = ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=eff.amount, object=o.id)
        game.st.effects.append(Active(ctx.item.ref, shield, ctx.item.controller, None, eff.amount))
    for p in players:
        shield = ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=eff.amount, player=p)
        game.st.effects.append(Active(ctx.item.ref, shield, ctx.item.controller, None, eff.amount))
    game.touch()


def _exile_if_would_die(game: Game, ctx: Ctx, eff: Effect) -> None:
    """"If that creature would die this turn, exile it instead" (CR 614.1a):
    a replacement effect for the permanent as it is now, ending in the
    cleanup step (CR 611.2a, 514.2)."""
    for o in objects_for(game, ctx, eff):
        if o.zone is Zone.BATTLEFIELD:
            rider = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, object=o.id)
            game.st.effects.append(Active(ctx.item.ref, rider, ctx.item.controller))
    game.touch()


def _delayed(game: Game, ctx: Ctx, eff: Effect) -> None:
    """A delayed trigger: controlled by whoever controlled its creator (CR 603.7d-e)."""
    if eff.delayed is None:
        return
    item = ctx.item
    counted = eff.delayed.resolutions
    if counted and not game.rules.counted_delayed_created(
            game.st.resolved_count.get((game.st.turn, item.ref, item.source), 0) > 0):
        return  # the first resolution this turn made it (CR 603.7h)
    src = game.obj(item.source)
    src_controller = src.controller if src else (item.source_chars.controller if item.source_chars else None)
    src_owner = src.owner if src else (item.source_chars.owner if item.source_chars else item.controller)
    controller = game.rules.delayed_controller(item.controller, src_controller, src_owner)
    tracked = found_again(game, ctx, _delayed_referent(game, ctx, eff))
    ref = delayed_ref(item.ref)
    seq = game.emit(DelayedCreated, causes=(ctx.cause,), ability=ref, controller=controller,
                    source=item.source, tracked=tracked)
    ability = Ability(kind=AbilityKind.TRIGGERED, effects=eff.delayed.effects)
    game.st.delayed.append(Delayed(ref, ability, controller, item.source, eff.delayed.step, seq, tracked,
                                   resolutions=counted, turn=game.st.turn,
                                   source_chars=chars(game, src) if src is not None else item.source_chars))
    if game.rules.delayed_sees_earlier_events():  # pragma: no cover - mutant Rules only
        delayed.fire_on_begun_step(game)


def _delayed_referent(game: Game, ctx: Ctx, eff: Effect) -> ObjectId | None:
    """The object a delayed trigger will call "it" (CR 603.7c): the one its
    creating effect names (a target, "it", what the creator itself tracks);
    with the default ``self``, the creating ability's "it", else its first
    object target."""
    item = ctx.item
    trigger_object = item.it if item.it is not None else _first_target_object(ctx)
    if eff.object in (ObjectRef.TARGET, ObjectRef.IT, ObjectRef.TRACKED):
        named = _referred_id(game, ctx, eff.object, eff.target)
    else:
        named = trigger_object
    return game.rules.delayed_tracks(named, trigger_object)


def _modify_pt(game: Game, ctx: Ctx, eff: Effect) -> None:
    """+N/+M until end of turn, to the objects fixed as it resolves (CR 611.2c, 613.4c)."""
    objs = [o for o in objects_for(game, ctx, eff)
            if o.zone is Zone.BATTLEFIELD and chars(game, o).toughness is not None]
    batch = game.log.new_batch() if len(objs) > 1 else None
    for o in objs:
        seq = game.emit(PtModified, causes=(ctx.cause,), batch=batch, object=o.id,
                        power=eff.power, toughness=eff.toughness)
        o.pumps = o.pumps + ((eff.power, eff.toughness, seq),)
    if eff.object is ObjectRef.ALL and eff.filter is not None and game.rules.sweep_covers_later_arrivals():  # pragma: no cover - mutant Rules only
        game.st.sweeps.append((game.st.turn, eff.filter, ctx.item.controller, ctx.item.source,
                               eff.power, eff.toughness))
    game.touch()


def _phase_out(game: Game, ctx: Ctx, eff: Effect) -> None:
    objs = [o for o in objects_for(game, ctx, eff) if o.zone is Zone.BATTLEFIELD]
    if eff.object is ObjectRef.ALL and not game.rules.phases_out_all():  # pragma: no cover - mutant Rules only
        objs = objs[:1]
    phase_out(game, objs, (ctx.cause,))


def _offer(game: Game, ctx: Ctx, eff: Effect) -> None:
    apnap_choices.offer(game, ctx.item.id, ctx.cause, eff)


def _create_token(game: Game, ctx: Ctx, eff: Effect) -> None:
    """CR 111.1-111.3: tokens with the characteristics the effect gives them."""
    if eff.token is not None:
        tokens.create(game, game.scenario.card(eff.token.key), game.rules.instruction_creates_tokens(eff.amount),
                      ctx.item.controller, (ctx.cause,))


def _create_token_copy(game: Game, ctx: Ctx, eff: Effect) -> None:
    """CR 707.2: tokens copying the copiable values of a permanent still on the battlefield."""
    for original in objects_for(game, ctx, eff)[:1]:
        if original.zone is Zone.BATTLEFIELD:
            tokens.create(game, tokens.copiable(game, original), eff.amount, ctx.item.controller,
                          (ctx.cause,), copy_of=original.id)


def _first_target_object(ctx: Ctx) -> ObjectId | None:
    for ok, t in zip(ctx.legal, ctx.item.targets):
        if ok and t.object is not None:
            return t.object
    return None


_FROM_PUBLIC = (Zone.GRAVEYARD, Zone.EXILE)
_HANDLERS: dict[EffectKind, Handler] = {
    EffectKind.GAIN_LIFE: _life(1),
    EffectKind.LOSE_LIFE: _life(-1),
    EffectKind.DRAW: _draw,
    EffectKind.DISCARD_HAND_DRAW_THAT_MANY: _wheel,
    EffectKind.MILL: _mill,
    EffectKind.DEAL_DAMAGE: _damage,
    EffectKind.DESTROY: _mover(Zone.GRAVEYARD, ZoneChangeCause.DESTROY),
    EffectKind.EXILE: _mover(Zone.EXILE, ZoneChangeCause.EFFECT, (Zone.BATTLEFIELD, *_FROM_PUBLIC)),
    EffectKind.SACRIFICE: _mover(Zone.GRAVEYARD, ZoneChangeCause.SACRIFICE),
    EffectKind.RETURN_TO_HAND: _return_to_hand,
    EffectKind.RETURN_TO_BATTLEFIELD: _mover(Zone.BATTLEFIELD, ZoneChangeCause.EFFECT, _FROM_PUBLIC),
    EffectKind.RETURN_ALL_FROM_GRAVEYARD: _return_all,
    EffectKind.PUT_ON_LIBRARY: _mover(Zone.LIBRARY, ZoneChangeCause.EFFECT),
    EffectKind.PUT_COUNTERS: _counters,
    EffectKind.REMOVE_COUNTERS: _remove_counters,
    EffectKind.TAP: _tap,
    EffectKind.UNTAP: _untap,
    EffectKind.GAIN_CONTROL: _control,
    EffectKind.ADD_MANA: _mana,
    EffectKind.COUNTER_SPELL: _counter_spell,
    EffectKind.COUNTER_ABILITY: _counter_ability,
    EffectKind.COPY: _copy,
    EffectKind.PREVENT_NEXT_DAMAGE: _shield,
    EffectKind.REGENERATE: _regenerate,
    EffectKind.EXILE_IF_WOULD_DIE: _exile_if_would_die,
    EffectKind.ATTACH: _attach,
    EffectKind.CREATE_DELAYED: _delayed,
    EffectKind.PHASE_OUT: _phase_out,
    EffectKind.OFFER: _offer,
    EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING: _put_attacking,
    EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING: _put_blocking,
    EffectKind.MAKE_BLOCKED: _make_blocked,
    EffectKind.MODIFY_PT: _modify_pt,
    EffectKind.CREATE_TOKEN: _create_token,
    EffectKind.CREATE_TOKEN_COPY: _create_token_copy,
}
