"""Checked values of command-line options, shared by ``mtgconf``'s commands
and the pytest plugin's ``--mtg-*`` options: a bad value is a usage error
naming the option, before anything runs. Light on purpose: the plugin
imports it whether or not it is switched on."""
from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

__all__ = ["MAX_TIMEOUT", "MIN_TIMEOUT", "budget_seconds", "directory", "directory_text", "percentage", "port",
           "positive", "seconds", "workers"]

MAX_TIMEOUT = 86_400.0
MIN_TIMEOUT = 0.001


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def percentage(text: str) -> float:
    value = float(text)
    if not 0.0 <= value <= 100.0:
        raise argparse.ArgumentTypeError("must be between 0 and 100")
    return value


def _number_of_seconds(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None


def seconds(text: str) -> float:
    """A finite, positive timeout: nan would switch waiting off, 0 or 1e-300 blame the engine."""
    value = _number_of_seconds(text)
    if not math.isfinite(value) or not MIN_TIMEOUT <= value <= MAX_TIMEOUT:
        raise argparse.ArgumentTypeError(f"expected seconds between {MIN_TIMEOUT:g} and {MAX_TIMEOUT:g}, not {text!r}")
    return value


def budget_seconds(text: str) -> float:
    """A campaign's time budget: finite and above 0, as long as one likes
    (nan would never end, 0 or less would end at once having tested nothing)."""
    value = _number_of_seconds(text)
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"expected a finite number of seconds above 0, not {text!r}")
    return value


def port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65_535:
        raise argparse.ArgumentTypeError(f"expected a TCP port from 0 to 65535, not {value}")
    return value


def workers(text: str) -> int:
    return len(os.sched_getaffinity(0)) if text == "auto" else positive(text)


def directory(text: str) -> Path:
    """A directory to write to, never the empty path: ``--report-dir "$OUT"``
    with ``OUT`` unset would otherwise write the reports into the current one."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a directory, not an empty path")
    return Path(text)


def directory_text(text: str) -> str:
    """``directory``, kept as text (the pytest plugin's options are strings)."""
    return str(directory(text))
