"""Casting a spell (CR 601.2a-i) and playing a land (CR 305).

Each step is recorded as it happens; a step that can't be completed raises
``Illegal`` and the engine reverses the whole attempt (CR 733). The total cost
is locked in before anything is paid (CR 601.2f), and mana abilities may be
activated between the two (CR 601.2g).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass

from reference_engine.abilities import Ability, AbilityKind, CastTiming, ContinuousKind, Cost, TargetSpec, TriggerEvent
from reference_engine.events import Cast, CostLocked, RefusalCode, StepBegin, ZoneChangeCause
from reference_engine.ids import CardType, PlayerId, Step, TargetRef, Zone
from reference_engine.objects import Card, StackItem
from reference_engine.records import fast_init
from reference_engine.refs import printed_ref
from reference_engine.rules import modes, targets as tg
from reference_engine.rules.activation import activate, choose_targets
from reference_engine.rules.costs import announce_phyrexian, bill_of, find, pay, spell_total
from reference_engine.rules.effects import chars
from reference_engine.rules.illegal import Illegal
from reference_engine.rules.mana import activate_while_paying
from reference_engine.rules.triggers import Occ, detect
from reference_engine.rules.zones import Move, move
from reference_engine.scenario import Action
from reference_engine.state import Game

if TYPE_CHECKING:
    from dataclasses import replace  # so the type checker checks the fields
else:
    from reference_engine.records import replace  # the same, faster for records


__all__ = ["Illegal", "activate", "cast", "play_land", "spell_ability"]


@fast_init
@dataclass(frozen=True, slots=True)
class Proposal:
    """What the caster announced (CR 601.2b-c)."""

    modes: tuple[int, ...]
    targets: tuple[TargetRef, ...]
    kicked: bool
    alternative: int | None


def sorcery_timing(game: Game, player: PlayerId) -> bool:
    """Main phase of the player's own turn, with an empty stack (CR 307.1)."""
    st = game.st
    return player == st.active and st.step.is_main and not st.stack


COMBAT_STEPS = frozenset({Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                          Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})
"""The steps of the combat phase (CR 506.1)."""
_WINDOWS = {CastTiming.DECLARE_BLOCKERS: frozenset({Step.DECLARE_BLOCKERS}),
            CastTiming.COMBAT: COMBAT_STEPS,
            CastTiming.AFTER_BLOCKERS: frozenset({Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT})}
_WINDOW_WORDS = {CastTiming.DECLARE_BLOCKERS: "during the declare blockers step",
                 CastTiming.COMBAT: "during combat",
                 CastTiming.AFTER_BLOCKERS: "during combat after blockers are declared",
                 CastTiming.OPPONENT_TURN: "during an opponent's turn"}


def in_cast_window(game: Game, player: PlayerId, timing: CastTiming) -> bool:
    """Is it now inside the window of "cast this spell only during ..." (CR 601.3)?"""
    st = game.st
    if timing is CastTiming.OPPONENT_TURN:
        return player != st.active
    if timing is CastTiming.AFTER_BLOCKERS:
        return after_blockers_now(game)
    return st.step in _WINDOWS[timing]


def after_blockers_now(game: Game) -> bool:
    """Is it combat after blockers are declared (CR 509.1), for spells and
    activated abilities alike (CR 601.3, 602.5b)? The end of combat step
    only when this turn's combat had a declare blockers step."""
    if game.st.step is Step.END_OF_COMBAT:
        return _blockers_step_this_turn(game)
    return game.st.step in _WINDOWS[CastTiming.AFTER_BLOCKERS]


def _blockers_step_this_turn(game: Game) -> bool:
    """Did this turn's combat have a declare blockers step? Not when it was
    skipped for want of attackers (CR 508.8): then no blockers were declared,
    and "after blockers are declared" never comes in that combat."""
    sc = game.scenario
    started = sc.turn == game.st.turn and sc.step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)
    return started or any(isinstance(e, StepBegin) and e.turn == game.st.turn and e.step is Step.DECLARE_BLOCKERS
                          for e in game.log.events)


def spell_ability(card: Card) -> tuple[str, Ability]:
    """The ability the spell is cast and resolves with. An Aura spell targets
    what its enchant ability allows (CR 303.4a, 702.5a): its reference is
    that of the enchant ability, ``K/i``."""
    for i, ab in enumerate(card.card.abilities):
        if ab.kind is AbilityKind.SPELL:
            return printed_ref(card.card.key, i), ab
    for i, ab in enumerate(card.card.abilities):
        if ab.static is not None and ab.static.kind is ContinuousKind.ENCHANT and ab.kind is AbilityKind.STATIC:
            return printed_ref(card.card.key, i), Ability(kind=AbilityKind.SPELL,
                                                          targets=(TargetSpec(objects=ab.static.filter),))
    return card.card.key, Ability(kind=AbilityKind.SPELL)


def cast(game: Game, player: PlayerId, action: Action) -> None:
    card = find(game, action.object, Zone.HAND)
    ref, ab = spell_ability(card)
    # 601.2a: the card moves to the stack; the caster controls the spell.
    [(zseq, spell)] = move(game, [Move(card, Zone.STACK, ZoneChangeCause.CAST, controller=player)])
    plan = _propose(game, ab, ref, player, spell, action)  # 601.2b-c
    _check_division(game, ab, plan, action)  # 601.2d
    _check_legal(game, player, card, ab, action)  # 601.2e
    costs, base = _costs(ab, card, plan, bool(action.entwined))
    parts = [base, *(c.mana for c in costs)]
    life = announce_phyrexian(game, player, parts, action)  # 601.2b
    locked = spell_total(game, player, card, parts, action.x, life)
    relock = None if game.rules.cost_locked_before_payment() else (  # a mutant's late total
        lambda: spell_total(game, player, card, parts, action.x, life))

    def lock_and_pay() -> tuple[int, int]:
        lseq = game.emit(CostLocked, causes=(zseq,), object=spell.id, mana=locked)  # 601.2f
        activate_while_paying(game, player, action.mana_abilities)  # 601.2g
        bill = bill_of(costs, locked)
        bill = replace(bill, convoke=ab.convoke, life=bill.life + 2 * sum(life))
        return lseq, pay(game, player, spell.id, bill, action, recompute=relock)  # 601.2h

    early = not game.rules.spell_cast_after_payment()  # only a mutant casts before paying
    causes = (zseq,) if early else (zseq, *lock_and_pay())
    seq = game.emit(Cast, causes=causes, object=spell.id, card=card.card.key, player=player,
                    targets=plan.targets, modes=plan.modes, x=action.x, kicked=plan.kicked,
                    alternative=plan.alternative, division=action.division,
                    phyrexian_life=life)  # 601.2i
    if early:  # pragma: no cover - mutant Rules only
        lock_and_pay()
    game.st.stack.append(StackItem(id=spell.id, kind="spell", ref=ref, ability=ab, controller=player,
                                   source=spell.id, source_chars=chars(game, spell), targets=plan.targets,
                                   modes=plan.modes, x=action.x, kicked=plan.kicked,
                                   division=action.division))
    game.touch()
    detect(game, [Occ(seq, TriggerEvent.CAST, chars(game, spell), player=player, it=spell.id),
                  *tg.becoming_targets(game, seq, plan.targets, player)])


def _propose(game: Game, ab: Ability, ref: str, player: PlayerId, spell: Card,
             action: Action) -> Proposal:
    if action.kicked and ab.kicker is None:
        raise Illegal("this spell has no kicker", RefusalCode.CHOICE)
    alt = action.alternative
    if alt is not None and not 0 <= alt < len(ab.alternative_costs):
        raise Illegal(f"this spell has no alternative cost {alt}", RefusalCode.CHOICE)
    if action.x < 0:
        raise Illegal("X can't be negative", RefusalCode.CHOICE)
    modes, targets = choose_targets(game, ab, ref, player, spell.id, action, kicked=action.kicked)
    return Proposal(modes, targets, game.rules.kicker_announced(action.kicked), alt)


def _check_division(game: Game, ab: Ability, plan: Proposal, action: Action) -> None:
    """CR 601.2d: a divided amount is split now, every target getting at least one."""
    effects = [*ab.effects, *(e for m in plan.modes for e in ab.modes[m].effects), *ab.kicked_effects]
    divided = [e for e in effects if e.divided]
    if not divided:
        if action.division:
            raise Illegal("this spell divides nothing", RefusalCode.CHOICE)
        return
    shares = action.division
    valid = len(shares) == len(plan.targets) and all(s >= 1 for s in shares) and sum(shares) == divided[0].amount
    if not game.rules.division_accepted(valid):
        raise Illegal(f"{divided[0].amount} must be divided among the {len(plan.targets)} target(s), "
                      f"at least 1 each, not as {list(shares)} (CR 601.2d)", RefusalCode.CHOICE)


def _check_legal(game: Game, player: PlayerId, card: Card, ab: Ability, action: Action) -> None:
    """CR 601.2e: the proposed spell must be one the player may cast now."""
    if card.owner != player:
        raise Illegal("a player can cast only cards from their own hand", RefusalCode.PROHIBITED)
    if CardType.LAND in card.card.types:
        raise Illegal("a land is played, not cast", RefusalCode.PROHIBITED)
    if CardType.INSTANT not in card.card.types and not sorcery_timing(game, player):
        raise Illegal("this spell can be cast only in your main phase with an empty stack", RefusalCode.TIMING)
    timing = ab.cast_timing
    if timing is not None and not game.rules.cast_window_allows(timing, in_cast_window(game, player, timing),
                                                                game.st.step):
        raise Illegal(f"this spell can be cast only {_WINDOW_WORDS[timing]} (CR 601.3)", RefusalCode.TIMING)
    uses_x = "{X}" in (card.card.mana_cost or "") and action.alternative is None
    if action.x and not uses_x:
        raise Illegal("X is announced only for a cost with {X}", RefusalCode.CHOICE)


def _costs(ab: Ability, card: Card, plan: Proposal, entwined: bool) -> tuple[list[Cost], str]:
    """The base mana (printed or alternative) and every other cost to pay:
    additional, kicker, entwine and spree costs (CR 601.2f)."""
    costs = [c for c in (ab.cost, ab.kicker if plan.kicked else None) if c is not None]
    costs += modes.costs(ab, plan.modes, entwined)
    if plan.alternative is None:
        return costs, card.card.mana_cost or ""
    alt = ab.alternative_costs[plan.alternative]
    return [*costs, Cost(tap=alt.tap, untap=alt.untap, sacrifice=alt.sacrifice, pay_life=alt.pay_life,
                         discard=alt.discard)], alt.mana


def play_land(game: Game, player: PlayerId, action: Action) -> None:
    card = find(game, action.object, Zone.HAND)
    pl = game.st.players[player]
    if CardType.LAND not in card.card.types or card.owner != player:
        raise Illegal("only a land card from your own hand can be played", RefusalCode.PROHIBITED)
    if not sorcery_timing(game, player):
        raise Illegal("a land is played in your main phase, with an empty stack", RefusalCode.TIMING)
    played_one = False
    if pl.lands_played >= 1:
        played_one = True
    if not game.rules.land_play_allowed(played_one):
        raise Illegal("a land is played only once a turn", RefusalCode.LIMIT)
    pl.lands_played += 1
    move(game, [Move(card, Zone.BATTLEFIELD, ZoneChangeCause.PLAY, controller=player)])
