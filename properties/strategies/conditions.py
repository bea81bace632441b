"""Families about game states: intervening "if" clauses and state triggers."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Condition,
    ConditionKind,
    ContinuousEffect,
    ContinuousKind,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Subject,
    TargetSpec,
    Trigger,
    TriggerEvent,
)
from reference_engine.ids import CardType, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    add_watcher,
    answers,
    at_player,
    gain,
    life_condition,
    optionality,
    seats,
    sweeper,
    watcher_ability,
    whos,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_RESPONSES = ("none", "gain", "lose")


@family("intervening_if")
@st.composite
def intervening_if(draw: st.DrawFn) -> Scenario:
    """"Whenever a creature dies, if you have N or more life, ..." with a
    response that makes the condition true or false in between (CR 603.4)."""
    board = ScenarioBuilder()
    creatures = add_creatures(board, draw(seats(draw(ints(1, 2)))))
    shape = draw(ints(0, 3))
    if shape == 0:
        return _own_counters(board, draw)
    if shape == 1:
        return _morbid(board, draw, creatures)
    owners: list[PlayerId] = []
    for _ in range(draw(ints(1, 2))):
        owner = draw(ints(0, 1))
        condition = life_condition(20 + draw(ints(-1, 1)))
        effect = draw(pick((gain(1), Effect(kind=EffectKind.LOSE_LIFE, amount=1))))
        watch = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE), (effect,),
                                intervening_if=condition, **draw(optionality()))
        add_watcher(board, watch, controller=owner)
        owners.append(owner)
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    response = draw(pick(_RESPONSES))
    if response != "none":
        board.resolve_top()
        kind = EffectKind.GAIN_LIFE if response == "gain" else EffectKind.LOSE_LIFE
        spell = add_spell(board, at_player(kind, 2), instant=True, mana_cost="{W}")
        board.cast(spell, targets=(TargetRef(player=draw(pick(owners))),))
    board.resolve_all()
    return board.build("intervening_if", choices=draw(answers()))


_MORBID = Condition(kind=ConditionKind.CREATURE_DIED_THIS_TURN)
# How the turn goes before the end step: a creature dies, is exiled (by a
# spell, or instead of dying), or nothing leaves.
_BEFORE_THE_END = ("destroy", "destroy", "exile", "sacrifice", "none")


def _morbid(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[int]) -> Scenario:
    """"At the beginning of the end step, if a creature died this turn, ..."
    (Deathreap Ritual): true only if a creature was put into a graveyard from
    the battlefield this turn; one exiled instead never died (CR 700.4, 614.6)."""
    for _ in range(draw(ints(1, 2))):
        watch = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
            event=TriggerEvent.BEGINNING_OF_STEP, step=Step.END, player=draw(whos())),
            effects=(draw(pick((gain(1), Effect(kind=EffectKind.LOSE_LIFE, amount=1)))),),
            intervening_if=_MORBID, **draw(optionality()))
        add_watcher(board, watch, controller=draw(ints(0, 1)))
    if draw(BOOLS):  # Kalitas-style: "if a creature would die, exile it instead"
        board.effect(ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING,
                                      filter=ObjectFilter(types=CREATURE, controller=draw(whos()))))
    how = draw(pick(_BEFORE_THE_END))
    if how != "none":
        kind = {"destroy": EffectKind.DESTROY, "exile": EffectKind.EXILE, "sacrifice": EffectKind.SACRIFICE}[how]
        spell = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                        effects=(Effect(kind=kind, object=ObjectRef.TARGET),))
        board.cast(add_spell(board, spell), targets=(TargetRef(object=draw(pick(creatures))),))
        board.resolve_all()
    board.advance_to(Step.END)
    board.resolve_all()
    return board.build("intervening_if", choices=draw(answers()))


_COUNTER_CONDITIONS = (
    Condition(kind=ConditionKind.NO_COUNTERS),
    Condition(kind=ConditionKind.COUNTERS_AT_LEAST, amount=1),
    Condition(kind=ConditionKind.COUNTERS_AT_LEAST, amount=2),
)


def _own_counters(board: ScenarioBuilder, draw: st.DrawFn) -> Scenario:
    """"When this dies (or leaves), if it had [no | N or more] +1/+1 counters on
    it, ...": the condition reads the creature as it last existed, never the
    card in the graveyard (CR 603.4, 603.10a). Undying-style abilities return
    it with a counter, so a second death sees the counter."""
    condition = draw(pick(_COUNTER_CONDITIONS))
    undying = condition.kind is ConditionKind.NO_COUNTERS and draw(BOOLS)
    effects = (Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT),
               Effect(kind=EffectKind.PUT_COUNTERS, object=ObjectRef.IT, amount=1)) if undying else (gain(1),)
    event = draw(pick((TriggerEvent.DIES, TriggerEvent.LEAVES)))
    own = watcher_ability(event, ObjectFilter(subject=Subject.SELF), effects, intervening_if=condition)
    owner = draw(ints(0, 1))
    key = board.card("Wolf", CREATURE, abilities=(own,))
    counters = draw(pick(({}, {"+1/+1": 1}, {"+1/+1": 2})))
    wolf = board.put(key, owner=owner, controller=owner, counters=counters)
    for _ in range(draw(ints(1, 2))):
        how = draw(pick((EffectKind.DESTROY, EffectKind.EXILE)))
        if draw(BOOLS):
            board.cast(add_spell(board, sweeper(how)))
        else:
            board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, targets=(
                TargetSpec(objects=ObjectFilter(types=CREATURE)),), effects=(
                Effect(kind=how, object=ObjectRef.TARGET),))), targets=(TargetRef(object=wolf),))
        board.resolve_all()
    return board.build("intervening_if", choices=draw(answers()))


def _state_watch(condition: Condition, effect: Effect) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED,
                   trigger=Trigger(event=TriggerEvent.STATE, state=condition),
                   effects=(effect,))


# (the state, the effect that ends it, a spell whose resolution passes through it)
_STATES: tuple[tuple[Condition, Effect, Ability], ...] = (
    (Condition(kind=ConditionKind.NO_CARDS_IN_HAND),
     Effect(kind=EffectKind.DRAW, amount=1),
     Ability(kind=AbilityKind.SPELL, effects=(
         Effect(kind=EffectKind.DISCARD_HAND_DRAW_THAT_MANY),))),
    (life_condition(22),
     Effect(kind=EffectKind.LOSE_LIFE, amount=3),
     Ability(kind=AbilityKind.SPELL, effects=(
         Effect(kind=EffectKind.GAIN_LIFE, amount=3), Effect(kind=EffectKind.LOSE_LIFE, amount=3)))),
    (life_condition(22),
     Effect(kind=EffectKind.LOSE_LIFE, amount=3),
     Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),))),
)


@family("state_triggers")
@st.composite
def state_triggers(draw: st.DrawFn) -> Scenario:
    """A state trigger whose state holds only during a resolution, or holds
    until the trigger itself resolves (CR 603.8)."""
    board = ScenarioBuilder()
    condition, fix, spell = draw(pick(_STATES))
    add_watcher(board, _state_watch(condition, fix), controller=board.active)
    filler = board.card("Filler", (CardType.LAND,))
    for _ in range(draw(ints(0, 3))):
        board.put(filler, zone=Zone.LIBRARY)
    if draw(BOOLS):
        board.put(filler, zone=Zone.HAND)
    board.cast(add_spell(board, spell))
    board.resolve_all()
    if draw(BOOLS):
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(
            Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU),))))
        board.resolve_all()
    return board.build("state_triggers")
