"""Garbage-collector settings for a run.

A run makes millions of short-lived objects (Hypothesis choices, events,
boards), nearly all freed by reference counting; the collector's default
young-generation threshold (700 allocations) makes it stop and scan that
churn hundreds of thousands of times. Freezing what exists after collection
(modules, strategies, card pools) keeps those long-lived objects out of every
scan. Measured in docs/performance.md: about a fifth of a run's CPU time.
"""
from __future__ import annotations

import gc
from typing import Final

YOUNG_THRESHOLD: Final = 20_000
"""Allocations between young-generation collections (CPython's default is 700)."""


def tune_gc() -> None:
    """Collect once, freeze the survivors, and collect the young generation less often."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
