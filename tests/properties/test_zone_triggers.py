"""Trigger-count properties on hand-built Histories (CR 603.2, 603.6, 603.10, 700.4)."""
from __future__ import annotations

import pytest

from propkit import BEAR, WATCHER, Log, check, creature, on_field, scenario, snap, trig
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, TriggerEvent,
)
from reference_engine.events import Replaced, Triggered, ZoneChange
from reference_engine.ids import CardType, Zone

SWEEP = scenario((WATCHER, BEAR), (on_field(1, "watcher"), on_field(2, "bear"), on_field(3, "bear", owner=1)))


def _sweep(triggers: list[int], extra: list[int] = ()) -> Log:
    """Watcher and both Bears die together; Watcher triggers on the listed deaths."""
    log = Log()
    for old, new, owner in ((1, 11, 0), (2, 12, 0), (3, 13, 1)):
        log.add(ZoneChange, old_id=old, new_id=new, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.GRAVEYARD, owner=owner, batch=1, before=snap("bear", owner))
    for i, cause in enumerate(list(triggers) + list(extra)):
        log.add(Triggered, causes=(cause,), instance=20 + i, ability="watcher/0", source=1, controller=0)
    return log


@pytest.mark.parametrize("prop_id", ["trigger-once-per-occurrence", "leaves-triggers-look-back",
                                     "dies-means-battlefield-to-graveyard"])
def test_look_back_sweep_passes(prop_id: str) -> None:
    v = check(prop_id, SWEEP, _sweep([2, 3]))
    assert v.ok and v.exercised


@pytest.mark.parametrize("prop_id", ["trigger-once-per-occurrence", "leaves-triggers-look-back"])
@pytest.mark.parametrize("triggers,extra", [([2], []), ([2, 3], [3]), ([], []), ([2, 3], [1])])
def test_wrong_trigger_counts_fail(prop_id: str, triggers: list[int], extra: list[int]) -> None:
    v = check(prop_id, SWEEP, _sweep(triggers, extra))
    assert not v.ok and v.expected and v.observed and v.events


def test_exile_instead_of_dying_gives_no_dies_trigger() -> None:
    sc = scenario((WATCHER, BEAR), (on_field(1, "watcher"), on_field(2, "bear")),
                  effects=(ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING),))
    ok, bad = Log(), Log()
    for log in (ok, bad):
        r = log.add(Replaced, original="zone_change 2 battlefield->graveyard", object=2, effect="effect/0")
        z = log.add(ZoneChange, causes=(r,), old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD,
                    to_zone=Zone.EXILE, owner=0)
    bad.add(Triggered, causes=(z,), instance=20, ability="watcher/0", source=1, controller=0)
    assert check("dies-means-battlefield-to-graveyard", sc, ok).ok
    v = check("dies-means-battlefield-to-graveyard", sc, bad)
    assert not v.ok and v.events == (3,)


GREETER = creature("greeter", trig(TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF)))


def _enter(trigger: bool, sc_effects: tuple[ContinuousEffect, ...] = ()) -> tuple[object, Log]:
    sc = scenario((GREETER,), (on_field(1, "greeter", zone=Zone.HAND),), effects=sc_effects)
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=5, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=0)
    if trigger:
        log.add(Triggered, causes=(z,), instance=6, ability="greeter/0", source=5, controller=0)
    return sc, log


def test_enters_trigger_required_and_counted() -> None:
    assert check("enters-triggers-see-arrival", *_enter(True)).ok
    assert not check("enters-triggers-see-arrival", *_enter(False)).ok


def test_enters_with_abilities_removed_does_not_trigger() -> None:
    silence = (ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES,
                                filter=ObjectFilter(types=(CardType.CREATURE,))),)
    assert check("enters-triggers-see-arrival", *_enter(False, silence)).ok
    v = check("enters-triggers-see-arrival", *_enter(True, silence))
    assert not v.ok and "0 time" in v.expected


def test_hidden_zone_source_must_not_trigger() -> None:
    sc = scenario((WATCHER, BEAR), (on_field(1, "watcher", zone=Zone.HAND), on_field(2, "bear")))
    ok, bad = Log(), Log()
    for log in (ok, bad):
        z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    bad.add(Triggered, causes=(z,), instance=20, ability="watcher/0", source=1, controller=0)
    assert check("hidden-zones-do-not-trigger", sc, ok) .ok
    assert check("hidden-zones-do-not-trigger", sc, ok).exercised
    assert not check("hidden-zones-do-not-trigger", sc, bad).ok
    assert not check("trigger-once-per-occurrence", sc, bad).ok
