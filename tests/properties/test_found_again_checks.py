"""effect-finds-what-it-moved on hand-built Histories (CR 400.7, 603.7c)."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, assert_pair, check, on_field, scenario, snap, spell_card
from reference_engine.abilities import DelayedTrigger, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec
from reference_engine.events import (
    Cast, DelayedCreated, Resolved, Resolving, StepBegin, Triggered, ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone

_CREATURE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))
SHIFT = spell_card("shift", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                   Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET), targets=(_CREATURE,))
GORYO = spell_card("goryo", Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET),
                   Effect(kind=EffectKind.CREATE_DELAYED, object=ObjectRef.TARGET, delayed=DelayedTrigger(
                       step=Step.END, effects=(Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.TRACKED),))),
                   targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), zone=Zone.GRAVEYARD),))


def _cast(log: Log, card: str, target: int) -> int:
    log.add(ZoneChange, old_id=9, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=10, card=card, player=0, targets=(TargetRef(object=target),))
    return log.add(Resolving, object=10)


def _shift(returns: bool) -> Built:
    """Exile the Bear, then return that card; the return happens only when ``returns``."""
    sc = scenario((SHIFT, BEAR), (on_field(1, "bear"), on_field(9, "shift", zone=Zone.HAND)))
    log = Log()
    r = _cast(log, "shift", 1)
    log.add(ZoneChange, causes=(r,), old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD, to_zone=Zone.EXILE,
            owner=0, before=snap("bear"))
    if returns:
        log.add(ZoneChange, causes=(r,), old_id=11, new_id=12, from_zone=Zone.EXILE, to_zone=Zone.BATTLEFIELD,
                owner=0, after=snap("bear"))
    log.add(Resolved, causes=(r,), object=10)
    return sc, log


def _goryo(tracked: int, sacrificed: bool) -> Built:
    """Return the Bear card; the delayed trigger tracks ``tracked`` and maybe sacrifices it."""
    sc = scenario((GORYO, BEAR), (on_field(1, "bear", zone=Zone.GRAVEYARD), on_field(9, "goryo", zone=Zone.HAND)))
    log = Log()
    r = _cast(log, "goryo", 1)
    log.add(ZoneChange, causes=(r,), old_id=1, new_id=11, from_zone=Zone.GRAVEYARD, to_zone=Zone.BATTLEFIELD,
            owner=0, after=snap("bear"))
    log.add(DelayedCreated, causes=(r,), ability="goryo/0/delayed", controller=0, source=10, tracked=tracked)
    log.add(Resolved, causes=(r,), object=10)
    end = log.add(StepBegin, turn=1, step=Step.END, active_player=0)
    log.add(Triggered, causes=(end,), instance=30, ability="goryo/0/delayed", source=10, controller=0, delayed=True)
    d = log.add(Resolving, object=30)
    if sacrificed:
        log.add(ZoneChange, causes=(d,), old_id=11, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                owner=0, how=ZoneChangeCause.SACRIFICE, before=snap("bear"))
    log.add(Resolved, causes=(d,), object=30)
    return sc, log


PAIRS = {
    "effect-finds-what-it-moved": (lambda: _shift(True), lambda: _shift(False)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_the_delayed_trigger_tracks_the_new_object() -> None:
    assert check("effect-finds-what-it-moved", *_goryo(11, True)).ok
    stale = check("effect-finds-what-it-moved", *_goryo(1, False))
    assert not stale.ok and "tracks #1" in stale.observed


def test_the_delayed_trigger_acts_on_what_it_tracks() -> None:
    v = check("effect-finds-what-it-moved", *_goryo(11, False))
    assert not v.ok and "nothing happened to #11" in v.observed
