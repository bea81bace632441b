"""mtgconf fuzz on HypoFuzz at tiny budgets: a campaign finds a mutant and
saves the regression that mtgconf run then replays first; a signal keeps
what was found; the report shows examples per second."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("hypofuzz", reason="the fuzz extra is not installed (pip install '.[fuzz]')")

from mtgconf.cli import main  # noqa: E402

# One example of this property (seed 5) does not catch the mutant; a campaign does.
PROP, MUTANT = "all-targets-illegal-does-not-resolve", "mutant:fizzle-resolves"


def board(path_or_data: Path | dict) -> dict:
    data = json.loads(path_or_data.read_text()) if isinstance(path_or_data, Path) else dict(path_or_data)
    data.pop("meta", None)
    return data


def run_once(tmp_path: Path, name: str, regressions: Path) -> tuple[int, dict]:
    out = tmp_path / name
    regressions.mkdir(exist_ok=True)  # a --regressions-dir that does not exist is a usage error
    code = main(["run", "--engine", MUTANT, "--properties", PROP, "--examples", "1", "--seed", "5",
                 "--no-fixtures", "--report-dir", str(out), "--regressions-dir", str(regressions)])
    (result,) = json.loads((out / "results.json").read_text())["properties"]
    return code, result


def test_a_campaign_finds_the_mutant_and_the_next_run_replays_it_first(tmp_path: Path) -> None:
    regressions, report = tmp_path / "regressions", tmp_path / "fuzz"
    code = main(["fuzz", "--engine", MUTANT, "--properties", PROP, "--max-examples", "400", "--max-time", "240",
                 "--workers", "2", "--regressions-dir", str(regressions), "--report-dir", str(report),
                 "--example-db", str(tmp_path / "db")])
    assert code == 1
    (saved,) = sorted(regressions.glob("*.json"))
    assert saved.name == f"{PROP}.json"
    meta = json.loads(saved.read_text())["meta"]
    assert meta["id"] == PROP and meta["description"].startswith("Expected")
    (result,) = json.loads((report / "results.json").read_text())["properties"]
    assert result["status"] == "fail" and board(result["counterexample"]["scenario"]) == board(saved)
    campaign = json.loads((report / "campaign.json").read_text())
    assert campaign["stopped_by"].startswith("every property failed") and campaign["saved"] == [str(saved)]
    assert "Examples per second over time" in (report / "campaign.html").read_text()

    # Without the file one example passes; with it, the file is replayed first and fails.
    assert run_once(tmp_path, "without", tmp_path / "empty")[1]["status"] in ("pass", "not-exercised")
    code, replayed = run_once(tmp_path, "with", regressions)
    assert code == 1 and replayed["status"] == "fail"
    assert board(replayed["counterexample"]["scenario"]) == board(saved)


def test_sigterm_ends_the_campaign_and_keeps_what_was_found(tmp_path: Path) -> None:
    regressions, report = tmp_path / "regressions", tmp_path / "fuzz"
    # PROP and the apnap properties, which this mutant does not break: left alone it would run ten minutes.
    proc = subprocess.Popen([sys.executable, "-m", "mtgconf", "fuzz", "--engine", MUTANT, "--properties", "a[lp]*",
                             "--max-time", "600", "--regressions-dir", str(regressions), "--report-dir", str(report),
                             "--example-db", str(tmp_path / "db")], stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 240
        while not list((report / "campaign" / "failures").glob(f"{PROP}--*.json")):
            assert proc.poll() is None and time.monotonic() < deadline, "no failure found"
            time.sleep(0.5)
        time.sleep(1)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert (regressions / f"{PROP}.json").is_file(), err
    results = json.loads((report / "results.json").read_text())
    assert results["partial"] is True
    assert {p["id"]: p["status"] for p in results["properties"]}[PROP] == "fail"
    assert "(interrupted" in err.strip().splitlines()[-1]  # also when HypoFuzz was restarted
    workers = [int(p.stem) for p in (report / "campaign" / "progress").glob("*.jsonl")]
    assert workers and not any(_alive(pid) for pid in workers)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return not Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"


def test_observability_names_each_test_case_by_its_property_id() -> None:
    from hypothesis.internal.observability import with_observability_callback

    from mtgconf.engines.specs import resolve
    from mtgconf.runner.core import run_property
    from properties.registry import all_properties

    seen: list[str] = []
    record = next(r for r in all_properties() if r.id == "apnap-stacking-order")
    with with_observability_callback(lambda obs: seen.append(obs.property) if obs.type == "test_case" else None):
        run_property(record, resolve("reference"), examples=3)
    assert seen and set(seen) == {"apnap-stacking-order"}


@pytest.mark.parametrize(("option", "said"), [
    (("--max-time", "-5"), "argument --max-time: expected a finite number of seconds above 0"),
    (("--max-time", "nan"), "argument --max-time: expected a finite number of seconds above 0"),
    (("--timeout", "0"), "argument --timeout: expected seconds between"),
    (("--port", "70000"), "argument --port: expected a TCP port from 0 to 65535"),
])
def test_a_budget_that_would_test_nothing_or_never_end_is_a_usage_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], option: tuple[str, ...], said: str) -> None:
    """`--max-time -5` used to end at once with exit 0 and nothing tested, `nan` never to end."""
    assert main(["fuzz", *option, "--report-dir", str(tmp_path / "out")]) == 2
    assert said in capsys.readouterr().err and not (tmp_path / "out").exists()


def test_a_campaign_that_ran_no_example_says_nothing_was_tested(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    # A hub that starts no worker: on a busy machine a real one may finish a
    # batch while it is being stopped, even after a millisecond's budget.
    from mtgconf.fuzzing import campaign

    monkeypatch.setattr(campaign, "_command", lambda *args: [sys.executable, "-c", "import time; time.sleep(60)"])
    code = main(["fuzz", "--engine", "reference", "--properties", PROP, "--max-time", "0.001",
                 "--report-dir", str(tmp_path / "out"), "--regressions-dir", str(tmp_path / "reg"),
                 "--example-db", ":memory:"])
    err = capsys.readouterr().err
    assert code == 0 and "fuzz: 0 examples" in err and "no example ran, so nothing was tested" in err
