"""Stacking properties on hand-built Histories (CR 603.3, 117.5, 704.3, 101.4)."""
from __future__ import annotations

import pytest

from propkit import BEAR, WATCHER, Built, Log, assert_pair, on_field, scenario
from reference_engine.events import Damage, Priority, PutOnStack, Sba, Triggered, ZoneChange
from reference_engine.ids import TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, OrderPolicy, PlayerSetup

FOUR = tuple(PlayerSetup(id=i) for i in range(4))


def _deaths(watchers: list[tuple[int, int]], push_order: list[int], **kw: object) -> Built:
    """Watchers (id, controller) see Bear #1 die; they are pushed in ``push_order``."""
    objects = (on_field(1, "bear"),) + tuple(on_field(i, "watcher", owner=c) for i, c in watchers)
    sc = scenario((WATCHER, BEAR), objects, **kw)
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    born = {}
    for i, c in watchers:
        born[i] = log.add(Triggered, causes=(z,), instance=100 + i, ability="watcher/0", source=i, controller=c)
    for i in push_order:
        ctrl = dict(watchers)[i]
        log.add(PutOnStack, causes=(born[i],), object=100 + i, controller=ctrl)
    log.add(Priority, player=0, stack=tuple(100 + i for i in push_order))
    return sc, log


def _late_push() -> Built:
    sc, log = _deaths([(2, 0)], [])
    log.add(PutOnStack, causes=(2,), object=102, controller=0)
    return sc, log


def _borrowed(claimed: int) -> Built:
    """Player 1 controls player 0's Watcher when a Bear dies; the trigger claims ``claimed``."""
    sc = scenario((WATCHER, BEAR), (on_field(1, "bear"), on_field(2, "watcher", controller=1)))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    t = log.add(Triggered, causes=(z,), instance=102, ability="watcher/0", source=2, controller=claimed)
    log.add(PutOnStack, causes=(t,), object=102, controller=claimed)
    return sc, log


def _sba(after_push: bool) -> Built:
    sc = scenario((WATCHER, BEAR), (on_field(1, "bear"), on_field(2, "watcher"), on_field(3, "bear", owner=1)))
    log = Log()
    d = log.add(Damage, source=3, target=TargetRef(object=1), amount=2)
    sba = lambda: log.add(Sba, causes=(d,), rule="704.5g", object=1, batch=1)  # noqa: E731
    zc = lambda s: log.add(ZoneChange, causes=(s,), old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD,  # noqa: E731
                           to_zone=Zone.GRAVEYARD, owner=0, batch=1)
    if after_push:
        log.add(PutOnStack, object=50, controller=0)  # a stray trigger push before the check
        log.events[-1] = Triggered(seq=2, causes=(d,), instance=50, ability="watcher/0", source=2, controller=0)
        log.add(PutOnStack, causes=(2,), object=50, controller=0)
    z = zc(sba())
    t = log.add(Triggered, causes=(z,), instance=60, ability="watcher/0", source=2, controller=0)
    log.add(PutOnStack, causes=(t,), object=60, controller=0)
    log.add(Priority, player=0, stack=(60,))
    return sc, log


def _lethal_at_priority() -> Built:
    sc = scenario((WATCHER, BEAR), (on_field(1, "bear"), on_field(3, "bear", owner=1)))
    log = Log()
    log.add(Damage, source=3, target=TargetRef(object=1), amount=2)
    log.add(Priority, player=0)
    return sc, log


TURN_ORDER = dict(players=FOUR, turn_order=(0, 2, 1, 3), active_player=2)
REVERSE = ChoicePolicy(trigger_order=OrderPolicy.REVERSE)

PAIRS = {
    "triggers-stacked-once-before-priority": (lambda: _deaths([(2, 0)], [2]), _late_push),
    "trigger-controller-is-source-controller": (lambda: _borrowed(1), lambda: _borrowed(0)),
    "apnap-stacking-order": (
        # turn order 0, 2, 1, 3 with player 2 active: APNAP is 2, 1, 3, 0 (seat order would be 2, 3, 0, 1)
        lambda: _deaths([(2, 0), (3, 1), (4, 2), (5, 3)], [4, 3, 5, 2], **TURN_ORDER),
        lambda: _deaths([(2, 0), (3, 1), (4, 2), (5, 3)], [4, 5, 2, 3], **TURN_ORDER)),
    "own-triggers-ordered-by-choice": (
        lambda: _deaths([(2, 0), (3, 0)], [3, 2], choices=REVERSE),
        lambda: _deaths([(2, 0), (3, 0)], [2, 3], choices=REVERSE)),
    "sba-before-triggers-and-priority": (lambda: _sba(False), lambda: _sba(True)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_lethal_damage_at_priority_fails() -> None:
    from propkit import check

    v = check("sba-before-triggers-and-priority", *_lethal_at_priority())
    assert not v.ok and "damage" in v.observed


def test_apnap_reversed_fails_in_two_player_game() -> None:
    from propkit import check

    v = check("apnap-stacking-order", *_deaths([(2, 0), (3, 1)], [3, 2]))
    assert not v.ok
    assert check("apnap-stacking-order", *_deaths([(2, 0), (3, 1)], [2, 3])).ok
