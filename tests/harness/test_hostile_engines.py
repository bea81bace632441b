"""Hostile engines: the run completes, the fault is recorded, the exit code is right.

Exit codes (docs/engines.md): 3 when the engine cannot be started (it exits
or faults at import, in ``capabilities()`` or ``close()`` at start), 1 when it
faults while playing (an ``error`` finding), never a silent 0.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import pytest

from mtgconf.cli import main

HERE = Path(__file__).parent
WIRE = f"cmd:{sys.executable} {HERE / 'hostile_wire.py'}"


def _run(tmp_path: Path, engine: str, *extra: str, examples: str = "5") -> tuple[int, dict[str, Any]]:
    (tmp_path / "regressions").mkdir(exist_ok=True)
    out = tmp_path / "out"
    code = main(["run", "--engine", engine, "--catalogue", "hostile_engines", "--no-fixtures",
                 "--regressions-dir", str(tmp_path / "regressions"), "--examples", examples,
                 "--properties", "final-life-unchanged", "--timeout", "5", "--report-dir", str(out), *extra])
    data = json.loads((out / "results.json").read_text()) if (out / "results.json").exists() else {}
    return code, data


def _only(data: dict[str, Any]) -> dict[str, Any]:
    (prop,) = data["properties"]
    return prop


@pytest.mark.parametrize("engine", ["ExitsInCapabilities", "ExitsInClose"])
def test_an_engine_exiting_while_starting_or_closing_is_exit_3(tmp_path: Path, engine: str,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, data = _run(tmp_path, f"python:hostile_engines:{engine}")
    err = capsys.readouterr().err
    assert code == 3 and "SystemExit" in err and data == {}


def test_an_engine_exiting_at_import_is_exit_3(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HOSTILE_EXIT_AT_IMPORT", "1")
    monkeypatch.delitem(sys.modules, "hostile_engines", raising=False)
    code = main(["run", "--engine", "python:hostile_engines:FakeEngine", "--no-fixtures",
                 "--properties", "history-well-formed", "--report-dir", str(tmp_path)])
    assert code == 3 and "SystemExit" in capsys.readouterr().err


@pytest.mark.parametrize(("engine", "words"), [("ExitsInRun", "SystemExit"),
                                               ("InterruptsItself", "KeyboardInterrupt")])
def test_an_engine_exiting_or_interrupting_itself_while_playing_is_an_error_finding(
        tmp_path: Path, engine: str, words: str) -> None:
    code, data = _run(tmp_path, f"python:hostile_engines:{engine}")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error" and words in prop["reason"]
    assert data["partial"] is False and prop["counterexample"]["replay"]


def test_a_hang_in_the_second_run_is_a_timeout_finding_with_its_replay(tmp_path: Path) -> None:
    code, data = _run(tmp_path, "python:hostile_engines:HangsOnSecondRun", "--properties", "runs-twice-alike")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error" and "timeout" in prop["reason"]
    assert "FlakyFailure" not in json.dumps(prop)
    assert prop["counterexample"]["scenario"]["players"] and prop["counterexample"]["replay"].startswith("mtgconf replay")


@pytest.mark.timeout(120)  # without the limit the engine never returns: fail, do not hang
@pytest.mark.parametrize(("engine", "call"), [("HangsInCapabilities", "capabilities"), ("HangsInClose", "close")])
def test_an_engine_hanging_while_starting_or_closing_is_exit_3(tmp_path: Path, engine: str, call: str,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    code, data = _run(tmp_path, f"python:hostile_engines:{engine}", "--timeout", "1")
    assert code == 3 and f"{call}: no reply within 1 s" in capsys.readouterr().err and data == {}


@pytest.mark.timeout(120)  # without the limit the engine never returns: fail, do not hang
def test_an_in_process_engine_stuck_in_a_loop_is_a_timeout_finding_showing_where(tmp_path: Path) -> None:
    """`--timeout` holds in-process Python engines too (``adapters.deadline``):
    the run ends, and the evidence is the stack the engine was stuck in."""
    code, data = _run(tmp_path, "python:hostile_engines:LoopsForever", "--timeout", "1")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error" and "no reply within 1 s" in prop["reason"]
    assert "hostile_engines.py" in prop["counterexample"]["evidence"] and data["partial"] is False


@pytest.mark.parametrize("engine", ["HugeCardName", "SurrogateCardName"])
def test_an_impossible_string_in_a_history_is_a_bad_history_and_reports_stay_small(tmp_path: Path,
                                                                                    engine: str) -> None:
    code, data = _run(tmp_path, f"python:hostile_engines:{engine}")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error" and "bad_history" in prop["reason"]
    assert "$.final.objects[0].card" in prop["reason"]
    for name in ("results.json", "index.html", "junit.xml"):
        size = (tmp_path / "out" / name).stat().st_size
        assert 0 < size < 1_000_000, (name, size)


def test_a_10_mb_exception_message_is_clipped_with_its_size(tmp_path: Path) -> None:
    code, data = _run(tmp_path, "python:hostile_engines:ShoutsInErrors")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error"
    evidence = prop["counterexample"]["evidence"]
    assert len(evidence) < 20_000 and "characters cut" in evidence
    assert (tmp_path / "out" / "results.json").stat().st_size < 200_000


def test_blank_lines_before_replies_are_ignored(tmp_path: Path) -> None:
    code, data = _run(tmp_path, f"{WIRE} blank")
    assert code == 0 and _only(data)["status"] == "pass"


def test_10_mb_of_stderr_is_kept_clipped_in_the_evidence_with_its_size(tmp_path: Path) -> None:
    code, data = _run(tmp_path, f"{WIRE} stderr", examples="2")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error" and "crash" in prop["reason"]
    evidence = prop["counterexample"]["evidence"]
    assert "10000000 characters of stderr in all" in evidence and len(evidence) < 20_000


@pytest.mark.parametrize(("mode", "words"), [("longline", "limit line_chars"), ("nan", "finite numbers")])
def test_an_overlong_or_non_finite_reply_is_a_protocol_error(tmp_path: Path, mode: str, words: str) -> None:
    code, data = _run(tmp_path, f"{WIRE} {mode}", examples="2")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error" and "protocol_error" in prop["reason"]
    assert words in prop["reason"] and len(prop["counterexample"]["evidence"]) < 20_000
    assert (tmp_path / "out" / "results.json").stat().st_size < 200_000


@pytest.mark.parametrize("value", ["nan", "inf", "0", "-1", "1e-300"])
def test_a_timeout_that_is_not_finite_and_positive_is_a_usage_error(tmp_path: Path, value: str,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = _run(tmp_path, f"{WIRE} blank", "--timeout", value)
    assert code == 2 and "--timeout" in capsys.readouterr().err


def test_an_engine_interrupting_itself_in_a_worker_is_an_error_finding_too(tmp_path: Path) -> None:
    # In an xdist worker, only the controller's forwarded stop counts as an interrupt.
    code, data = _run(tmp_path, "python:hostile_engines:InterruptsItself", "--workers", "2")
    prop = _only(data)
    assert code == 1 and prop["status"] == "error" and "KeyboardInterrupt" in prop["reason"]
    assert data["partial"] is False
