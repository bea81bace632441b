"""The "divided" family: spells that divide damage or +1/+1 counters among
one to three targets, as the caster announces while casting (CR 601.2d).

Most splits are legal; some are refused first (a share of zero, shares not
adding up, a share missing, a share more than there are targets) and then cast again with a legal split, so every
example still has a divided spell to follow to its resolution. There, a
target may have been exiled in response (it gets nothing) or have a damage
shield (its share is prevented, not lost).
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
    TargetSpec,
    TriggerEvent,
)
from reference_engine.ids import TargetRef
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import ANY_TARGET, CREATURE, add_spell, add_watcher, seats, targeted, watcher_ability
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick

_CREATURE_TARGET = TargetSpec(objects=ObjectFilter(types=CREATURE))
_WATCHED = (TriggerEvent.DEALT_DAMAGE, TriggerEvent.COUNTER_PUT, TriggerEvent.DIES, TriggerEvent.CAST)
_AFTERMATH = ("none", "exile_one", "shield_one")


def _divided_spell(damage: bool, to_players: bool, targets: int, amount: int) -> Ability:
    """"<amount> damage (or +1/+1 counters) divided as you choose among
    ``targets`` targets": one target phrase per target."""
    spec = ANY_TARGET if damage and to_players else _CREATURE_TARGET
    kind = EffectKind.DEAL_DAMAGE if damage else EffectKind.PUT_COUNTERS
    return Ability(kind=AbilityKind.SPELL, targets=(spec,) * targets, effects=(
        Effect(kind=kind, amount=amount, object=ObjectRef.TARGET, divided=True),))


def _legal_split(draw: st.DrawFn, amount: int, targets: int) -> tuple[int, ...]:
    """At least one each, the rest to targets the draw picks."""
    shares = [1] * targets
    for _ in range(amount - targets):
        shares[draw(ints(0, targets - 1))] += 1
    return tuple(shares)


def _bad_split(draw: st.DrawFn, amount: int, targets: int) -> tuple[int, ...]:
    """A split the rules refuse: a share of zero, a wrong total, a share too
    few, or one share more than there are targets (adding up, when the amount
    allows it)."""
    flaw = draw(pick(("zero", "total", "short", "extra")))
    if flaw == "extra":
        return (1,) * targets + (max(amount - targets, 1),)
    if flaw == "zero":
        return (0,) + (1,) * (targets - 1) if targets > 1 else (0,)
    if flaw == "total":
        return (1,) * (targets - 1) + (amount - targets + 1 + draw(pick((1, -1))),)
    return (amount,) * (targets - 1) if targets > 1 else ()


def _target_refs(draw: st.DrawFn, creatures: list[int], count: int, players: bool) -> tuple[TargetRef, ...]:
    """``count`` distinct targets: creatures, and maybe players for "any target"."""
    pool = [TargetRef(object=c) for c in creatures] + ([TargetRef(player=p) for p in (0, 1)] if players else [])
    picked = draw(lists_of(pick(range(len(pool))), min_size=count, max_size=count, unique=True))
    return tuple(pool[i] for i in picked)


@family("divided")
@st.composite
def divided(draw: st.DrawFn) -> Scenario:
    """A divided spell among one to three of two or three creatures (and the
    players, for damage to any target), split legally or refused first."""
    board = ScenarioBuilder()
    toughness = draw(ints(2, 4))
    key = board.card("Bear", CREATURE, power=2, toughness=toughness)
    creatures = [board.put(key, owner=p, controller=p) for p in [board.active] + draw(seats(draw(ints(1, 2))))]
    event = draw(pick(_WATCHED))
    add_watcher(board, watcher_ability(event, ObjectFilter() if event is TriggerEvent.CAST else
                                       ObjectFilter(types=CREATURE)), controller=draw(ints(0, 1)))
    damage, to_players = draw(BOOLS), draw(BOOLS)
    count = draw(ints(1, min(3, len(creatures) + 2 * (damage and to_players))))
    amount = draw(ints(count, count + 2))
    targets = _target_refs(draw, creatures, count, damage and to_players)
    spell = add_spell(board, _divided_spell(damage, to_players, count, amount), mana_cost="{R}")
    board.add_mana(board.active, "{R}")
    if draw(ints(0, 2)) == 2:  # refused first, then cast again (CR 733.1)
        board.cast(spell, pay=False, targets=targets, division=_bad_split(draw, amount, count))
    board.cast(spell, pay=False, targets=targets, division=_legal_split(draw, amount, count))
    _aftermath(board, draw, targets, damage)
    board.resolve_all()
    return board.build("divided")


def _aftermath(board: ScenarioBuilder, draw: st.DrawFn, targets: tuple[TargetRef, ...], damage: bool) -> None:
    """Exile a creature target in response (it gets nothing), or give one a
    damage shield (part of its share is prevented, which still counts as given)."""
    creature_targets = [t.object for t in targets if t.object is not None]
    what = draw(pick(_AFTERMATH))
    if what == "none" or not creature_targets:
        return
    victim = draw(pick(creature_targets))
    if what == "exile_one":
        exile = add_spell(board, targeted(EffectKind.EXILE), instant=True, mana_cost="{W}")
        board.cast(exile, targets=(TargetRef(object=victim),))
    elif damage:
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, object=victim, amount=1))
