"""``mtgconf replay``: timeline, History JSON, exit codes and one-line errors."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import fixtures
from mtgconf.cli import main
from mtgconf.commands.replay import engine_runner
from reference_engine.codec import history_from_json

SCENARIOS = Path(fixtures.__file__).parent / "scenarios"
MAY = SCENARIOS / "603.5-optional" / "may-chosen-on-resolution-yes.json"


def _copy(tmp_path: Path, change: Any = None) -> Path:
    data = json.loads(MAY.read_text(encoding="utf-8"))
    if change:
        change(data)
    path = tmp_path / "case.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_timeline_with_passing_facts_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(MAY)]) == 0
    out = capsys.readouterr().out
    assert "stack (top first):" in out and "souls-attendant/0" in out
    assert "[pass] $.expect[1] choice_during_resolution" in out and "[FAIL]" not in out
    assert "choice=may value=true" in out
    seqs = [int(line.split()[0]) for line in out.splitlines() if line[:4].strip().isdigit()]
    assert seqs == list(range(1, len(seqs) + 1))  # one line per event, in order


def test_failing_fact_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _copy(tmp_path, lambda d: d["expect"].append({"fact": "life", "player": 0, "equals": 99}))
    assert main(["replay", str(path)]) == 1
    assert "[FAIL] $.expect[4] life" in capsys.readouterr().out


def test_no_facts_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _copy(tmp_path, lambda d: d.pop("expect"))
    assert main(["replay", str(path)]) == 0
    assert "facts:" not in capsys.readouterr().out


def test_json_prints_a_valid_history(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--json", str(MAY)]) == 0
    history = history_from_json(json.loads(capsys.readouterr().out))
    assert any(e.kind == "choice" for e in history.events)


def _bad_input(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    return captured.err


@pytest.mark.parametrize(("change", "path"), [
    (lambda d: d["objects"][0].update(zone="play"), "$.objects[0].zone"),
    (lambda d: d["objects"][0].update(card="nobody"), "$.objects[0].card"),
    (lambda d: d["expect"][0].update(count="one"), "$.expect[0].count"),
    (lambda d: d["expect"].append({"fact": "sparkles"}), "$.expect[4].fact"),
])
def test_bad_scenario_exits_2_naming_file_and_path(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   change: Any, path: str) -> None:
    err = _bad_input(["replay", str(_copy(tmp_path, change))], capsys)
    assert "case.json" in err and path in err


def test_bad_json_text_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{ not json", encoding="utf-8")
    assert "broken.json: $: valid JSON" in _bad_input(["replay", str(path)], capsys)


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "readable file" in _bad_input(["replay", str(tmp_path / "absent.json")], capsys)


def test_unknown_engine_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    err = _bad_input(["replay", "--engine", "forge", str(MAY)], capsys)
    assert "unknown engine" in err and "'forge'" in err


def test_engine_lookup_is_one_function() -> None:
    from reference_engine.engine import run

    assert engine_runner("reference") is run
    with pytest.raises(LookupError):
        engine_runner("xmage")


LOOK_BACK = SCENARIOS / "603.10-look-back" / "bounced-with-the-others.json"


def _saved(tmp_path: Path, scenario: Any = None) -> Path:
    """A counterexample file as a run saves it: the property it broke, the engine, the seed."""
    data = {"format": "mtgconf-counterexample/1", "item": "leaves-triggers-look-back", "kind": "property",
            "engine": "mutant:no-look-back", "seed": 0, "rules": ["603.10a"],
            "scenario": scenario if scenario is not None else json.loads(LOOK_BACK.read_text(encoding="utf-8"))}
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_saved_counterexample_is_judged_by_its_property_on_its_engine(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _saved(tmp_path)
    assert main(["replay", str(path)]) == 1  # the engine it names still fails
    out = capsys.readouterr().out
    assert "[FAIL] leaves-triggers-look-back (CR 603.10a" in out and "Expected" in out
    assert "at the end, stack (top first):" in out
    assert main(["replay", str(path), "--engine", "reference"]) == 0  # any engine spec
    out = capsys.readouterr().out
    assert "[pass] leaves-triggers-look-back" in out and "[FAIL]" not in out


def test_all_judges_every_property(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from properties.registry import all_properties

    assert main(["replay", str(_saved(tmp_path)), "--engine", "reference", "--all"]) == 0
    verdicts = [line for line in capsys.readouterr().out.splitlines() if line.startswith("[")]
    assert len([v for v in verdicts if not v.startswith("[pass] $.expect")]) >= len(all_properties())


def test_a_saved_file_with_a_bad_scenario_names_the_path_inside_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = json.loads(LOOK_BACK.read_text(encoding="utf-8"))
    scenario["objects"][0]["zone"] = "play"
    err = _bad_input(["replay", str(_saved(tmp_path, scenario))], capsys)
    assert "saved.json" in err and "$.scenario.objects[0].zone" in err
