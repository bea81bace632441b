"""Expectation entries may carry their triage: classification, regression file, explanation."""
from __future__ import annotations

import pytest

from mtgconf.expectations import ExpectationsError, parse_expectations

BASE = {"reason": "counts once per batch", "link": "https://tracker.example/1"}


def test_triage_keys_are_read() -> None:
    entry = {**BASE, "classification": "engine bug", "regression": "fixtures/regressions/x/p.json",
             "explanation": "The engine\n  counts one trigger."}
    got = parse_expectations({"p": entry})["p"]
    assert (got.classification, got.regression) == ("engine bug", "fixtures/regressions/x/p.json")
    assert got.explanation == "The engine counts one trigger."


def test_entries_without_triage_keys_still_load() -> None:
    got = parse_expectations({"p": BASE})["p"]
    assert got.reason == BASE["reason"] and got.classification == ""


@pytest.mark.parametrize("bad, path", [
    ({"classification": "cosmic ray"}, "$.p.classification"),
    ({"explanation": "  "}, "$.p.explanation"),
    ({"owner": "me"}, "$.p.owner"),
])
def test_bad_triage_keys_name_the_path(bad: dict[str, str], path: str) -> None:
    with pytest.raises(ExpectationsError) as err:
        parse_expectations({"p": {**BASE, **bad}}, source="e.yaml")
    assert err.value.path == path
