"""Checks every adapter applies to what an engine hands back."""
from __future__ import annotations

import warnings

from reference_engine.codec import history_from_json, to_json
from reference_engine.errors import HistoryError
from reference_engine.history import History

from mtgconf.adapters.protocol import EngineFault, FaultKind


def checked_history(value: object) -> History:
    """The History, re-read through the codec so every adapter returns the
    same normal form; ``EngineFault(bad_history)`` if it breaks the format."""
    history = _a_history(value)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # pydantic only warns on a field of the wrong type
            data = to_json(history)
    except Exception as err:
        raise EngineFault(FaultKind.BAD_HISTORY, "the History cannot be serialised", evidence=str(err)) from None
    return history_from_data(data)


def trusted_history(value: object) -> History:
    """A History from one of the suite's own engines, as it is: it is made of
    the format's classes, so serialising and re-reading it would give it back
    unchanged (a test holds that); only the sequence rules are checked."""
    return _in_sequence(_a_history(value))


def history_from_data(data: object) -> History:
    """A History from parsed JSON, with the sequence rules of docs/formats.md."""
    try:
        history = history_from_json(data)
    except HistoryError as err:
        raise EngineFault(FaultKind.BAD_HISTORY, str(err), evidence=str(err)) from None
    return _in_sequence(history)


def _a_history(value: object) -> History:
    if not isinstance(value, History):
        raise EngineFault(FaultKind.BAD_HISTORY, f"expected a History, got {type(value).__name__}")
    return value


def _in_sequence(history: History) -> History:
    """``history`` itself, or ``EngineFault(bad_history)`` if it breaks the sequence rules."""
    problem = sequence_problem(history)
    if problem:
        raise EngineFault(FaultKind.BAD_HISTORY, problem, evidence=problem)
    return history


def sequence_problem(history: History) -> str:
    """Seqs run 1, 2, 3, ... and causes name earlier events; "" when they do."""
    for seq, event in enumerate(history.events, 1):  # the path is spelled out for a problem only
        if event.seq != seq:
            return f"$.events[{seq - 1}].seq: expected {seq}, not {event.seq}"
        if event.causes:
            late = [c for c in event.causes if not 1 <= c < seq]
            if late:
                return f"$.events[{seq - 1}].causes: expected earlier seqs, not {late}"
    return ""
