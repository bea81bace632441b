"""The state_actions family: one spell leaves the game needing state-based
actions while abilities it triggered wait to be put on the stack. Every
state-based action comes first, repeated until none applies, and only then
are the triggers stacked and a player given priority (CR 704.3, 117.5).

The state-based actions: creatures with lethal damage (CR 704.5g) or no
toughness left under -1/-1 counters (CR 704.5f), an Aura whose creature is
gone (CR 704.5m), and a player at 0 life (CR 704.5a) or who drew from an
empty library (CR 704.5b), in a game of two or three players.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Subject,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, PlayerId, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    creature_filters,
    gain,
    payoffs,
    payoffs_for,
    seats,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick


def _watch(board: ScenarioBuilder, draw: st.DrawFn, events: tuple[TriggerEvent, ...]) -> None:
    """One or two watchers of what the spell does and of the deaths after it."""
    for _ in range(draw(ints(1, 2))):
        event = draw(pick(events))
        if event in (TriggerEvent.GAIN_LIFE, TriggerEvent.DRAW, TriggerEvent.PLAYER_LOSES):
            ability = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, player=Who.ANY),
                              effects=draw(payoffs_for(event)))
        else:
            ability = watcher_ability(event, draw(creature_filters()), draw(payoffs()))
        add_watcher(board, ability, controller=draw(ints(0, 1)),
                    types=draw(pick(WATCHER_TYPES)))


def _amount(draw: st.DrawFn, toughness: int) -> int:
    """Damage or counters for each creature: mostly just lethal, or one more;
    now and then one short, so the creatures live and no action is needed."""
    return draw(pick((toughness, toughness + 1, toughness, max(1, toughness - 1))))


def _damage(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """Damage to each creature, lethal to some: damage triggers wait while
    those creatures die (CR 704.5g)."""
    toughness = draw(pick((2, 1, 3)))
    add_creatures(board, draw(seats(draw(ints(1, 3)))), toughness=toughness)
    _watch(board, draw, (TriggerEvent.DEALT_DAMAGE, TriggerEvent.DIES))
    board.cast(add_spell(board, sweeper(EffectKind.DEAL_DAMAGE, amount=_amount(draw, toughness))))


def _counters(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """-1/-1 counters on each creature: counter triggers wait while those left
    with no toughness die (CR 704.5f)."""
    toughness = draw(pick((1, 2)))
    add_creatures(board, draw(seats(draw(ints(1, 3)))), toughness=toughness)
    _watch(board, draw, (TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT, TriggerEvent.DIES))
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(Effect(
        kind=EffectKind.PUT_COUNTERS, amount=_amount(draw, toughness), counter="-1/-1", object=ObjectRef.ALL,
        filter=ObjectFilter(types=CREATURE)),))))


def _aura(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """An Aura's creature is destroyed: dies triggers wait while the Aura goes
    to the graveyard (CR 704.5m); the Aura may watch itself become unattached."""
    host = add_creatures(board, [draw(ints(0, 1))])[0]
    mine = watcher_ability(TriggerEvent.BECOMES_UNATTACHED, ObjectFilter(subject=Subject.SELF), draw(payoffs()))
    key = board.card("Aura", (CardType.ENCHANTMENT,), subtypes=("Aura",),
                     abilities=(mine,) if draw(BOOLS) else ())
    board.put(key, owner=board.objects[host - 1].owner, controller=board.objects[host - 1].controller,
              attached_to=host)
    _watch(board, draw, (TriggerEvent.DIES, TriggerEvent.LEAVES))
    board.cast(add_spell(board, targeted(EffectKind.DESTROY)), targets=(TargetRef(object=host),))


def _life(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"Each opponent loses 2 life, you gain 2 life" with an opponent at 1 or
    2 life: life-gain triggers wait while that player loses (CR 704.5a)."""
    opponents = [p for p in range(board.n_players) if p != board.active]
    for p in draw(lists_of(pick(opponents), min_size=1, unique=True)):
        board.life[p] = draw(ints(1, 2))
    _watch(board, draw, (TriggerEvent.GAIN_LIFE, TriggerEvent.PLAYER_LOSES))
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.EACH_OPPONENT), gain(2)))))


def _deck(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"Each player draws two cards" with a library of one card or none: draw
    triggers wait while that player loses (CR 704.5b)."""
    filler = board.card("Filler", (CardType.LAND,))
    short: PlayerId = draw(ints(0, board.n_players - 1))
    for p in range(board.n_players):
        for _ in range(draw(ints(0, 1)) if p == short else 2):
            board.put(filler, owner=p, zone=Zone.LIBRARY)
    _watch(board, draw, (TriggerEvent.DRAW, TriggerEvent.PLAYER_LOSES))
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.DRAW, amount=2, player=PlayerRef.EACH_PLAYER),))))


_HOW = {"damage": _damage, "counters": _counters, "aura": _aura, "life": _life, "deck": _deck}


@family("state_actions")
@st.composite
def state_actions(draw: st.DrawFn) -> Scenario:
    """One spell that makes a state-based action needed, watched by abilities
    that trigger on what it did; when a player is to lose, maybe with a third
    player, so that the game goes on."""
    how = draw(pick(tuple(_HOW)))
    board = ScenarioBuilder(players=draw(ints(2, 3)) if how in ("life", "deck") else 2)
    _HOW[how](board, draw)
    board.resolve_all()
    return board.build("state_actions")
