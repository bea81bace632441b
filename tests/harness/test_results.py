"""results.json: round trip, committed schema, summary, merge, bad files."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mtgconf.results import (
    SCHEMA_PATH, EngineRecord, ResultsError, RunResults, RunSettings, check_mergeable, load_results, merge_runs,
    results_from_json, results_schema, results_to_json, summarize, summary_line, write_results,
)
from mtgconf.runner import Counterexample, PropertyResult, Status


def _item(id: str, status: Status, **kw: object) -> PropertyResult:
    return PropertyResult(id=id, rules=("603.2",), status=status, examples=10, exercised=4,
                          duration=0.1, **kw)  # type: ignore[arg-type]


def _run(*items: PropertyResult, shard: str = "1/1", partial: bool = False) -> RunResults:
    return RunResults(suite_version="0.1.0", engine=EngineRecord(spec="reference", name="ref"),
                      settings=RunSettings(seed=1, examples=10, shard=shard), started="2026-01-01T00:00:00Z",
                      duration=1.0, partial=partial, summary=summarize(items), properties=tuple(items))


CX = Counterexample(scenario={"players": [{"id": 0}, {"id": 1}]}, history={"events": []},
                    explanation="Expected one trigger, but observed two.", replay="mtgconf replay x.json")


def test_round_trip_through_json(tmp_path: Path) -> None:
    run = _run(_item("a", Status.PASS), _item("b", Status.FAIL, counterexample=CX))
    path = write_results(run, tmp_path / "results.json")
    assert load_results(path) == run
    data = json.loads(path.read_text())
    assert data["cr_edition"] == "2026-08-07" and data["format"] == "mtgconf-results/1.1"
    assert data["properties"][1]["counterexample"]["explanation"] == CX.explanation


def test_a_format_1_file_still_loads(tmp_path: Path) -> None:
    """1.1 only adds fields with defaults and a status: an older file reads as before."""
    data = results_to_json(_run(_item("a", Status.PASS), _item("b", Status.FAIL, counterexample=CX)))
    data["format"] = "mtgconf-results/1"
    for key in ("require_exercised", "min_eligible", "exitfirst"):
        del data["settings"][key]
    for item in data["properties"]:
        del item["more_counterexamples"]
    del data["properties"][1]["counterexample"]["signature"]
    run = results_from_json(data)
    assert [r.status for r in run.properties] == [Status.PASS, Status.FAIL]
    assert run.properties[1].more_counterexamples == () and not run.settings.require_exercised


def test_the_committed_schema_is_up_to_date() -> None:
    committed = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    assert committed == results_schema(), "regenerate with: python -m mtgconf.results"


def test_summary_counts_every_status() -> None:
    items = [_item("a", Status.PASS), _item("b", Status.PASS), _item("c", Status.UNSUPPORTED)]
    counts = summarize(items)
    assert counts == {"pass": 2, "fail": 0, "error": 0, "unsupported": 1, "not-exercised": 0,
                      "xfail": 0, "xpass": 0}
    assert summary_line(_run(*items)) == "2 passed, 0 failed, 1 unsupported"
    more = [*items, _item("d", Status.NOT_EXERCISED)]
    assert summary_line(_run(*more)) == "2 passed, 0 failed, 1 unsupported, 1 not exercised"


@pytest.mark.parametrize(("status", "conformant"), [
    (Status.PASS, True), (Status.UNSUPPORTED, True), (Status.XFAIL, True),
    (Status.FAIL, False), (Status.ERROR, False), (Status.XPASS, False), (Status.NOT_EXERCISED, True),
])
def test_conformance_by_status(status: Status, conformant: bool) -> None:
    assert _run(_item("a", Status.PASS), _item("b", status)).conformant is conformant


def test_require_exercised_makes_a_not_exercised_property_non_conformant() -> None:
    from dataclasses import replace

    run = _run(_item("a", Status.PASS), _item("b", Status.NOT_EXERCISED))
    strict = replace(run, settings=replace(run.settings, require_exercised=True))
    assert run.conformant and not strict.conformant
    assert strict.shortfalls == ("1 properties were not exercised: b",)


def test_min_eligible_fails_a_run_with_too_few_eligible_properties() -> None:
    from dataclasses import replace

    run = _run(_item("a", Status.PASS), _item("b", Status.UNSUPPORTED), _item("c", Status.UNSUPPORTED))
    assert run.eligible_share == pytest.approx(100 / 3)
    assert replace(run, settings=replace(run.settings, min_eligible=33)).conformant
    demanding = replace(run, settings=replace(run.settings, min_eligible=34))
    assert not demanding.conformant and "only 33.3% of the properties were eligible" in demanding.shortfalls[0]


def test_merging_shards_unions_items_and_keeps_partial() -> None:
    one = _run(_item("b", Status.PASS), shard="1/2")
    two = _run(_item("a", Status.FAIL), shard="2/2", partial=True)
    merged = merge_runs([one, two])
    assert [r.id for r in merged.properties] == ["a", "b"]
    assert merged.partial and merged.summary["fail"] == 1 and merged.settings.shard == "1/2,2/2"


def test_shards_of_one_run_and_the_same_shard_twice_are_mergeable() -> None:
    from dataclasses import replace

    one, two = _run(_item("b", Status.PASS), shard="1/2"), _run(_item("a", Status.FAIL), shard="2/2")
    again = replace(two, properties=(replace(two.properties[0], duration=9.0),))  # a rerun of shard 2
    check_mergeable([("s1.json", one), ("s2.json", two), ("s2-again.json", again)])


@pytest.mark.parametrize(("change", "said"), [
    ({"seed": 2}, "seed 1 against 2"),
    ({"examples": 150}, "examples 10 against 150"),
    ({"properties": "apnap-*"}, "properties '*' against 'apnap-*'"),
])
def test_files_of_different_runs_are_not_merged(change: dict[str, object], said: str) -> None:
    """The merged report would state the first file's seed, budget or selection."""
    from dataclasses import replace

    one, two = _run(_item("b", Status.PASS), shard="1/2"), _run(_item("a", Status.PASS), shard="2/2")
    other = replace(two, settings=replace(two.settings, **change))  # type: ignore[arg-type]
    with pytest.raises(ResultsError) as err:
        check_mergeable([("s1.json", one), ("s2.json", other)])
    assert str(err.value).startswith("s2.json: not a shard of the same run as s1.json") and said in str(err.value)


def test_an_item_with_two_different_results_is_not_merged() -> None:
    """Otherwise the first file's result wins silently, and a failure can vanish."""
    failed, passed = _run(_item("a", Status.FAIL)), _run(_item("a", Status.PASS))
    with pytest.raises(ResultsError) as err:
        check_mergeable([("fail.json", failed), ("pass.json", passed)])
    assert "pass.json: a is also in fail.json with another result (fail there, pass here)" in str(err.value)


@pytest.mark.parametrize(("text", "where"), [
    ("{", "valid JSON"),
    ('{"suite_version": "1"}', "$.engine"),
    ('{"suite_version": "1", "engine": {"spec": "r"}, "properties": [{"id": 3}]}', "$.properties[0]"),
])
def test_bad_results_files_name_the_file_and_the_path(tmp_path: Path, text: str, where: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(ResultsError) as err:
        load_results(path)
    assert str(path) in str(err.value) and where in str(err.value)


def test_unknown_status_is_rejected() -> None:
    data = results_to_json(_run(_item("a", Status.PASS)))
    data["properties"][0]["status"] = "maybe"
    with pytest.raises(ResultsError, match=r"\$\.properties\[0\]\.status"):
        results_from_json(data)


GAP = {"key": "harness.undeclared-features", "params": {"engine": "x", "missing": "costs"}}
PARTS = {"expected": {"key": "instructions.tap.expected", "params": {"obj": 4, "target": 2}},
         "observed": {"key": "instructions.tap.observed", "params": {"obj": 4, "target": 2}}}


@pytest.mark.parametrize("parts, where", [
    ({**GAP, "extra": 1}, "$.properties[0].reason_parts.extra"),
    ({"key": "no.such-template", "params": {}}, "$.properties[0].reason_parts.key"),
    ({"key": GAP["key"], "params": {**GAP["params"], "typo": 1}}, "$.properties[0].reason_parts.params.typo"),
    ({"key": GAP["key"], "params": {"engine": "x"}}, "$.properties[0].reason_parts.params"),
])
def test_a_bad_reason_message_is_refused_at_its_path(parts: dict[str, object], where: str) -> None:
    data = results_to_json(_run(_item("a", Status.UNSUPPORTED, reason="r", reason_parts=GAP)))
    assert results_from_json(data).properties[0].reason_parts == GAP
    data["properties"][0]["reason_parts"] = parts
    with pytest.raises(ResultsError, match=re.escape(where) + ":"):
        results_from_json(data)


def test_explanation_parts_share_their_parameters_and_unknown_ones_are_refused() -> None:
    good = Counterexample(scenario={}, history={}, explanation="e", replay="r", explanation_parts=PARTS)
    data = results_to_json(_run(_item("a", Status.FAIL, counterexample=good)))
    assert results_from_json(data).properties[0].counterexample == good
    data["properties"][0]["counterexample"]["explanation_parts"]["observed"]["params"]["stray"] = 1
    with pytest.raises(ResultsError, match=r"explanation_parts\.observed\.params\.stray"):
        results_from_json(data)
