"""The shield_spells family: prevention shields made by spells, then damage.

Instants that resolve into "prevent the next N damage that would be dealt to
any target (or to you) this turn" (CR 615.7), one or two of them, on a
creature, a noncreature artifact or a player, sometimes the same one twice so
that the first shield takes all the damage and the second is never reached;
now and then a standing "prevent all damage that would be dealt to players"
effect for you, your opponents or everyone. Then a damage spell at one of
them, which may be the same target, another one, or an artifact that can't
be dealt damage as a creature is. Watchers of damage dealt and of life
gained sit on both sides, so prevented damage (never dealt, CR 615.6) and
damage that was dealt meet on one board.
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
    TargetSpec,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, watcher_ability

FAMILY = "shield_spells"

_ANY_TARGET = TargetSpec(objects=ObjectFilter(any_types=(CardType.CREATURE, CardType.ARTIFACT)), players=Who.ANY)
_STANDING = (None, None, Who.YOU, Who.OPPONENT, Who.ANY)
_WATCHED = (TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_DAMAGE, TriggerEvent.GAIN_LIFE)


def _instant(board: ScenarioBuilder, ability: Ability) -> int:
    key = board.card("Instant", (CardType.INSTANT,), abilities=(ability,), mana_cost="{W}")
    return board.put(key, zone=Zone.HAND)


def _shield(amount: int, to_you: bool) -> Ability:
    """"Prevent the next N damage to any target" or "... to you" (no target)."""
    if to_you:
        return Ability(kind=AbilityKind.SPELL, effects=(
            Effect(kind=EffectKind.PREVENT_NEXT_DAMAGE, amount=amount, object=ObjectRef.SELF, player=PlayerRef.YOU),))
    return Ability(kind=AbilityKind.SPELL, targets=(_ANY_TARGET,), effects=(
        Effect(kind=EffectKind.PREVENT_NEXT_DAMAGE, amount=amount, object=ObjectRef.TARGET,
               player=PlayerRef.TARGET),))


@family(FAMILY)
@st.composite
def shield_spells(draw: st.DrawFn) -> Scenario:
    """One or two prevention shields from spells (on a creature, an artifact,
    a player or oneself), maybe a standing shield for players, then damage."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    bear = board.put(board.card("Bear", CREATURE, toughness=draw(ints(2, 4))), controller=me)
    foe = board.put(board.card("Bear", CREATURE), owner=them, controller=them)
    relic = board.put(board.card("Relic", (CardType.ARTIFACT,)), owner=them, controller=them)
    aims = (TargetRef(object=bear), TargetRef(object=foe), TargetRef(object=relic),
            TargetRef(player=me), TargetRef(player=them))
    for event in draw(lists_of(pick(_WATCHED), min_size=1, max_size=2, unique=True)):
        subject = ObjectFilter() if event is TriggerEvent.GAIN_LIFE else ObjectFilter(types=CREATURE)
        payoff = (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),)
        add_watcher(board, watcher_ability(event, subject, payoff), controller=draw(pick((me, them))))
    standing = draw(pick(_STANDING))
    if standing is not None:
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE, filter=ObjectFilter(types=(CardType.LAND,)),
                                      players=standing), controller=draw(pick((me, them))))
    first = draw(pick(aims))
    shielded = [first]
    for n in range(draw(ints(1, 2))):
        to_you = draw(pick((False, False, False, True)))
        aim = first if n == 0 or draw(BOOLS) else draw(pick(aims))
        spell = _instant(board, _shield(draw(ints(1, 2)), to_you))
        board.cast(spell, targets=() if to_you else (aim,))
        board.resolve_all()
        shielded.append(TargetRef(player=me) if to_you else aim)
    hit = draw(pick(tuple(shielded))) if draw(pick((True, True, False))) else draw(pick(aims))
    bolt = Ability(kind=AbilityKind.SPELL, targets=(_ANY_TARGET,), effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=draw(ints(2, 4)), object=ObjectRef.TARGET,
               player=PlayerRef.TARGET),))
    board.cast(_instant(board, bolt), targets=(hit,))
    board.resolve_all()
    return board.build(FAMILY)
