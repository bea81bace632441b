"""mtgconf run: --exitfirst, the not-exercised status, --require-exercised,
--min-eligible, and distinct failures of one property reported apart."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import json
import xml.etree.ElementTree as ET

import pytest
from test_cli import BUGGY, FAKE, _run, cli, standin  # noqa: F401 - standin is a fixture

TWO_BUGS = "python:harness_standins:TwoBugEngine"


def test_exitfirst_stops_at_the_first_failure_and_exits_1(tmp_path: Path, standin: list[str]) -> None:
    code, full = _run(tmp_path, standin, "all", "--engine", BUGGY)
    assert code == 1 and len(full["properties"]) == 3
    code, first = _run(tmp_path, standin, "x", "--engine", BUGGY, "-x")
    assert code == 1  # a failure, not an interruption (130)
    assert [p["id"] for p in first["properties"]] == ["final-life-unchanged"]
    assert first["properties"][0]["status"] == "fail"
    assert first["partial"] is True and first["settings"]["exitfirst"] is True


def test_exitfirst_on_two_workers_is_a_failure_too(tmp_path: Path, standin: list[str]) -> None:
    args = [a if a != "1" or i == 0 or standin[i - 1] != "--workers" else "2" for i, a in enumerate(standin)]
    code, data = _run(tmp_path, args, "x2", "--engine", BUGGY, "--exitfirst")
    assert code == 1 and data["settings"]["workers"] == 2
    assert any(p["status"] == "fail" for p in data["properties"])


def test_exitfirst_on_a_conformant_engine_runs_everything(tmp_path: Path, standin: list[str]) -> None:
    code, data = _run(tmp_path, standin, "ok", "--engine", FAKE, "-x")
    assert code == 0 and len(data["properties"]) == 3 and data["partial"] is False


def test_require_exercised_fails_a_property_that_never_exercised(tmp_path: Path, standin: list[str],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code, data = _run(tmp_path, standin, "lax", "--engine", FAKE)
    assert code == 0 and data["summary"]["not-exercised"] == 1
    junit = ET.parse(tmp_path / "lax" / "junit.xml").getroot()
    case = next(c for c in junit.iter("testcase") if c.get("name") == "rarely-exercised")
    assert case.find("skipped") is not None and case.find("failure") is None
    capsys.readouterr()
    code, data = _run(tmp_path, standin, "strict", "--engine", FAKE, "--require-exercised")
    assert code == 1 and data["settings"]["require_exercised"] is True
    assert {p["id"]: p["status"] for p in data["properties"]}["rarely-exercised"] == "not-exercised"
    assert "1 properties were not exercised: rarely-exercised" in capsys.readouterr().err
    junit = ET.parse(tmp_path / "strict" / "junit.xml").getroot()
    case = next(c for c in junit.iter("testcase") if c.get("name") == "rarely-exercised")
    assert case.find("failure") is not None
    html = (tmp_path / "strict" / "index.html").read_text(encoding="utf-8")
    assert "s-not-exercised" in html and "not exercised" in html


def test_min_eligible_fails_a_run_with_too_few_eligible_properties(tmp_path: Path, standin: list[str],
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # Two of the three stand-in properties are eligible on the fake engine.
    assert _run(tmp_path, standin, "60", "--engine", FAKE, "--min-eligible", "60")[0] == 0
    capsys.readouterr()
    assert _run(tmp_path, standin, "70", "--engine", FAKE, "--min-eligible", "70")[0] == 1
    assert "only 66.7% of the properties were eligible" in capsys.readouterr().err
    assert cli("run", *standin, "--engine", FAKE, "--min-eligible", "101") == 2


def test_two_unrelated_bugs_on_one_property_are_both_reported(tmp_path: Path, standin: list[str]) -> None:
    args = [a if a != "harness_standins" else "standin_two_bugs" for a in standin]
    code, data = _run(tmp_path, args, "two", "--engine", TWO_BUGS, "--examples", "300")
    assert code == 1
    (prop,) = data["properties"]
    found = [prop["counterexample"], *prop["more_counterexamples"]]
    assert len(found) == 2 and len({cx["signature"] for cx in found}) == 2
    assert sorted(cx["explanation"].split(",")[0] for cx in found) == [
        "Expected player 0 with no card in hand", "Expected player 1 at 31 life"]
    saved = tmp_path / "two" / "counterexamples"
    assert sorted(p.name for p in saved.iterdir()) == ["life-and-hand-unchanged--2.json",
                                                        "life-and-hand-unchanged.json"]
    assert f"{saved / 'life-and-hand-unchanged--2.json'} --engine {TWO_BUGS}" in found[1]["replay"]
    html = (tmp_path / "two" / "index.html").read_text(encoding="utf-8")
    assert all(cx["explanation"] in html for cx in found)
    junit = (tmp_path / "two" / "junit.xml").read_text(encoding="utf-8")
    assert all(cx["signature"] in junit for cx in found)
    assert json.loads((saved / "life-and-hand-unchanged--2.json").read_text())["scenario"]["players"]
