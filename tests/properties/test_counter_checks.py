"""The counter properties on hand-built Histories (CR 704.5q, 614.1c, 122.6, 608.2c)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario, snap, spell_card, trig
from properties.strategies.counters import counter_effect, enters_with
from reference_engine.abilities import EffectKind, ObjectFilter, Subject, TargetSpec, TriggerEvent
from reference_engine.cards import CardDef
from reference_engine.events import (
    Cast, Counters, PutOnStack, Priority, Resolved, Resolving, Sba, Triggered, ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, TargetRef, Zone

BEAR = creature("bear")
WALKER = creature("walker", enters_with(2), power=0, toughness=0)
WATCH = CardDef(key="watch", name="Watch", types=(CardType.ENCHANTMENT,), abilities=(
    trig(TriggerEvent.COUNTERS_PUT, subject=ObjectFilter(subject=Subject.ANY, types=(CardType.CREATURE,))),))
DRAIN = spell_card("drain", counter_effect(EffectKind.REMOVE_COUNTERS, "+1/+1", 1),
                   targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))


def _annihilate(removed: int) -> Built:
    """Bear 1 starts with two +1/+1 and one -1/-1 counter; the first check removes ``removed`` of each."""
    sc = scenario((BEAR,), (on_field(1, "bear", counters={"+1/+1": 2, "-1/-1": 1}),))
    log = Log()
    if removed:
        s = log.add(Sba, batch=1, rule="704.5q", object=1)
        log.add(Counters, causes=(s,), batch=1, object=1, counter="+1/+1", amount=-removed)
        log.add(Counters, causes=(s,), batch=1, object=1, counter="-1/-1", amount=-removed)
    log.add(Priority, player=0)
    return sc, log


def _never_annihilated() -> Built:
    sc, log = _annihilate(0)
    return sc, log


def _walker(counted: bool, watched: bool = True) -> Built:
    """Walker is cast from hand and enters with two +1/+1 counters; a watcher
    of "one or more counters" triggers if ``watched``."""
    sc = scenario((WALKER, WATCH), (on_field(1, "walker", zone=Zone.HAND), on_field(2, "watch")))
    log = Log()
    up = log.add(ZoneChange, old_id=1, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
                 how=ZoneChangeCause.CAST)
    log.add(Cast, causes=(up,), object=10, card="walker", player=0)
    start = log.add(Resolving, object=10)
    done = log.add(Resolved, causes=(start,), object=10)
    arrive = log.add(ZoneChange, causes=(done,), batch=1, old_id=10, new_id=11, from_zone=Zone.STACK,
                     to_zone=Zone.BATTLEFIELD, owner=0, how=ZoneChangeCause.RESOLVED,
                     after=snap("walker", power=2, toughness=2, counters={"+1/+1": 2} if counted else {}))
    put = log.add(Counters, causes=(arrive,), batch=1 if counted else None, object=11, counter="+1/+1", amount=2)
    if watched:
        log.add(Triggered, causes=(put,), instance=20, ability="watch/0", source=2, controller=0)
        log.add(PutOnStack, object=20, controller=0)
    return sc, log


def _drain(removed: int) -> Built:
    """Drain removes one +1/+1 counter from Bear 1, which has three."""
    sc = scenario((BEAR, DRAIN), (on_field(1, "bear", counters={"+1/+1": 3}), on_field(2, "drain", zone=Zone.HAND)))
    log = Log()
    up = log.add(ZoneChange, old_id=2, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
                 how=ZoneChangeCause.CAST)
    log.add(Cast, causes=(up,), object=10, card="drain", player=0, targets=(TargetRef(object=1),))
    start = log.add(Resolving, object=10)
    if removed:
        log.add(Counters, causes=(start,), object=1, counter="+1/+1", amount=-removed)
    log.add(Resolved, causes=(start,), object=10)
    return sc, log


PAIRS = {
    "annihilation-of-plus-and-minus-counters": (lambda: _annihilate(1), _never_annihilated),
    "enters-with-counters-is-no-trigger": (lambda: _walker(True), lambda: _walker(True, watched=False)),
    "counter-removal-removes-what-it-says": (lambda: _drain(1), lambda: _drain(3)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_removing_too_many_in_the_sba_fails() -> None:
    assert not check("annihilation-of-plus-and-minus-counters", *_annihilate(2)).ok


def test_entering_counters_outside_the_arrival_batch_fail() -> None:
    """CR 614.1c: counters put on later (another batch, none shown as it arrives) are not "enters with"."""
    verdict = check("enters-with-counters-is-no-trigger", *_walker(False))
    assert not verdict.ok and verdict.exercised


def test_a_removal_that_removes_nothing_fails() -> None:
    # Drain resolved against a Bear with three +1/+1 counters and no counter left it (CR 608.2c).
    verdict = check("counter-removal-removes-what-it-says", *_drain(0))
    assert not verdict.ok and verdict.parts[0].key == "counters.removal-short.expected", verdict
