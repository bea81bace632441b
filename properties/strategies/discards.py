"""The discards family: cards discarded by a cost or a whole hand by an
effect while "whenever a player discards a card" abilities watch (CR 701.9a).

Two or three players hold one to three cards (creature cards and lands);
watchers ("whenever you discard a card", "whenever an opponent discards a
creature card", "whenever a player discards a land card") sit on their
enchantments. Then the active player discards: one or two cards to an
activated ability's cost, or a spell makes them, each opponent or every
player discard their hand and draw that many cards.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, PlayerRef, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, add_watcher, gain, payoffs, whos

FAMILY = "discards"
_CARDS = (ObjectFilter(), ObjectFilter(), ObjectFilter(types=CREATURE), ObjectFilter(types=(CardType.LAND,)))
_WHEELS = (PlayerRef.YOU, PlayerRef.EACH_PLAYER, PlayerRef.EACH_OPPONENT)


def _hand(board: ScenarioBuilder, draw: st.DrawFn, player: int, bear: str, land: str) -> list[ObjectId]:
    """One to three cards in hand, and as many in the library (a wheel draws them again)."""
    held = [board.put(draw(pick((bear, land))), owner=player, zone=Zone.HAND) for _ in range(draw(ints(1, 3)))]
    for _ in held:
        board.put(bear, owner=player, zone=Zone.LIBRARY)
    return held


@family(FAMILY)
@st.composite
def discards(draw: st.DrawFn) -> Scenario:
    """Cards in every hand, "whenever [a player] discards [a card]" watchers,
    and the active player discarding one or two cards to a cost, or a spell
    making them, each opponent or every player discard their hand and draw
    that many."""
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    bear = board.card("Bear", CREATURE, mana_cost="{1}{G}")
    land = board.card("Land", (CardType.LAND,))
    hands = {p: _hand(board, draw, p, bear, land) for p in range(board.n_players)}
    for _ in range(draw(ints(1, 3))):
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()), trigger=Trigger(
            event=TriggerEvent.DISCARDS, subject=draw(pick(_CARDS)), player=draw(whos())))
        add_watcher(board, watch, controller=draw(ints(0, board.n_players - 1)))
    mine = hands[board.active]
    if draw(pick(("cost", "wheel"))) == "cost":
        n = draw(ints(1, min(2, len(mine))))
        outlet = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(discard=n), effects=(gain(1),))
        source = board.put(board.card("Outlet", (CardType.ENCHANTMENT,), abilities=(outlet,)))
        board.activate(source, 0, discard=tuple(mine[:n]))
    else:
        wheel = Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=EffectKind.DISCARD_HAND_DRAW_THAT_MANY, player=draw(pick(_WHEELS))),))
        board.cast(add_spell(board, wheel, instant=True))
    board.resolve_all()
    return board.build(FAMILY)
