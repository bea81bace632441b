""""Attacks alone" (CR 506.5), "blocks or becomes blocked" (CR 509.3a,
509.3c) and dividing combat damage (CR 510.1a, 510.1d) on hand-built
Histories."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario, trig
from reference_engine.abilities import ObjectFilter, Subject, TriggerEvent
from reference_engine.events import AttackersDeclared, BlockersDeclared, Damage, StepBegin, Triggered
from reference_engine.ids import Step, TargetRef

SELF = ObjectFilter(subject=Subject.SELF)
KAVU = creature("kavu", trig(TriggerEvent.ATTACKS_ALONE, subject=SELF))
DROMO = creature("dromo", trig(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, subject=SELF))
GUARD = creature("guard", power=3, toughness=6)


def _attack(attackers: tuple[int, ...], triggered: tuple[int, ...]) -> Built:
    """Kavus 1 and 2 on the battlefield; ``attackers`` are declared; those in ``triggered`` trigger."""
    sc = scenario((KAVU,), (on_field(1, "kavu"), on_field(2, "kavu")))
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    declared = log.add(AttackersDeclared, attackers=tuple((a, 1) for a in attackers))
    for i, src in enumerate(triggered):
        log.add(Triggered, causes=(declared,), instance=20 + i, ability="kavu/0", source=src, controller=0)
    return sc, log


def _blocks(triggered: tuple[int, ...]) -> Built:
    """Dromos 1 and 2 attack; player 1's Dromo 3 blocks both; ``triggered`` trigger."""
    sc = scenario((DROMO,), (on_field(1, "dromo"), on_field(2, "dromo"), on_field(3, "dromo", owner=1)))
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    log.add(AttackersDeclared, attackers=((1, 1), (2, 1)))
    log.add(StepBegin, turn=1, step=Step.DECLARE_BLOCKERS, active_player=0)
    blocks = log.add(BlockersDeclared, blocks=((3, 1), (3, 2)))
    for i, src in enumerate(triggered):
        log.add(Triggered, causes=(blocks,), instance=20 + i, ability="dromo/0", source=src,
                controller=1 if src == 3 else 0)
    return sc, log


def _damage(shares: tuple[int, int]) -> Built:
    """Guard 3 (power 3) blocks creatures 1 and 2 and deals them ``shares``."""
    sc = scenario((creature("bear", power=0, toughness=9), GUARD),
                  (on_field(1, "bear"), on_field(2, "bear"), on_field(3, "guard", owner=1)))
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    log.add(AttackersDeclared, attackers=((1, 1), (2, 1)))
    log.add(StepBegin, turn=1, step=Step.DECLARE_BLOCKERS, active_player=0)
    log.add(BlockersDeclared, blocks=((3, 1), (3, 2)))
    step = log.add(StepBegin, turn=1, step=Step.COMBAT_DAMAGE, active_player=0)
    for target, amount in zip((1, 2), shares):
        log.add(Damage, causes=(step,), source=3, target=TargetRef(object=target), amount=amount, combat=True)
    return sc, log


PAIRS = {
    "attacks-alone-only-when-declared-alone": (lambda: _attack((1,), (1,)), lambda: _attack((1, 2), (1,))),
    "blocks-or-becomes-blocked-once-per-combat": (lambda: _blocks((1, 2, 3)), lambda: _blocks((1, 2, 3, 3))),
    "combat-damage-within-power": (lambda: _damage((2, 1)), lambda: _damage((3, 3))),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_506_5_a_lone_attacker_that_does_not_trigger_fails() -> None:
    assert not check("attacks-alone-only-when-declared-alone", *_attack((1,), ())).ok
