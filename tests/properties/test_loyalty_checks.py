"""Planeswalkers on hand-built Histories: loyalty abilities (CR 606.3, 606.4) and
damage to a planeswalker (CR 120.3c, 704.5i)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from propkit import Built, Log, assert_pair, check, on_field, scenario
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind
from reference_engine.cards import CardDef
from reference_engine.events import Activated, Counters, Damage, Priority, StepBegin
from reference_engine.ids import CardType, Step, TargetRef

ONCE = "loyalty-abilities-once-per-turn-at-sorcery-speed"
DAMAGE = "damage-to-planeswalker-removes-loyalty"


def _loyal(n: int) -> Ability:
    return Ability(kind=AbilityKind.ACTIVATED, cost=Cost(loyalty=n),
                   effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))


WALKER = CardDef(key="walker", name="Walker", mana_cost="{2}{W}", types=(CardType.PLANESWALKER,), loyalty=3,
                 abilities=(_loyal(1), _loyal(-2)))


def _activations(*plan: tuple[int, int], step: Step | None = None) -> Built:
    """Walker 1 (3 loyalty) activates each (ability, counters moved) of ``plan``
    in turn 1; ``step`` begins first when given."""
    sc = scenario((WALKER,), (on_field(1, "walker", counters={"loyalty": 3}),))
    log = Log()
    if step is not None:
        log.add(StepBegin, turn=1, step=step, active_player=0)
    for n, (index, moved) in enumerate(plan):
        paid = log.add(Counters, object=1, counter="loyalty", amount=moved)
        log.add(Activated, causes=(paid,), object=20 + n, source=1, ability=f"walker/{index}", player=0)
    return sc, log


def _bolted(removed: int, priority: bool = False) -> Built:
    """2 damage to walker 1 (3 loyalty), which loses ``removed`` loyalty."""
    sc = scenario((WALKER,), (on_field(1, "walker", counters={"loyalty": 3}),))
    log = Log()
    hit = log.add(Damage, source=9, target=TargetRef(object=1), amount=2)
    log.add(Counters, causes=(hit,), object=1, counter="loyalty", amount=-removed)
    if priority:
        log.add(Priority, player=0)
    return sc, log


PAIRS = {
    ONCE: (lambda: _activations((0, 1)), lambda: _activations((0, 1), (1, -2))),
    DAMAGE: (lambda: _bolted(2), lambda: _bolted(1)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_606_4_the_cost_moves_exactly_its_counters() -> None:
    assert not check(ONCE, *_activations((0, 0))).ok
    assert not check(ONCE, *_activations((1, -1))).ok
    assert check(ONCE, *_activations((1, -2))).ok


def test_606_3_not_in_the_combat_step() -> None:
    assert check(ONCE, *_activations((0, 1), step=Step.POSTCOMBAT_MAIN)).ok
    assert not check(ONCE, *_activations((0, 1), step=Step.BEGINNING_OF_COMBAT)).ok


def test_704_5i_a_planeswalker_with_loyalty_left_gets_no_sba() -> None:
    assert check(DAMAGE, *_bolted(2, priority=True)).ok


def test_120_3c_removes_no_more_than_it_has() -> None:
    sc = scenario((WALKER,), (on_field(1, "walker", counters={"loyalty": 1}),))
    log = Log()
    hit = log.add(Damage, source=9, target=TargetRef(object=1), amount=3)
    log.add(Counters, causes=(hit,), object=1, counter="loyalty", amount=-1)
    assert check(DAMAGE, sc, log).ok
    log.add(Priority, player=0)
    verdict = check(DAMAGE, sc, log)
    assert not verdict.ok and verdict.events == (3,)  # no loyalty left, yet player 0 got priority


def test_118_3_a_cost_taking_off_more_loyalty_than_there_is_cannot_be_paid() -> None:
    """Walker 1 has 3 loyalty: "-2:" may be activated, "-4:" may not."""
    deep = CardDef(key="walker", name="Walker", mana_cost="{2}{W}", types=(CardType.PLANESWALKER,), loyalty=3,
                   abilities=(_loyal(-2), _loyal(-4)))
    for index, moved, ok in ((0, -2, True), (1, -4, False)):
        sc, log = _activations((index, moved))
        verdict = check(ONCE, replace(sc, cards=(deep,)), log)
        assert verdict.ok is ok, verdict
        if not ok:
            assert "at least 4 loyalty" in verdict.expected and "it had 3" in verdict.observed, verdict
