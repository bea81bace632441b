"""Block triggers, tapping, damage triggers and "it" on hand-built Histories."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, assert_pair, check, creature, on_field, scenario, snap, trig
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter,
    ObjectRef, Subject, Trigger, TriggerEvent as T,
)
from reference_engine.events import (
    AttackersDeclared, BlockersDeclared, Damage, DamagePrevented, PutOnStack, Resolved, Resolving,
    StepBegin, Tapped, Triggered, ZoneChange,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone

SELF = ObjectFilter(subject=Subject.SELF)
WALL = creature("wall", trig(T.BLOCKS, subject=SELF), trig(T.BLOCKS_A_CREATURE, subject=SELF))
LURE = creature("lure", trig(T.BECOMES_BLOCKED, subject=SELF), trig(T.BECOMES_BLOCKED_BY_A_CREATURE, subject=SELF))


def _combat(ability: str, counts: dict[int, int]) -> Built:
    """Wall #1 blocks Lures #3 and #4; Wall #2 also blocks Lure #3."""
    sc = scenario((WALL, LURE), (on_field(1, "wall", owner=1), on_field(2, "wall", owner=1),
                                 on_field(3, "lure"), on_field(4, "lure")))
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    log.add(AttackersDeclared, attackers=((3, 1), (4, 1)))
    b = log.add(BlockersDeclared, blocks=((1, 3), (1, 4), (2, 3)))
    ctrl = 1 if ability.startswith("wall") else 0
    for source, n in counts.items():
        for _ in range(n):
            log.add(Triggered, causes=(b,), instance=50 + len(log.events), ability=ability, source=source,
                    controller=ctrl)
    return sc, log


def _stays_blocked(damage_player: bool) -> Built:
    sc = scenario((BEAR,), (on_field(1, "bear"), on_field(2, "bear", owner=1)))
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    log.add(AttackersDeclared, attackers=((1, 1),))
    log.add(BlockersDeclared, blocks=((2, 1),))
    log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=1)
    log.add(StepBegin, turn=1, step=Step.COMBAT_DAMAGE, active_player=0)
    if damage_player:
        log.add(Damage, source=1, target=TargetRef(player=1), amount=2, combat=True)
    return sc, log


TAPWATCH = creature("tapwatch", trig(T.BECOMES_TAPPED, subject=ObjectFilter(types=(CardType.CREATURE,))))


def _tapping(enters_tap_event: bool, triggered: bool) -> Built:
    """A Bear enters tapped (an enters-tapped effect applies); it may wrongly be tapped again."""
    sc = scenario((TAPWATCH, BEAR), (on_field(1, "tapwatch"), on_field(2, "bear", zone=Zone.HAND)),
                  effects=(ContinuousEffect(kind=ContinuousKind.ENTERS_TAPPED),))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=0)
    cause = z
    if enters_tap_event:
        cause = log.add(Tapped, object=12)
    if triggered:
        log.add(Triggered, causes=(cause,), instance=30, ability="tapwatch/0", source=1, controller=0)
    return sc, log


PAINED = creature("pained", trig(T.DEALT_DAMAGE, subject=SELF))


def _hurt(prevented: bool, triggered: bool) -> Built:
    sc = scenario((PAINED, BEAR), (on_field(1, "pained"), on_field(2, "bear", owner=1)))
    log = Log()
    cls = DamagePrevented if prevented else Damage
    d = log.add(cls, source=2, target=TargetRef(object=1), amount=1)
    if triggered:
        log.add(Triggered, causes=(d,), instance=30, ability="pained/0", source=1, controller=0)
    return sc, log


BOUNCE_BACK = creature("phoenix", Ability(
    kind=AbilityKind.TRIGGERED, trigger=Trigger(event=T.DIES, subject=SELF),
    effects=(Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.IT),)))


def _it(acts_on_new: bool) -> Built:
    """Phoenix dies; before its trigger resolves the card is exiled from the graveyard."""
    sc = scenario((BOUNCE_BACK,), (on_field(1, "phoenix"),))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    t = log.add(Triggered, causes=(z,), instance=20, ability="phoenix/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    log.add(ZoneChange, old_id=11, new_id=21, from_zone=Zone.GRAVEYARD, to_zone=Zone.EXILE, owner=0)
    r = log.add(Resolving, object=20)
    if acts_on_new:
        log.add(ZoneChange, causes=(r,), old_id=21, new_id=31, from_zone=Zone.EXILE, to_zone=Zone.HAND, owner=0)
    log.add(Resolved, causes=(r,), object=20)
    return sc, log


PAIRS = {
    "blocks-triggers-once-per-combat": (lambda: _combat("wall/0", {1: 1, 2: 1}),
                                        lambda: _combat("wall/0", {1: 2, 2: 1})),
    "blocks-a-creature-triggers-per-attacker": (lambda: _combat("wall/1", {1: 2, 2: 1}),
                                                lambda: _combat("wall/1", {1: 1, 2: 1})),
    "becomes-blocked-triggers-once": (lambda: _combat("lure/0", {3: 1, 4: 1}),
                                      lambda: _combat("lure/0", {3: 2, 4: 1})),
    "becomes-blocked-by-a-creature-per-blocker": (lambda: _combat("lure/1", {3: 2, 4: 1}),
                                                  lambda: _combat("lure/1", {3: 1, 4: 1})),
    "attacker-stays-blocked": (lambda: _stays_blocked(False), lambda: _stays_blocked(True)),
    "becomes-tapped-needs-a-change": (lambda: _tapping(False, False), lambda: _tapping(False, True)),
    "damage-triggers-match-dealt-damage": (lambda: _hurt(False, True), lambda: _hurt(False, False)),
    "prevented-events-trigger-nothing": (lambda: _hurt(True, False), lambda: _hurt(True, True)),
    "zone-change-it-is-the-new-object": (lambda: _it(False), lambda: _it(True)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_tap_event_for_a_permanent_that_entered_tapped_fails() -> None:
    v = check("becomes-tapped-needs-a-change", *_tapping(True, True))
    assert not v.ok and v.events == (2,)


def _arrival(tapped: bool) -> Built:
    """A Bear enters from its owner's hand while "permanents enter tapped" is in force."""
    sc = scenario((BEAR,), (on_field(2, "bear", zone=Zone.HAND),),
                  effects=(ContinuousEffect(kind=ContinuousKind.ENTERS_TAPPED),))
    log = Log()
    log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=0,
            after=snap("bear", tapped=tapped))
    return sc, log


def test_a_permanent_an_enters_tapped_effect_applies_to_enters_tapped() -> None:
    assert_pair("permanents-enter-untapped-unless-told", lambda: _arrival(True), lambda: _arrival(False))
    verdict = check("permanents-enter-untapped-unless-told", *_arrival(False))
    assert verdict.parts[0].key == "status.entered-untapped.expected", verdict
