"""The damage_dealt family: damage dealt by spells, by a permanent's ability
and in combat, partly or wholly prevented, watched by "is dealt damage",
"deals damage" and "deals combat damage to a player" abilities. Each damage
event actually dealt triggers them once; prevented damage was never dealt
(CR 603.2g, 615.6, 510.2); damage dealt at the same time by several sources,
or to several recipients, is one event (CR 603.2c, 120.3).
"""
from __future__ import annotations

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
    Subject,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, Step, TargetRef
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    ANY_TARGET,
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    creature_filters,
    payoffs,
    seats,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick

_SELF = ObjectFilter(subject=Subject.SELF)


@family("damage_dealt")
@st.composite
def damage_dealt(draw: st.DrawFn) -> Scenario:
    """A source with "whenever this deals damage", creatures watched by
    "is dealt damage" abilities, maybe a shield, then the damage."""
    board = ScenarioBuilder()
    victims = add_creatures(board, [board.opponent] + draw(seats(draw(ints(0, 2)))),
                            toughness=draw(pick((3, 2, 4))))
    for _ in range(draw(ints(1, 2))):
        watch = watcher_ability(TriggerEvent.DEALT_DAMAGE, draw(creature_filters((Subject.ANY, Subject.ANOTHER))),
                                draw(payoffs()))
        add_watcher(board, watch, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    if draw(BOOLS):
        _shield(board, draw, victims)
    _SOURCES[draw(pick(_SOURCE_WEIGHTS))](board, draw, victims)
    return board.build("damage_dealt")


def _shield(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """Prevent the next N damage to one creature (often only part of it), or
    all damage to some creatures."""
    if draw(ints(0, 2)) < 2:
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=draw(ints(1, 3)),
                                      object=draw(pick(victims))))
    else:
        whose = draw(pick((Who.YOU, Who.OPPONENT, Who.ANY)))
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE,
                                      filter=ObjectFilter(types=CREATURE, controller=whose)),
                     controller=draw(ints(0, 1)))


def _spell(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """N damage to each creature, or to one target creature."""
    amount = draw(ints(1, 3))
    if draw(BOOLS):
        board.cast(add_spell(board, sweeper(EffectKind.DEAL_DAMAGE, amount=amount)))
    else:
        board.cast(add_spell(board, targeted(EffectKind.DEAL_DAMAGE, amount=amount)),
                   targets=(TargetRef(object=draw(pick(victims))),))
    board.resolve_all()


def _pinger(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """"{T}: this deals 1 damage to any target", with "whenever this deals
    damage": the permanent, not a spell, is the source."""
    ping = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(ANY_TARGET,), effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=draw(ints(1, 2)), object=ObjectRef.TARGET),))
    own = watcher_ability(TriggerEvent.DEALS_DAMAGE, _SELF, draw(payoffs()))
    pinger = board.put(board.card("Pinger", draw(pick((CREATURE, (CardType.ARTIFACT,)))),
                                  abilities=(ping, own)))
    target = draw(pick([TargetRef(object=v) for v in victims] + [TargetRef(player=board.opponent)]))
    board.activate(pinger, 0, targets=(target,))
    board.resolve_all()


def _combat(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """An attacker that watches its own damage (dealt or dealt to it),
    blocked by one or two of the defender's creatures or not. Two blockers
    deal it damage at once, and it deals damage to both at once: one event
    each way (CR 603.2c, 120.3)."""
    event = draw(pick((TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, TriggerEvent.DEALS_DAMAGE,
                                  TriggerEvent.DEALT_DAMAGE)))
    own = watcher_ability(event, _SELF, draw(payoffs()))
    if event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER:
        own = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=_SELF, player=Who.ANY),
                      effects=own.effects)
    attacker = board.put(board.card("Raider", CREATURE, abilities=(own,), power=draw(ints(1, 4)),
                                    toughness=5))
    board.attack((attacker,), board.opponent)
    blockers = [v for v in victims if board.objects[v - 1].controller == board.opponent]
    how_many = draw(pick((0, 1, 2, 2)))
    if how_many == 2 and len(blockers) < 2:
        blockers += add_creatures(board, [board.opponent], name="Wall", toughness=1)
    if how_many:
        chosen = draw(lists_of(pick(blockers), min_size=how_many, max_size=how_many, unique=True))
        board.block(tuple((b, attacker) for b in chosen), board.opponent)
    board.advance_to(Step.END_OF_COMBAT)


_SOURCES = {"spell": _spell, "pinger": _pinger, "combat": _combat}
_SOURCE_WEIGHTS = ("spell", "pinger", "combat", "combat")
