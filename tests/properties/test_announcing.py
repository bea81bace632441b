"""Announcements, divisions and priority after casting, on hand-built Histories
(CR 601.2b, 601.2d, 601.2f, 117.3c, 514.3a)."""
from __future__ import annotations

from typing import Any

import pytest

from propkit import BEAR, Built, Log, assert_pair, check, creature, on_field, scenario, trig
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec,
    TriggerEvent as T, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Activated, Cast, CostLocked, CostPaid, Damage, PassPriority, Priority, PutOnStack, Resolved, Resolving, Sba,
    StepBegin, Triggered, ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind

_BEAR_SPEC = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))
_HIT = Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET)
KICKY = CardDef(key="kicky", name="Kicky", mana_cost="{X}{R}", types=(CardType.INSTANT,), abilities=(Ability(
    kind=AbilityKind.SPELL, effects=(_HIT,), targets=(_BEAR_SPEC,), kicker=Cost(mana="{1}"),
    kicked_effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),), alternative_costs=(Cost(mana="{U}"),)),))
"""{X}{R}, kicker {1}, or {U} instead of its mana cost."""
SPLIT = CardDef(key="split", name="Split", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(Ability(
    kind=AbilityKind.SPELL, targets=(_BEAR_SPEC, _BEAR_SPEC),
    effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET, divided=True),)),))
"""3 damage divided between two target creatures."""
HUNGRY = creature("hungry", trig(T.CAST, player=Who.YOU))


def _kicky(locked: str, cast: dict[str, Any], announce: dict[str, Any] | None = None) -> Built:
    """Player 0 casts Kicky (#1) at Bear #3 as the script announces; the History
    locks ``locked``, pays it, and records the cast with ``cast``'s fields."""
    act = Action(action=ActionKind.CAST, player=0, object=1, targets=(TargetRef(object=3),), **(announce or cast))
    sc = scenario((KICKY, BEAR), (on_field(1, "kicky", zone=Zone.HAND), on_field(3, "bear", owner=1)),
                  script=(act,))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    log.add(CostLocked, object=9, mana=locked)
    log.add(CostPaid, object=9, player=0, mana=locked)
    log.add(Cast, object=9, card="kicky", player=0, targets=(TargetRef(object=3),), **cast)
    return sc, log


def _split(division: tuple[int, ...], dealt: tuple[int, ...]) -> Built:
    """Split divides 3 damage between Bears #3 and #4; it resolves dealing ``dealt``."""
    sc = scenario((SPLIT, BEAR), (on_field(1, "split", zone=Zone.HAND), on_field(3, "bear", owner=1),
                                  on_field(4, "bear", owner=1)))
    log = Log()
    targets = (TargetRef(object=3), TargetRef(object=4))
    log.add(ZoneChange, old_id=1, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    log.add(CostLocked, object=9, mana="{R}")
    log.add(CostPaid, object=9, player=0, mana="{R}")
    log.add(Cast, object=9, card="split", player=0, targets=targets, division=division)
    r = log.add(Resolving, object=9)
    for t, n in zip(targets, dealt):
        if n:
            log.add(Damage, causes=(r,), source=9, target=t, amount=n)
    log.add(Resolved, object=9)
    return sc, log


def _cast_then_priority(to: int = 0, push_first: bool = True) -> Built:
    """Player 0 casts Kicky; Hungry triggers on the cast and goes on the stack
    above it; then ``to`` gets priority."""
    sc, log = _kicky("{R}", {})
    sc = scenario((KICKY, BEAR, HUNGRY), sc.objects + (on_field(5, "hungry"),), script=sc.script)
    c = len(log.events)
    t = log.add(Triggered, causes=(c,), instance=40, ability="hungry/0", source=5, controller=0)
    if push_first:
        log.add(PutOnStack, causes=(t,), object=40, controller=0)
    log.add(Priority, player=to, stack=(9, 40) if push_first else (9,))
    return sc, log


PINGER = creature("pinger", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(Effect(
    kind=EffectKind.GAIN_LIFE, amount=1),)))


def _activate_then_priority(to: int = 1) -> Built:
    """Player 1 activates its Pinger in player 0's turn; then ``to`` gets priority."""
    sc = scenario((PINGER,), (on_field(5, "pinger", owner=1),),
                  script=(Action(action=ActionKind.ACTIVATE, player=1, object=5),))
    log = Log()
    a = log.add(Activated, object=40, source=5, ability="pinger/0", player=1)
    log.add(PutOnStack, causes=(a,), object=40, controller=1)
    log.add(Priority, player=to, stack=(40,))
    return sc, log


def _cleanup(next_step: Step = Step.CLEANUP, priority: bool = True) -> Built:
    """A damaged 2/2 (#3) dies to an SBA in the cleanup step of turn 1 (damage
    from an earlier event); then ``next_step`` begins."""
    sc = scenario((BEAR,), (on_field(3, "bear"),), step=Step.END)
    log = Log()
    log.add(StepBegin, turn=1, step=Step.CLEANUP, active_player=0)
    s = log.add(Sba, rule="704.5g", object=3)
    log.add(ZoneChange, causes=(s,), old_id=3, new_id=13, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
            owner=0, how=ZoneChangeCause.SBA)
    if priority:
        log.add(Priority, player=0)
        log.add(PassPriority, player=0)
        log.add(PassPriority, player=1)
    turn = 1 if next_step is Step.CLEANUP else 2
    log.add(StepBegin, turn=turn, step=next_step, active_player=0 if turn == 1 else 1)
    return sc, log


PAIRS = {
    "announced-choices-are-kept": (
        lambda: _kicky("{2}{R}", {"kicked": True, "x": 1}),
        lambda: _kicky("{1}{R}", {"kicked": False, "x": 1}, announce={"kicked": True, "x": 1})),
    "division-gives-each-target-a-share": (lambda: _split((2, 1), (2, 1)), lambda: _split((3, 0), (3, 0))),
    "caster-gets-priority-back": (lambda: _cast_then_priority(), lambda: _cast_then_priority(to=1)),
    "activator-gets-priority-back": (lambda: _activate_then_priority(), lambda: _activate_then_priority(to=0)),
    "busy-cleanup-gives-priority-and-repeats": (lambda: _cleanup(), lambda: _cleanup(Step.UNTAP)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("locked, cast, ok", [
    ("{2}{R}", {"kicked": True, "x": 1}, True),  # {X}{R} with X=1, plus kicker {1}
    ("{1}{R}", {"kicked": True, "x": 1}, False),  # the kicker left out
    ("{U}", {"alternative": 0}, True),  # the alternative replaces the mana cost
    ("{R}", {"alternative": 0}, False),  # the mana cost charged anyway
    ("{1}{U}", {"alternative": 0, "kicked": True}, True),  # an additional cost adds to an alternative
])
def test_total_cost_counts_kicker_and_alternative(locked: str, cast: dict[str, Any], ok: bool) -> None:
    v = check("total-cost-locked-in", *_kicky(locked, cast))
    assert v.ok is ok, v


@pytest.mark.parametrize("cast", [
    {"alternative": 1},  # Kicky has a single alternative cost
    {"alternative": 0, "x": 2},  # X without {X} in the cost paid
])
def test_announcing_what_the_spell_does_not_offer_fails(cast: dict[str, Any]) -> None:
    v = check("announced-choices-are-kept", *_kicky("{U}", cast))
    assert not v.ok and v.events, v


def test_division_share_not_received_on_resolution_fails() -> None:
    v = check("division-gives-each-target-a-share", *_split((2, 1), (1, 2)))
    assert not v.ok and "share" in v.observed, v


def test_division_with_a_target_gone_receives_nothing() -> None:
    assert check("division-gives-each-target-a-share", *_split((2, 1), (2, 0))).ok


def test_cast_trigger_not_stacked_before_priority_fails() -> None:
    v = check("caster-gets-priority-back", *_cast_then_priority(push_first=False))
    assert not v.ok and 5 in v.events, v  # #5 is Hungry's trigger


def test_busy_cleanup_without_priority_fails() -> None:
    assert not check("busy-cleanup-gives-priority-and-repeats", *_cleanup(priority=False)).ok


def test_quiet_cleanup_is_not_exercised() -> None:
    sc, _ = _cleanup(Step.UNTAP)
    log = Log()
    log.add(StepBegin, turn=1, step=Step.CLEANUP, active_player=0)
    log.add(StepBegin, turn=2, step=Step.UNTAP, active_player=1)
    v = check("busy-cleanup-gives-priority-and-repeats", sc, log)
    assert v.ok and not v.exercised
