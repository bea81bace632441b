"""The prevention family: shields and "prevent all" effects, then several hits.

One or two prevention effects stand before any damage: a scenario shield
("prevent the next N damage" to a creature or a player), a "prevent all
damage" effect covering some creatures and often players too, or a shield an
instant makes as it resolves (Healing Salve: "prevent the next 3 damage that
would be dealt to any target this turn"). Then two or three damage spells,
one after the other: a bolt at one recipient (most often one already
protected, so that a shield partly used by the first hit meets a second
one), damage to each creature, or damage to each player. Shields are used up
as they prevent and "prevent all" lasts (CR 615.1, 615.7); the creatures are
tough enough to survive a few hits. Often a watcher gains its controller 1
life whenever a creature is dealt damage: prevented damage triggers nothing
(CR 615.6).
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import ANY_TARGET, CREATURE, add_creatures, add_watcher, gain, seats, sweeper, watcher_ability

FAMILY = "prevention"

_PLAYERS = (Who.ANY, None, Who.YOU, Who.OPPONENT)
"""Whom a "prevent all" effect covers besides creatures (None: no player)."""


def _instant(board: ScenarioBuilder, name: str, ability: Ability) -> int:
    key = board.card(name, (CardType.INSTANT,), abilities=(ability,), mana_cost="{W}")
    return board.put(key, zone=Zone.HAND)


def _salve(amount: int) -> Ability:
    """"Prevent the next N damage that would be dealt to any target this turn"."""
    return Ability(kind=AbilityKind.SPELL, targets=(ANY_TARGET,), effects=(
        Effect(kind=EffectKind.PREVENT_NEXT_DAMAGE, amount=amount, object=ObjectRef.TARGET,
               player=PlayerRef.TARGET),))


def _bolt(amount: int) -> Ability:
    """"This deals N damage to any target"."""
    return Ability(kind=AbilityKind.SPELL, targets=(ANY_TARGET,), effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.TARGET, player=PlayerRef.TARGET),))


def _each_player(amount: int) -> Ability:
    """"This deals N damage to each player"."""
    return Ability(kind=AbilityKind.SPELL, effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.SELF, player=PlayerRef.EACH_PLAYER),))


def _protect(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[int],
             recipients: list[TargetRef]) -> list[TargetRef]:
    """One prevention effect; returns the recipients it protects (roughly)."""
    me, them = board.active, board.opponent
    how = draw(pick(("shield", "all", "salve")))
    if how == "all":
        whose = draw(pick((Who.ANY, Who.YOU, Who.OPPONENT)))
        players = draw(pick(_PLAYERS))
        owner = draw(pick((me, them)))
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE,
                                      filter=ObjectFilter(types=CREATURE, controller=whose),
                                      players=players), controller=owner)
        covered = [TargetRef(object=c) for c in creatures
                   if whose is Who.ANY or (board.objects[c - 1].controller == owner) == (whose is Who.YOU)]
        if players is not None:
            covered += [TargetRef(player=p) for p in (me, them)
                        if players is Who.ANY or (p == owner) == (players is Who.YOU)]
        return covered
    aim = draw(pick(recipients))
    amount = draw(pick((2, 3, 1)))
    if how == "shield":
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=amount,
                                      object=aim.object, player=aim.player))
    else:
        board.cast(_instant(board, "Salve", _salve(amount)), targets=(aim,))
        board.resolve_all()
    return [aim]


@family(FAMILY)
@st.composite
def prevention(draw: st.DrawFn) -> Scenario:
    """Shields and "prevent all" effects (creatures, players), then two or three
    hits, often at what is already protected; now and then an "is dealt
    damage" watcher."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    creatures = add_creatures(board, draw(seats(draw(ints(1, 3)))), toughness=draw(pick((5, 4, 6))))
    recipients = [TargetRef(object=c) for c in creatures] + [TargetRef(player=me), TargetRef(player=them)]
    covered: list[TargetRef] = []
    for _ in range(draw(ints(1, 2))):
        covered += _protect(board, draw, creatures, recipients)
    aim = draw(pick(tuple(covered or recipients)))
    for n in range(draw(pick((3, 2)))):
        how = draw(pick(("bolt", "players", "bolt", "creatures")))
        amount = draw(pick((1, 2, 3)))
        if how == "bolt":
            target = aim if draw(pick((True, True, False))) else draw(pick(recipients))
            board.cast(_instant(board, "Bolt", _bolt(amount)), targets=(target,))
        elif how == "creatures":
            board.cast(_instant(board, "Quake", sweeper(EffectKind.DEAL_DAMAGE, amount=amount)))
        else:
            board.cast(_instant(board, "Rift", _each_player(amount)))
        if n == 0 and draw(BOOLS):
            continue  # the next spell goes on top: it resolves first
        board.resolve_all()
    board.resolve_all()
    if draw(BOOLS):  # drawn last, so the draws above keep their meaning
        watched = ObjectFilter(types=CREATURE)
        add_watcher(board, watcher_ability(TriggerEvent.DEALT_DAMAGE, watched, (gain(1),)),
                    controller=draw(pick((me, them))))
    return board.build(FAMILY)
