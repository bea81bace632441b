"""Families about who controls what: control changes and multiplayer APNAP."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    EffectKind,
    ObjectFilter,
    Subject,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import Step, TargetRef
from reference_engine.scenario import ChoicePolicy, OrderPolicy, Scenario

from properties.strategies.board import Board
from properties.strategies.parts import (
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    creature_filters,
    gain,
    payoffs,
    seats,
    sweeper,
    targeted,
    watcher_ability,
)

_STEAL = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))


@st.composite
def control(draw: st.DrawFn) -> Scenario:
    """The active player steals a watcher before its trigger, or while the
    trigger waits on the stack (CR 603.3a, 603.10d)."""
    board = Board()
    add_creatures(board, draw(seats(draw(st.integers(1, 2)))))
    lose = draw(st.booleans())
    watch = (watcher_ability(TriggerEvent.LOSE_CONTROL, ObjectFilter(subject=Subject.SELF))
             if lose else watcher_ability(TriggerEvent.DIES, draw(creature_filters()), draw(payoffs())))
    watcher = add_watcher(board, watch, controller=draw(st.sampled_from((1, 0))),
                          types=draw(st.sampled_from(WATCHER_TYPES)))
    steal = add_spell(board, _STEAL, instant=True, mana_cost="{U}")
    sweep = add_spell(board, sweeper(EffectKind.DESTROY))
    if draw(st.sampled_from(("between", "before"))) == "before":
        board.cast(steal, targets=(TargetRef(object=watcher),))
        board.resolve_all()
        board.cast(sweep)
    else:
        board.cast(sweep)
        board.resolve_top()
        board.cast(steal, targets=(TargetRef(object=watcher),))
    board.resolve_all()
    return board.build("control")


def _upkeep_watch(who: Who) -> Ability:
    """"At the beginning of [your / each / each opponent's] upkeep, gain 1 life"."""
    return Ability(kind=AbilityKind.TRIGGERED,
                   trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP,
                                   player=who),
                   effects=(gain(1),))


@st.composite
def players(draw: st.DrawFn) -> Scenario:
    """2 to 4 players, any turn order and active seat, each with triggers that
    fire together and go on the stack in APNAP order (CR 101.4, 603.3b)."""
    n = draw(st.integers(2, 4))
    order = tuple(draw(st.permutations(range(n))))
    board = Board(players=n, active=draw(st.integers(0, n - 1)),
                  turn_order=() if order == tuple(range(n)) else order)
    upkeep = draw(st.booleans())
    add_creatures(board, draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=3)))
    for p in draw(st.lists(st.integers(0, n - 1), min_size=2, max_size=4)):
        ability = (_upkeep_watch(draw(st.sampled_from(tuple(Who)))) if upkeep
                   else watcher_ability(TriggerEvent.DIES, draw(creature_filters())))
        add_watcher(board, ability, controller=p)
    if upkeep:
        board.advance_to(Step.UPKEEP)
    else:
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_all()
    policy = draw(st.sampled_from(tuple(OrderPolicy)))
    return board.build("players", choices=ChoicePolicy(trigger_order=policy))
