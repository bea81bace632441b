"""Triggered mana abilities resolve at once (CR 605.4a) and their look-alikes use the
stack (CR 605.5a), on hand-built Histories."""
from __future__ import annotations

from typing import Callable

import pytest

from propkit import Built, Log, assert_pair, check, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Activated, CostLocked, CostPaid, IllegalAction, Life, ManaAdded, PassPriority, Priority, PutOnStack, Resolved, Resolving, Tapped,
    Triggered,
)
from reference_engine.ids import CardType

ADD_G = (Effect(kind=EffectKind.ADD_MANA, mana="{G}"),)
FOREST = CardDef(key="forest", name="Forest", types=(CardType.LAND,),
                 abilities=(Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=ADD_G),))
GROWTH = CardDef(key="growth", name="Growth", mana_cost="{G}", types=(CardType.ENCHANTMENT,), abilities=(
    Ability(kind=AbilityKind.TRIGGERED, effects=ADD_G, trigger=Trigger(
        event=TriggerEvent.TAPPED_FOR_MANA, subject=ObjectFilter(types=(CardType.LAND,)), player=Who.YOU)),))
PROP = "triggered-mana-ability-resolves-at-once"


def _tap(log: Log) -> int:
    """Forest 1 tapped for mana by player 0; returns the ``activated`` seq."""
    lock = log.add(CostLocked, object=20, mana="")
    log.add(Tapped, object=1)
    paid = log.add(CostPaid, object=20, player=0, tapped_source=True)
    x = log.add(Activated, causes=(lock, paid), object=20, source=1, ability="forest/0", player=0, mana_ability=True)
    log.add(ManaAdded, causes=(x,), player=0, mana="{G}")
    return x


def _board() -> Built:
    return scenario((FOREST, GROWTH), (on_field(1, "forest"), on_field(2, "growth"))), Log()


def at_once() -> Built:
    sc, log = _board()
    x = _tap(log)
    t = log.add(Triggered, causes=(x,), instance=30, ability="growth/0", source=2, controller=0)
    log.add(ManaAdded, causes=(t,), player=0, mana="{G}")
    log.add(Priority, player=0)
    return sc, log


def on_the_stack() -> Built:
    sc, log = _board()
    x = _tap(log)
    t = log.add(Triggered, causes=(x,), instance=30, ability="growth/0", source=2, controller=0)
    log.add(PutOnStack, causes=(t,), object=30, controller=0)
    log.add(Priority, player=0, stack=(30,))
    log.add(PassPriority, player=0)
    log.add(Priority, player=1, stack=(30,))
    log.add(PassPriority, player=1)
    start = log.add(Resolving, object=30)
    log.add(ManaAdded, causes=(start,), player=0, mana="{G}")
    log.add(Resolved, causes=(start,), object=30)
    return sc, log


def after_priority() -> Built:
    """Off the stack, but only once a player has had priority."""
    sc, log = _board()
    x = _tap(log)
    log.add(Priority, player=0)
    t = log.add(Triggered, causes=(x,), instance=30, ability="growth/0", source=2, controller=0)
    log.add(ManaAdded, causes=(t,), player=0, mana="{G}")
    return sc, log


def never() -> Built:
    sc, log = _board()
    _tap(log)
    log.add(Priority, player=0)
    return sc, log


BLOOM = CardDef(key="bloom", name="Bloom", mana_cost="{G}", types=(CardType.ENCHANTMENT,), abilities=(
    Ability(kind=AbilityKind.TRIGGERED, effects=ADD_G, trigger=Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.YOU)),))
LOOK_ALIKE = "mana-look-alike-triggers-use-the-stack"


def life_gained(stacked: bool = True, pushed: bool = True) -> Built:
    """Player 0 gains life under Bloom ("Whenever you gain life, add {G}", CR 605.5a)."""
    sc = scenario((BLOOM,), (on_field(2, "bloom"),))
    log = Log()
    life = log.add(Life, player=0, amount=1, total=21)
    t = log.add(Triggered, causes=(life,), instance=30, ability="bloom/0", source=2, controller=0)
    if not stacked:
        log.add(ManaAdded, causes=(t,), player=0, mana="{G}")
        log.add(Priority, player=0)
        return sc, log
    if pushed:
        log.add(PutOnStack, causes=(t,), object=30, controller=0)
    log.add(Priority, player=0, stack=(30,) if pushed else ())
    if pushed:
        start = log.add(Resolving, object=30)
        log.add(ManaAdded, causes=(start,), player=0, mana="{G}")
        log.add(Resolved, causes=(start,), object=30)
    return sc, log


PAIRS = {PROP: (at_once, on_the_stack), LOOK_ALIKE: (life_gained, lambda: life_gained(stacked=False))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("make", [after_priority, never], ids=["after-priority", "never"])
def test_late_or_missing_fails(make: Callable[[], Built]) -> None:
    verdict = check(PROP, *make())
    assert not verdict.ok and verdict.events


def test_a_watcher_of_another_player_s_taps_expects_nothing() -> None:
    _, log = never()
    theirs = scenario((FOREST, GROWTH), (on_field(1, "forest"), on_field(2, "growth", owner=1)))
    verdict = check(PROP, theirs, log)
    assert verdict.ok and not verdict.exercised


def rolled_back() -> Built:
    """The tap and its extra mana, reversed together with the cast they paid for (CR 733.1)."""
    sc, log = at_once()
    log.add(IllegalAction, player=0, action=0, reason="the cost can't be paid", rolled_back=tuple(range(1, 8)))
    return sc, log


@pytest.mark.parametrize("make", [at_once, rolled_back], ids=["at-once", "rolled-back"])
@pytest.mark.parametrize("prop_id", ["triggers-stacked-once-before-priority", "trigger-once-per-occurrence"])
def test_general_trigger_properties_accept_a_triggered_mana_ability(prop_id: str, make: Callable[[], Built]) -> None:
    assert check(prop_id, *make()).ok


def test_a_look_alike_never_put_on_the_stack_fails() -> None:
    verdict = check(LOOK_ALIKE, *life_gained(pushed=False))
    assert not verdict.ok and "never" in verdict.observed


def test_a_real_triggered_mana_ability_is_no_look_alike() -> None:
    verdict = check(LOOK_ALIKE, *at_once())
    assert verdict.ok and not verdict.exercised
