"""The banned_sources family: "activated abilities of ... can't be activated"
over permanents that also have triggered abilities. The ban stops their
activations (CR 602.5) but never their triggers, which are not activated
(CR 603.2a).

The bans come from the scenario or from a permanent's static ability and
mostly cover the watchers; one time in five a ban covers only lands, which
no watcher is.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    EffectKind,
    ObjectFilter,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    aimed_filter,
    gain,
    payoffs_for,
    seats,
    sweeper,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_GAIN_SPELL = Ability(kind=AbilityKind.SPELL, effects=(gain(2),))
# Each trigger event with the one spell that makes it happen.
_EVENTS: dict[TriggerEvent, Ability] = {
    TriggerEvent.DIES: sweeper(EffectKind.DESTROY),
    TriggerEvent.CAST: _GAIN_SPELL,
    TriggerEvent.GAIN_LIFE: _GAIN_SPELL,
    TriggerEvent.BECOMES_TAPPED: sweeper(EffectKind.TAP, types=()),
}


def _trigger(event: TriggerEvent) -> Trigger:
    if event in (TriggerEvent.CAST, TriggerEvent.GAIN_LIFE):
        return Trigger(event=event, player=Who.ANY)
    if event is TriggerEvent.DIES:
        return Trigger(event=event, subject=ObjectFilter(types=CREATURE))
    return Trigger(event=event)


@family("banned_sources")
@st.composite
def banned_sources(draw: st.DrawFn) -> Scenario:
    """Permanents with "{0}: you gain 1 life" (or "{T}: ...") and a triggered
    ability, under one or two bans; maybe a refused activation first, then
    one spell makes the triggers happen."""
    board = ScenarioBuilder()
    event = draw(pick(tuple(_EVENTS)))
    tap = draw(BOOLS)
    activated = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=tap), effects=(gain(1),))
    sources = [_source(board, draw, activated, event) for _ in range(draw(ints(1, 2)))]
    for _ in range(draw(ints(1, 2))):
        _ban(board, draw, sources)
    if event is TriggerEvent.DIES:
        add_creatures(board, draw(seats(draw(ints(0, 2)))))
    if draw(ints(0, 2)) == 2:  # a try the ban may refuse (CR 602.5, 733)
        mine = [s for s in sources if board.objects[s - 1].controller == board.active]
        if mine:
            board.activate(draw(pick(mine)), 0)
    board.cast(add_spell(board, _EVENTS[event]))
    board.resolve_all()
    return board.build("banned_sources")


def _source(board: ScenarioBuilder, draw: st.DrawFn, activated: Ability, event: TriggerEvent) -> ObjectId:
    """A permanent with the activated ability and one triggered ability."""
    triggered = Ability(kind=AbilityKind.TRIGGERED, trigger=_trigger(event),
                        effects=draw(payoffs_for(event)))
    types = draw(pick(WATCHER_TYPES))
    key = board.card("Totem", types, abilities=(activated, triggered))
    controller: PlayerId = draw(ints(0, 1))
    return board.put(key, owner=controller, controller=controller)


def _ban(board: ScenarioBuilder, draw: st.DrawFn, sources: list[ObjectId]) -> None:
    """A can't-activate effect, as a scenario effect or a permanent's static
    ability, mostly over some of the sources."""
    controller: PlayerId = draw(ints(0, 1))
    effect = ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE,
                              filter=aimed_filter(board, draw, sources, controller))
    if draw(BOOLS):
        board.effect(effect, controller=controller)
    else:
        static = Ability(kind=AbilityKind.STATIC, static=effect)
        board.put(board.card("Warden", (CardType.ARTIFACT,), abilities=(static,)),
                  owner=controller, controller=controller)
