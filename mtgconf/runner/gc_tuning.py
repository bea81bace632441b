"""Garbage-collector settings for a run.

A run makes millions of short-lived objects (Hypothesis choices, events,
boards), nearly all freed by reference counting; the collector's default
young-generation threshold (700 allocations) makes it stop and scan that
churn hundreds of thousands of times. Freezing what exists after collection
(modules, strategies, card pools) keeps those long-lived objects out of every
scan. Measured in docs/performance.md: about a fifth of a run's CPU time.

Each property's search then leaves its own garbage in reference cycles (the
Hypothesis runner, its data tree and test-case records), which only the
collector frees; ``collect_after_property`` frees it once, when the property
ends, instead of letting the older generations fill and rescan it.
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


def collect_after_property() -> None:
    """Collect everything once a property has run, then freeze the survivors.

    Left to the thresholds, the older generations fill with what a property's
    search keeps alive, and every collection of them scans it all again; at
    the property's end it is garbage, so one full collection frees it at the
    cost of a single scan. What survives that collection (caches, the engine,
    results) lives on to the end of the run: frozen, it stays out of the next
    property's collections.
    """
    gc.collect()
    gc.freeze()
