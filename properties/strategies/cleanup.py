"""The cleanup family: something happens in a cleanup step, so players get
priority in it and another cleanup step follows (CR 514.3a).

Nothing triggers at the beginning of a cleanup step on its own, so each
scenario makes a delayed trigger "at the beginning of the next cleanup step"
(by a spell, an activated ability or another trigger). What it does may
trigger more abilities or kill creatures by state-based action in that same
cleanup step, which then needs yet another one.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    DelayedTrigger,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Step
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    add_watcher,
    gain,
    seats,
    sweeper,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_EACH_CREATURE = ObjectFilter(types=CREATURE)
# What the delayed trigger does in the cleanup step; the simplest first.
_PAYOFFS: tuple[tuple[Effect, ...], ...] = (
    (gain(1),),
    (Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.ALL, filter=_EACH_CREATURE),),
    (Effect(kind=EffectKind.PUT_COUNTERS, amount=1, counter="-1/-1", object=ObjectRef.ALL,
            filter=_EACH_CREATURE),),
    (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),),
)
# Watchers that answer those payoffs inside the cleanup step. The life-gain
# watcher drains rather than gains: gaining would retrigger it until the loop cap.
_ANSWERS: tuple[Ability, ...] = (
    Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.ANY),
            effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),)),
    watcher_ability(TriggerEvent.DIES, _EACH_CREATURE),
    watcher_ability(TriggerEvent.DEALT_DAMAGE, _EACH_CREATURE),
)


@family("cleanup")
@st.composite
def cleanup(draw: st.DrawFn) -> Scenario:
    """A delayed trigger waits for the next cleanup step; the game then
    advances into the next turn through it."""
    board = ScenarioBuilder()
    add_creatures(board, draw(seats(draw(ints(0, 2)))), toughness=draw(pick((2, 1, 3))))
    for _ in range(draw(ints(0, 2))):
        add_watcher(board, draw(pick(_ANSWERS)), controller=draw(ints(0, 1)))
    later = Effect(kind=EffectKind.CREATE_DELAYED,
                   delayed=DelayedTrigger(step=Step.CLEANUP, effects=draw(pick(_PAYOFFS))))
    _MAKERS[draw(pick(tuple(_MAKERS)))](board, draw, later)
    board.resolve_all()
    if draw(BOOLS):
        board.advance_to(Step.END)  # a stop on the way: the cleanup step is still the next one
    board.advance_to(Step.UPKEEP)
    return board.build("cleanup")


def _by_spell(board: ScenarioBuilder, draw: st.DrawFn, later: Effect) -> None:
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(later,)),
                         instant=draw(BOOLS)))


def _by_ability(board: ScenarioBuilder, draw: st.DrawFn, later: Effect) -> None:
    """"{0}: at the beginning of the next cleanup step, ...", maybe activated twice."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(later,))
    stone = board.put(board.card("Hourglass", (CardType.ARTIFACT,), abilities=(ability,)),
                      owner=board.active, controller=board.active)
    for _ in range(draw(ints(1, 2))):
        board.activate(stone, 0)


def _by_trigger(board: ScenarioBuilder, draw: st.DrawFn, later: Effect) -> None:
    """A dies watcher makes the delayed trigger for each creature a sweeper kills."""
    add_creatures(board, [draw(ints(0, 1))], name="Victim")
    add_watcher(board, watcher_ability(TriggerEvent.DIES, _EACH_CREATURE, (later,)),
                controller=draw(ints(0, 1)))
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))


_MAKERS = {"spell": _by_spell, "ability": _by_ability, "trigger": _by_trigger}
