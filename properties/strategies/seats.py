"""Families about who controls what: control changes and multiplayer APNAP."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    DelayedTrigger,
    Effect,
    EffectKind,
    ObjectFilter,
    PlayerRef,
    Subject,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Step, TargetRef
from reference_engine.scenario import ChoicePolicy, OrderPolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    NONCREATURE_WATCHERS,
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
from properties.strategies.families import family
from properties.strategies.draws import ints, lists_of, permutations_of, pick

_LATER = Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(effects=(gain(1),)))
_STEAL = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))


@family("control")
@st.composite
def control(draw: st.DrawFn) -> Scenario:
    """The active player steals a watcher before its trigger, or while the
    trigger waits on the stack (CR 603.3a, 603.10d)."""
    board = ScenarioBuilder()
    add_creatures(board, draw(seats(draw(ints(1, 2)))))
    payoff = draw(pick(("now", "lose_control", "later")))
    # "later": the trigger creates a delayed trigger, whose controller must be
    # the trigger's, whoever controls the watcher by then (CR 603.7e).
    effects = (_LATER,) if payoff == "later" else draw(payoffs())
    watch = (watcher_ability(TriggerEvent.LOSE_CONTROL, ObjectFilter(subject=Subject.SELF))
             if payoff == "lose_control"
             else watcher_ability(TriggerEvent.DIES, draw(creature_filters()), effects))
    watcher = add_watcher(board, watch, controller=draw(pick((1, 0))),
                          types=draw(pick(NONCREATURE_WATCHERS)))
    when = draw(pick(("between", "before", "during")))
    if when == "during":
        # Deaths and the theft in one resolution: the trigger waits while its
        # source changes hands, and keeps its first controller (CR 603.3a).
        raid = add_spell(board, _sweep_then_steal())
        board.cast(raid, targets=(TargetRef(object=watcher),))
        board.resolve_all()
        return _finish(board, payoff)
    steal = add_spell(board, _STEAL, instant=True, mana_cost="{U}")
    sweep = add_spell(board, sweeper(EffectKind.DESTROY))
    if when == "before":
        board.cast(steal, targets=(TargetRef(object=watcher),))
        board.resolve_all()
        board.cast(sweep)
    else:
        board.cast(sweep)
        board.resolve_top()
        board.cast(steal, targets=(TargetRef(object=watcher),))
    board.resolve_all()
    return _finish(board, payoff)


def _finish(board: ScenarioBuilder, payoff: str) -> Scenario:
    if payoff == "later":
        board.advance_to(Step.END)
    return board.build("control")


def _sweep_then_steal() -> Ability:
    """"Destroy all creatures, then gain control of target permanent"."""
    return Ability(kind=AbilityKind.SPELL, targets=_STEAL.targets,
                   effects=sweeper(EffectKind.DESTROY).effects + _STEAL.effects)


def _upkeep_watch(who: Who) -> Ability:
    """"At the beginning of [your / each / each opponent's] upkeep, gain 1 life"."""
    return Ability(kind=AbilityKind.TRIGGERED,
                   trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP,
                                   player=who),
                   effects=(gain(1),))


def _watch_for(mode: str, draw: st.DrawFn, *, always: bool = False) -> Ability:
    """The watcher for ``mode``; ``always`` picks one that triggers whoever acts."""
    if always:
        return (_upkeep_watch(Who.ANY) if mode == "upkeep"
                else watcher_ability(TriggerEvent.DIES, ObjectFilter(types=(CardType.CREATURE,))))
    if mode == "upkeep":
        return _upkeep_watch(draw(pick(tuple(Who))))
    if mode == "loses":
        return Ability(kind=AbilityKind.TRIGGERED,
                       trigger=Trigger(event=TriggerEvent.PLAYER_LOSES,
                                       player=draw(pick(tuple(Who)))),
                       effects=(gain(1),))
    return watcher_ability(TriggerEvent.DIES, draw(creature_filters()))


@family("players")
@st.composite
def players(draw: st.DrawFn) -> Scenario:
    """2 to 4 players, any turn order and active seat, each with triggers that
    fire together and go on the stack in APNAP order (CR 101.4, 603.3b)."""
    n = draw(ints(2, 4))
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                  turn_order=() if order == tuple(range(n)) else order)
    mode = draw(pick(("sweep", "upkeep", "loses")))
    upkeep = mode == "upkeep"
    # Every seat with a watcher that surely triggers: the whole APNAP order shows.
    everyone = draw(pick((True, False)))
    seat = ints(0, n - 1)
    add_creatures(board, draw(lists_of(seat, min_size=1, max_size=3)))
    for p in range(n) if everyone else draw(lists_of(seat, min_size=2, max_size=4)):
        add_watcher(board, _watch_for(mode, draw, always=everyone and mode != "loses"),
                    controller=p, owner=draw(seat))
    if upkeep:
        board.advance_to(Step.UPKEEP)
    elif mode == "loses":
        for p in draw(lists_of(ints(0, n - 1), min_size=1, max_size=n - 1, unique=True)):
            board.life[p] = 1
        drain = Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.EACH_OPPONENT),))
        board.cast(add_spell(board, drain))
    else:
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_all()
    policy = draw(pick(tuple(OrderPolicy)))
    return board.build("players", choices=ChoicePolicy(trigger_order=policy))
