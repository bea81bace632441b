"""The malformed-input corpus: every case exits 2 naming the file and the path
(or the option), with no traceback.

Cases run in process through ``mtgconf.cli.main`` (fast); a sample also runs
as a real ``python -m mtgconf`` process under a timeout of 5 s beyond the
machine's current start-up time, so a hang or a slow rejection fails there. Regenerate the corpus with
``python tests/corpus/make_bad_inputs.py``.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from mtgconf.cli import main

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CASES: list[dict[str, Any]] = json.loads((HERE / "cases.json").read_text(encoding="utf-8"))
SAMPLE = CASES[::40]
"""Every 40th case also runs as a subprocess (each start costs a second or two)."""
CLASSES = ("unknown-key", "wrong-type", "not-utf8", "lone-surrogate", "huge-int", "nan", "infinity", "deep",
           "long-string", "too-many", "turn-minus-1", "target-player-9", "mana-pool", "option-timeout",
           "option-properties", "option-fixtures-dir", "message-", "results-", "expectations-", "history-")


def _argv(case: dict[str, Any], tmp: Path) -> list[str]:
    file = str(ROOT / case["file"]) if case["file"] else ""
    return [a.replace("{file}", file).replace("{tmp}", str(tmp)) for a in case["argv"]]


def _named(case: dict[str, Any], message: str, tmp: Path) -> list[str]:
    """What the message fails to name: the file (or option) and each expected part."""
    wanted = [str(ROOT / case["file"])] if case["file"] else []
    wanted += [n.replace("{tmp}", str(tmp)) for n in case["names"]]
    return [w for w in wanted if w not in message]


def test_the_corpus_is_large_and_covers_every_class() -> None:
    assert len(CASES) >= 300
    ids = " ".join(c["id"] for c in CASES)
    assert [c for c in CLASSES if c not in ids] == []
    assert all((ROOT / c["file"]).is_file() for c in CASES if c["file"])


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_each_bad_input_exits_2_naming_the_file_and_the_path(case: dict[str, Any], tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    code = main(_argv(case, tmp_path))
    out, err = capsys.readouterr()
    assert code == 2, out + err
    assert "Traceback" not in out + err
    assert _named(case, err, tmp_path) == [], err


ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
VALID = ROOT / "fixtures/scenarios/101.4-apnap/apnap-2-players-active-seat-1.json"


@pytest.fixture(scope="module")
def start_up() -> float:
    """Seconds a process takes to start and check a valid file on this machine
    now: the budget of each case is 5 s on top (a shared machine may be slow to
    start a process at all; a slow or hanging rejection is what must fail)."""
    begin = time.monotonic()
    subprocess.run([sys.executable, "-m", "mtgconf", "check", str(VALID)], capture_output=True, check=True,
                   timeout=120, env=ENV, cwd=ROOT)
    return time.monotonic() - begin


@pytest.mark.parametrize("case", SAMPLE, ids=[c["id"] for c in SAMPLE])
def test_a_sample_exits_2_within_5_seconds_as_a_process(case: dict[str, Any], tmp_path: Path,
                                                        start_up: float) -> None:
    proc = subprocess.run([sys.executable, "-m", "mtgconf", *_argv(case, tmp_path)], capture_output=True,
                          text=True, timeout=5 + start_up, env=ENV, cwd=ROOT)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    assert _named(case, proc.stderr, tmp_path) == [], proc.stderr
