"""The time limit on an in-process engine call (``mtgconf.adapters.deadline``)."""
from __future__ import annotations

import signal
import threading
import time

import pytest

from mtgconf.adapters.deadline import Overtime, time_limit


def _spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def test_a_call_over_its_limit_is_interrupted() -> None:
    start = time.monotonic()
    with pytest.raises(Overtime):
        with time_limit(0.2):
            _spin(5)
    assert time.monotonic() - start < 2


def test_a_call_within_its_limit_runs_and_leaves_no_timer() -> None:
    with time_limit(1):
        _spin(0.01)
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_an_outer_timer_and_handler_are_put_back() -> None:
    """pytest-timeout's alarm, say: it still fires, with what was left of it."""
    fired: list[int] = []
    previous = signal.signal(signal.SIGALRM, lambda signum, frame: fired.append(signum))
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.5)
        with time_limit(2):
            _spin(0.1)
        left, _ = signal.getitimer(signal.ITIMER_REAL)
        assert 0 < left <= 0.4
        _spin(0.6)
        assert fired == [signal.SIGALRM]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_outside_the_main_thread_there_is_no_limit() -> None:
    """Signals reach only the main thread: the call runs to its end."""
    done: list[bool] = []

    def body() -> None:
        with time_limit(0.05):
            _spin(0.2)
        done.append(True)

    worker = threading.Thread(target=body)
    worker.start()
    worker.join()
    assert done == [True]
