"""The extra_triggers family: "triggers an additional time" effects over the
permanents whose abilities trigger, each adding exactly one trigger per
occurrence (CR 603.2d).

The effects come from the scenario or from a permanent's static ability, and
their filters mostly fit the watchers, so the doubled abilities do trigger;
a filter that misses now and then keeps the count honest both ways.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Effect,
    EffectKind,
    ObjectFilter,
    PlayerRef,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    aimed_filter,
    payoffs_for,
    seats,
    sweeper,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_GAIN_SPELL = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2,
                                                              player=PlayerRef.EACH_PLAYER),))


def _watch(event: TriggerEvent, payoff: tuple[Effect, ...]) -> Ability:
    if event in (TriggerEvent.GAIN_LIFE, TriggerEvent.CAST):
        return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, player=Who.ANY), effects=payoff)
    return watcher_ability(event, ObjectFilter(types=CREATURE), payoff)


@family("extra_triggers")
@st.composite
def extra_triggers(draw: st.DrawFn) -> Scenario:
    """Watchers of deaths, arrivals, casts or life gain under one or two
    additional-time effects; one spell makes them all trigger."""
    board = ScenarioBuilder()
    event = draw(pick((TriggerEvent.DIES, TriggerEvent.ENTERS, TriggerEvent.CAST,
                                  TriggerEvent.GAIN_LIFE)))
    watchers = [add_watcher(board, _watch(event, draw(payoffs_for(event))),
                            controller=draw(ints(0, 1)),
                            types=draw(pick(WATCHER_TYPES)))
                for _ in range(draw(ints(1, 2)))]
    for _ in range(draw(ints(1, 2))):
        _doubler(board, draw, watchers)
    if event is TriggerEvent.DIES:
        add_creatures(board, draw(seats(draw(ints(1, 2)))))
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    elif event is TriggerEvent.ENTERS:
        board.cast(board.put(board.card("Newcomer", CREATURE, mana_cost="{G}"), zone=Zone.HAND))
    else:
        board.cast(add_spell(board, _GAIN_SPELL))
    board.resolve_all()
    return board.build("extra_triggers")


def _doubler(board: ScenarioBuilder, draw: st.DrawFn, watchers: list[ObjectId]) -> None:
    """An additional-time effect, as a scenario effect or a permanent's static
    ability, mostly over some of the watchers."""
    controller: PlayerId = draw(ints(0, 1))
    effect = ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER,
                              filter=aimed_filter(board, draw, watchers, controller))
    if draw(BOOLS):
        board.effect(effect, controller=controller)
    else:
        static = Ability(kind=AbilityKind.STATIC, static=effect)
        board.put(board.card("Amplifier", (CardType.ARTIFACT,), abilities=(static,)),
                  owner=controller, controller=controller)
