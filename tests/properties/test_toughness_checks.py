"""Toughness, lethal damage and cleanup on hand-built Histories (CR 704.5f,
704.5g, 702.12b, 514.2)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario
from reference_engine.abilities import Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject
from reference_engine.events import Damage, Priority, PtModified, Sba, StepBegin, WoreOff, ZoneChange, ZoneChangeCause
from reference_engine.ids import Step, TargetRef, Zone

DIES = "creatures-die-to-toughness-and-lethal-damage"
WEARS = "damage-and-end-of-turn-changes-wear-off-in-cleanup"
MYR = creature("myr", Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.INDESTRUCTIBLE, filter=ObjectFilter(subject=Subject.SELF))), power=0, toughness=1)
BEAR = creature("bear")


def _shrunk(*, dies: bool, rule: str = "704.5f", card: str = "bear") -> Built:
    """Creature 1 gets -2/-2; an SBA puts it into the graveyard under ``rule``, or nothing does."""
    sc = scenario((BEAR, MYR), (on_field(1, card, owner=1),))
    log = Log()
    log.add(PtModified, object=1, power=-2, toughness=-2)
    if dies:
        sba = log.add(Sba, rule=rule, object=1)
        how = ZoneChangeCause.SBA if rule == "704.5f" else ZoneChangeCause.DESTROY
        log.add(ZoneChange, causes=(sba,), old_id=1, new_id=9, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.GRAVEYARD, owner=1, how=how)
    log.add(Priority, player=0)
    return sc, log


def _burnt(*, destroyed: bool) -> Built:
    """The indestructible Myr is dealt 2 damage; lethal, but 702.12b keeps it."""
    sc = scenario((MYR,), (on_field(1, "myr", owner=1),))
    log = Log()
    log.add(Damage, source=1, target=TargetRef(object=1), amount=2)
    if destroyed:
        log.add(Sba, rule="704.5g", object=1)
    log.add(Priority, player=0)
    return sc, log


def _cleanup(*, damage: int = 2, ended: bool = True) -> Built:
    """Bear 1 gets +1/+1 and is dealt 2 damage; the cleanup step wears them off."""
    sc = scenario((BEAR,), (on_field(1, "bear", owner=1),))
    log = Log()
    pump = log.add(PtModified, object=1, power=1, toughness=1)
    log.add(Damage, source=1, target=TargetRef(object=1), amount=2)
    step = log.add(StepBegin, turn=1, step=Step.CLEANUP, active_player=0)
    log.add(WoreOff, causes=(step,), object=1, damage=damage, ended=(pump,) if ended else ())
    return sc, log


PAIRS = {
    DIES: (lambda: _shrunk(dies=True), lambda: _shrunk(dies=False)),
    WEARS: (lambda: _cleanup(), lambda: _cleanup(ended=False)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_704_5f_applies_to_an_indestructible_creature_too() -> None:
    assert check(DIES, *_shrunk(dies=True, card="myr")).ok
    assert not check(DIES, *_shrunk(dies=False, card="myr")).ok


def test_704_5f_is_not_704_5g() -> None:
    assert not check(DIES, *_shrunk(dies=True, rule="704.5g")).ok


def test_702_12b_lethal_damage_does_not_destroy_an_indestructible_creature() -> None:
    assert check(DIES, *_burnt(destroyed=False)).ok
    assert not check(DIES, *_burnt(destroyed=True)).ok


def test_514_2_all_the_damage_wears_off() -> None:
    assert not check(WEARS, *_cleanup(damage=1)).ok


def _burnt_zero(*, destroyed: bool) -> Built:
    """The bear with object id 0 (a legal id) is dealt lethal damage: the
    tracked board marks it on object 0 like any other, so it must die (CR 704.5g)."""
    sc = scenario((BEAR,), (on_field(0, "bear", owner=1),))
    log = Log()
    log.add(Damage, source=0, target=TargetRef(object=0), amount=2)
    if destroyed:
        sba = log.add(Sba, rule="704.5g", object=0)
        log.add(ZoneChange, causes=(sba,), old_id=0, new_id=9, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.GRAVEYARD, owner=1, how=ZoneChangeCause.DESTROY)
    log.add(Priority, player=0)
    return sc, log


def test_704_5g_lethal_damage_to_object_0_destroys_it() -> None:
    assert check(DIES, *_burnt_zero(destroyed=True)).ok
    assert not check(DIES, *_burnt_zero(destroyed=False)).ok


def _both_shrunk(*, together: bool) -> Built:
    """Creatures 1 and 2 get -2/-2 at once; one check of state-based actions
    puts both into the graveyard, or one check each."""
    sc = scenario((BEAR,), (on_field(1, "bear", owner=1), on_field(2, "bear", owner=1)))
    log = Log()
    log.add(PtModified, object=1, power=-2, toughness=-2)
    log.add(PtModified, object=2, power=-2, toughness=-2)
    for i, oid in enumerate((1, 2)):
        batch = 1 if together else i + 1
        sba = log.add(Sba, rule="704.5f", object=oid, batch=batch)
        log.add(ZoneChange, causes=(sba,), old_id=oid, new_id=8 + oid, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.GRAVEYARD, owner=1, how=ZoneChangeCause.SBA, batch=batch)
    log.add(Priority, player=0)
    return sc, log


def test_704_3_every_creature_that_must_die_dies_in_the_same_check() -> None:
    assert check(DIES, *_both_shrunk(together=True)).ok
    verdict = check(DIES, *_both_shrunk(together=False))
    assert not verdict.ok and "at the same time" in verdict.expected, verdict
