"""The run's collector settings take effect."""
from __future__ import annotations

import gc
import json
import weakref
from pathlib import Path

import pytest

from mtgconf.cli import main
from mtgconf.runner import gc_tuning
from mtgconf.runner.gc_tuning import YOUNG_THRESHOLD, collect_after_property, tune_gc


def test_tune_gc_raises_the_young_threshold_and_freezes_survivors() -> None:
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, before[1], before[2])
        tune_gc()
        assert gc.get_threshold()[0] == YOUNG_THRESHOLD
        assert gc.get_freeze_count() > 0
    finally:
        gc.set_threshold(*before)


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the collector frees it


def test_collect_after_property_frees_cycles_and_freezes_the_survivors() -> None:
    garbage = _Node()
    gone = weakref.ref(garbage)
    del garbage
    frozen = gc.get_freeze_count()
    collect_after_property()
    assert gone() is None
    assert gc.get_freeze_count() > frozen


def test_each_property_item_collects_once_and_fixtures_do_not(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    (tmp_path / "no-regressions").mkdir()
    monkeypatch.setattr(gc_tuning, "collect_after_property", lambda: calls.append(1))
    code = main(["run", "--properties", "*apnap*", "--examples", "2", "--report-dir", str(tmp_path),
                 "--example-db", "none", "--regressions-dir", str(tmp_path / "no-regressions")])
    results = json.loads((tmp_path / "results.json").read_text())
    assert code == 0 and results["fixtures"]
    assert len(calls) == len(results["properties"]) > 0
