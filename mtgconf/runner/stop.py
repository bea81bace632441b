"""The one signal path of a run: SIGINT and SIGTERM request a stop.

The first signal sets a flag and raises ``KeyboardInterrupt`` where the
process is (while ``raising`` is on), so pytest stops, with one worker or
with xdist's controller. The flag is what counts: code that caught the
interrupt by accident (an engine, a library wrapping exceptions) is checked
again at every example and item boundary (``check``), and the run is marked
partial whenever the flag is set. A ``KeyboardInterrupt`` or ``SystemExit``
raised while no stop was requested came from an engine, and is its fault.
"""
from __future__ import annotations

import contextlib
import signal
import threading
from typing import Any, Callable, Iterator

__all__ = ["active", "arm", "forwarding", "install", "check", "clear", "engine_raised", "handling", "quiet", "requested"]

_STOP = threading.Event()
_RAISING = threading.Event()
_ACTIVE = threading.Event()
_QUIET = threading.Event()
_SIGNALS = (signal.SIGINT, signal.SIGTERM)


def requested() -> bool:
    """Whether the user (a signal) asked the run to stop."""
    return _STOP.is_set()


def active() -> bool:
    """Whether this process's signals go through ``handling``."""
    return _ACTIVE.is_set()


def engine_raised(exc: BaseException) -> bool:
    """An interrupt or exit that no signal asked for: the engine's own doing.
    (Outside ``handling``, a KeyboardInterrupt may be the user's Ctrl-C.)"""
    if isinstance(exc, SystemExit):
        return not requested()
    return isinstance(exc, KeyboardInterrupt) and active() and not requested()


def quiet() -> None:
    """From now on a signal is only noted: results are being written. Stays
    so when an inner ``handling`` ends, until ``clear``."""
    _QUIET.set()
    _RAISING.clear()


def check() -> None:
    """Raise ``KeyboardInterrupt`` if a stop was requested while this process
    handles signals (a run is under way): the boundary check."""
    if _STOP.is_set() and _ACTIVE.is_set():
        raise KeyboardInterrupt


def clear() -> None:
    """Forget an earlier stop (a new run in this process)."""
    _STOP.clear()
    _QUIET.clear()


def arm() -> None:
    """Signals raise again (a new session); an earlier stop still counts."""
    _QUIET.clear()


_FORWARD: list[Callable[[int], None]] = []


@contextlib.contextmanager
def forwarding(send: Callable[[int], None]) -> Iterator[None]:
    """Pass each signal on with ``send(signum)`` (to xdist workers, which
    would otherwise finish their item before the controller can stop)."""
    _FORWARD.append(send)
    try:
        yield
    finally:
        _FORWARD.remove(send)


def _handler(signum: int, frame: Any) -> None:
    first = not _STOP.is_set()
    _STOP.set()
    for send in list(_FORWARD):
        try:
            send(signum)
        except OSError:
            pass  # a worker that is gone already
    if first and _RAISING.is_set():  # later signals are noted only: the first is on its way
        raise KeyboardInterrupt


def install() -> None:
    """Handle SIGINT and SIGTERM for the rest of this process's life (an xdist
    worker of a run, which its controller signals to stop)."""
    for sig in _SIGNALS:
        signal.signal(sig, _handler)
    _ACTIVE.set()
    _RAISING.set()


@contextlib.contextmanager
def handling(*, raising: bool) -> Iterator[None]:
    """Install the handler for SIGINT and SIGTERM; with ``raising`` off a
    signal is only noted (while results are being written, say)."""
    try:
        old = {sig: signal.signal(sig, _handler) for sig in _SIGNALS}
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    was, was_active = _RAISING.is_set(), _ACTIVE.is_set()
    (_RAISING.set if raising and not _QUIET.is_set() else _RAISING.clear)()
    _ACTIVE.set()
    try:
        yield
    finally:
        (_RAISING.set if was and not _QUIET.is_set() else _RAISING.clear)()
        (_ACTIVE.set if was_active else _ACTIVE.clear)()
        for sig, handler in old.items():
            signal.signal(sig, handler)
