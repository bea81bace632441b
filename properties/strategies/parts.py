"""Shared building blocks: filters, payoffs, watchers and common cards.

Every strategy here lists its simplest value first, so Hypothesis shrinks
towards plain creatures, "gain 1 life" payoffs and unfiltered watchers.
"""
from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TypedDict, Unpack

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Condition,
    ConditionKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    Effect,
    EffectKind,
    Mode,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Reflexive,
    Subject,
    TargetSpec,
    TokenSpec,
    Trigger,
    TriggerEvent,
    Unless,
    Who,
)
from reference_engine.ids import CardType, Color, ObjectId, PlayerId, Zone
from reference_engine.scenario import ChoicePolicy, OrderPolicy

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import ints, lists_of, pick

# The strategy factories below are cached (@cache): a strategy built inside a
# draw is validated and labelled anew on every draw, which costs several times
# the draw itself; one built once is not.

CREATURE = (CardType.CREATURE,)
ANY_TARGET = TargetSpec(objects=ObjectFilter(types=CREATURE), players=Who.ANY)
"""The format's "any target": a creature or a player."""
WATCHER_TYPES: tuple[tuple[CardType, ...], ...] = (
    (CardType.ENCHANTMENT,), (CardType.CREATURE,), (CardType.ARTIFACT,),
)
NONCREATURE_WATCHERS = ((CardType.ENCHANTMENT,), (CardType.ARTIFACT,))


class Optionality(TypedDict, total=False):
    """The ``Ability`` fields that make it "you may" or "unless"."""

    optional: bool
    unless: Unless


class AbilityExtras(Optionality, total=False):
    """``Ability`` fields a strategy adds to a watcher, besides its trigger and effects."""

    intervening_if: Condition
    modes: tuple[Mode, ...]
    targets: tuple[TargetSpec, ...]
    reflexive: Reflexive


def gain(amount: int = 1) -> Effect:
    return Effect(kind=EffectKind.GAIN_LIFE, amount=amount, player=PlayerRef.YOU)


SPIRIT = TokenSpec(key="spirit", types=CREATURE, subtypes=("Spirit",), colors=(Color.WHITE,),
                   power=1, toughness=1)
"""A 1/1 white Spirit creature token (CR 111.3)."""


def make_tokens(amount: int = 1, token: TokenSpec = SPIRIT) -> Effect:
    """"create two 1/1 white Spirit creature tokens" (CR 111.1, 603.6a)."""
    return Effect(kind=EffectKind.CREATE_TOKEN, amount=amount, token=token)


_PLAIN = (
    (gain(1),),
    (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),),
    (gain(2),),
)
_PAYOFFS = st.sampled_from(_PLAIN)
_WITH_TOKENS = st.sampled_from((*_PLAIN, (make_tokens(1),), (make_tokens(2),)))


def payoffs() -> st.SearchStrategy[tuple[Effect, ...]]:
    """What a watcher does: small effects that never end the game."""
    return _PAYOFFS


def token_payoffs() -> st.SearchStrategy[tuple[Effect, ...]]:
    """``payoffs``, or now and then creating one or two Spirit tokens, so
    tokens mix with the mechanisms of the families that draw these."""
    return _WITH_TOKENS


def makes_tokens(effects: tuple[Effect, ...]) -> bool:
    return any(e.kind in (EffectKind.CREATE_TOKEN, EffectKind.CREATE_TOKEN_COPY) for e in effects)


@cache
def payoffs_for(event: TriggerEvent) -> st.SearchStrategy[tuple[Effect, ...]]:
    """``payoffs`` that can't cause ``event`` again: a life-gain watcher that
    gains life loops until the engine's cap, which tests nothing and makes the
    History thousands of events long."""
    if event is TriggerEvent.GAIN_LIFE:
        return st.just((Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),))
    if event is TriggerEvent.ENTERS:  # its own tokens would trigger it again: a loop
        return payoffs()
    return token_payoffs()


_ENTERS_QUALIFIERS: st.SearchStrategy[bool | None] = st.sampled_from((None, None, True, False))


def enters_qualifiers() -> st.SearchStrategy[bool | None]:
    """How an "enters" watcher wants the permanent to enter: either way
    (unset), tapped ("enters tapped") or untapped (CR 614.1c)."""
    return _ENTERS_QUALIFIERS


@cache
def whos() -> st.SearchStrategy[Who]:
    return st.sampled_from((Who.ANY, Who.YOU, Who.OPPONENT))


@cache
def creature_filters(
    subjects: tuple[Subject, ...] = (Subject.ANY, Subject.ANOTHER, Subject.SELF),
) -> st.SearchStrategy[ObjectFilter]:
    """"a creature", "another creature you control", "this", ..."""
    return st.builds(
        lambda subject, who: ObjectFilter(
            subject=subject,
            types=() if subject is Subject.SELF else CREATURE,
            controller=Who.ANY if subject is Subject.SELF else who,
        ),
        st.sampled_from(subjects), whos(),
    )


def watcher_ability(
    event: TriggerEvent,
    subject: ObjectFilter = ObjectFilter(),
    effects: tuple[Effect, ...] = (),
    tapped: bool | None = None,
    **extra: Unpack[AbilityExtras],
) -> Ability:
    """A triggered ability "Whenever <subject> <event>, <effects>"; ``tapped``
    qualifies an enters watcher ("enters tapped"). An enters watcher never
    creates tokens: its own tokens would trigger it again, a loop to the
    engine's cap; it gains 1 life instead."""
    if event is TriggerEvent.ENTERS and makes_tokens(effects):
        effects = (gain(1),)
    return Ability(
        kind=AbilityKind.TRIGGERED,
        trigger=Trigger(event=event, subject=subject, tapped=tapped if event is TriggerEvent.ENTERS else None),
        effects=effects or (gain(1),),
        **extra,
    )


def bonus_ability(power: int, toughness: int) -> Ability:
    """"Enchanted creature gets +power/+toughness" of an Aura ("Equipped
    creature ..." of an Equipment; CR 303.4b, 301.5a, 613.4c)."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.MODIFY_PT, filter=ObjectFilter(subject=Subject.ENCHANTED, types=CREATURE),
        power=power, toughness=toughness))


def sweeper(kind: EffectKind, *, amount: int = 0, types: tuple[CardType, ...] = CREATURE) -> Ability:
    """A spell effect on every matching permanent (destroy all, damage each, ...)."""
    return Ability(kind=AbilityKind.SPELL, effects=(Effect(
        kind=kind, amount=amount, object=ObjectRef.ALL, filter=ObjectFilter(types=types),
    ),))


def targeted(kind: EffectKind, *, amount: int = 0,
             spec: TargetSpec = TargetSpec(objects=ObjectFilter(types=CREATURE)),
             player: PlayerRef = PlayerRef.YOU) -> Ability:
    """A spell effect on one target object ("destroy target creature", ...)."""
    return Ability(kind=AbilityKind.SPELL, targets=(spec,), effects=(
        Effect(kind=kind, amount=amount, object=ObjectRef.TARGET, player=player),
    ))


def at_player(kind: EffectKind, amount: int) -> Ability:
    """A spell effect on one target player ("target player loses 2 life")."""
    return Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(players=Who.ANY),), effects=(
        Effect(kind=kind, amount=amount, player=PlayerRef.TARGET),
    ))


def add_creatures(board: ScenarioBuilder, controllers: list[PlayerId], *, name: str = "Bear",
                  toughness: int = 2) -> list[ObjectId]:
    """One vanilla creature per entry, each controlled (and owned) by that player."""
    key = board.card(name, CREATURE, power=2, toughness=toughness)
    return [board.put(key, owner=p, controller=p) for p in controllers]


def add_watcher(board: ScenarioBuilder, ability: Ability, *, controller: PlayerId,
                types: tuple[CardType, ...] = (CardType.ENCHANTMENT,),
                zone: Zone = Zone.BATTLEFIELD, owner: PlayerId | None = None) -> ObjectId:
    """A permanent with one ability; ``owner`` defaults to its controller."""
    key = board.card("Watcher", types, abilities=(ability,))
    return board.put(key, owner=controller if owner is None else owner,
                     controller=controller, zone=zone)


def add_spell(board: ScenarioBuilder, ability: Ability, *, owner: PlayerId | None = None,
              instant: bool = False, mana_cost: str = "{B}",
              cost: Cost | None = None) -> ObjectId:
    """A spell card in its owner's hand ("Sweeper", "Bolt", ...)."""
    if cost is not None:
        ability = replace(ability, cost=cost)
    kind = CardType.INSTANT if instant else CardType.SORCERY
    key = board.card("Spell", (kind,), abilities=(ability,), mana_cost=mana_cost)
    return board.put(key, owner=owner, zone=Zone.HAND)


def add_mana_land(board: ScenarioBuilder, player: PlayerId, mana: str = "{B}") -> ObjectId:
    """A land with "{T}: Add <mana>": mana for casts in later steps, since
    pools empty between steps (CR 500.4)."""
    tap = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                  effects=(Effect(kind=EffectKind.ADD_MANA, mana=mana),))
    key = board.card("Land", (CardType.LAND,), abilities=(tap,))
    return board.put(key, owner=player, controller=player)


def aimed_filter(board: ScenarioBuilder, draw: st.DrawFn, aims: list[ObjectId], controller: PlayerId) -> ObjectFilter:
    """What an effect controlled by ``controller`` applies to: every
    permanent, or one of ``aims`` by its card types or by its controller; one
    time in five, lands only, which none of ``aims`` is."""
    aim = board.objects[draw(pick(aims)) - 1]
    fit = draw(pick(("all", "type", "controller", "type", "miss")))
    if fit == "type":
        return ObjectFilter(types=next(c.types for c in board.cards if c.key == aim.card))
    if fit == "controller":
        return ObjectFilter(controller=Who.YOU if aim.controller == controller else Who.OPPONENT)
    return ObjectFilter(types=(CardType.LAND,) if fit == "miss" else ())


def life_condition(amount: int) -> Condition:
    return Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=amount)


@cache
def optionality() -> st.SearchStrategy[Optionality]:
    """Extra ``Ability`` fields: plain, "you may", or "unless that player pays 1 life"."""
    choices: tuple[Optionality, ...] = ({}, {"optional": True}, {"unless": Unless(payer=PlayerRef.EACH_OPPONENT)})
    return st.sampled_from(choices)


@cache
def answers() -> st.SearchStrategy[ChoicePolicy]:
    """How players answer "may" and "unless" questions, and order their triggers."""
    return st.builds(lambda may, pay, order: ChoicePolicy(may=may, unless_pay=pay, trigger_order=order),
                     st.booleans(), st.booleans(), st.sampled_from(tuple(OrderPolicy)))


@cache
def seats(n: int) -> st.SearchStrategy[list[PlayerId]]:
    """Controllers for ``n`` objects in a two-player game, shrinking to player 0."""
    return lists_of(ints(0, 1), min_size=n, max_size=n)
