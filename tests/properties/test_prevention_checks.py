"""Prevention effects in force prevent what they cover, on hand-built
Histories (CR 615.1, 615.6, 615.7)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario, spell_card
from reference_engine.abilities import (
    ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, TargetSpec, Who,
)
from reference_engine.events import Cast, Damage, DamagePrevented, Resolved, Resolving, StepBegin, ZoneChange
from reference_engine.ids import CardType, Step, TargetRef, Zone

PROP = "prevention-effects-prevent"
BEAR = creature("bear", toughness=5)
BEAR_1 = TargetRef(object=1)
P1 = TargetRef(player=1)
SALVE = spell_card("salve", Effect(kind=EffectKind.PREVENT_NEXT_DAMAGE, amount=3, object=ObjectRef.TARGET,
                                   player=PlayerRef.TARGET),
                   targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), players=Who.ANY),),
                   mana="{W}")


def _shield(amount: int = 3, **where: int) -> ContinuousEffect:
    return ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=amount, **where)


def _all(players: Who | None) -> ContinuousEffect:
    return ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE, filter=ObjectFilter(types=(CardType.CREATURE,)),
                            players=players)


def _hit(log: Log, target: TargetRef, *, prevented: tuple[tuple[int, str], ...] = (), dealt: int = 0,
         source: int = 2) -> None:
    for amount, effect in prevented:
        log.add(DamagePrevented, source=source, target=target, amount=amount, effect=effect)
    if dealt:
        log.add(Damage, source=source, target=target, amount=dealt)


def _two_hits(second: tuple[tuple[int, str], ...], dealt: int) -> Built:
    """A 3-damage shield on bear 1 (effect/0), hit for 2, then for 2 again."""
    sc = scenario((BEAR,), (on_field(1, "bear", owner=1),), effects=(_shield(object=1),), effect_controllers=(1,))
    log = Log()
    _hit(log, BEAR_1, prevented=((2, "effect/0"),))
    _hit(log, BEAR_1, prevented=second, dealt=dealt, source=3)
    return sc, log


def _player(players: Who | None, *, prevented: bool) -> Built:
    """A "prevent all damage" effect of player 0, then 3 damage to player 1."""
    sc = scenario((BEAR,), (on_field(1, "bear", owner=1),), effects=(_all(players),), effect_controllers=(0,))
    log = Log()
    _hit(log, P1, prevented=((3, "effect/0"),) if prevented else (), dealt=0 if prevented else 3)
    return sc, log


def test_a_partly_used_shield_prevents_what_it_has_left_then_damage_is_dealt() -> None:
    v = check(PROP, *_two_hits(((1, "effect/0"),), dealt=1))
    assert v.ok and v.exercised


def test_a_shield_that_is_never_used_up_fails() -> None:
    v = check(PROP, *_two_hits(((2, "effect/0"),), dealt=0))
    assert not v.ok and "no more than it has left (1)" in v.expected


def test_a_shield_that_ends_after_its_first_use_fails() -> None:
    v = check(PROP, *_two_hits((), dealt=2))
    assert not v.ok and "next 1 damage" in v.expected and v.events == (2,)


def test_a_shield_that_prevents_nothing_of_a_hit_fails() -> None:
    sc, log = _two_hits(((0, "effect/0"),), dealt=2)
    v = check(PROP, sc, log)
    assert not v.ok and "prevents some of it" in v.expected


@pytest.mark.parametrize("players", [Who.ANY, Who.OPPONENT])
def test_prevent_all_covers_the_players_it_names(players: Who) -> None:
    assert check(PROP, *_player(players, prevented=True)).ok
    v = check(PROP, *_player(players, prevented=False))
    assert not v.ok and "prevents all damage" in v.expected


def test_prevent_all_covers_no_player_it_does_not_name() -> None:
    for players in (None, Who.YOU):
        v = check(PROP, *_player(players, prevented=False))
        assert v.ok and not v.exercised
        v = check(PROP, *_player(players, prevented=True))
        assert not v.ok and "does not cover P1" in v.observed


def test_prevent_all_lasts_for_every_hit() -> None:
    sc, log = _player(Who.ANY, prevented=True)
    _hit(log, P1, prevented=((2, "effect/0"),), source=3)
    assert check(PROP, sc, log).ok
    sc, log = _player(Who.ANY, prevented=True)
    _hit(log, P1, dealt=2, source=3)
    assert not check(PROP, sc, log).ok


def _salved(*, turn_ends: bool, prevented: bool) -> Built:
    """Healing Salve on bear 1 (3 damage), then 2 damage to it, maybe in the next turn."""
    sc = scenario((BEAR, SALVE), (on_field(1, "bear", owner=1), on_field(5, "salve", zone=Zone.HAND)))
    log = Log()
    log.add(ZoneChange, old_id=5, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0)
    log.add(Cast, object=10, card="salve", player=0, targets=(BEAR_1,))
    begin = log.add(Resolving, object=10)
    log.add(Resolved, causes=(begin,), object=10)
    if turn_ends:
        log.add(StepBegin, turn=1, step=Step.CLEANUP, active_player=0)
        log.add(StepBegin, turn=2, step=Step.UNTAP, active_player=1)
    _hit(log, BEAR_1, prevented=((2, "salve/0"),) if prevented else (), dealt=0 if prevented else 2)
    return sc, log


def _flickered(*, prevented: bool) -> Built:
    """Healing Salve on bear 1, which is exiled and returned as object 12, then dealt 2 damage."""
    sc = scenario((BEAR, SALVE), (on_field(1, "bear", owner=1), on_field(5, "salve", zone=Zone.HAND)))
    log = Log()
    log.add(ZoneChange, old_id=5, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0)
    log.add(Cast, object=10, card="salve", player=0, targets=(BEAR_1,))
    begin = log.add(Resolving, object=10)
    log.add(Resolved, causes=(begin,), object=10)
    log.add(ZoneChange, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD, to_zone=Zone.EXILE, owner=1)
    log.add(ZoneChange, old_id=11, new_id=12, from_zone=Zone.EXILE, to_zone=Zone.BATTLEFIELD, owner=1)
    _hit(log, TargetRef(object=12), prevented=((2, "salve/0"),) if prevented else (), dealt=0 if prevented else 2)
    return sc, log


def test_400_7_a_spell_s_shield_does_not_follow_the_card() -> None:
    """The bear back on the battlefield is a new object the shield never covered."""
    assert check(PROP, *_flickered(prevented=False)).ok
    v = check(PROP, *_flickered(prevented=True))
    assert not v.ok and "salve/0" in v.observed


def test_a_shield_a_spell_made_prevents_this_turn_only() -> None:
    v = check(PROP, *_salved(turn_ends=False, prevented=True))
    assert v.ok and v.exercised
    assert not check(PROP, *_salved(turn_ends=False, prevented=False)).ok
    assert check(PROP, *_salved(turn_ends=True, prevented=False)).ok
    v = check(PROP, *_salved(turn_ends=True, prevented=True))
    assert not v.ok and "salve/0" in v.observed


PAIRS = {PROP: (lambda: _two_hits(((1, "effect/0"),), dealt=1), lambda: _two_hits((), dealt=2))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_an_unnamed_prevention_stands_for_the_effects_in_force() -> None:
    assert check(PROP, *_two_hits(((1, ""),), dealt=1)).ok
    v = check(PROP, *_two_hits(((2, ""),), dealt=0))
    assert not v.ok and "no more than it has left (1)" in v.expected
    sc, log = _player(None, prevented=False)
    _hit(log, P1, prevented=((1, ""),), source=3)
    assert not check(PROP, sc, log).ok
