"""A player leaving the game (CR 800.4a, 603.6c) on hand-built Histories."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, artifact, assert_pair, check, on_field, scenario, trig
from reference_engine.abilities import ObjectFilter, TriggerEvent
from reference_engine.events import (
    ControlChange, PhasedOut, PlayerLost, Priority, PutOnStack, RemovalReason, RemovedFromStack, Sba, Triggered,
    ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import PlayerSetup

LEAVES = artifact("leaves", trig(TriggerEvent.LEAVES, subject=ObjectFilter(types=(CardType.CREATURE,))))
LEFT = ZoneChangeCause.LEFT_GAME


def _departure(*, stolen_to: Zone | None = None, kept: bool = False, arrived_to: Zone = Zone.EXILE,
               ability_stays: bool = False, players: int = 3) -> Built:
    """Player 1 leaves. They own Bear 1; they stole Bear 2 from player 2; Bear 3,
    player 0's, came under their control as it arrived; their trigger 30 waits
    on the stack. ``stolen_to``: Bear 2 moves there instead of going back;
    ``kept``: Bear 1 stays; ``arrived_to``: where Bear 3 goes (None: to player 0)."""
    sc = scenario((BEAR, LEAVES), (on_field(1, "bear", 1), on_field(2, "bear", 2),
                                   on_field(3, "bear", 0, controller=1), on_field(4, "leaves", 2)),
                  players=tuple(PlayerSetup(id=p) for p in range(players)))
    log = Log()
    log.add(ControlChange, object=2, old_controller=2, new_controller=1)
    t = log.add(Triggered, instance=30, ability="leaves/0", source=4, controller=1)
    log.add(PutOnStack, causes=(t,), object=30, controller=1)
    s = log.add(Sba, batch=1, rule="704.5a", player=1)
    lost = log.add(PlayerLost, causes=(s,), batch=1, player=1, rule="704.5a")
    if not kept:
        log.add(ZoneChange, causes=(lost,), batch=1, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.OUTSIDE, owner=1, how=LEFT)
    if stolen_to is None:
        log.add(ControlChange, causes=(lost,), batch=1, object=2, old_controller=1, new_controller=2)
    else:
        log.add(ZoneChange, causes=(lost,), batch=1, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD,
                to_zone=stolen_to, owner=2, how=LEFT)
    if not ability_stays:
        log.add(RemovedFromStack, causes=(lost,), batch=1, object=30, reason=RemovalReason.CONTROLLER_LEFT)
    if arrived_to is None:
        log.add(ControlChange, causes=(lost,), batch=1, object=3, old_controller=1, new_controller=0)
    else:
        log.add(ZoneChange, causes=(lost,), batch=1, old_id=3, new_id=13, from_zone=Zone.BATTLEFIELD,
                to_zone=arrived_to, owner=0, how=LEFT)
    log.add(Priority, player=2)
    return sc, log


def _watched(triggers: bool) -> Built:
    """Player 1 leaves with Bear 1; player 2's "whenever a creature leaves the
    battlefield" must trigger for it."""
    sc = scenario((BEAR, LEAVES), (on_field(1, "bear", 1), on_field(2, "leaves", 2)),
                  players=tuple(PlayerSetup(id=p) for p in range(3)))
    log = Log()
    s = log.add(Sba, batch=1, rule="704.5a", player=1)
    lost = log.add(PlayerLost, causes=(s,), batch=1, player=1)
    z = log.add(ZoneChange, causes=(lost,), batch=1, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.OUTSIDE, owner=1, how=LEFT)
    if triggers:
        t = log.add(Triggered, causes=(z,), instance=20, ability="leaves/0", source=2, controller=2)
        log.add(PutOnStack, causes=(t,), object=20, controller=2)
    log.add(Priority, player=2)
    return sc, log


PAIRS = {
    "leaving-player-takes-what-they-own": (_departure, lambda: _departure(stolen_to=Zone.EXILE)),
    "leaving-the-game-triggers-leaves-abilities": (lambda: _watched(True), lambda: _watched(False)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("flaw", [
    {"stolen_to": Zone.OUTSIDE},
    {"kept": True},
    {"arrived_to": None},
    {"arrived_to": Zone.OUTSIDE},
    {"ability_stays": True},
], ids=["stolen-left-the-game", "owned-stays", "arrived-given-back", "arrived-left-the-game", "ability-stays"])
def test_800_4a_each_step_is_checked(flaw: dict[str, object]) -> None:
    assert not check("leaving-player-takes-what-they-own", *_departure(**flaw)).ok  # type: ignore[arg-type]


def test_nothing_is_expected_once_the_game_is_over() -> None:
    """With two players, the loss ends the game: nobody leaves it."""
    verdict = check("leaving-player-takes-what-they-own", *_departure(kept=True, players=2))
    assert verdict.ok and not verdict.exercised


def test_the_leavers_own_watchers_are_not_this_propertys_concern() -> None:
    sc, log = _watched(False)
    sc = scenario(sc.cards, (on_field(1, "bear", 1), on_field(2, "leaves", 1)), players=sc.players)
    assert check("leaving-the-game-triggers-leaves-abilities", sc, log).ok


def _chain(back_to: int) -> Built:
    """Player 0's Bear 1, stolen by player 1, then by player 2, who leaves:
    player 1's effect still holds, so the Bear goes back to player 1."""
    sc = scenario((BEAR,), (on_field(1, "bear", 0),), players=tuple(PlayerSetup(id=p) for p in range(4)))
    log = Log()
    log.add(ControlChange, object=1, old_controller=0, new_controller=1)
    log.add(ControlChange, object=1, old_controller=1, new_controller=2)
    s = log.add(Sba, batch=1, rule="704.5a", player=2)
    lost = log.add(PlayerLost, causes=(s,), batch=1, player=2)
    log.add(ControlChange, causes=(lost,), batch=1, object=1, old_controller=2, new_controller=back_to)
    log.add(Priority, player=0)
    return sc, log


def test_800_4a_control_goes_back_one_link_of_a_chain_of_thefts() -> None:
    assert_pair("leaving-player-takes-what-they-own", lambda: _chain(1), lambda: _chain(0))


def _phased(triggers: bool) -> Built:
    """Player 1's Bear 1 is phased out as player 1 leaves: it leaves the game
    but does not exist for player 2's watcher (CR 603.6c, 702.26b)."""
    sc, _ = _watched(False)
    log = Log()
    log.add(PhasedOut, object=1)
    s = log.add(Sba, batch=1, rule="704.5a", player=1)
    lost = log.add(PlayerLost, causes=(s,), batch=1, player=1)
    z = log.add(ZoneChange, causes=(lost,), batch=1, old_id=1, new_id=11, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.OUTSIDE, owner=1, how=LEFT)
    if triggers:
        log.add(Triggered, causes=(z,), instance=20, ability="leaves/0", source=2, controller=2)
    log.add(Priority, player=2)
    return sc, log


def test_603_6c_a_phased_out_permanent_triggers_nothing_as_it_leaves_the_game() -> None:
    assert check("leaving-the-game-triggers-leaves-abilities", *_phased(False)).ok
    assert not check("leaving-the-game-triggers-leaves-abilities", *_phased(True)).ok
