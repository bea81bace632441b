"""every-player-passes-before-resolution (CR 117.4) and triggers-wait-for-priority
(CR 117.2a) on hand-built Histories."""
from __future__ import annotations

from propkit import BEAR, WATCHER, Built, Log, on_field, scenario, snap
from reference_engine.events import (
    PassPriority, Priority, PutOnStack, Resolved, Resolving, Triggered, ZoneChange,
)
from reference_engine.ids import Zone

TWO = scenario((WATCHER, BEAR), (on_field(1, "watcher"), on_field(2, "bear")))


def _round(passers: list[int]) -> Built:
    """Players pass in the order given, then the spell #10 resolves."""
    log = Log()
    for p in passers:
        log.add(Priority, player=p, stack=(10,))
        log.add(PassPriority, player=p)
    log.add(Resolving, object=10)
    log.add(Resolved, object=10)
    return TWO, log


def _death_mid_resolution(stacked_inside: bool) -> Built:
    """Spell #10 destroys the Bear as it resolves; Watcher's trigger goes on the
    stack after the resolution, or (wrongly) in the middle of it."""
    log = Log()
    r = log.add(Resolving, object=10)
    z = log.add(ZoneChange, causes=(r,), old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                owner=0, before=snap("bear"))
    if not stacked_inside:
        log.add(Resolved, causes=(r,), object=10)
    t = log.add(Triggered, causes=(z,), instance=20, ability="watcher/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    if stacked_inside:
        log.add(Resolved, causes=(r,), object=10)
    log.add(Priority, player=0, stack=(20,))
    return TWO, log


PAIRS = {
    "every-player-passes-before-resolution": (lambda: _round([0, 1]), lambda: _round([0])),
    "triggers-wait-for-priority": (lambda: _death_mid_resolution(False), lambda: _death_mid_resolution(True)),
}


def test_a_pass_by_the_same_player_twice_is_not_everyone() -> None:
    from propkit import check
    v = check("every-player-passes-before-resolution", *_round([1, 1]))
    assert not v.ok and "[1, 1]" in v.observed
