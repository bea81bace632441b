"""Who receives priority when a step begins (CR 117.3a) and after a pass
(CR 117.3d), on hand-built Histories of three and four players."""
from __future__ import annotations

from propkit import Built, Log, artifact, assert_pair, check, on_field, scenario, trig
from reference_engine.abilities import TriggerEvent
from reference_engine.events import Draw, IllegalAction, PassPriority, PlayerLost, Priority, PutOnStack, StepBegin, Triggered
from reference_engine.ids import Step
from reference_engine.scenario import PlayerSetup

FIRST = "active-player-gets-first-priority-in-each-step"
NEXT = "pass-goes-to-next-player-in-turn-order"
ARENA = artifact("arena", trig(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP))


def _players(n: int) -> tuple[PlayerSetup, ...]:
    return tuple(PlayerSetup(id=i) for i in range(n))


def _upkeep(first: int, *, stacked: bool = True, step: Step = Step.UPKEEP) -> Built:
    """Three players; player 1's upkeep begins, Arena triggers, then ``first`` gets priority."""
    sc = scenario((ARENA,), (on_field(1, "arena", owner=1),), players=_players(3), active_player=0, step=Step.END)
    log = Log()
    begin = log.add(StepBegin, turn=2, step=step, active_player=1)
    log.add(Triggered, causes=(begin,), instance=50, ability="arena/0", source=1, controller=1)
    if stacked:
        log.add(PutOnStack, causes=(begin + 1,), object=50, controller=1)
    log.add(Priority, player=first, stack=(50,) if stacked else ())
    return sc, log


PAIRS = {FIRST: (lambda: _upkeep(1), lambda: _upkeep(2))}


def test_the_first_priority_of_a_step_goes_to_the_active_player() -> None:
    assert_pair(FIRST, *PAIRS[FIRST])


def test_a_beginning_trigger_not_stacked_before_the_first_priority_fails() -> None:
    verdict = check(FIRST, *_upkeep(1, stacked=False))
    assert not verdict.ok and "stack" in str(verdict.expected)


def test_nobody_gets_priority_in_the_untap_step() -> None:
    verdict = check(FIRST, *_upkeep(1, step=Step.UNTAP))
    assert not verdict.ok and "untap" in str(verdict.expected)


def test_a_turn_based_action_after_the_first_priority_fails() -> None:
    sc = scenario((), (), players=_players(3))
    log = Log()
    begin = log.add(StepBegin, turn=2, step=Step.DRAW, active_player=2)
    log.add(Priority, player=2)
    log.add(Draw, causes=(begin,), player=2, object=9)
    assert not check(FIRST, sc, log).ok


def test_a_step_whose_active_player_has_left_says_nothing() -> None:
    sc = scenario((), (), players=_players(3))
    log = Log()
    log.add(PlayerLost, player=1)
    begin = log.add(StepBegin, turn=2, step=Step.DRAW, active_player=1)
    log.add(Draw, causes=(begin,), player=1, object=9)
    log.add(Priority, player=2)  # the next player in turn order (CR 800.4j)
    verdict = check(FIRST, sc, log)
    assert verdict.ok and not verdict.exercised


def _round(order: tuple[int, ...], active: int, holders: tuple[int, ...]) -> Built:
    """Four players in turn order ``order``; priority goes to ``holders`` in turn, each passing."""
    sc = scenario((), (), players=_players(4), turn_order=order, active_player=active)
    log = Log()
    for who in holders:
        log.add(Priority, player=who)
        log.add(PassPriority, player=who)
    return sc, log


PAIRS[NEXT] = (lambda: _round((0, 2, 1, 3), 2, (2, 1, 3, 0)),
               lambda: _round((0, 2, 1, 3), 2, (2, 1, 2, 3)))


def test_a_pass_goes_to_the_next_player_in_turn_order_not_the_next_seat() -> None:
    assert_pair(NEXT, *PAIRS[NEXT])
    assert not check(NEXT, *_round((0, 2, 1, 3), 2, (2, 3, 0, 1))).ok  # seat order


def test_a_player_who_left_is_skipped_and_a_reversed_grant_ignored() -> None:
    sc, log = _round((0, 1, 2, 3), 0, (0,))
    log.add(PlayerLost, player=1)
    bad = log.add(Priority, player=3)
    log.add(IllegalAction, player=3, action=0, reason="t", rolled_back=(bad,))
    log.add(Priority, player=2)
    assert check(NEXT, sc, log).ok


def test_the_last_pass_of_a_round_ends_it_instead() -> None:
    sc, log = _round((0, 1, 2, 3), 0, (0, 1, 2, 3))
    log.add(StepBegin, turn=2, step=Step.UPKEEP, active_player=1)
    log.add(Priority, player=1)  # not player 3's neighbour (0): a new step, which CR 117.3a decides
    assert check(NEXT, sc, log).ok
