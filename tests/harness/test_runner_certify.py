"""mtgconf.certify: the one-call certifier for engine authors' test suites."""
from __future__ import annotations

import shlex
import sys
from pathlib import Path

# The stand-ins are imported by name (also by engine specs and xdist workers),
# whether or not this folder is a package.
sys.path.insert(0, str(Path(__file__).parent))

import pytest
from harness_standins import BuggyEngine, FakeEngine, PanickingEngine, TwoBugEngine

import mtgconf
from mtgconf.runner import Status


def test_a_conformant_engine_returns_its_results() -> None:
    results = mtgconf.certify(FakeEngine(), examples=10, catalogue="harness_standins", require_exercised=False)
    assert {r.id: r.status for r in results} == {
        "final-life-unchanged": Status.PASS, "needs-damage-events": Status.UNSUPPORTED,
        "rarely-exercised": Status.NOT_EXERCISED}


def test_certification_requires_every_property_to_be_exercised() -> None:
    with pytest.raises(AssertionError) as err:
        mtgconf.certify(FakeEngine(), examples=10, catalogue="harness_standins")
    text = str(err.value)
    assert text.startswith("1 of 3 properties are not conformant")
    assert "not-exercised: rarely-exercised" in text


def test_certification_can_demand_a_minimum_of_eligible_properties() -> None:
    # 2 of the 3 stand-in properties are eligible on the fake engine (67%).
    mtgconf.certify(FakeEngine(), examples=5, catalogue="harness_standins", require_exercised=False, min_eligible=60)
    with pytest.raises(AssertionError, match=r"only 66.7% of the properties were eligible"):
        mtgconf.certify(FakeEngine(), examples=5, catalogue="harness_standins", require_exercised=False,
                        min_eligible=70)


def test_non_conformance_raises_a_summary() -> None:
    with pytest.raises(AssertionError) as err:
        mtgconf.certify(BuggyEngine(), examples=60, catalogue="harness_standins", require_exercised=False)
    text = str(err.value)
    assert text.startswith("1 of 3 properties are not conformant")
    assert "final-life-unchanged (CR 119.3)" in text and "Expected player" in text


def test_engine_errors_are_non_conformance_too() -> None:
    with pytest.raises(AssertionError, match="(?s)2 of 3 properties.*native panic"):
        mtgconf.certify(PanickingEngine(), examples=5, catalogue="harness_standins", require_exercised=False)


def test_expectations_and_property_selection() -> None:
    known = {"final-life-unchanged": {"reason": "off by one", "link": "https://tracker.example/1"}}
    results = mtgconf.certify(BuggyEngine(), examples=60, expectations=known,
                              properties=["final-life-unchanged"], catalogue="harness_standins")
    assert [(r.id, r.status) for r in results] == [("final-life-unchanged", Status.XFAIL)]
    with pytest.raises(AssertionError, match="xpass"):
        mtgconf.certify(FakeEngine(), examples=5, expectations=known, properties="final-*",
                        catalogue="harness_standins")


def test_the_documented_snippet_needs_no_known_failures_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    results = mtgconf.certify(FakeEngine(), expectations="known-failures.yaml", examples=5,
                              catalogue="harness_standins", require_exercised=False)
    assert results and not (tmp_path / "known-failures.yaml").exists()
    assert not (tmp_path / ".hypothesis").exists()  # Hypothesis writes under reports/, if at all


def test_the_failure_message_replays_a_written_counterexample(tmp_path: Path) -> None:
    from mtgconf.cli import main

    with pytest.raises(AssertionError) as err:
        mtgconf.certify(BuggyEngine(), examples=60, catalogue="harness_standins", report_dir=tmp_path)
    command = next(line.removeprefix("replay: ") for line in str(err.value).splitlines()
                   if line.startswith("replay: "))
    assert "SPEC" not in command and "--engine python:harness_standins:BuggyEngine" in command
    argv = shlex.split(command)
    assert argv[:2] == ["mtgconf", "replay"] and Path(argv[2]).is_file()
    assert main(argv[1:]) == 1  # the replay shows the failure again


def test_every_replay_command_names_a_written_file_and_a_pass_clears_them(tmp_path: Path) -> None:
    """Two distinct failures of one property: both replay commands of the
    summary name a file certify wrote (the second, ``--2.json``, used to be
    named and never written). Certified again once conformant, the item's
    old files are gone."""
    with pytest.raises(AssertionError) as err:
        mtgconf.certify(TwoBugEngine(), examples=300, catalogue="standin_two_bugs", report_dir=tmp_path,
                        require_exercised=False)
    commands = [line.removeprefix("replay: ") for line in str(err.value).splitlines() if line.startswith("replay: ")]
    assert len(commands) == 2 and all(Path(shlex.split(c)[2]).is_file() for c in commands)
    mtgconf.certify(FakeEngine(), examples=30, catalogue="standin_two_bugs", report_dir=tmp_path,
                    require_exercised=False)
    assert list((tmp_path / "counterexamples").iterdir()) == []


@pytest.mark.timeout(120)  # unguarded, the looping engine never returns: fail, do not hang
def test_certify_guards_the_engine_as_a_run_does(tmp_path: Path) -> None:
    """A History no format allows (a lone surrogate in a card name) and a run
    stuck in the engine's own loop are findings, as under `mtgconf run`:
    certify used to hand the raw adapter to the properties, which passed the
    first and hung on the second."""
    from hostile_engines import LoopsForever, SurrogateCardName

    cases = ((SurrogateCardName(), "bad_history", 10.0), (LoopsForever(), "no reply within 1 s", 1.0))
    for engine, said, timeout in cases:
        with pytest.raises(AssertionError) as err:
            mtgconf.certify(engine, examples=5, catalogue="hostile_engines", properties="final-life-unchanged",
                            require_exercised=False, report_dir=tmp_path, timeout=timeout)
        assert said in str(err.value)
