"""Intervening "if", "may", state and delayed triggers on hand-built Histories."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, artifact, assert_pair, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, DelayedTrigger, Effect, EffectKind,
    ObjectFilter, ObjectRef, Subject, Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Choice, ChoiceKind, DelayedCreated, Life, Priority, PutOnStack, RemovalReason,
    RemovedFromStack, Resolved, Resolving, StepBegin, Triggered, ZoneChange,
)
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import ChoicePolicy, PlayerSetup

RICH = Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=25)
MISER = artifact("miser", Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
    event=TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,))),
    intervening_if=RICH, effects=(Effect(kind=EffectKind.DRAW, amount=1),)))


def _miser(life: int, triggered: bool, drop_to: int | None = None, removed: bool = False) -> Built:
    """A Bear dies with player 0 at ``life``; then life may drop before resolution."""
    sc = scenario((MISER, BEAR), (on_field(1, "miser"), on_field(2, "bear")),
                  players=(PlayerSetup(id=0, life=life), PlayerSetup(id=1)))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    if not triggered:
        return sc, log
    t = log.add(Triggered, causes=(z,), instance=20, ability="miser/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    if drop_to is not None:
        log.add(Life, player=0, amount=drop_to - life, total=drop_to)
    if removed:
        log.add(RemovedFromStack, object=20, reason=RemovalReason.CONDITION_FALSE)
    else:
        r = log.add(Resolving, object=20)
        log.add(Resolved, causes=(r,), object=20)
    return sc, log


MAYBE = artifact("maybe", Ability(kind=AbilityKind.TRIGGERED, optional=True, trigger=Trigger(
    event=TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,))),
    effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))


def _maybe(early_choice: bool, pushed: bool = True) -> Built:
    sc = scenario((MAYBE, BEAR), (on_field(1, "maybe"), on_field(2, "bear")), choices=ChoicePolicy(may=False))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    t = log.add(Triggered, causes=(z,), instance=20, ability="maybe/0", source=1, controller=0)
    if early_choice:
        log.add(Choice, object=20, player=0, choice=ChoiceKind.MAY, value=False)
    if not pushed:
        return sc, log
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    r = log.add(Resolving, object=20)
    if not early_choice:
        log.add(Choice, causes=(r,), object=20, player=0, choice=ChoiceKind.MAY, value=False)
    log.add(Resolved, causes=(r,), object=20)
    return sc, log


EMPTY = Condition(kind=ConditionKind.NO_CARDS_IN_HAND)
HELLBENT = artifact("hellbent", Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
    event=TriggerEvent.STATE, state=EMPTY), effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))


def _state(refire: bool, missing: bool = False) -> Built:
    sc = scenario((HELLBENT,), (on_field(1, "hellbent"),))
    log = Log()
    s = log.add(StepBegin, turn=1, step=Step.PRECOMBAT_MAIN, active_player=0)
    if missing:
        log.add(Priority, player=0)
        return sc, log
    t = log.add(Triggered, causes=(s,), instance=20, ability="hellbent/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    if refire:
        t2 = log.add(Triggered, causes=(s,), instance=21, ability="hellbent/0", source=1, controller=0)
        log.add(PutOnStack, causes=(t2,), object=21, controller=0)
    log.add(Priority, player=0, stack=(20, 21) if refire else (20,))
    return sc, log


LATER = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(
    subject=Subject.SELF)), effects=(Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(
        step=Step.END, effects=(Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.TRACKED),))),))
TIMER = CardDef(key="timer", name="Timer", mana_cost="{1}", types=(CardType.CREATURE,), power=1,
                toughness=1, abilities=(LATER,))


def _delayed(fires: int, controller: int = 0, creator_controller: int = 0) -> Built:
    """Timer's enters trigger (controlled by ``creator_controller``) creates a
    delayed trigger that fires ``fires`` times at the end step."""
    sc = scenario((TIMER,), (on_field(1, "timer", zone=Zone.HAND, owner=creator_controller),))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=5, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=creator_controller)
    t = log.add(Triggered, causes=(z,), instance=6, ability="timer/0", source=5, controller=creator_controller)
    log.add(PutOnStack, causes=(t,), object=6, controller=creator_controller)
    r = log.add(Resolving, object=6)
    log.add(DelayedCreated, causes=(r,), ability="timer/0/delayed", controller=controller, source=5, tracked=5)
    log.add(Resolved, causes=(r,), object=6)
    end = log.add(StepBegin, turn=1, step=Step.END, active_player=0)
    for i in range(fires):
        log.add(Triggered, causes=(end,), instance=30 + i, ability="timer/0/delayed", source=5,
                controller=controller, delayed=True)
    return sc, log


def _delayed_early() -> Built:
    sc, log = _delayed(0)
    log.add(Triggered, causes=(2,), instance=30, ability="timer/0/delayed", source=5, controller=0, delayed=True)
    return sc, log


PAIRS = {
    "intervening-if-checked-at-event": (lambda: _miser(30, True), lambda: _miser(20, True)),
    "intervening-if-rechecked-on-resolution": (lambda: _miser(30, True, drop_to=20, removed=True),
                                               lambda: _miser(30, True, drop_to=20)),
    "may-and-unless-decided-on-resolution": (lambda: _maybe(False), lambda: _maybe(True)),
    "state-trigger-does-not-refire-while-pending": (lambda: _state(False), lambda: _state(True)),
    "state-trigger-fires-when-state-holds": (lambda: _state(False), lambda: _state(False, missing=True)),
    "delayed-trigger-fires-once": (lambda: _delayed(1), lambda: _delayed(2)),
    "delayed-trigger-sees-only-later-events": (lambda: _delayed(1), _delayed_early),
    "delayed-trigger-controller-is-creator": (lambda: _delayed(1, 1, 1), lambda: _delayed(1, 0, 1)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_false_condition_at_event_means_no_trigger() -> None:
    from propkit import check

    assert check("intervening-if-checked-at-event", *_miser(20, False)).ok
    assert not check("intervening-if-checked-at-event", *_miser(30, False)).ok


def test_optional_trigger_must_be_pushed_even_if_declined() -> None:
    from propkit import check

    assert not check("may-and-unless-decided-on-resolution", *_maybe(False, pushed=False)).ok
