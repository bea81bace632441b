"""The counters_life_draw family: counters, life and cards, counted per event
or per unit (CR 603.2c)."""
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
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    add_watcher,
    creature_filters,
    gain,
    seats,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick


def _player_watch(event: TriggerEvent, who: Who) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, player=who),
                   effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=1,
                                   player=PlayerRef.EACH_OPPONENT),))


def _counter_watch(event: TriggerEvent, subject: ObjectFilter, counter: str | None) -> Ability:
    """"Whenever a [<counter>] counter is put on", "one or more [<counter>]
    counters", or "dies"; ``counter`` names a kind for the counter events only."""
    counted = event in (TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT)
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=subject,
                                                               counter=counter if counted else None),
                   effects=(gain(1),))


def _counters_spell(amount: int, mine_only: bool, counter: str) -> Ability:
    """"Put N <counter> counters on each creature [you control]": one event per
    creature. Enough -1/-1 counters kill by state-based action (CR 704.5f)."""
    whose = Who.YOU if mine_only else Who.ANY
    return Ability(kind=AbilityKind.SPELL, effects=(Effect(
        kind=EffectKind.PUT_COUNTERS, amount=amount, object=ObjectRef.ALL, counter=counter,
        filter=ObjectFilter(types=CREATURE, controller=whose),
    ),))


@family("counters_life_draw")
@st.composite
def counters_life_draw(draw: st.DrawFn) -> Scenario:
    """Counters put N at a time ("a counter" vs "one or more counters", of
    any kind or of one named kind; now and then zero counters), life gained
    by several players at once, and cards drawn several at a time."""
    board = ScenarioBuilder()
    what = draw(pick(("counters", "counters", "life", "draw")))
    amount = draw(ints(1, 3))
    if what == "draw":  # a library for each draw; none otherwise, to keep boards small
        filler = board.card("Filler", (CardType.LAND,))
        for p in (0, 1):
            for _ in range(amount):
                board.put(filler, owner=p, zone=Zone.LIBRARY)
    if what == "counters":
        add_creatures(board, draw(seats(draw(ints(1, 2)))))
        for _ in range(draw(ints(1, 2))):
            event = draw(pick((TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT,
                                          TriggerEvent.DIES)))
            add_watcher(board, _counter_watch(event, draw(creature_filters()),
                                              draw(pick((None, "+1/+1", "-1/-1")))),
                        controller=draw(ints(0, 1)))
        counter = draw(pick(("+1/+1", "-1/-1")))
        # Now and then "put zero counters": no counter is put, nothing triggers (CR 122.6).
        spell = _counters_spell(0 if draw(ints(0, 2)) == 0 else amount, draw(BOOLS), counter)
    else:
        event = TriggerEvent.GAIN_LIFE if what == "life" else TriggerEvent.DRAW
        for _ in range(draw(ints(1, 2))):
            add_watcher(board, _player_watch(event, draw(pick(tuple(Who)))),
                        controller=draw(ints(0, 1)))
        kind = EffectKind.GAIN_LIFE if what == "life" else EffectKind.DRAW
        whom = draw(pick((PlayerRef.YOU, PlayerRef.EACH_PLAYER)))
        spell = Ability(kind=AbilityKind.SPELL,
                        effects=(Effect(kind=kind, amount=amount, player=whom),))
    board.cast(add_spell(board, spell))
    board.resolve_all()
    return board.build("counters_life_draw")
