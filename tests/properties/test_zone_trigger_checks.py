"""Trigger-count properties on hand-built Histories (CR 603.2, 603.6, 603.10, 700.4)."""
from __future__ import annotations

import pytest

from propkit import (
    BEAR, WATCHER, Built, Log, artifact, assert_pair, check, creature, on_field, scenario, snap,
    spell_card, trig,
)
from reference_engine.abilities import (
    ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, TriggerEvent, Who,
)
from reference_engine.events import (
    Cast, ControlChange, PlayerLost, RemovalReason, RemovedFromStack, Replaced, Resolving, StepBegin,
    Triggered, ZoneChange,
)
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import PlayerSetup

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


def _extra(times: int) -> Built:
    sc = scenario((WATCHER, BEAR), (on_field(1, "watcher"), on_field(2, "bear")),
                  effects=(ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER,
                                            filter=ObjectFilter(types=(CardType.ARTIFACT,))),))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    for i in range(times):
        log.add(Triggered, causes=(z,), instance=20 + i, ability="watcher/0", source=1, controller=0)
    return sc, log


KEEPER = artifact("keeper", trig(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, player=Who.YOU))


def _upkeep(active: int, triggers: int) -> Built:
    sc = scenario((KEEPER,), (on_field(1, "keeper"),))
    log = Log()
    s = log.add(StepBegin, turn=2, step=Step.UPKEEP, active_player=active)
    for i in range(triggers):
        log.add(Triggered, causes=(s,), instance=20 + i, ability="keeper/0", source=1, controller=0)
    return sc, log


def _banned(triggers: int) -> Built:
    sc, log = _extra(0)
    sc = scenario(sc.cards, sc.objects, effects=(ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE),))
    for i in range(triggers):
        log.add(Triggered, causes=(1,), instance=20 + i, ability="watcher/0", source=1, controller=0)
    return sc, log


MOURNER = artifact("mourner", trig(TriggerEvent.PLAYER_LOSES))


def _loses(triggers: int) -> Built:
    three = tuple(PlayerSetup(id=i) for i in range(3))  # with two players the game would just end
    sc = scenario((MOURNER,), (on_field(1, "mourner", owner=1),), players=three)
    log = Log()
    lost = log.add(PlayerLost, player=1, rule="704.5a")
    z = log.add(ZoneChange, causes=(lost,), old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.EXILE, owner=1)
    for i in range(triggers):
        log.add(Triggered, causes=(lost,), instance=20 + i, ability="mourner/0", source=1, controller=1)
    assert z
    return sc, log


LOYAL = creature("loyal", trig(TriggerEvent.LOSE_CONTROL, subject=ObjectFilter(subject=Subject.SELF)))


def _stolen(triggers: int) -> Built:
    sc = scenario((LOYAL,), (on_field(1, "loyal"),))
    log = Log()
    c = log.add(ControlChange, object=1, old_controller=0, new_controller=1)
    for i in range(triggers):
        log.add(Triggered, causes=(c,), instance=20 + i, ability="loyal/0", source=1, controller=0)
    return sc, log


SENTINEL = artifact("sentinel", trig(TriggerEvent.SPELL_COUNTERED))
BOLT = spell_card("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),
                  targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))


def _spell_gone(reason: RemovalReason, triggers: int) -> Built:
    sc = scenario((SENTINEL, BOLT), (on_field(1, "sentinel"), on_field(2, "bolt", owner=1, zone=Zone.HAND)))
    log = Log()
    log.add(ZoneChange, old_id=2, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=1)
    log.add(Cast, object=9, card="bolt", player=1)
    # A counterspell (30) resolving is what counters a spell (CR 701.6a).
    counter = (log.add(Resolving, object=30),) if reason is RemovalReason.COUNTERED else ()
    r = log.add(RemovedFromStack, causes=counter, object=9, reason=reason)
    for i in range(triggers):
        log.add(Triggered, causes=(r,), instance=20 + i, ability="sentinel/0", source=1, controller=0)
    return sc, log


PAIRS = {
    "trigger-once-per-occurrence": (lambda: (SWEEP, _sweep([2, 3])), lambda: (SWEEP, _sweep([2, 3], [2]))),
    "leaves-triggers-look-back": (lambda: (SWEEP, _sweep([2, 3])), lambda: (SWEEP, _sweep([2]))),
    "dies-means-battlefield-to-graveyard": (lambda: (SWEEP, _sweep([2, 3])), lambda: (SWEEP, _sweep([3]))),
    "enters-triggers-see-arrival": (lambda: _enter(True), lambda: _enter(False)),
    "additional-trigger-once-per-effect": (lambda: _extra(2), lambda: _extra(1)),
    "beginning-of-step-triggers": (lambda: _upkeep(0, 1), lambda: _upkeep(1, 1)),
    "cant-activate-does-not-stop-triggers": (lambda: _banned(1), lambda: _banned(0)),
    "player-loses-triggers": (lambda: _loses(1), lambda: _loses(0)),
    "lose-control-looks-back": (lambda: _stolen(1), lambda: _stolen(0)),
    "countered-triggers-only-on-counter": (lambda: _spell_gone(RemovalReason.COUNTERED, 1),
                                           lambda: _spell_gone(RemovalReason.ILLEGAL_ON_RESOLUTION, 1)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_hidden_zone_pair() -> None:
    sc = scenario((WATCHER, BEAR), (on_field(1, "watcher", zone=Zone.HAND), on_field(2, "bear")))
    good, bad = Log(), Log()
    for log in (good, bad):
        z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    bad.add(Triggered, causes=(z,), instance=20, ability="watcher/0", source=1, controller=0)
    assert_pair("hidden-zones-do-not-trigger", lambda: (sc, good), lambda: (sc, bad))
