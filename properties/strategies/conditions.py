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
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef, Zone
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
    targeted,
    watcher_ability,
    whos,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_RESPONSES = ("none", "gain", "lose")


@family("intervening_if")
@st.composite
def intervening_if(draw: st.DrawFn) -> Scenario:
    """"Whenever a creature dies, if you have N or more life, ..." (or if this
    permanent is untapped, if it's your turn or not, if an opponent has more
    life than you, if you control N or more Elves, if this card is in your
    graveyard, if a creature died this turn, if it had counters) with a
    response that makes the condition true or false in between (CR 603.4)."""
    board = ScenarioBuilder()
    creatures = add_creatures(board, draw(seats(draw(ints(1, 2)))))
    shape = draw(ints(0, 7))
    if shape == 0:
        return _own_counters(board, draw)
    if shape in (1, 3):
        return _morbid(board, draw, creatures)
    if shape in (4, 5):
        return _board_states(board, draw)
    if shape == 6:
        return _in_graveyard(board, draw)
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


ELVES = ObjectFilter(subtypes=("Elf",))
"""What "if you control N or more Elves" counts."""
_TURNS = (Condition(kind=ConditionKind.YOUR_TURN), Condition(kind=ConditionKind.NOT_YOUR_TURN))
_BOARD_STATES = (
    Condition(kind=ConditionKind.SOURCE_UNTAPPED),
    *_TURNS, *_TURNS,
    Condition(kind=ConditionKind.OPPONENT_MORE_LIFE),
    Condition(kind=ConditionKind.CONTROL_AT_LEAST, amount=1, filter=ELVES),
    Condition(kind=ConditionKind.CONTROL_AT_LEAST, amount=2, filter=ELVES),
    Condition(kind=ConditionKind.CONTROL_AT_LEAST, amount=3, filter=ELVES),
)
_LOSE_ONE = Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT)


def _board_states(board: ScenarioBuilder, draw: st.DrawFn) -> Scenario:
    """Watchers on both sides, tapped or not, some of them creatures, whose
    intervening "if" reads the board: the source untapped, whose turn it is,
    an opponent with more life, three or more Elves. A spell makes a player
    gain life ("whenever a player gains life") or destroys every creature
    ("whenever a creature dies", seeing a dying watcher as it last existed,
    CR 603.10a); then a response taps or untaps a watcher, destroys an Elf or
    moves a life total, so the condition changes before the check on
    resolution (CR 603.4, 608.2h)."""
    for p in (0, 1):
        board.life[p] = 20 + draw(ints(-2, 2))
    elf = board.card("Elf", CREATURE, subtypes=("Elf",), power=1, toughness=1)
    elves = [board.put(elf, owner=p, controller=p) for p in draw(seats(draw(ints(0, 3))))]
    sweep = draw(BOOLS)
    watchers: list[ObjectId] = []
    for _ in range(draw(ints(1, 2))):
        condition = draw(pick(_BOARD_STATES))
        if sweep and condition.kind is ConditionKind.CONTROL_AT_LEAST:
            # Counting what a sweep destroys from a trigger that looks back
            # (CR 603.10a) is the open question creature_counts leaves out.
            condition = Condition(kind=ConditionKind.SOURCE_UNTAPPED)
        trigger = (Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=CREATURE)) if sweep
                   else Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.ANY))
        watch = Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=(_LOSE_ONE,),
                        intervening_if=condition, **draw(optionality()))
        types = draw(pick(((CardType.ENCHANTMENT,), (CardType.ARTIFACT,), CREATURE)))
        # "If this is untapped" on an untapped creature the sweep destroys:
        # checked again on resolution, from its last known state (CR 608.2h).
        # Decided from what was drawn, so the other boards stay the same.
        dies_untapped = sweep and condition.kind is ConditionKind.SOURCE_UNTAPPED
        types = CREATURE if dies_untapped else types
        owner = draw(ints(0, 1))
        key = board.card("Watcher", types, abilities=(watch,))
        watchers.append(board.put(key, owner=owner, controller=owner, tapped=draw(BOOLS) and not dies_untapped))
    if sweep:
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    else:
        board.cast(add_spell(board, at_player(EffectKind.GAIN_LIFE, draw(ints(1, 3)))),
                   targets=(TargetRef(player=draw(ints(0, 1))),))
    board.resolve_top()
    _respond(board, draw, watchers if not sweep else
             [w for w in watchers if CardType.CREATURE not in _types_of(board, w)], [] if sweep else elves)
    board.resolve_all()
    return board.build("intervening_if", choices=draw(answers()))


def _types_of(board: ScenarioBuilder, oid: ObjectId) -> tuple[CardType, ...]:
    key = board.objects[oid - 1].card
    return next(c.types for c in board.cards if c.key == key)


def _respond(board: ScenarioBuilder, draw: st.DrawFn, watchers: list[ObjectId], elves: list[ObjectId]) -> None:
    """With the triggered abilities on the stack, an instant that may change
    their condition: tap or untap a watcher, destroy an Elf, move a life total."""
    options = ["none", "life"] + (["tap", "untap"] if watchers else []) + (["elf"] if elves else [])
    how = draw(pick(tuple(options)))
    if how == "none":
        return
    if how == "life":
        kind = draw(pick((EffectKind.LOSE_LIFE, EffectKind.GAIN_LIFE)))
        board.cast(add_spell(board, at_player(kind, draw(ints(1, 3))), instant=True, mana_cost="{W}"),
                   targets=(TargetRef(player=draw(ints(0, 1))),))
        return
    if how == "elf":
        spell = targeted(EffectKind.DESTROY, spec=TargetSpec(objects=ObjectFilter(types=CREATURE, subtypes=("Elf",))))
        board.cast(add_spell(board, spell, instant=True, mana_cost="{W}"), targets=(TargetRef(object=draw(pick(elves))),))
        return
    kind = EffectKind.TAP if how == "tap" else EffectKind.UNTAP
    spell = targeted(kind, spec=TargetSpec(objects=ObjectFilter()))
    board.cast(add_spell(board, spell, instant=True, mana_cost="{W}"), targets=(TargetRef(object=draw(pick(watchers))),))


_IN_GRAVEYARD = Condition(kind=ConditionKind.SOURCE_IN_ZONE, zone=Zone.GRAVEYARD)


def _in_graveyard(board: ScenarioBuilder, draw: st.DrawFn) -> Scenario:
    """"When this card is put into a graveyard from anywhere, if this card is
    in your graveyard, ...": it triggers from the graveyard it arrived in
    (CR 603.6, 603.4), and a spell that returns every creature card from a
    graveyard to the battlefield in response makes the check on resolution
    fail: the card is a new object on the battlefield (CR 400.7)."""
    own = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
        event=TriggerEvent.PUT_INTO_GRAVEYARD, subject=ObjectFilter(subject=Subject.SELF)),
        effects=(gain(1),), intervening_if=_IN_GRAVEYARD, **draw(optionality()))
    key = board.card("Returner", CREATURE, abilities=(own,))
    owners = draw(seats(draw(ints(1, 2))))
    for p in owners:
        board.put(key, owner=p, controller=p)
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_top()
    if draw(BOOLS):
        back = Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD, filter=ObjectFilter(types=CREATURE)),))
        caster = draw(pick(tuple(owners)))
        board.cast(add_spell(board, back, instant=True, mana_cost="{W}", owner=caster), player=caster)
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
    covered = creatures
    if draw(ints(0, 2)):  # Kalitas-style, 2 in 3: "if a creature would die, exile it instead"
        who = draw(whos())
        board.effect(ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING,
                                      filter=ObjectFilter(types=CREATURE, controller=who)))
        # aimed at a creature it covers, where "died" and "exiled instead" differ
        mine = [c for c in creatures if (board.objects[c - 1].controller == board.active) == (who is Who.YOU)]
        covered = mine if who is not Who.ANY and mine else creatures
    how = draw(pick(_BEFORE_THE_END))
    if how != "none":
        kind = {"destroy": EffectKind.DESTROY, "exile": EffectKind.EXILE, "sacrifice": EffectKind.SACRIFICE}[how]
        spell = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                        effects=(Effect(kind=kind, object=ObjectRef.TARGET),))
        board.cast(add_spell(board, spell), targets=(TargetRef(object=draw(pick(covered))),))
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
    counters = dict(draw(pick(_WOLF_COUNTERS)))
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
_WOLF_COUNTERS: tuple[dict[str, int], ...] = ({}, {"+1/+1": 1}, {"+1/+1": 2})
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
    (Condition(kind=ConditionKind.OPPONENT_MORE_LIFE),
     Effect(kind=EffectKind.GAIN_LIFE, amount=3),
     Ability(kind=AbilityKind.SPELL, effects=(
         Effect(kind=EffectKind.LOSE_LIFE, amount=2), Effect(kind=EffectKind.GAIN_LIFE, amount=2)))),
    (Condition(kind=ConditionKind.OPPONENT_MORE_LIFE),
     Effect(kind=EffectKind.GAIN_LIFE, amount=3),
     Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=2),))),
    # "Whenever this enchantment is untapped, tap it": true from the start,
    # and again once everything is untapped.
    (Condition(kind=ConditionKind.SOURCE_UNTAPPED),
     Effect(kind=EffectKind.TAP, object=ObjectRef.SELF),
     Ability(kind=AbilityKind.SPELL, effects=(
         Effect(kind=EffectKind.UNTAP, object=ObjectRef.ALL, filter=ObjectFilter()),
         Effect(kind=EffectKind.TAP, object=ObjectRef.ALL, filter=ObjectFilter())))),
    (Condition(kind=ConditionKind.SOURCE_UNTAPPED),
     Effect(kind=EffectKind.TAP, object=ObjectRef.SELF),
     Ability(kind=AbilityKind.SPELL, effects=(
         Effect(kind=EffectKind.UNTAP, object=ObjectRef.ALL, filter=ObjectFilter()),))),
)


@family("state_triggers")
@st.composite
def state_triggers(draw: st.DrawFn) -> Scenario:
    """A state trigger whose state holds only during a resolution, or holds
    until the trigger itself resolves (CR 603.8): no cards in hand, N or more
    life, an opponent with more life than you, this permanent untapped."""
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
