""""Counter target activated or triggered ability" and "Return target spell
to its owner's hand" on hand-built Histories (CR 701.6a, 400.7)."""
from __future__ import annotations

from propkit import BEAR, Built, Log, artifact, assert_pair, check, on_field, scenario, spell_card
from reference_engine.abilities import (Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
                                        StackAbility, TargetSpec)
from reference_engine.events import (Activated, Cast, PutOnStack, RemovalReason, RemovedFromStack, Resolved,
                                     Resolving, ZoneChange, ZoneChangeCause)
from reference_engine.ids import TargetRef, Zone

ROD = artifact("rod", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(),
                              effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))
STIFLE = spell_card("stifle", Effect(kind=EffectKind.COUNTER_ABILITY, object=ObjectRef.TARGET), mana="{U}",
                    targets=(TargetSpec(zone=Zone.STACK, ability=StackAbility.ACTIVATED_OR_TRIGGERED),))
BOUNCE = spell_card("bounce", Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.TARGET), mana="{U}",
                    targets=(TargetSpec(objects=ObjectFilter(), zone=Zone.STACK),))


def _stifled(countered: bool) -> Built:
    """The Rod's ability (10) is on the stack; Stifle (11) targets it and
    resolves, countering it, or leaving it to resolve."""
    sc = scenario((ROD, STIFLE), (on_field(1, "rod"), on_field(2, "stifle", zone=Zone.HAND, controller=None)))
    log = Log()
    log.add(Activated, object=10, source=1, ability="rod/0", player=0)
    log.add(PutOnStack, object=10, controller=0)
    log.add(ZoneChange, old_id=2, new_id=11, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=11, card="stifle", player=0, targets=(TargetRef(object=10),))
    res = log.add(Resolving, object=11)
    if countered:
        log.add(RemovedFromStack, causes=(res,), object=10, reason=RemovalReason.COUNTERED)
    log.add(Resolved, causes=(res,), object=11)
    if not countered:
        log.add(Resolving, object=10)
        log.add(Resolved, object=10)
    return sc, log


def _bounced(returned: bool) -> Built:
    """The Bear spell (5) is on the stack; Bounce (11) targets it and resolves,
    returning it to its owner's hand, or leaving it to resolve."""
    sc = scenario((BEAR, BOUNCE), (on_field(1, "bear", zone=Zone.HAND, controller=None),
                                   on_field(2, "bounce", zone=Zone.HAND, controller=None)))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=5, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=5, card="bear", player=0)
    log.add(ZoneChange, old_id=2, new_id=11, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=11, card="bounce", player=0, targets=(TargetRef(object=5),))
    res = log.add(Resolving, object=11)
    if returned:
        log.add(ZoneChange, causes=(res,), old_id=5, new_id=12, from_zone=Zone.STACK, to_zone=Zone.HAND, owner=0,
                how=ZoneChangeCause.EFFECT)
    log.add(Resolved, causes=(res,), object=11)
    if not returned:
        log.add(Resolving, object=5)
        log.add(Resolved, object=5)
    return sc, log


PAIRS = {
    "countered-ability-does-nothing": (lambda: _stifled(True), lambda: _stifled(False)),
    "returned-spell-leaves-the-stack": (lambda: _bounced(True), lambda: _bounced(False)),
}


def test_pairs() -> None:
    for prop_id, (good, bad) in PAIRS.items():
        assert_pair(prop_id, good, bad)


def test_a_countered_ability_that_resolves_later_fails() -> None:
    """Removed as countered, then resolving all the same: the second clause."""
    sc, log = _stifled(True)
    log.add(Resolving, object=10)
    verdict = check("countered-ability-does-nothing", sc, log)
    assert not verdict.ok and "never resolves" in verdict.expected


def test_a_spell_countered_instead_of_returned_fails() -> None:
    """Removed from the stack as countered before its card goes to hand: it was countered, not returned."""
    sc, log = _bounced(False)
    log.events = log.events[:5]
    res = log.events[-1].seq
    log.add(RemovedFromStack, causes=(res,), object=5, reason=RemovalReason.COUNTERED)
    log.add(ZoneChange, causes=(res,), old_id=5, new_id=12, from_zone=Zone.STACK, to_zone=Zone.HAND, owner=0,
            how=ZoneChangeCause.EFFECT)
    log.add(Resolved, causes=(res,), object=11)
    assert not check("returned-spell-leaves-the-stack", sc, log).ok
