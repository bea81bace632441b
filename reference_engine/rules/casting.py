"""Casting spells (CR 601), activating abilities (CR 602, 605) and playing lands (CR 305).

A minimal procedure behind a small interface (``cast``, ``activate``,
``play_land``): each raises ``Illegal`` when the rules forbid the action, and
the engine rolls the attempt back (CR 733). The total cost is locked in
before anything is paid (CR 601.2f).
"""
from __future__ import annotations

from reference_engine.abilities import Ability, AbilityKind, ContinuousKind, Cost, Timing, TriggerEvent
from reference_engine.cards import mana_symbols
from reference_engine.events import Activated, Cast, CostLocked, CostPaid, PutOnStack, ZoneChangeCause
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef, Zone
from reference_engine.objects import Card, StackItem
from reference_engine.refs import printed_ref
from reference_engine.rules import targets as tg
from reference_engine.rules.damage import change_life
from reference_engine.rules.effects import applies, chars, effects_of, filter_matches
from reference_engine.rules.triggers import Occ, detect
from reference_engine.rules.zones import Move, move
from reference_engine.scenario import Action
from reference_engine.state import Game

_PAY_ORDER = ("C", "W", "U", "B", "R", "G")


class Illegal(Exception):
    """The action is not allowed; ``str`` is the reason."""


def _card(game: Game, physical: ObjectId | None, zone: Zone) -> Card:
    oid = game.current_id(physical) if physical is not None else None
    obj = game.obj(oid) if oid is not None else None
    if obj is None or obj.zone is not zone:
        raise Illegal(f"object {physical} is not in the {zone.value}")
    return obj


def _sorcery_timing(game: Game, player: PlayerId) -> bool:
    st = game.st
    return player == st.active and st.step.is_main and not st.stack


def spell_ability(card: Card) -> tuple[str, Ability]:
    for i, ab in enumerate(card.card.abilities):
        if ab.kind is AbilityKind.SPELL:
            return printed_ref(card.card.key, i), ab
    return card.card.key, Ability(kind=AbilityKind.SPELL)


def cast(game: Game, player: PlayerId, action: Action) -> None:
    card = _card(game, action.object, Zone.HAND)
    if card.owner != player:
        raise Illegal("a player can cast only cards from their own hand")
    if CardType.INSTANT not in card.card.types and not _sorcery_timing(game, player):
        raise Illegal("this spell can be cast only at sorcery speed")
    ref, ab = spell_ability(card)
    [(zseq, spell)] = move(game, [Move(card, Zone.STACK, ZoneChangeCause.CAST, controller=player)])
    modes, targets = _choose(game, ab, ref, player, spell.id, action)
    total = _total(game, card, player, action.x)
    game.emit(CostLocked, causes=(zseq,), object=spell.id, mana=total)
    paid = _pay(game, player, spell.id, ab.cost or Cost(), action, total, card)
    seq = game.emit(Cast, causes=(zseq, paid), object=spell.id, card=card.card.key, player=player,
                    targets=targets, modes=modes, x=action.x)
    game.st.stack.append(StackItem(id=spell.id, kind="spell", ref=ref, ability=ab, controller=player,
                                   source=spell.id, source_chars=chars(game, spell),
                                   targets=targets, modes=modes, x=action.x))
    game.touch()
    detect(game, [Occ(seq, TriggerEvent.CAST, chars(game, spell), player=player, it=spell.id)])


def activate(game: Game, player: PlayerId, action: Action) -> None:
    source = _card(game, action.object, Zone.BATTLEFIELD)
    ref = printed_ref(source.card.key, action.ability)
    ab = dict(chars(game, source).abilities).get(ref)
    if ab is None or ab.kind is not AbilityKind.ACTIVATED:
        raise Illegal(f"{ref} is not an activated ability of that permanent")
    if source.controller != player:
        raise Illegal("only a permanent's controller can activate its abilities")
    if any(applies(game, a, chars(game, source)) for a in effects_of(game, ContinuousKind.CANT_ACTIVATE)):
        raise Illegal("an effect says this ability can't be activated")
    if ab.timing is Timing.SORCERY and not _sorcery_timing(game, player):
        raise Illegal("this ability can be activated only at sorcery speed")
    src_chars = chars(game, source)
    aid = game.new_id()
    modes, targets = _choose(game, ab, ref, player, source.id, action)
    cost = ab.cost or Cost()
    locked = game.emit(CostLocked, object=aid, mana=cost.mana)
    paid = _pay(game, player, aid, cost, action, cost.mana, None, source)
    mana = ab.is_mana_ability and not game.rules.mana_ability_uses_stack()
    seq = game.emit(Activated, causes=(locked, paid), object=aid, source=source.id, ability=ref,
                    player=player, targets=targets, modes=modes, mana_ability=mana)
    item = StackItem(id=aid, kind="activated", ref=ref, ability=ab, controller=player,
                     source=source.id, source_chars=src_chars, targets=targets, modes=modes)
    if mana:
        from reference_engine.rules.oneshot import Ctx, run_effects

        run_effects(game, Ctx(item, seq, [True] * len(targets)), ab.effects)
        return
    game.st.stack.append(item)
    game.touch()
    game.emit(PutOnStack, causes=(seq,), object=aid, controller=player, targets=targets, modes=modes)


def play_land(game: Game, player: PlayerId, action: Action) -> None:
    card = _card(game, action.object, Zone.HAND)
    pl = game.st.players[player]
    if CardType.LAND not in card.card.types or card.owner != player:
        raise Illegal("only a land card from your own hand can be played")
    if not _sorcery_timing(game, player) or pl.lands_played >= 1:
        raise Illegal("a land is played in your main phase, with an empty stack, once a turn")
    pl.lands_played += 1
    move(game, [Move(card, Zone.BATTLEFIELD, ZoneChangeCause.PLAY, controller=player)])


def _choose(game: Game, ab: Ability, ref: str, player: PlayerId, source: ObjectId,
            action: Action) -> tuple[tuple[int, ...], tuple[TargetRef, ...]]:
    modes: tuple[int, ...] = ()
    if ab.modes:
        mode = action.mode if action.mode is not None else tg.choose_mode(game, ab, ref, player, source)
        if mode is None or not 0 <= mode < len(ab.modes):
            raise Illegal("no mode can be chosen")
        modes = (mode,)
    specs = tg.specs_for(ab, modes)
    if not specs:
        return modes, ()
    if action.targets:
        chosen = tuple(_now(game, t) for t in action.targets)
        if len(chosen) != len(specs) or not all(
                tg.is_legal(game, s, t, player, source) for s, t in zip(specs, chosen)):
            raise Illegal("a chosen target is not legal")
        return modes, chosen
    picked = tg.choose(game, specs, ref, player, source)
    if picked is None:
        raise Illegal("there is no legal target")
    return modes, picked


def _now(game: Game, t: TargetRef) -> TargetRef:
    if t.object is None:
        return t
    cur = game.current_id(t.object)
    return TargetRef(object=cur if cur is not None else t.object)


def _total(game: Game, card: Card, player: PlayerId, x: int) -> str:
    """Mana cost plus X, minus cost reductions (CR 601.2f)."""
    generic, rest = 0, []
    for sym in mana_symbols(card.card.mana_cost or ""):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            generic += x
        else:
            rest.append(sym)
    for act in effects_of(game, ContinuousKind.COST_REDUCTION):
        colors = set(act.effect.colors)
        if act.controller == player and (not colors or colors & set(card.card.colors)):
            generic = max(0, generic - act.effect.amount)
    return ("{%d}" % generic if generic else "") + "".join("{%s}" % s for s in rest)


def _pay(game: Game, player: PlayerId, oid: ObjectId, cost: Cost, action: Action, mana: str,
         card: Card | None, source: Card | None = None) -> int:
    """Pay non-mana costs, then mana; all or nothing (CR 601.2h)."""
    tapped = False
    if cost.tap:
        if source is None or source.tapped or (source.summoning_sick and CardType.CREATURE in
                                               chars(game, source).types):
            raise Illegal("the {T} cost can't be paid")
        from reference_engine.rules.actions import tap

        tap(game, [source], ())
        tapped = True
    sacrificed = _sacrifice(game, player, cost, action, source)
    if cost.pay_life:
        if game.st.players[player].life < cost.pay_life:
            raise Illegal("not enough life to pay")
        change_life(game, player, -cost.pay_life, ())
    if card is not None and not game.rules.cost_locked_before_payment():
        mana = _total(game, card, player, action.x)
    _pay_mana(game, player, mana)
    return game.emit(CostPaid, object=oid, player=player, mana=mana, life=cost.pay_life,
                     sacrificed=sacrificed, tapped_source=tapped)


def _sacrifice(game: Game, player: PlayerId, cost: Cost, action: Action,
               source: Card | None) -> tuple[ObjectId, ...]:
    victims: list[Card] = []
    if cost.sacrifice_self and source is not None:
        victims.append(source)
    if cost.sacrifice is not None:
        if not action.sacrifice:
            raise Illegal("the sacrifice cost names no permanent")
        for physical in action.sacrifice:
            obj = _card(game, physical, Zone.BATTLEFIELD)
            if obj.controller != player or not filter_matches(cost.sacrifice, chars(game, obj), player, None):
                raise Illegal("that permanent can't be sacrificed for this cost")
            victims.append(obj)
    moved = move(game, [Move(v, Zone.GRAVEYARD, ZoneChangeCause.SACRIFICE) for v in victims])
    return tuple(v.id for v in victims) if moved else ()


def _pay_mana(game: Game, player: PlayerId, mana: str) -> None:
    pool = dict(game.st.players[player].pool)
    generic = 0
    for sym in mana_symbols(mana):
        if sym.isdigit():
            generic += int(sym)
            continue
        options = sym.split("/")
        color = next((c for c in options if pool.get(c, 0) > 0), None)
        if color is None:
            raise Illegal(f"the mana pool can't pay {{{sym}}}")
        pool[color] -= 1
    for c in _PAY_ORDER:
        use = min(generic, pool.get(c, 0))
        pool[c] = pool.get(c, 0) - use
        generic -= use
    if generic:
        raise Illegal("the mana pool can't pay the generic cost")
    game.st.players[player].pool = {k: v for k, v in pool.items() if v}
