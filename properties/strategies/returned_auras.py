"""The returned_auras family: Aura cards returned from a graveyard by
"return all enchantment cards from your graveyard to the battlefield"
(Replenish), each attached as it enters to a permanent its controller
chooses, without targeting (CR 303.4f), or left in the graveyard when it may
enchant nothing (CR 303.4g)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, Subject, TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, PlayerId, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, add_watcher, bonus_ability, gain, watcher_ability

_REPLENISH = Ability(kind=AbilityKind.SPELL, effects=(Effect(
    kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD, filter=ObjectFilter(types=(CardType.ENCHANTMENT,))),))
_WATCHERS = (
    watcher_ability(TriggerEvent.BECOMES_TARGET, ObjectFilter(types=CREATURE), (gain(1),)),
    watcher_ability(TriggerEvent.ENTERS, ObjectFilter(types=(CardType.ENCHANTMENT,), controller=Who.YOU),
                    (gain(1),)),
)
"""Whenever a creature becomes the target of a spell or ability (it must not:
the Aura targets nothing); whenever an enchantment you control enters
(constellation)."""


def _aura(board: ScenarioBuilder, draw: st.DrawFn) -> str:
    controller = draw(pick((Who.ANY, Who.ANY, Who.YOU)))
    enchant = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=CREATURE, controller=controller)))
    extra = draw(pick(((), (bonus_ability(1, 2),), (watcher_ability(
        TriggerEvent.ENTERS, ObjectFilter(subject=Subject.SELF), (gain(1),)),))))
    return board.card("Aura", (CardType.ENCHANTMENT,), abilities=(enchant, *extra), subtypes=("Aura",),
                      mana_cost="{W}")


def _creatures(board: ScenarioBuilder, draw: st.DrawFn, player: PlayerId) -> None:
    for _ in range(draw(ints(0, 2))):
        board.put(board.card("Bear", CREATURE, power=2, toughness=2), owner=player, controller=player)


@family("returned_auras")
@st.composite
def returned_auras(draw: st.DrawFn) -> Scenario:
    """Zero to two creatures on each side; one or two Aura cards ("Enchant
    creature", now and then "Enchant creature you control", some giving
    +1/+2 or with an enters ability) and perhaps an enchantment creature in
    the active player's graveyard; perhaps a watcher of creatures becoming
    targets or of enchantments entering. The active player casts Replenish:
    each Aura enters attached to a creature already on the battlefield that
    it may enchant, never one entering with it, or stays in the graveyard
    (CR 303.4f, 303.4g)."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    _creatures(board, draw, me)
    _creatures(board, draw, them)
    for _ in range(draw(ints(1, 2))):
        board.put(_aura(board, draw), owner=me, zone=Zone.GRAVEYARD)
    if draw(BOOLS):
        eidolon = board.card("Eidolon", (CardType.ENCHANTMENT, CardType.CREATURE), power=2, toughness=2)
        board.put(eidolon, owner=me, zone=Zone.GRAVEYARD)
    if draw(BOOLS):
        add_watcher(board, draw(pick(_WATCHERS)), controller=draw(pick((me, them))))
    board.cast(add_spell(board, _REPLENISH, owner=me, mana_cost="{3}{W}"), player=me)
    board.resolve_all()
    return board.build("returned_auras")
