"""Total costs (CR 601.2f, 602.2b) and paying them (CR 601.2h): in any order,
never in part. A failed payment raises ``Illegal`` and the caller's attempt is
reversed (CR 733.1)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reference_engine.abilities import ContinuousKind, Cost, ObjectFilter, TriggerEvent
from reference_engine.cards import mana_symbols
from reference_engine.events import CostPaid, RefusalCode, ZoneChangeCause
from reference_engine.ids import CardType, Color, ObjectId, PlayerId, Zone
from reference_engine.objects import Card
from reference_engine.records import fast_init
from reference_engine.rules import actions
from reference_engine.rules.damage import change_life
from reference_engine.rules.effects import chars, effects_of, filter_matches
from reference_engine.rules.illegal import Illegal
from reference_engine.rules.mana import pay_mana
from reference_engine.rules.triggers import Occ, detect
from reference_engine.rules.zones import Move, move
from reference_engine.scenario import Action
from reference_engine.state import Game


@fast_init
@dataclass(frozen=True, slots=True)
class Bill:
    """Everything one cast or activation must pay, fixed when it is locked in."""

    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[ObjectFilter, ...] = ()
    """One permanent per filter."""
    life: int = 0
    discard: int = 0
    convoke: bool = False
    """The spell has convoke: creatures may be tapped to pay its mana (CR 702.51a)."""


def bill_of(costs: list[Cost], mana: str) -> Bill:
    """The non-mana parts of ``costs`` together, with the total mana ``mana``."""
    return Bill(mana=mana, tap=any(c.tap for c in costs), untap=any(c.untap for c in costs),
                sacrifice_self=any(c.sacrifice_self for c in costs),
                sacrifice=tuple(c.sacrifice for c in costs if c.sacrifice is not None),
                life=sum(c.pay_life for c in costs), discard=sum(c.discard for c in costs))


def total_mana(parts: list[str], x: int) -> str:
    """Sum mana costs with X = ``x`` (CR 601.2f, 602.2b). Generic mana is written first."""
    generic, rest = _summed(parts, x)
    return _written(generic, rest)


def _summed(parts: list[str], x: int) -> tuple[int, list[str]]:
    """The generic amount (X counted as ``x``) and the other symbols of ``parts``."""
    generic, rest = 0, []
    for sym in (s for p in parts for s in mana_symbols(p)):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            generic += x
        else:
            rest.append(sym)
    return generic, rest


def _written(generic: int, rest: list[str]) -> str:
    return ("{%d}" % generic if generic else "") + "".join("{%s}" % s for s in rest)


def spell_total(game: Game, player: PlayerId, card: Card, parts: list[str], x: int,
                phyrexian_life: tuple[bool, ...] = ()) -> str:
    """The total mana cost of a spell (CR 601.2f): the parts with X = ``x``,
    plus the cost increases in force, less the caster's reductions (on the
    generic part, never below zero), then raised to any minimum in force.
    A Phyrexian symbol announced as paid with mana is one mana of its colour;
    one announced as paid with life is 2 life, not mana (CR 107.4f, 601.2b)."""
    generic, written = _summed(parts, x)
    rest = _answered(written, phyrexian_life)
    x_mana = x * sum(mana_symbols(p).count("X") for p in parts)
    generic = game.rules.generic_after_modifiers(
        generic, spell_increase(game, card.card.types),
        tuple(spell_reductions(game, player, card.card.colors)))
    floor = spell_minimum(game)
    seen = game.rules.mana_value_for_minimum(generic + len(rest), x_mana)
    seen += game.rules.phyrexian_life_in_minimum(sum(phyrexian_life))
    return _written(generic + max(0, floor - seen), rest)


def ability_total(parts: list[str], x: int, phyrexian_life: tuple[bool, ...]) -> str:
    """The total mana of an activation cost (CR 602.2b, 601.2f) with X = ``x``:
    a Phyrexian symbol announced as paid with life is no mana (CR 107.4f)."""
    generic, written = _summed(parts, x)
    return _written(generic, _answered(written, phyrexian_life))


def _answered(written: list[str], phyrexian_life: tuple[bool, ...]) -> list[str]:
    """The non-generic symbols to pay with mana: each Phyrexian one, in the
    order written, is dropped if announced as paid with life, else one mana
    of its colour."""
    answers = iter(phyrexian_life)
    return [s.split("/")[0] if is_phyrexian(s) else s for s in written
            if not (is_phyrexian(s) and next(answers, False))]


def is_phyrexian(symbol: str) -> bool:
    """A Phyrexian mana symbol such as "W/P" (CR 107.4f)."""
    return symbol.endswith("/P")


def announce_phyrexian(game: Game, player: PlayerId, parts: list[str], action: Action) -> tuple[bool, ...]:
    """CR 601.2b (602.2b for an activation): for each Phyrexian symbol of
    ``parts`` (in the order written), whether the caster pays 2 life for it. The script's answers if
    it gives them (one per symbol); else mana of its colour while the pool
    holds some beyond what the cost's plain symbols of that colour need."""
    symbols = [s for p in parts for s in mana_symbols(p)]
    phyrexian = [s for s in symbols if is_phyrexian(s)]
    if action.phyrexian_life and len(action.phyrexian_life) != len(phyrexian):
        raise Illegal(f"the costs have {len(phyrexian)} Phyrexian mana symbol(s); the action answers for "
                      f"{len(action.phyrexian_life)}", RefusalCode.CHOICE)
    pool = dict(game.st.players[player].pool)
    for s in symbols:
        if s in pool:
            pool[s] -= 1
    out = []
    for i, s in enumerate(phyrexian):
        color = s.split("/")[0]
        held = pool.get(color, 0) > 0
        wants = action.phyrexian_life[i] if action.phyrexian_life else not held
        life = game.rules.phyrexian_paid_with_life(wants, held)
        out.append(life)
        pool[color] = pool.get(color, 0) - (0 if life else 1)
    return tuple(out)


def spell_reductions(game: Game, player: PlayerId, colors: tuple[Color, ...]) -> list[int]:
    """The amounts of the reductions in force now for the player's spell of these colours."""
    out = []
    for act in effects_of(game, ContinuousKind.COST_REDUCTION):
        wanted = set(act.effect.colors)
        if act.controller == player and (not wanted or wanted & set(colors)):
            out.append(act.effect.amount)
    return out


def spell_increase(game: Game, types: tuple[CardType, ...]) -> int:
    """How much more any player's spell of these card types costs, from
    effects in force now ("noncreature spells cost {1} more")."""
    return sum(act.effect.amount for act in effects_of(game, ContinuousKind.COST_INCREASE)
               if game.rules.increase_applies(not any(t in types for t in act.effect.not_types)))


def spell_minimum(game: Game) -> int:
    """The greatest minimum total cost in force now: a minimum applies while
    its source is untapped (Trinisphere)."""
    floors = [act.effect.amount for act in effects_of(game, ContinuousKind.COST_MINIMUM)
              if (src := game.obj(act.source) if act.source is not None else None) is not None
              and not src.tapped]
    return max(floors, default=0)


def pay(game: Game, player: PlayerId, oid: ObjectId, bill: Bill, action: Action,
        source: Card | None = None, recompute: Callable[[], str] | None = None) -> int:
    """Pay every part of ``bill``; returns the ``cost_paid`` seq.

    ``recompute`` is only for a mutant that does not lock the total in: it
    gives the mana total anew once the other costs are paid.
    """
    tapped = _tap_or_untap(game, bill, source)
    sacrificed = _sacrifice(game, player, bill, action, source)
    discarded = _discard(game, player, bill, action)
    lost: tuple[int, ...] = ()
    if bill.life:  # paying life is losing it (CR 119.4), only from a total that high
        if game.st.players[player].life < bill.life:
            raise Illegal(f"paying {bill.life} life needs at least that much life", RefusalCode.COST)
        lost = (change_life(game, player, -bill.life, ()),)
    mana = bill.mana if recompute is None else recompute()
    spent = pay_mana(game, player, _convoke(game, player, mana, bill, action))
    paid_for = game.obj(oid)
    if paid_for is not None and paid_for.zone is Zone.STACK:  # a spell being cast (CR 601.2h)
        game.st.mana_spent[oid] = spent
    return game.emit(CostPaid, causes=lost, object=oid, player=player, mana=mana, life=bill.life,
                     sacrificed=sacrificed, discarded=discarded, tapped_source=tapped, spent=spent or None)


def _convoke(game: Game, player: PlayerId, mana: str, bill: Bill, action: Action) -> str:
    """CR 702.51a: tap each creature the caster names; each pays for one
    mana of one of its colours if the cost still has one, else for {1}.
    Returns what is left for the pool to pay. Each tap is a "becomes tapped"
    occurrence (CR 603.2e)."""
    if not action.convoke:
        return mana
    if not bill.convoke:
        raise Illegal("this spell has no convoke", RefusalCode.CHOICE)
    generic, rest = _summed([mana], 0)
    for physical in action.convoke:
        obj = find(game, physical, Zone.BATTLEFIELD, RefusalCode.COST)
        c = chars(game, obj)
        if obj.controller != player or CardType.CREATURE not in c.types or obj.tapped:
            raise Illegal(f"object {physical} is not an untapped creature you control", RefusalCode.COST)
        color = next((s for s in rest if s in c.colors), None)
        if color is not None:
            rest.remove(color)
        elif generic:
            generic -= 1
        else:
            raise Illegal(f"tapping object {physical} would pay for nothing", RefusalCode.COST)
        [seq] = actions.tap(game, [obj], ())
        again = game.rules.convoke_tap_occurrences() - 1  # 0 but for a mutant
        detect(game, [Occ(seq, TriggerEvent.BECOMES_TAPPED, chars(game, obj), it=obj.id)] * again)
    return _written(generic, rest)


def _tap_or_untap(game: Game, bill: Bill, source: Card | None) -> bool:
    if not (bill.tap or bill.untap):
        return False
    if source is None:
        raise Illegal("a {T} or {Q} cost needs a permanent source", RefusalCode.COST)
    if bill.tap:
        if source.tapped:
            raise Illegal("the {T} cost can't be paid: the permanent is tapped", RefusalCode.COST)
        if source.summoning_sick and CardType.CREATURE in chars(game, source).types:
            raise Illegal("a creature can't pay {T} before its controller's turn began with it (CR 602.5a)",
                          RefusalCode.PROHIBITED)
        if not game.rules.tap_cost_taps_source():  # pragma: no cover - mutant Rules only
            return False
        actions.tap(game, [source], ())
        return True
    if not source.tapped:
        raise Illegal("the {Q} cost can't be paid: the permanent is untapped", RefusalCode.COST)
    if source.summoning_sick and CardType.CREATURE in chars(game, source).types:
        raise Illegal("a creature can't pay {Q} before its controller's turn began with it (CR 602.5a)",
                      RefusalCode.PROHIBITED)
    actions.untap(game, [source], ())
    return False


def _sacrifice(game: Game, player: PlayerId, bill: Bill, action: Action,
               source: Card | None) -> tuple[ObjectId, ...]:
    victims: list[Card] = [source] if bill.sacrifice_self and source is not None else []
    if len(action.sacrifice) != len(bill.sacrifice):
        raise Illegal(f"the cost sacrifices {len(bill.sacrifice)} permanent(s); "
                      f"the action names {len(action.sacrifice)}", RefusalCode.COST)
    for physical, flt in zip(action.sacrifice, bill.sacrifice):
        obj = find(game, physical, Zone.BATTLEFIELD, RefusalCode.COST)
        if obj.controller != player or obj in victims or not filter_matches(
                flt, chars(game, obj), player, None):
            raise Illegal(f"object {physical} can't be sacrificed for this cost", RefusalCode.COST)
        victims.append(obj)
    if any(v.zone is not Zone.BATTLEFIELD for v in victims):
        raise Illegal("a sacrificed permanent must be on the battlefield", RefusalCode.COST)
    move(game, [Move(v, Zone.GRAVEYARD, ZoneChangeCause.SACRIFICE) for v in victims])
    return tuple(v.id for v in victims)


def _discard(game: Game, player: PlayerId, bill: Bill, action: Action) -> tuple[ObjectId, ...]:
    if len(action.discard) != bill.discard:
        raise Illegal(f"the cost discards {bill.discard} card(s); the action names {len(action.discard)}",
                      RefusalCode.COST)
    cards = [find(game, physical, Zone.HAND, RefusalCode.COST) for physical in action.discard]
    if any(c.owner != player for c in cards) or len(set(c.id for c in cards)) != len(cards):
        raise Illegal("only different cards from your own hand can be discarded", RefusalCode.COST)
    before = game.last_seq()
    actions.discard(game, cards, ())
    return tuple(e.object for e in game.log.events[before:] if e.kind == "discard")


def find(game: Game, physical: ObjectId | None, zone: Zone, code: RefusalCode = RefusalCode.OTHER) -> Card:
    """The card a script names (by scenario id), which must now be in ``zone``;
    ``code`` says what its absence means (a cost left unpaid, or a bad action)."""
    oid = game.current_id(physical) if physical is not None else None
    obj = game.obj(oid) if oid is not None else None
    if obj is None or obj.zone is not zone or obj.phased_out:
        raise Illegal(f"object {physical} is not in the {zone.value}", code)
    return obj
