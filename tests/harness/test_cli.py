"""mtgconf run / list / merge / report on stand-in properties and engines."""
from __future__ import annotations

import sys
from pathlib import Path

# The stand-ins are imported by name (also by engine specs and xdist workers),
# whether or not this folder is a package.
sys.path.insert(0, str(Path(__file__).parent))

import argparse
import json
import xml.etree.ElementTree as ET

import pytest

from mtgconf.commands import list as list_cmd
from mtgconf.commands import merge as merge_cmd
from mtgconf.commands import report as report_cmd
from mtgconf.commands import run as run_cmd
from mtgconf.results import load_results

FAKE, BUGGY = "python:harness_standins:FakeEngine", "python:harness_standins:BuggyEngine"
COMMANDS = {m.NAME: m for m in (run_cmd, list_cmd, merge_cmd, report_cmd)}


def cli(*argv: str) -> int:
    """Our subcommands through argparse, as mtgconf.cli wires them."""
    parser = argparse.ArgumentParser(prog="mtgconf")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, module in COMMANDS.items():
        module.add_arguments(sub.add_parser(name))
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    return COMMANDS[args.command].run(args)


@pytest.fixture
def standin(tmp_path: Path) -> list[str]:
    (tmp_path / "fixtures").mkdir()
    (tmp_path / "regressions").mkdir()
    return ["--catalogue", "harness_standins", "--fixtures-dir", str(tmp_path / "fixtures"),
            "--regressions-dir", str(tmp_path / "regressions"), "--examples", "30", "--workers", "1"]


def _run(tmp_path: Path, standin: list[str], name: str, *extra: str) -> tuple[int, dict]:
    out = tmp_path / name
    code = cli("run", *standin, "--report-dir", str(out), *extra)
    data = json.loads((out / "results.json").read_text()) if (out / "results.json").exists() else {}
    return code, data


def _verdicts(data: dict) -> dict[str, tuple[str, int, int]]:
    return {p["id"]: (p["status"], p["examples"], p["exercised"]) for p in data["properties"]}


def test_a_conformant_engine_exits_0_and_writes_results_and_junit(tmp_path: Path, standin: list[str],
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, data = _run(tmp_path, standin, "ok", "--engine", FAKE)
    assert code == 0
    assert data["summary"]["pass"] == 1 and data["summary"]["unsupported"] == 1
    assert data["summary"]["not-exercised"] == 1  # rarely-exercised: never, so not a pass
    assert data["engine"] == {"spec": FAKE, "name": "fake", "version": "1.0"}
    assert data["partial"] is False and data["settings"]["examples"] == 30
    cases = ET.parse(tmp_path / "ok" / "junit.xml").getroot().iter("testcase")
    assert sorted(c.get("name") for c in cases) == sorted(_verdicts(data))
    assert "1 passed, 0 failed, 1 unsupported, 1 not exercised" in capsys.readouterr().out


def test_a_bug_exits_1_with_a_replayable_counterexample(tmp_path: Path, standin: list[str]) -> None:
    code, data = _run(tmp_path, standin, "bug", "--engine", BUGGY)
    assert code == 1
    failed = [p for p in data["properties"] if p["status"] == "fail"]
    assert [p["id"] for p in failed] == ["final-life-unchanged"]
    cx = failed[0]["counterexample"]
    replay_file = Path(cx["replay"].split()[2])
    saved = json.loads(replay_file.read_text())
    assert saved["scenario"] == cx["scenario"]
    assert (saved["item"], saved["engine"], saved["seed"]) == ("final-life-unchanged", BUGGY, 0)
    assert ET.parse(tmp_path / "bug" / "junit.xml").getroot().find(".//failure") is not None


def test_one_and_two_workers_give_the_same_verdicts(tmp_path: Path, standin: list[str]) -> None:
    _, one = _run(tmp_path, standin, "w1", "--engine", BUGGY, "--workers", "1")
    _, two = _run(tmp_path, standin, "w2", "--engine", BUGGY, "--workers", "2")
    assert _verdicts(one) == _verdicts(two)
    cx = lambda d: [p["counterexample"]["scenario"] for p in d["properties"] if p["counterexample"]]  # noqa: E731
    assert cx(one) == cx(two)


@pytest.mark.parametrize("n", [2, 3])
def test_merged_shards_give_the_same_verdicts_as_the_full_run(tmp_path: Path, standin: list[str], n: int) -> None:
    _, full = _run(tmp_path, standin, "full", "--engine", BUGGY)
    shards = [_run(tmp_path, standin, f"s{k}", "--engine", BUGGY, "--shard", f"{k}/{n}")[1] for k in range(1, n + 1)]
    ids = [set(_verdicts(s)) for s in shards]
    assert sum(map(len, ids)) == len(set().union(*ids)) == len(_verdicts(full))  # a partition
    code = cli("merge", *(str(tmp_path / f"s{k}/results.json") for k in range(1, n + 1)),
               "--report-dir", str(tmp_path / "merged"))
    merged = load_results(tmp_path / "merged/results.json")
    assert code == 1 and not merged.partial
    assert {r.id: (r.status.value, r.examples, r.exercised) for r in merged.properties} == _verdicts(full)


def test_a_rerun_in_the_same_report_dir_replaces_the_items_saved_counterexamples(
        tmp_path: Path, standin: list[str]) -> None:
    """A failure that no longer happens leaves no saved file behind to
    contradict the report; files of items this run did not judge, and files
    that only share a prefix with an item's name, are left alone."""
    code, _ = _run(tmp_path, standin, "out", "--engine", BUGGY, "--properties", "final-life-unchanged")
    saved = tmp_path / "out" / "counterexamples"
    assert code == 1 and (saved / "final-life-unchanged.json").exists()
    (saved / "final-life-unchanged--2.json").write_text("{}")  # a second distinct failure of that run
    (saved / "final-life-unchanged-notes.json").write_text("{}")
    (saved / "rarely-exercised.json").write_text("{}")  # an item the next run does not select
    code, data = _run(tmp_path, standin, "out", "--engine", FAKE, "--properties", "final-life-unchanged")
    assert code == 0 and _verdicts(data)["final-life-unchanged"][0] == "pass"
    assert sorted(p.name for p in saved.iterdir()) == ["final-life-unchanged-notes.json", "rarely-exercised.json"]


def test_expected_failures_are_xfail_and_stale_ones_xpass(tmp_path: Path, standin: list[str]) -> None:
    exp = tmp_path / "known.yaml"
    exp.write_text("final-life-unchanged:\n  reason: off by one\n  link: https://tracker.example/1\n")
    code, data = _run(tmp_path, standin, "xf", "--engine", BUGGY, "--expectations", str(exp))
    assert code == 0 and _verdicts(data)["final-life-unchanged"][0] == "xfail"
    code, data = _run(tmp_path, standin, "xp", "--engine", FAKE, "--expectations", str(exp))
    assert code == 1 and _verdicts(data)["final-life-unchanged"][0] == "xpass"


@pytest.mark.parametrize(("text", "where"), [
    ("final-life-unchanged: [1]\n", "$.final-life-unchanged"),
    ("final-life-unchanged:\n  reason: x\n", "$.final-life-unchanged.link"),
    ("no-such-property:\n  reason: x\n  link: y\n", "$.no-such-property"),
    ("a: [\n", "valid YAML"),
])
def test_a_malformed_expectations_file_exits_2_naming_file_and_path(
        tmp_path: Path, standin: list[str], capsys: pytest.CaptureFixture[str], text: str, where: str) -> None:
    exp = tmp_path / "bad.yaml"
    exp.write_text(text)
    code, _ = _run(tmp_path, standin, "bad", "--engine", FAKE, "--expectations", str(exp))
    err = capsys.readouterr().err.strip()
    assert code == 2 and str(exp) in err and where in err and len(err.splitlines()) == 1


def test_a_malformed_fixture_exits_2_naming_file_and_path(tmp_path: Path, standin: list[str],
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "fixtures" / "603" / "bad.json"
    bad.parent.mkdir()
    bad.write_text('{"players": [{"id": 0}, {"id": 1}], "step": "teatime"}')
    code, _ = _run(tmp_path, standin, "badfix", "--engine", FAKE)
    err = capsys.readouterr().err
    assert code == 2 and str(bad) in err and "$.step" in err


@pytest.mark.parametrize(("argv", "code", "message"), [
    (("--engine", "no-such-engine"), 2, "unknown engine spec"),
    (("--engine", "python:harness_standins:Panic"), 3, "could not be started"),
    (("--shard", "3/2"), 2, "K/N"),
    (("--examples", "0"), 2, "at least 1"),
])
def test_input_errors(tmp_path: Path, standin: list[str], capsys: pytest.CaptureFixture[str],
                      argv: tuple[str, ...], code: int, message: str) -> None:
    assert _run(tmp_path, standin, "err", *argv)[0] == code
    assert message in capsys.readouterr().err


def test_an_unwritable_report_dir_exits_2(tmp_path: Path, standin: list[str],
                                         capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert cli("run", *standin, "--engine", FAKE, "--report-dir", str(blocker / "sub")) == 2
    assert "report directory" in capsys.readouterr().err


def test_engine_faults_are_recorded_and_the_run_goes_on(tmp_path: Path, standin: list[str]) -> None:
    code, data = _run(tmp_path, standin, "panic", "--engine", "python:harness_standins:PanickingEngine")
    assert code == 1
    statuses = {p["id"]: p["status"] for p in data["properties"]}
    assert statuses == {"final-life-unchanged": "error", "rarely-exercised": "error", "needs-damage-events": "unsupported"}
    assert all("native panic" in p["counterexample"]["evidence"] for p in data["properties"] if p["status"] == "error")


def test_regressions_are_saved_only_when_asked_and_replayed_first(tmp_path: Path, standin: list[str]) -> None:
    saved = tmp_path / "regressions"
    _run(tmp_path, standin, "r0", "--engine", BUGGY)
    assert not list(saved.iterdir())
    _run(tmp_path, standin, "r1", "--engine", BUGGY, "--save-regressions")
    files = sorted(p.name for p in saved.iterdir())
    assert files == ["final-life-unchanged.json"]
    # With one example only, the saved counterexample alone finds the bug.
    code, data = _run(tmp_path, standin, "r2", "--engine", BUGGY, "--examples", "1", "--seed", "99")
    assert code == 1 and _verdicts(data)["final-life-unchanged"][0] == "fail"
    _run(tmp_path, standin, "r3", "--engine", BUGGY, "--save-regressions")
    assert sorted(p.name for p in saved.iterdir()) == files  # not saved twice


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs a folder no one can write: /proc/self")
def test_an_unwritable_regressions_folder_is_refused_before_the_run(tmp_path: Path, standin: list[str],
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, data = _run(tmp_path, [*standin, "--regressions-dir", "/proc/self"], "r", "--engine", BUGGY,
                      "--save-regressions")
    assert code == 2 and data == {}
    assert "cannot save regressions in /proc/self: " in capsys.readouterr().err


def test_a_regression_that_cannot_be_saved_after_the_run_keeps_the_results(
        tmp_path: Path, standin: list[str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The folder refuses a file once the run is over (a full disk, say):
    the results and report are already written, and the run exits 2 saying why."""
    from mtgconf.runner import regressions

    def full(path: Path, text: str) -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(regressions, "write_text_atomic", full)
    code, data = _run(tmp_path, standin, "r", "--engine", BUGGY, "--save-regressions")
    assert code == 2 and _verdicts(data)["final-life-unchanged"][0] == "fail"
    assert (tmp_path / "r" / "index.html").is_file()
    assert "cannot save regressions in " in capsys.readouterr().err


def test_selection_by_glob_and_rules(tmp_path: Path, standin: list[str]) -> None:
    _, data = _run(tmp_path, standin, "glob", "--engine", FAKE, "--properties", "rarely-*")
    assert list(_verdicts(data)) == ["rarely-exercised"]
    # A selection that matches nothing is a usage error, not "0 passed".
    code, data = _run(tmp_path, standin, "rules", "--engine", FAKE, "--rules", "603")
    assert code == 2 and data == {}


def test_list_text_and_json(standin: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli("list", "--catalogue", "harness_standins", "--format", "json") == 0
    listed = json.loads(capsys.readouterr().out)
    assert [p["id"] for p in listed] == ["final-life-unchanged", "needs-damage-events", "rarely-exercised"]
    assert listed[0]["rules"] == ["119.3"] and listed[0]["title_fr"]
    assert cli("list", "--catalogue", "harness_standins", "--lang", "fr") == 0
    assert "CR 119.3" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "said"), [
    (("--rules", "abc"), "--rules 'abc': matches no property"),
    (("--properties", "final-life-unchangd"), "did you mean 'final-life-unchanged'?"),
    (("--features", "nosuch", "--format", "json"), "--features 'nosuch': matches no property"),
    (("--catalogue", "no_such_catalogue"), "--catalogue: cannot import 'no_such_catalogue'"),
    (("--clauses", "--rules", "999"), "--rules '999': matches no clause"),
])
def test_list_of_nothing_is_a_usage_error(standin: list[str], capsys: pytest.CaptureFixture[str],
                                          argv: tuple[str, ...], said: str) -> None:
    """As for `run`: a selection that names nothing (or a catalogue that cannot
    be imported) exits 2 with the reason, not an empty listing or a traceback."""
    catalogue = () if "--catalogue" in argv or "--clauses" in argv else ("--catalogue", "harness_standins")
    assert cli("list", *catalogue, *argv) == 2
    captured = capsys.readouterr()
    assert said in captured.err and captured.out == ""


def test_report_and_merge_refuse_bad_results_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "r.json"
    bad.write_text('{"suite_version": 1}')
    assert cli("report", str(bad), "--report-dir", str(tmp_path / "o")) == 2
    assert cli("merge", str(bad), "--report-dir", str(tmp_path / "o")) == 2
    assert str(bad) in capsys.readouterr().err


def test_a_crash_of_the_suite_exits_4_not_1(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Python's own status for an uncaught exception is 1, which a CI job
    would read as non-conformance: a broken catalogue (here, two modules
    registering one property, as an older install's leftover would) exits 4."""
    from mtgconf import cli as mtgconf_cli
    from properties import registry

    def broken() -> list[object]:
        raise registry.RegistrationError("property function 'f': duplicate property id 'f'")

    monkeypatch.setattr(registry, "all_properties", broken)
    assert mtgconf_cli.main(["list"]) == mtgconf_cli.EXIT_SUITE == 4
    err = capsys.readouterr().err
    assert "duplicate property id 'f'" in err and "Traceback" in err
    assert "mtgconf list: internal error (exit 4)" in err and "not a verdict on the engine" in err


@pytest.mark.parametrize("argv", [["run"], ["report", "results.json"], ["merge", "results.json"],
                                  ["explain", "603.2"], ["fuzz"]])
def test_an_empty_report_dir_is_a_usage_error(argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """``--report-dir "$OUT"`` with ``OUT`` unset: not the current directory."""
    from mtgconf import cli as mtgconf_cli

    monkeypatch.chdir(tmp_path)
    assert mtgconf_cli.main([*argv, "--report-dir", ""]) == 2
    assert "--report-dir: expected a directory, not an empty path" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
