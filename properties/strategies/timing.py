"""Families about time: delayed triggers and "at the beginning of" triggers."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
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
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_mana_land,
    add_spell,
    add_watcher,
    gain,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_DELAY_STEPS = (Step.END, Step.UPKEEP, Step.BEGINNING_OF_COMBAT, Step.DRAW)


def _delayed(step: Step, effects: tuple[Effect, ...]) -> Effect:
    return Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=step, effects=effects))


def _library(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """Up to two cards per library: the scripts cross at most two draw steps,
    so a player may deck out while a step's triggers wait (CR 704.5b)."""
    filler = board.card("Filler", (CardType.LAND,))
    for p in range(board.n_players):
        for _ in range(draw(ints(0, 2))):
            board.put(filler, owner=p, zone=Zone.LIBRARY)


@family("delayed")
@st.composite
def delayed(draw: st.DrawFn) -> Scenario:
    """Delayed triggers made by a spell, a flicker or a watcher's trigger,
    fired in a later step or turn, once (CR 603.7a-e)."""
    board = ScenarioBuilder()
    _library(board, draw)
    step = draw(pick(_DELAY_STEPS))
    # The watcher case is listed twice: it alone exercises control (CR 603.7e).
    how = draw(pick(("spell", "watcher", "flicker", "watcher", "during", "counted", "permitted")))
    if how == "during":
        step = draw(pick((Step.END, Step.BEGINNING_OF_COMBAT)))
        _during(board, step)
    elif how == "counted":
        _counted(board, draw)
        board.resolve_all()
        return board.build("delayed")  # it waits for resolutions, not for a step
    elif how == "permitted":
        _permitted(board, draw, step)
    elif how == "spell":
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL,
                                            effects=(_delayed(step, (gain(1),)),))))
    elif how == "flicker":
        victim = add_creatures(board, [draw(ints(0, 1))])[0]
        back = Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED)
        flicker = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                          effects=(Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                                   _delayed(step, (back,))))
        board.cast(add_spell(board, flicker), targets=(TargetRef(object=victim),))
    else:
        _watcher_delay(board, draw, step)
    board.resolve_all()
    board.advance_to(step)
    if draw(pick(("again", "once"))) == "again":
        board.advance_to(step)  # the same step a turn later: "next" means once (CR 603.7b)
    return board.build("delayed")


def _during(board: ScenarioBuilder, step: Step) -> None:
    """The delayed trigger is made during the very step it waits for: that
    step had begun before it existed, so it waits for the next one (CR 603.7a)."""
    land = add_mana_land(board, board.active)
    board.advance_to(step)
    board.activate(land, 0)
    later = Ability(kind=AbilityKind.SPELL, effects=(_delayed(step, (gain(1),)),))
    board.cast(add_spell(board, later, instant=True), pay=False)


def _counted(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"When this ability has resolved the Nth time this turn": activated two
    to four times in one turn, it is created only once (CR 603.7h)."""
    nth = DelayedTrigger(resolutions=draw(ints(2, 3)), effects=(gain(1),))
    ignite = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(),
                     effects=(gain(1), Effect(kind=EffectKind.CREATE_DELAYED, delayed=nth)))
    igniter = board.put(board.card("Igniter", CREATURE, abilities=(ignite,)))
    together = draw(BOOLS)  # stacked at once, or each resolved before the next
    for _ in range(draw(ints(2, 4))):
        board.activate(igniter, 0)
        if not together:
            board.resolve_top()


def _permitted(board: ScenarioBuilder, draw: st.DrawFn, step: Step) -> None:
    """A permanent's static ability lets a player (often its controller's
    opponent) act; the delayed trigger that makes is the permanent
    controller's, whoever acted (CR 603.7g)."""
    deal = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(_delayed(step, (gain(1),)),))
    static = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.PERMITS_ACTION,
                                                                    ability=deal))
    source = add_watcher(board, static, controller=draw(ints(0, 1)))
    actor = draw(pick((board.opponent, board.active)))
    if actor != board.active:
        board.script.append(Action(action=ActionKind.PASS))  # the opponent gets priority (CR 117.3d)
    board.script.append(Action(action=ActionKind.SPECIAL_ACTION, player=actor, object=source, ability=0))


def _watcher_delay(board: ScenarioBuilder, draw: st.DrawFn, step: Step) -> None:
    """A watcher's trigger creates the delayed trigger; the active player may
    steal the watcher while that trigger waits on the stack, or later: the
    delayed trigger stays with the trigger's controller (CR 603.7e)."""
    add_creatures(board, [draw(ints(0, 1))])
    watch = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE),
                            (_delayed(step, (gain(1),)),))
    watcher = add_watcher(board, watch, controller=draw(pick((1, 0))))
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    when = draw(pick(("between", "after", "never", "between")))
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


@family("steps")
@st.composite
def steps(draw: st.DrawFn) -> Scenario:
    """"At the beginning of [your / each / each opponent's] <step>" watchers,
    while the game advances through steps and turns (CR 603.2b)."""
    board = ScenarioBuilder(active=draw(ints(0, 1)),
                  step=draw(pick((Step.PRECOMBAT_MAIN, Step.UPKEEP, Step.END))))
    _library(board, draw)
    for _ in range(draw(ints(1, 3))):
        trigger = Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=draw(pick(_STEPS)),
                          player=draw(pick((Who.YOU, Who.ANY, Who.OPPONENT))))
        add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=(gain(1),)),
                    controller=draw(ints(0, 1)))
    for _ in range(draw(ints(1, 2))):
        board.advance_to(draw(pick(_STEPS)))
    return board.build("steps")
