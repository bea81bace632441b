"""The "phyrexian_activations" family: activated abilities with Phyrexian
mana in their cost, as Immolating Souleater's and Moltensteel Dragon's
"{R/P}: This creature gets +1/+0 until end of turn." (CR 107.4f, 602.2b),
or a plain "{W/P}"-like "you gain 1 life", each symbol announced as paid with mana or 2 life, or left to the default.

Activated once to three times in a row, with the pool holding the colour for
some activations and not others; the activator's life is now and then 2 or
3, so a later payment in life may be more than the total holds and must be
refused (CR 119.4). A watcher of "whenever a player gains life" stands by:
the ability may gain life, the payments never do.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectRef, Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType
from reference_engine.scenario import Scenario

_COSTS = ("{R/P}", "{R/P}", "{1}{B/P}", "{G/P}{G/P}")
_GAINS = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.ANY),
                 effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=1),))
"""Whenever a player gains life, you lose 1 life (a loss, so it does not trigger itself)."""


@family("phyrexian_activations")
@st.composite
def phyrexian_activations(draw: st.DrawFn) -> Scenario:
    """A creature with "<Phyrexian cost>: This creature gets +1/+0 until end
    of turn." (or "You gain 1 life."), activated one to three times, with the
    same announcement each time."""
    board = ScenarioBuilder()
    me = board.active
    board.life[me] = draw(pick((20, 20, 3, 2)))
    add_watcher(board, _GAINS, controller=draw(ints(0, 1)))
    cost = draw(pick(_COSTS))
    effect = draw(pick((Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.SELF, power=1), gain(1))))
    pump = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana=cost), effects=(effect,))
    eater = board.put(board.card("Souleater", (CardType.ARTIFACT, *CREATURE), abilities=(pump,),
                                 power=1, toughness=1), controller=me)
    phyrexian = [s[1:-1] for s in cost.replace("}", "}\n").split() if s.endswith("/P}")]
    answers = tuple(draw(BOOLS) for _ in phyrexian) if draw(pick((True, True, False))) else ()
    for _ in range(draw(ints(1, 3))):
        if "{1}" in cost:
            board.add_mana(me, "{1}")
        for sym in phyrexian:
            if draw(pick((True, True, False))):
                board.add_mana(me, "{%s}" % sym[0])
        board.activate(eater, 0, phyrexian_life=answers)
    board.resolve_all()
    return board.build("phyrexian_activations")
