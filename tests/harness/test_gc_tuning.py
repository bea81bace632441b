"""The run's collector settings take effect."""
from __future__ import annotations

import gc

from mtgconf.runner.gc_tuning import YOUNG_THRESHOLD, tune_gc


def test_tune_gc_raises_the_young_threshold_and_freezes_survivors() -> None:
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, before[1], before[2])
        tune_gc()
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD
        assert gc.get_freeze_count() > 0
    finally:
        gc.set_threshold(*before)
