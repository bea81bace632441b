"""A time limit on one call into an in-process Python engine.

A ``cmd:`` engine runs in a child process that can simply be abandoned; an
in-process one runs in the harness's own thread. An interval timer's
``SIGALRM`` raises ``Overtime`` between two bytecodes of the engine's Python
code, so a Python engine stuck in a loop or a sleep becomes a timeout
finding instead of a hung run. Native code that never returns to the
interpreter (a Rust or C loop) cannot be interrupted this way: serve such an
engine out of process (``python -m mtgconf.serve``).

The limit needs ``SIGALRM`` and the main thread; elsewhere the call runs
without one. Any timer already set (pytest-timeout's, say) is put back
afterwards with what was left of it.
"""
from __future__ import annotations

import contextlib
import signal
import threading
import time
from types import FrameType
from typing import Iterator

__all__ = ["Overtime", "can_limit", "time_limit"]


class Overtime(BaseException):
    """Raised inside the engine when its time is up. A ``BaseException``, so
    that an engine's own ``except Exception`` does not swallow it."""


def can_limit() -> bool:
    return hasattr(signal, "SIGALRM") and threading.current_thread() is threading.main_thread()


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise ``Overtime`` in the body after ``seconds`` of wall time (and again
    every ``seconds`` after that, should the engine catch it and go on)."""
    if not can_limit():
        yield
        return
    armed = [True]

    def expire(signum: int, frame: FrameType | None) -> None:
        if armed[0]:  # a signal landing after the body ended is ignored
            raise Overtime()

    previous = signal.signal(signal.SIGALRM, expire)
    outer, _ = signal.setitimer(signal.ITIMER_REAL, seconds, seconds)
    start = time.monotonic()
    try:
        yield
    finally:
        armed[0] = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        if outer:  # someone else's timer: what was left of it
            signal.setitimer(signal.ITIMER_REAL, max(outer - (time.monotonic() - start), 1e-3))
