"""The "apnap_choices" family: offers every player answers in APNAP order,
where an acceptance lets the decliners choose again (CR 101.4, 101.4d)."""
from __future__ import annotations

from functools import cache

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, Subject, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE, add_creatures, add_spell, add_watcher, gain, sweeper, watcher_ability, whos,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, permutations_of, pick


def _offer(amount: int) -> tuple[Effect, ...]:
    return (Effect(kind=EffectKind.OFFER, amount=amount),)


@family("apnap_choices")
@st.composite
def apnap_choices(draw: st.DrawFn) -> Scenario:
    """2 to 4 players, any active seat and turn order, some cards in each
    library; an offer on a spell, on an "enters" trigger, or on a "dies"
    trigger any player controls (several deaths, several offers); random
    answers per player; watchers that trigger on the draws."""
    n = draw(ints(2, 4))
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                  turn_order=() if order == tuple(range(n)) else order)
    seat = ints(0, n - 1)
    # An empty library makes a drawing player lose, so later offers skip them.
    book = board.card("Book", (CardType.ARTIFACT,))
    for p in range(n):
        for _ in range(draw(ints(0, 1))):
            board.put(book, owner=p, zone=Zone.LIBRARY)
    for _ in range(draw(ints(0, 2))):
        reader = Trigger(event=TriggerEvent.DRAW, player=draw(whos()))
        add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, trigger=reader, effects=(gain(1),)),
                    controller=draw(seat))
    effects = _offer(draw(ints(1, 2)))
    where = draw(pick(("spell", "enters", "dies")))
    if where == "spell":
        for _ in range(draw(ints(1, 2))):
            board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=effects), mana_cost="{U}"))
            board.resolve_all()
    elif where == "enters":
        enters = Ability(kind=AbilityKind.TRIGGERED, effects=effects,
                         trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF)))
        key = board.card("Oracle", (CardType.ENCHANTMENT,), abilities=(enters,), mana_cost="{U}")
        board.cast(board.put(key, zone=Zone.HAND))
        board.resolve_all()
    else:
        add_watcher(board, watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE), effects),
                    controller=draw(seat))
        add_creatures(board, draw(lists_of(seat, min_size=1, max_size=2)))
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
        board.resolve_all()
    return board.build("apnap_choices", choices=ChoicePolicy(offer_answers=draw(_answers(n))))


@cache
def _answers(n: int) -> st.SearchStrategy[dict[str, tuple[bool, ...]]]:
    """Each player's answers in the order asked; shorter lists decline the rest."""
    one: st.SearchStrategy[tuple[bool, ...]] = lists_of(BOOLS, max_size=3).map(tuple)
    return st.tuples(*[one] * n).map(lambda per: {str(p): a for p, a in enumerate(per) if a})
