""""Attacks and isn't blocked" on hand-built Histories (CR 509.3g)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario, trig
from reference_engine.abilities import ObjectFilter, Subject, TriggerEvent
from reference_engine.events import (
    AttackersDeclared, BlockersDeclared, Sba, StepBegin, Triggered, ZoneChange,
)
from reference_engine.ids import Step, Zone

RAIDER = creature("raider", trig(TriggerEvent.ATTACKS_UNBLOCKED, subject=ObjectFilter(subject=Subject.SELF)))
WALL = creature("wall")
PROP = "unblocked-attack-triggers"


def _raid(blocked: bool, triggered: tuple[int, ...], wall_dies: bool = False) -> Built:
    """Raiders 1 and 2 attack; Wall 3 blocks Raider 1 if ``blocked`` (and then
    dies if ``wall_dies``); the raiders in ``triggered`` trigger."""
    sc = scenario((RAIDER, WALL), (on_field(1, "raider"), on_field(2, "raider"), on_field(3, "wall", owner=1)))
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    log.add(AttackersDeclared, attackers=((1, 1), (2, 1)))
    begin = log.add(StepBegin, turn=1, step=Step.DECLARE_BLOCKERS, active_player=0)
    if blocked:
        log.add(BlockersDeclared, blocks=((3, 1),))
    if wall_dies:
        s = log.add(Sba, rule="704.5g", object=3)
        log.add(ZoneChange, causes=(s,), old_id=3, new_id=13, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.GRAVEYARD, owner=1)
    for i, src in enumerate(triggered):
        log.add(Triggered, causes=(begin,), instance=20 + i, ability="raider/0", source=src, controller=0)
    return sc, log


PAIRS = {PROP: (lambda: _raid(True, (2,)), lambda: _raid(True, (1, 2)))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_no_blockers_means_both_trigger() -> None:
    assert check(PROP, *_raid(False, (1, 2))).ok
    assert not check(PROP, *_raid(False, (2,))).ok


def test_a_blocker_removed_later_leaves_the_attacker_blocked() -> None:
    assert check(PROP, *_raid(True, (2,), wall_dies=True)).ok
    assert not check(PROP, *_raid(True, (1, 2), wall_dies=True)).ok
