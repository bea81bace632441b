"""The permanent_copies family: a permanent spell (mostly a creature spell)
cast by the active player and copied by "Copy target creature spell you
control" (Double Major) or "{4}, {T}: Copy target permanent spell you
control" (Lithoform Engine's third ability). The copy becomes a token as it
resolves (CR 608.3f, 111.12): the copied card has an enters ability and now
and then a dies ability, "whenever you cast a spell" watchers must not see the
copy (CR 707.10). Now and then the opponent counters the copy, which then
ceases to exist (CR 707.10a), or, once all has resolved, every creature is
destroyed, so the token dies, triggers, and ceases to exist (CR 704.5d).
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, StackAbility, Subject, TargetSpec,
    Trigger,
    TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, ChoicePolicy, Scenario, TargetPolicy

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import ints, pick
from properties.strategies.families import family
from properties.strategies.parts import WATCHER_TYPES, add_creatures, add_watcher, gain, payoffs

COPY = Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET)
DOUBLE_MAJOR = Ability(kind=AbilityKind.SPELL, effects=(COPY,), targets=(
    TargetSpec(zone=Zone.STACK, objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)),))
"""Copy target creature spell you control."""
PERMANENT_SPELL = ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT,
                                          CardType.PLANESWALKER), controller=Who.YOU)
LITHOFORM = (
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}", tap=True), effects=(COPY,),
            targets=(TargetSpec(zone=Zone.STACK, ability=StackAbility.ACTIVATED_OR_TRIGGERED_YOU_CONTROL),)),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{3}", tap=True), effects=(COPY,),
            targets=(TargetSpec(zone=Zone.STACK, objects=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY),
                                                                      controller=Who.YOU)),)),
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{4}", tap=True), effects=(COPY,),
            targets=(TargetSpec(zone=Zone.STACK, objects=PERMANENT_SPELL),)),
)
"""Lithoform Engine: "{2}, {T}: Copy target activated or triggered ability you
control. You may choose new targets for the copy." "{3}, {T}: Copy target
instant or sorcery spell you control. You may choose new targets for the
copy." And "{4}, {T}: Copy target permanent spell you control. (The copy
becomes a token.)" """
_CANCEL = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(zone=Zone.STACK, objects=ObjectFilter()),),
                  effects=(Effect(kind=EffectKind.COUNTER_SPELL, object=ObjectRef.TARGET),))
_WRATH = Ability(kind=AbilityKind.SPELL, effects=(
    Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter(types=(CardType.CREATURE,))),))


def copy_a_permanent_spell(board: ScenarioBuilder, spell: ObjectId, engine: bool) -> None:
    """The active player copies ``spell`` (on the stack, theirs) with a Double
    Major from hand or, ``engine``, with a Lithoform Engine's copy ability."""
    if engine:
        key = board.card("Lithoform Engine", (CardType.ARTIFACT,), abilities=LITHOFORM, mana_cost="{4}")
        board.add_mana(board.active, "{4}")
        board.activate(board.put(key), 2, targets=(TargetRef(object=spell),))
    else:
        key = board.card("Double Major", (CardType.INSTANT,), abilities=(DOUBLE_MAJOR,), mana_cost="{G}{U}")
        board.cast(board.put(key, zone=Zone.HAND), targets=(TargetRef(object=spell),))


def copied_creature(board: ScenarioBuilder) -> None:
    """With no draw of its own (for the shared swarm): the active player casts a
    creature spell with "When this creature enters, you gain 1 life." and
    copies it with Double Major; the copy resolves into a token (CR 608.3f)."""
    enters = Ability(kind=AbilityKind.TRIGGERED, effects=(gain(1),),
                     trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF)))
    spell = board.put(board.card("Original", (CardType.CREATURE,), abilities=(enters,), mana_cost="{1}{G}"),
                      zone=Zone.HAND)
    board.cast(spell)
    copy_a_permanent_spell(board, spell, engine=False)


def _original(board: ScenarioBuilder, draw: st.DrawFn, engine: bool) -> ObjectId:
    """The permanent spell to copy, in the active player's hand: a creature with
    an enters ability (now and then a dies one), or with Lithoform an artifact."""
    abilities = [Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                         trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF)))]
    if draw(pick((False, False, True))):
        abilities.append(Ability(kind=AbilityKind.TRIGGERED, effects=(gain(2),),
                                 trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(subject=Subject.SELF))))
    creature = not engine or draw(pick((True, True, False)))
    types = (CardType.CREATURE,) if creature else (CardType.ARTIFACT,)
    key = board.card("Original" if creature else "Relic", types, abilities=tuple(abilities), mana_cost="{1}{G}")
    return board.put(key, zone=Zone.HAND)


@family("permanent_copies")
@st.composite
def permanent_copies(draw: st.DrawFn) -> Scenario:
    """A creature or artifact spell copied by Double Major or Lithoform Engine;
    the copy resolves into a token, is countered, or dies to a sweeper later."""
    board = ScenarioBuilder()
    add_creatures(board, [board.opponent] * draw(ints(0, 1)))
    how = draw(pick(("resolve", "resolve", "counter", "sweep", "sweep")))
    for _ in range(draw(pick((0, 1, 1))) if how != "counter" else 0):
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                        trigger=Trigger(event=TriggerEvent.CAST, subject=ObjectFilter(),
                                        player=draw(pick((Who.YOU, Who.ANY)))))
        add_watcher(board, watch, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    engine = draw(pick((False, False, True)))
    spell = _original(board, draw, engine)
    board.cast(spell)
    copy_a_permanent_spell(board, spell, engine)
    if how == "counter":
        _counter_the_copy(board)
    board.resolve_all()
    if how == "sweep":
        board.cast(board.put(board.card("Wrath", (CardType.SORCERY,), abilities=(_WRATH,), mana_cost="{2}{W}"),
                             zone=Zone.HAND))
        board.resolve_all()
    # the counterspell, aimed by the policy, takes the newest spell: the copy
    return board.build("permanent_copies", choices=ChoicePolicy(targets=TargetPolicy.LAST_LEGAL))


def _counter_the_copy(board: ScenarioBuilder) -> None:
    """Once the copy effect has resolved (no cast trigger waits above it), the
    opponent counters the newest spell, the copy (CR 707.10a)."""
    board.resolve_top()
    opponent: PlayerId = board.opponent
    board.script.append(Action(action=ActionKind.PASS, player=board.active))
    key = board.card("Cancel", (CardType.INSTANT,), abilities=(_CANCEL,), mana_cost="{U}")
    board.cast(board.put(key, owner=opponent, zone=Zone.HAND), player=opponent)
