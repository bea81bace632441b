"""The "prohibited_activations" family: activations the rules forbid, next to
look-alikes they allow (CR 602.5, 602.5a).

One source is activated by its controller. In about half the examples the
attempt is forbidden: a can't-activate effect covers the source, or the
source is a creature that has not been under its controller's control since
their turn began (set up so, cast this turn, or stolen this turn) and the
ability costs {T}. Otherwise the same situation is one step away from it: the
effect covers other permanents or its source left first, or the creature is
not summoning sick (now and then because its controller's next turn has
begun since), or the sick permanent is not a creature, or the sick
creature's ability has no {T}. A cast follows, so the permanents' triggered
abilities still have something to trigger on.
"""
from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import CREATURE, add_spell, add_watcher, gain, targeted, watcher_ability
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_GAIN = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))
_WATCHERS = (
    Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY), effects=(gain(1),)),
    watcher_ability(TriggerEvent.BECOMES_TAPPED, ObjectFilter()),
    watcher_ability(TriggerEvent.COUNTER_PUT, ObjectFilter()),
)
_FREE = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(),
                effects=(Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.SELF),))
_TAP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(gain(1),))
_TAP_MANA = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA,
                                                                                     mana="{G}"),))
_SOURCE_TYPES: tuple[tuple[CardType, ...], ...] = ((CardType.ARTIFACT,), CREATURE, (CardType.ARTIFACT, CardType.CREATURE))
_SICK_WAYS = ("set_up", "cast", "stolen")


def _forbidding_filter(types: tuple[CardType, ...], mine: bool, draw: st.DrawFn) -> ObjectFilter:
    """A can't-activate filter that covers a source of these types, whose
    controller is (``mine``) or is not the effect's controller."""
    return draw(pick((ObjectFilter(), ObjectFilter(types=types[:1]), ObjectFilter(any_types=types),
                                 ObjectFilter(controller=Who.YOU if mine else Who.OPPONENT))))


def _sparing_filter(types: tuple[CardType, ...]) -> ObjectFilter:
    """A can't-activate filter that covers something else."""
    return ObjectFilter(types=(CardType.ENCHANTMENT,) if CardType.CREATURE in types else CREATURE)


def _effect_case(board: ScenarioBuilder, draw: st.DrawFn, player: PlayerId, forbidden: bool) -> ObjectId:
    """A can't-activate effect, from the scenario or from a permanent's static
    ability, that covers the source, covers other things, or leaves first."""
    types = draw(pick(_SOURCE_TYPES))
    source = board.put(board.card("Stone", types, abilities=(_FREE,)), owner=player, controller=player)
    how = "covers" if forbidden else draw(pick(("spares", "leaves")))
    holder = draw(ints(0, 1))
    flt = _sparing_filter(types) if how == "spares" else _forbidding_filter(types, holder == player, draw)
    if how == "leaves" or draw(BOOLS):
        static = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE,
                                                                          filter=flt))
        stony = board.put(board.card("Silence", (CardType.ENCHANTMENT,), abilities=(static,)),
                          owner=holder, controller=holder)
        if how == "leaves":  # destroyed first: its effect ends with it
            kill = targeted(EffectKind.DESTROY, spec=TargetSpec(objects=ObjectFilter(types=(CardType.ENCHANTMENT,))))
            board.cast(add_spell(board, kill), targets=(TargetRef(object=stony),))
            board.resolve_all()
    else:
        board.effect(ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE, filter=flt), controller=holder)
    return source


def _sick_case(board: ScenarioBuilder, draw: st.DrawFn, player: PlayerId, forbidden: bool) -> ObjectId:
    """A {T} ability of a creature that came under its controller's control
    this turn, or a near miss: not sick, not a creature, or no {T}."""
    miss = "none" if forbidden else draw(pick(("not_sick", "not_creature", "no_tap", "healed")))
    types = (CardType.ARTIFACT,) if miss == "not_creature" else CREATURE
    ability = _FREE if miss == "no_tap" else draw(pick((_TAP, _TAP_MANA)))
    key = board.card("Elf", types, abilities=(ability,), mana_cost="{G}")
    if miss == "healed" and player == board.active:
        return _healed(board, key, player)
    if miss in ("not_sick", "healed"):
        return board.put(key, owner=player, controller=player)
    way = draw(pick(_SICK_WAYS))
    if way == "cast" and player == board.active:
        source = board.put(key, owner=player, zone=Zone.HAND)
        board.cast(source)
        board.resolve_all()
        return source
    if way == "stolen" and player == board.active:
        source = board.put(key, owner=board.opponent, controller=board.opponent)
        steal = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))
        board.cast(add_spell(board, steal, mana_cost="{U}"), targets=(TargetRef(object=source),))
        board.resolve_all()
        return source
    source = board.put(key, owner=player, controller=player)
    board.objects[source - 1] = replace(board.objects[source - 1], summoning_sick=True)
    return source


def _healed(board: ScenarioBuilder, key: str, player: PlayerId) -> ObjectId:
    """A creature summoning sick now, and a whole round of turns until its
    controller's next turn begins (each player with a card to draw): then it
    has been under their control since that turn began (CR 302.6)."""
    source = board.put(key, owner=player, controller=player)
    board.objects[source - 1] = replace(board.objects[source - 1], summoning_sick=True)
    filler = board.card("Filler", (CardType.LAND,))
    for p in range(board.n_players):
        board.put(filler, owner=p, zone=Zone.LIBRARY)
    for _ in range(board.n_players):
        board.advance_to(Step.PRECOMBAT_MAIN)
    return source


@family("prohibited_activations")
@st.composite
def prohibited_activations(draw: st.DrawFn) -> Scenario:
    """One activation, forbidden or one step from it, by the active player or
    by the other one once the active player passes; then an instant."""
    board = ScenarioBuilder()
    add_watcher(board, draw(pick(_WATCHERS)), controller=draw(ints(0, 1)))
    forbidden = draw(BOOLS)
    player = board.opponent if draw(ints(0, 3)) == 3 else board.active
    case = _effect_case if draw(BOOLS) else _sick_case
    source = case(board, draw, player, forbidden)
    if player != board.active:
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
    board.activate(source, 0, player=player)
    board.cast(add_spell(board, _GAIN, owner=player, instant=True, mana_cost="{0}"), player=player)
    board.resolve_all()
    return board.build("prohibited_activations")
