"""The player-level attack triggers (CR 508.3b-e) and creatures put onto the
battlefield blocking an attacker that attacks someone else (CR 509.4a), on
hand-built Histories."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, artifact, assert_pair, check, on_field, scenario, snap, trig
from reference_engine.abilities import TriggerEvent as T, Who
from reference_engine.events import AttackersDeclared, StepBegin, Triggered, ZoneChange
from reference_engine.ids import Step, Zone
from reference_engine.scenario import PlayerSetup


GUARDIAN = artifact("guardian", trig(T.ATTACKS_PLAYER, player=Who.OPPONENT, defender=Who.YOU))
"""Whenever an opponent attacks you, you gain 1 life."""
THREE = (PlayerSetup(id=0), PlayerSetup(id=1), PlayerSetup(id=2))


def _attacked(instances: int, arrival_trigger: bool = False) -> Built:
    """Player 0 attacks player 1 with two Bears; player 1's Guardian watches.
    A third Bear enters attacking player 1, which triggers nothing."""
    sc = scenario((BEAR, GUARDIAN), (on_field(1, "bear"), on_field(2, "bear"), on_field(3, "bear", zone=Zone.HAND),
                                     on_field(9, "guardian", owner=1)), players=THREE)
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    a = log.add(AttackersDeclared, attackers=((1, 1), (2, 1)))
    for _ in range(instances):
        log.add(Triggered, causes=(a,), instance=50 + len(log.events), ability="guardian/0", source=9, controller=1)
    z = log.add(ZoneChange, old_id=3, new_id=13, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=0,
                after=snap("bear", tapped=True), attacking=1)
    if arrival_trigger:
        log.add(Triggered, causes=(z,), instance=80, ability="guardian/0", source=9, controller=1)
    return sc, log


def _entered_blocking(attacks: int) -> Built:
    """Player 0's Bear attacks player ``attacks``; player 1's Bear is put onto
    the battlefield blocking it."""
    sc = scenario((BEAR,), (on_field(1, "bear"), on_field(2, "bear", owner=1, zone=Zone.HAND)), players=THREE)
    log = Log()
    log.add(StepBegin, turn=1, step=Step.DECLARE_ATTACKERS, active_player=0)
    log.add(AttackersDeclared, attackers=((1, attacks),))
    log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.HAND, to_zone=Zone.BATTLEFIELD, owner=1,
            after=snap("bear", controller=1), blocking=1)
    return sc, log


PAIRS = {
    "attack-triggers-per-declaration": (lambda: _attacked(1), lambda: _attacked(2)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_an_arrival_attacking_triggers_no_attacks_you() -> None:
    assert_pair("attack-triggers-per-declaration", lambda: _attacked(1), lambda: _attacked(1, arrival_trigger=True))


def test_509_4a_blocking_an_attacker_of_someone_else() -> None:
    assert check("entered-blocker-never-blocked", *_entered_blocking(1)).ok
    bad = check("entered-blocker-never-blocked", *_entered_blocking(2))
    assert not bad.ok and "blocks nothing" in bad.expected
