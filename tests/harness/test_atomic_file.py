"""Reports, results and saved files are replaced whole: a write that fails
part-way leaves the previous file as it was, and no stray file beside it."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

import mtgconf.atomic_file as atomic_file
from mtgconf.atomic_file import write_text_atomic
from mtgconf.results import EngineRecord, RunResults, load_results, write_results


def test_a_write_replaces_the_file_and_leaves_nothing_beside_it(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "results.json"
    write_text_atomic(target, "old")
    write_text_atomic(target, "new é")
    assert target.read_text(encoding="utf-8") == "new é"
    assert [p.name for p in target.parent.iterdir()] == ["results.json"]


def test_a_failed_write_keeps_the_previous_results(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As when a full disk or a kill stops the write before the rename."""
    path = tmp_path / "results.json"
    before = RunResults(suite_version="1", engine=EngineRecord(spec="reference"))
    write_results(before, path)

    def fail(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_file.os, "replace", fail)
    with pytest.raises(OSError):
        write_results(RunResults(suite_version="2", engine=EngineRecord(spec="reference")), path)
    assert load_results(path).suite_version == "1"  # whole, and still the old run's
    assert sorted(os.listdir(tmp_path)) == ["results.json"]
