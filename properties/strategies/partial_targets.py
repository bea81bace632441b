"""The partial_targets family: spells with two targets, one of which may be
gone by the time they resolve, and effects that follow a target after an
earlier part of the same spell moved it.

An instant targets a player and a creature, or two creatures, and does, in
order, two or three things drawn from a menu: destroy, exile or bounce one
target; put a +1/+1 counter on a target or create a token copy of it (found
in the graveyard or exile if the spell itself moved it there, CR 400.7 with
603.7c; not found in a hand); its controller gains or loses life ("its
controller" read from the object, or from the game's record once it is
gone; now and then zero life, which is no life gained or lost); move it,
then its controller gains 1 life (Swords to Plowshares); tap it; make a
delayed trigger for the end step that tracks the first target object; and
the target player, if any, may lose 1 life or be dealt 1 damage.
Before it resolves a second instant may destroy one of its targets, or take
control of the second (which must be a creature an opponent controls), so
that target is illegal, gone or still there, while the other is not: the
spell still resolves, doing nothing to the illegal one (CR 608.2b). An Aura on one of the creatures may
tap the creature it enchants. Watchers of creatures leaving and entering, of
counters, of tapping and of life gained sit on both sides, and a "whenever a
creature leaves, tap target creature" whose target is named in advance, maybe
a creature gone by then (the first legal one is taken instead).
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
    TargetSpec,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability

FAMILY = "partial_targets"

_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))
_THEIRS = TargetSpec(objects=ObjectFilter(types=CREATURE, controller=Who.OPPONENT))
_PLAYER = TargetSpec(players=Who.ANY)
_DRAIN = (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),)
_WATCHED = (TriggerEvent.LEAVES, TriggerEvent.ENTERS, TriggerEvent.GAIN_LIFE, TriggerEvent.COUNTER_PUT,
            TriggerEvent.BECOMES_TAPPED)
_MOVERS = (EffectKind.DESTROY, EffectKind.EXILE, EffectKind.RETURN_TO_HAND)
_MOSTLY = st.sampled_from((False, True, True, True))
_AT_PLAYER = (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.TARGET, target=0),
              Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET, player=PlayerRef.TARGET, target=0))
_SWORDS = (EffectKind.RETURN_TO_HAND,) * 4 + (EffectKind.EXILE, EffectKind.DESTROY)
"""A move before "its controller gains 1 life": mostly to a hand, where the
card is hidden and only the game's record knows who controlled it."""


def _swords(draw: st.DrawFn, index: int) -> tuple[Effect, ...]:
    """"Exile (destroy, bounce) target creature, then its controller gains 1
    life" (Swords to Plowshares): the controller is found once the creature
    is gone, from a hidden zone too (CR 608.2h)."""
    return (Effect(kind=draw(pick(_SWORDS)), object=ObjectRef.TARGET, target=index),
            Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.IT_CONTROLLER, object=ObjectRef.TARGET,
                   target=index))


def _part(draw: st.DrawFn, index: int) -> Effect:
    """One part of the spell, about its target ``index`` (an object target)."""
    kind = draw(pick(("move", "counter", "copy", "life", "tap", "delayed")))
    if kind == "move":
        return Effect(kind=draw(pick(_MOVERS)), object=ObjectRef.TARGET, target=index)
    if kind == "counter":
        return Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.TARGET, target=index)
    if kind == "copy":
        return Effect(kind=EffectKind.CREATE_TOKEN_COPY, amount=1, object=ObjectRef.TARGET, target=index)
    if kind == "life":
        return Effect(kind=draw(pick((EffectKind.GAIN_LIFE, EffectKind.LOSE_LIFE))), amount=draw(pick((1, 1, 0))),
                      player=PlayerRef.IT_CONTROLLER, object=ObjectRef.TARGET, target=index)
    if kind == "tap":
        return Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET, target=index)
    return Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.END, effects=(gain(1),)))


@family(FAMILY)
@st.composite
def partial_targets(draw: st.DrawFn) -> Scenario:
    """A two-target instant (a player and a creature, or two creatures) doing
    two or three things to its targets, maybe with one target destroyed in
    response; now and then an Aura taps the creature it enchants."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    bear = board.card("Bear", CREATURE)
    creatures = [board.put(bear, controller=me), board.put(bear, owner=them, controller=them),
                 board.put(bear, owner=them, controller=them)]
    for event in draw(lists_of(pick(_WATCHED), min_size=1, max_size=2, unique=True)):
        subject = ObjectFilter() if event is TriggerEvent.GAIN_LIFE else ObjectFilter(types=CREATURE)
        add_watcher(board, watcher_ability(event, subject, _DRAIN), controller=draw(pick((me, them))))
    wanted: dict[str, tuple[TargetRef, ...]] = {}
    if draw(BOOLS):  # "whenever a creature leaves, tap target creature", its target named beforehand
        tapper = watcher_ability(TriggerEvent.LEAVES, ObjectFilter(types=CREATURE),
                                 (Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET),), targets=(_CREATURE,))
        watcher = add_watcher(board, tapper, controller=draw(pick((me, them))))
        wanted[f"{board.objects[watcher - 1].card}/0"] = (TargetRef(object=draw(pick(tuple(creatures)))),)
    if draw(BOOLS):
        tap = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
                      effects=(Effect(kind=EffectKind.TAP, object=ObjectRef.ENCHANTED),))
        aura = board.card("Aura", (CardType.ENCHANTMENT,), subtypes=("Aura",), abilities=(tap,))
        board.put(aura, controller=me, attached_to=draw(pick(tuple(creatures))))
        board.add_mana(me, "{1}")
        board.activate(len(board.objects))
        board.resolve_all()
    with_player = draw(BOOLS)
    # The second target is always an opponent's creature, and must be: taken
    # from them in response, it is illegal while still on the battlefield.
    specs = (_PLAYER, _THEIRS) if with_player else (_CREATURE, _THEIRS)
    first = TargetRef(player=draw(pick((me, them)))) if with_player else TargetRef(object=creatures[0])
    second = TargetRef(object=draw(pick(tuple(creatures[1:]))))
    objects = (1,) if with_player else (0, 1)
    parts = tuple(_part(draw, draw(pick(objects))) for _ in range(draw(ints(2, 3))))
    if draw(_MOSTLY):
        parts += _swords(draw, draw(pick(objects)))
    if with_player and draw(BOOLS):  # the target player loses 1 life, or is dealt 1 damage
        parts += (draw(pick(_AT_PLAYER)),)
    spell = board.card("Instant", (CardType.INSTANT,), abilities=(
        Ability(kind=AbilityKind.SPELL, targets=specs, effects=parts),), mana_cost="{U}")
    board.cast(board.put(spell, zone=Zone.HAND), targets=(first, second))
    if draw(BOOLS):
        aim = draw(pick((second,) if with_player else (first, second)))
        # destroy it, or (the second target) take it: gone, or there but no longer an opponent's
        how = draw(pick((EffectKind.DESTROY, EffectKind.GAIN_CONTROL))) if aim == second else EffectKind.DESTROY
        kill = board.card("Instant", (CardType.INSTANT,), abilities=(
            Ability(kind=AbilityKind.SPELL, targets=(_CREATURE,),
                    effects=(Effect(kind=how, object=ObjectRef.TARGET),)),), mana_cost="{B}")
        board.cast(board.put(kill, zone=Zone.HAND), targets=(aim,))
    board.resolve_all()
    if draw(BOOLS):
        board.advance_to(Step.END)
        board.resolve_all()
    return board.build(FAMILY, choices=ChoicePolicy(targets_by_ability=wanted))
