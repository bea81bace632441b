"""The returned_spells family: a spell on the stack returned to its owner's
hand ("Return target spell to its owner's hand") in response, now and then
raced by a counterspell or a second return, watched by "whenever a spell is
countered" abilities that must not trigger for it (CR 400.7, 701.6a).
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
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.counterspells import COUNTER, first_spell, respond
from properties.strategies.draws import ints, pick
from properties.strategies.families import family
from properties.strategies.parts import WATCHER_TYPES, add_creatures, add_spell, add_watcher, payoffs, seats

BOUNCE = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(), zone=Zone.STACK),),
                 effects=(Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.TARGET),))
"""Return target spell to its owner's hand."""


@family("returned_spells")
@st.composite
def returned_spells(draw: st.DrawFn) -> Scenario:
    """A spell returned to its owner's hand in response, maybe raced by a counterspell."""
    board = ScenarioBuilder()
    victims = add_creatures(board, [board.opponent] + draw(seats(draw(ints(0, 1)))))
    if draw(ints(0, 2)):
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                        trigger=Trigger(event=TriggerEvent.SPELL_COUNTERED, subject=ObjectFilter(controller=Who.ANY)))
        add_watcher(board, watch, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    spell = first_spell(board, draw, victims)
    who = respond(board, draw, BOUNCE, TargetRef(object=spell), "{U}")
    race = draw(pick(("none", "none", "counter", "bounce")))
    if race != "none":
        # both aim at the same spell: whichever resolves second finds its target gone (CR 608.2b)
        board.cast(add_spell(board, COUNTER if race == "counter" else BOUNCE, owner=who, instant=True,
                             mana_cost="{U}"), player=who, targets=(TargetRef(object=spell),))
    board.resolve_all()
    return board.build("returned_spells")
