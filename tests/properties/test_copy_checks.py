"""Copies on the stack on hand-built Histories (CR 707.10, 707.10c): Twincast
copying Shock, watched by "whenever you cast a spell"."""
from __future__ import annotations

from propkit import BEAR, Built, Log, artifact, assert_pair, check, on_field, scenario, spell_card, trig
from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, TriggerEvent, Who
from reference_engine.events import (Cast, Damage, PutOnStack, RemovalReason, RemovedFromStack, Resolved, Resolving,
                                     Triggered, ZoneChange, ZoneChangeCause)
from reference_engine.ids import CardType, TargetRef, Zone

SHOCK = spell_card("shock", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),
                   targets=(TargetSpec(objects=ObjectFilter(), players=Who.ANY),))
TWINCAST = spell_card("twincast", Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET), mana="{U}{U}",
                      targets=(TargetSpec(zone=Zone.STACK,
                                          objects=ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY))),))
PROWESS = artifact("prowess", trig(TriggerEvent.CAST, subject=ObjectFilter(), player=Who.YOU))


def _twincast(copy_target: TargetRef, cast_trigger: bool = False) -> Built:
    """Shock (10) aimed at player 1; Twincast (11) copies it: the copy (12)
    aims at ``copy_target`` and resolves, then Shock; the Bear is object 3."""
    sc = scenario((SHOCK, TWINCAST, PROWESS, BEAR),
                  (on_field(1, "shock", zone=Zone.HAND, controller=None),
                   on_field(2, "twincast", zone=Zone.HAND, controller=None), on_field(3, "bear"),
                   on_field(4, "prowess")))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=10, card="shock", player=0, targets=(TargetRef(player=1),))
    log.add(ZoneChange, old_id=2, new_id=11, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=11, card="twincast", player=0, targets=(TargetRef(object=10),))
    res = log.add(Resolving, object=11)
    put = log.add(PutOnStack, causes=(res,), object=12, controller=0, targets=(copy_target,), copy_of=10)
    if cast_trigger:
        log.add(Triggered, causes=(put,), instance=13, ability="prowess/0", source=4, controller=0)
    log.add(Resolved, causes=(res,), object=11)
    log.add(ZoneChange, old_id=11, new_id=14, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD, owner=0,
            how=ZoneChangeCause.RESOLVED)
    res = log.add(Resolving, object=12)
    log.add(Damage, causes=(res,), source=12, target=copy_target, amount=2)
    log.add(Resolved, causes=(res,), object=12)
    res = log.add(Resolving, object=10)
    log.add(Damage, causes=(res,), source=10, target=TargetRef(player=1), amount=2)
    log.add(Resolved, causes=(res,), object=10)
    return sc, log


PAIRS = {
    "spell-copies-are-not-cast": (lambda: _twincast(TargetRef(object=3)),
                                  lambda: _twincast(TargetRef(object=3), cast_trigger=True)),
    # first_legal with "you may choose new targets": the Bear, the lowest id (CR 707.10c)
    "copied-ability-resolves-once-more": (lambda: _twincast(TargetRef(object=3)),
                                          lambda: _twincast(TargetRef(player=1))),
}


def test_pairs() -> None:
    for prop_id, (good, bad) in PAIRS.items():
        assert_pair(prop_id, good, bad)


def test_a_copy_announced_as_cast_fails() -> None:
    """CR 707.10: a copy of a spell is not cast; a cast event naming it is wrong."""
    sc, log = _twincast(TargetRef(object=3))
    log.add(Cast, object=12, card="shock", player=0, targets=(TargetRef(object=3),))
    assert not check("spell-copies-are-not-cast", sc, log).ok


def test_a_copy_dealing_damage_to_the_original_target_fails() -> None:
    """CR 707.10c: the copy announced the Bear but hit player 1, the original's target."""
    sc, log = _twincast(TargetRef(object=3))
    res = next(e.seq for e in log.events if isinstance(e, Resolving) and e.object == 12)
    log.events = [e for e in log.events if not (isinstance(e, Damage) and res in e.causes)]
    log.add(Damage, causes=(res,), source=12, target=TargetRef(player=1), amount=2)
    verdict = check("copied-ability-resolves-once-more", sc, log)
    assert not verdict.ok


def test_a_copy_that_replaces_the_original_fails() -> None:
    """CR 707.10: the original stays on the stack under its copy; here it is gone as the copy arrives."""
    sc, log = _twincast(TargetRef(object=3))
    put = next(e for e in log.events if isinstance(e, PutOnStack))
    log.events = log.events[: put.seq - 1]
    res = log.events[-1].seq
    log.add(RemovedFromStack, causes=(res,), object=10, reason=RemovalReason.COUNTERED)
    log.add(PutOnStack, causes=(res,), object=12, controller=0, targets=(TargetRef(object=3),), copy_of=10)
    log.add(Resolved, causes=(res,), object=11)
    assert not check("copied-ability-resolves-once-more", sc, log).ok


def test_a_copier_that_resolves_without_copying_fails() -> None:
    """CR 707.10: Twincast resolves with Shock still on the stack and legal, and copies nothing."""
    sc, log = _twincast(TargetRef(object=3))
    copy = next(e for e in log.events if isinstance(e, PutOnStack))
    log.events = [e for e in log.events if e is not copy and getattr(e, "object", None) != 12
                  and getattr(e, "source", None) != 12 and copy.seq not in getattr(e, "causes", ())]
    verdict = check("copied-ability-resolves-once-more", sc, log)
    assert not verdict.ok and "puts a copy of its target #10" in verdict.expected, verdict
