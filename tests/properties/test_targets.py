"""Modes and targets of triggers, and resolution checks (CR 603.3c-d, 608.2b, 113.7a)."""
from __future__ import annotations

import pytest

from propkit import BEAR, BOLT_ZAP, Built, Log, artifact, assert_pair, check, creature, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, Mode, ObjectFilter, ObjectRef, PlayerRef, Subject,
    TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Cast, Life, PutOnStack, RemovalReason, RemovedFromStack, Resolved, Resolving, Triggered, ZoneChange,
)
from reference_engine.ids import CardType, TargetRef, Zone

ARTIFACTS = TargetSpec(objects=ObjectFilter(types=(CardType.ARTIFACT,)))
ENTERS_SELF = Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF))
SHATTER_ETB = creature("shatterer", Ability(
    kind=AbilityKind.TRIGGERED, trigger=ENTERS_SELF, targets=(ARTIFACTS,),
    effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),)))
MODAL_ETB = creature("chooser", Ability(kind=AbilityKind.TRIGGERED, trigger=ENTERS_SELF, modes=(
    Mode(effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),), targets=(ARTIFACTS,)),
    Mode(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2, player=PlayerRef.YOU),)),
)))


def _enters(card: CardDef, after_push: str, targets: tuple[TargetRef, ...] = (),
            modes: tuple[int, ...] = ()) -> Built:
    """``card`` enters (only a Bear is on the battlefield, so no artifact to
    target); its trigger is pushed with ``targets``/``modes``; then ``after_push``."""
    sc = scenario((card, BEAR), (on_field(1, card.key, zone=Zone.HAND), on_field(2, "bear")))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=5, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=0)
    t = log.add(Triggered, causes=(z,), instance=6, ability=f"{card.key}/0", source=5, controller=0)
    log.add(PutOnStack, causes=(t,), object=6, controller=0, targets=targets, modes=modes)
    if after_push == "resolve":
        r = log.add(Resolving, object=6)
        log.add(Resolved, causes=(r,), object=6)
    else:
        log.add(RemovedFromStack, object=6, reason=RemovalReason(after_push))
    return sc, log


PAIRS = {
    "trigger-without-legal-target-is-removed": (
        lambda: _enters(SHATTER_ETB, "no_legal_targets"), lambda: _enters(SHATTER_ETB, "resolve")),
    "modal-trigger-takes-a-legal-mode": (
        lambda: _enters(MODAL_ETB, "resolve", modes=(1,)),
        lambda: _enters(MODAL_ETB, "resolve", modes=(0,))),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_illegal_target_choice_fails() -> None:
    v = check("trigger-without-legal-target-is-removed",
              *_enters(SHATTER_ETB, "resolve", targets=(TargetRef(object=2),)))
    assert not v.ok


def test_trigger_removed_despite_a_legal_target_fails_naming_both_events() -> None:
    # An artifact is there to target, yet the trigger is removed as if it had none.
    relic = artifact("relic")
    sc = scenario((SHATTER_ETB, relic), (on_field(1, "shatterer", zone=Zone.HAND), on_field(2, "relic", owner=1)))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=5, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=0)
    t = log.add(Triggered, causes=(z,), instance=6, ability="shatterer/0", source=5, controller=0)
    pushed = log.add(PutOnStack, causes=(t,), object=6, controller=0, targets=(TargetRef(object=2),))
    removed = log.add(RemovedFromStack, object=6, reason=RemovalReason.NO_LEGAL_TARGETS)
    v = check("trigger-without-legal-target-is-removed", sc, log)
    assert not v.ok and v.observed == "it was removed" and v.events == (pushed, removed)


def _zap(bear_survives: bool, outcome: str) -> Built:
    """Zap targets Bear #2; the Bear may leave first; then Zap resolves or is removed."""
    sc = scenario((BOLT_ZAP, BEAR), (on_field(1, "zap", zone=Zone.HAND), on_field(2, "bear", owner=1)))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0)
    log.add(Cast, object=9, card="zap", player=0, targets=(TargetRef(object=2),))
    if not bear_survives:
        log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.HAND, owner=1)
    if outcome == "resolve":
        r = log.add(Resolving, object=9)
        log.add(Resolved, causes=(r,), object=9)
    else:
        log.add(RemovedFromStack, object=9, reason=RemovalReason(outcome))
    log.add(ZoneChange, old_id=9, new_id=19, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD, owner=0)
    return sc, log


def test_all_targets_illegal_pair() -> None:
    assert_pair("all-targets-illegal-does-not-resolve",
                lambda: _zap(False, "illegal_on_resolution"), lambda: _zap(False, "countered"))
    assert not check("all-targets-illegal-does-not-resolve", *_zap(False, "resolve")).ok
    assert check("all-targets-illegal-does-not-resolve", *_zap(True, "resolve")).ok
    assert not check("all-targets-illegal-does-not-resolve", *_zap(True, "illegal_on_resolution")).ok


MOURNER = creature("mourner", Ability(
    kind=AbilityKind.TRIGGERED,
    trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(subject=Subject.SELF)),
    effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))


def _orphan(outcome: str) -> Built:
    sc = scenario((MOURNER,), (on_field(1, "mourner"),))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    t = log.add(Triggered, causes=(z,), instance=20, ability="mourner/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    if outcome in ("resolve", "idle"):
        r = log.add(Resolving, object=20)
        if outcome == "resolve":
            log.add(Life, causes=(r,), player=0, amount=1, total=21)
        log.add(Resolved, causes=(r,), object=20)
    else:
        log.add(RemovedFromStack, object=20, reason=RemovalReason(outcome))
    return sc, log


def test_ability_independent_of_source_pair() -> None:
    assert_pair("ability-independent-of-source", lambda: _orphan("resolve"), lambda: _orphan("countered"))


def test_an_orphan_ability_that_resolves_doing_nothing_fails() -> None:
    # The mourner's "you gain 1 life" resolved after the mourner died, and no life was gained (CR 113.7a).
    verdict = check("ability-independent-of-source", *_orphan("idle"))
    assert not verdict.ok and verdict.exercised and verdict.events == (4, 5), verdict


PAIRS.update({
    "all-targets-illegal-does-not-resolve": (lambda: _zap(False, "illegal_on_resolution"),
                                             lambda: _zap(False, "countered")),
    "ability-independent-of-source": (lambda: _orphan("resolve"), lambda: _orphan("countered")),
})
