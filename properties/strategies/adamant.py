"""The adamant family: artifact creatures saying "When this creature enters,
if at least three mana of the same color was spent to cast it, draw a card"
(Clockwork Servant; CR 601.2h, 603.4), cast with five mana drawn from two
colors and colorless, or put onto the battlefield without being cast."""
from __future__ import annotations

import itertools

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, Condition, ConditionKind, Effect, EffectKind, ObjectFilter
from reference_engine.abilities import PlayerRef, Subject, Trigger, TriggerEvent
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import ints, pick
from properties.strategies.families import family

FAMILY = "adamant"
ADAMANT = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(
    subject=Subject.SELF)), intervening_if=Condition(kind=ConditionKind.SAME_COLOR_MANA_SPENT, amount=3),
    effects=(Effect(kind=EffectKind.DRAW, amount=1, player=PlayerRef.YOU),))
"""Clockwork Servant's adamant ability."""
_PAIRS = tuple(itertools.combinations("WUBRG", 2))
"""Two colors per scenario, so that three of one color stay likely and every
color is drawn in some scenario (a bug may spare one color)."""


@family(FAMILY)
@st.composite
def adamant(draw: st.DrawFn) -> Scenario:
    """One or two Servants ({5}) in the active player's hand, each cast with
    five mana of two colors and colorless drawn one by one (the engine pays
    the generic cost from what floats), or now and then one already on the
    battlefield, which was never cast; a library to draw from."""
    board = ScenarioBuilder()
    me = board.active
    mana = (*draw(pick(_PAIRS)), "C")
    servant = board.card("Servant", (CardType.ARTIFACT, CardType.CREATURE), abilities=(ADAMANT,),
                         mana_cost="{5}", power=3, toughness=3, subtypes=("Construct",))
    filler = board.card("Filler", (CardType.LAND,))
    for _ in range(3):
        board.put(filler, owner=me, zone=Zone.LIBRARY)
    if draw(ints(0, 3)) == 0:
        board.put(servant, owner=me, controller=me)
    for _ in range(draw(ints(1, 2))):
        oid = board.put(servant, owner=me, zone=Zone.HAND)
        board.pools[me].extend(draw(pick(mana)) for _ in range(5))
        board.cast(oid, player=me, pay=False)
        board.resolve_all()
    return board.build(FAMILY)
