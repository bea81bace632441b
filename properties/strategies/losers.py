"""The losers family: in a game of three or four players, one or more
players lose at once, to life at zero or to a draw from an empty library
(CR 704.5a-b), while "whenever a player loses the game" abilities watch on
every side. The losers' own permanents trigger too, since such abilities
look back at the game before the loss (CR 603.9, 603.10f). At least two
players are always left, so the game goes on and the triggers matter.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Effect,
    EffectKind,
    PlayerRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, PlayerId, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, OrderPolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import WATCHER_TYPES, add_spell, add_watcher, payoffs
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, permutations_of, pick

# "a player" twice: it sees every loss; "an opponent" and "you" depend on the seat.
_WHO = (Who.ANY, Who.ANY, Who.OPPONENT, Who.YOU)
_WHY = ("life", "deck")


@family("losers")
@st.composite
def losers(draw: st.DrawFn) -> Scenario:
    """One to three "player loses" watchers on random seats; one to all but
    one of the active player's opponents lose to one spell."""
    n = draw(ints(3, 4))
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                  turn_order=() if order == tuple(range(n)) else order)
    for _ in range(draw(ints(1, 3))):
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                        trigger=Trigger(event=TriggerEvent.PLAYER_LOSES, player=draw(pick(_WHO))))
        add_watcher(board, watch, controller=draw(ints(0, n - 1)),
                    types=draw(pick(WATCHER_TYPES)))
    opponents = [p for p in range(n) if p != board.active]
    doomed = draw(lists_of(pick(opponents), min_size=1, max_size=n - 2, unique=True))
    why = {p: draw(pick(_WHY)) for p in doomed}
    for p in doomed:
        if why[p] == "life":
            board.life[p] = 1
    if len(doomed) == 1 and draw(BOOLS):
        _aimed(board, draw, doomed[0], why[doomed[0]])
    else:
        _at_each_opponent(board, draw, [p for p in opponents if why.get(p) != "deck"])
    board.resolve_all()
    policy = draw(pick(tuple(OrderPolicy)))
    return board.build("losers", choices=ChoicePolicy(trigger_order=policy))


def _aimed(board: ScenarioBuilder, draw: st.DrawFn, loser: PlayerId, why: str) -> None:
    """"Target player loses 2 life", "... deals 2 damage to target player" or
    "target player draws a card" (from an empty library), at the one loser."""
    kind = EffectKind.DRAW if why == "deck" else draw(pick((EffectKind.LOSE_LIFE,
                                                                       EffectKind.DEAL_DAMAGE)))
    spell = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(players=Who.ANY),), effects=(
        Effect(kind=kind, amount=1 if kind is EffectKind.DRAW else 2, player=PlayerRef.TARGET),))
    board.cast(add_spell(board, spell), targets=(TargetRef(player=loser),))


def _at_each_opponent(board: ScenarioBuilder, draw: st.DrawFn, stocked: list[PlayerId]) -> None:
    """"Each opponent loses 1 life [or: this deals 1 damage to each opponent],
    then draws a card": every doomed player loses in the same state-based
    action check, some maybe by life and others by drawing. Only ``stocked``
    opponents have a card to draw."""
    filler = board.card("Filler", (CardType.LAND,)) if stocked else ""
    for p in stocked:
        board.put(filler, owner=p, zone=Zone.LIBRARY)
    hurt = draw(pick((EffectKind.LOSE_LIFE, EffectKind.DEAL_DAMAGE)))
    spell = Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=hurt, amount=1, player=PlayerRef.EACH_OPPONENT),
        Effect(kind=EffectKind.DRAW, amount=1, player=PlayerRef.EACH_OPPONENT),
    ))
    board.cast(add_spell(board, spell))


__all__ = ["losers"]
