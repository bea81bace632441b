"""Families about time: delayed triggers and "at the beginning of" triggers."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    DelayedTrigger,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.board import Board
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    add_watcher,
    gain,
    sweeper,
    targeted,
    watcher_ability,
)

_DELAY_STEPS = (Step.END, Step.UPKEEP, Step.BEGINNING_OF_COMBAT, Step.DRAW)


def _delayed(step: Step, effects: tuple[Effect, ...]) -> Effect:
    return Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=step, effects=effects))


def _library(board: Board, draw: st.DrawFn) -> None:
    """Up to two cards per library: the scripts cross at most two draw steps,
    so a player may deck out while a step's triggers wait (CR 704.5b)."""
    filler = board.card("Filler", (CardType.LAND,))
    for p in range(board.n_players):
        for _ in range(draw(st.integers(0, 2))):
            board.put(filler, owner=p, zone=Zone.LIBRARY)


@st.composite
def delayed(draw: st.DrawFn) -> Scenario:
    """Delayed triggers made by a spell, a flicker or a watcher's trigger,
    fired in a later step or turn, once (CR 603.7a-e)."""
    board = Board()
    _library(board, draw)
    step = draw(st.sampled_from(_DELAY_STEPS))
    # The watcher case is listed twice: it alone exercises control (CR 603.7e).
    how = draw(st.sampled_from(("spell", "watcher", "flicker", "watcher")))
    if how == "spell":
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL,
                                            effects=(_delayed(step, (gain(1),)),))))
    elif how == "flicker":
        victim = add_creatures(board, [draw(st.integers(0, 1))])[0]
        back = Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED)
        flicker = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                          effects=(Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                                   _delayed(step, (back,))))
        board.cast(add_spell(board, flicker), targets=(TargetRef(object=victim),))
    else:
        _watcher_delay(board, draw, step)
    board.resolve_all()
    board.advance_to(step)
    if draw(st.sampled_from(("again", "once"))) == "again":
        board.advance_to(step)  # the same step a turn later: "next" means once (CR 603.7b)
    return board.build("delayed")


def _watcher_delay(board: Board, draw: st.DrawFn, step: Step) -> None:
    """A watcher's trigger creates the delayed trigger; the active player may
    steal the watcher while that trigger waits on the stack, or later: the
    delayed trigger stays with the trigger's controller (CR 603.7e)."""
    add_creatures(board, [draw(st.integers(0, 1))])
    watch = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE),
                            (_delayed(step, (gain(1),)),))
    watcher = add_watcher(board, watch, controller=draw(st.sampled_from((1, 0))))
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    when = draw(st.sampled_from(("between", "after", "never", "between")))
    if when == "never":
        return
    if when == "between":
        board.resolve_top()
    else:
        board.resolve_all()
    steal = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))
    board.cast(add_spell(board, steal, instant=True, mana_cost="{U}"),
               targets=(TargetRef(object=watcher),))


_STEPS = (Step.END, Step.UPKEEP, Step.BEGINNING_OF_COMBAT, Step.DRAW, Step.POSTCOMBAT_MAIN,
          Step.END_OF_COMBAT)


@st.composite
def steps(draw: st.DrawFn) -> Scenario:
    """"At the beginning of [your / each / each opponent's] <step>" watchers,
    while the game advances through steps and turns (CR 603.2b)."""
    board = Board(active=draw(st.integers(0, 1)),
                  step=draw(st.sampled_from((Step.PRECOMBAT_MAIN, Step.UPKEEP, Step.END))))
    _library(board, draw)
    for _ in range(draw(st.integers(1, 3))):
        trigger = Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=draw(st.sampled_from(_STEPS)),
                          player=draw(st.sampled_from((Who.YOU, Who.ANY, Who.OPPONENT))))
        add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=(gain(1),)),
                    controller=draw(st.integers(0, 1)))
    for _ in range(draw(st.integers(1, 2))):
        board.advance_to(draw(st.sampled_from(_STEPS)))
    return board.build("steps")
