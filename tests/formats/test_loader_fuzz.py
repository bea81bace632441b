"""Fuzzing the loaders: malformed variants of valid documents (a key deleted or
renamed, a value of the wrong type, a huge value) are either accepted and
round-trip, or refused with a ``ScenarioError`` / ``HistoryError`` /
``ResultsError`` naming a JSON path of the document. Never another exception,
never a hang (each example is bounded by the input limits). A scenario's
``expect`` facts are left alone: their format belongs to
``properties.fixture_facts``, which checks them when the fixture runs."""
from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgconf.results import ResultsError, load_results, results_from_json, results_to_json
from reference_engine.codec import history_from_json, load_scenario, scenario_from_json, to_json
from reference_engine.engine import run as play
from reference_engine.errors import HistoryError, ScenarioError

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = sorted((ROOT / "fixtures" / "scenarios").rglob("*.json"))[::4]
SCENARIOS = [to_json(load_scenario(p)) for p in FIXTURES]
HISTORIES = [to_json(play(load_scenario(p))) for p in FIXTURES[:4]]
RESULTS = results_to_json(load_results(ROOT / "docs/certification/python-mtg-0.1.1/results.json"))
RESULTS["properties"] = RESULTS["properties"][:4]
_TOKEN = re.compile(r'\.([A-Za-z0-9_\-+/]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]')
HUGE: tuple[Any, ...] = (10 ** 40, -(10 ** 40), "x" * 20_000, list(range(25_000)), 1e308 * 10, float("nan"))


def _nodes(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _nodes(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _nodes(v, path + (i,))
    return out


@st.composite
def variants(draw: st.DrawFn, bases: list[dict[str, Any]]) -> dict[str, Any]:
    doc = copy.deepcopy(draw(st.sampled_from(bases)))
    # Expected facts are free-form here; properties.fixture_facts checks them when a fixture runs.
    where = draw(st.sampled_from([n for n in _nodes(doc)[1:] if n[0] != "expect"]))
    parent = doc
    for part in where[:-1]:
        parent = parent[part]
    key = where[-1]
    how = draw(st.sampled_from(("delete", "rename", "wrong", "huge")))
    if how == "delete":
        del parent[key]
    elif how == "rename" and isinstance(key, str):
        parent[key + draw(st.sampled_from(("s", "_", "x")))] = parent.pop(key)
    elif how == "huge":
        parent[key] = draw(st.sampled_from(HUGE))
    else:
        parent[key] = draw(st.sampled_from((None, True, 0, -1, 1.5, "", "1", [], {}, [None], {"a": 1})))
    return doc


def _resolves(doc: Any, path: str) -> bool:
    """The JSON path names a node of ``doc``, or a key missing from an object of it."""
    assert path.startswith("$"), path
    tokens = _TOKEN.findall(path[1:])
    node = doc
    for i, (name, index, quoted) in enumerate(tokens):
        key: Any = name or (int(index) if index else json.loads(quoted))
        if isinstance(node, dict) and key in node or isinstance(node, list) and isinstance(key, int) \
                and key < len(node):
            node = node[key]
        else:
            return i == len(tokens) - 1 and isinstance(node, (dict, list))
    return True


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


@FUZZ
@given(variants(SCENARIOS))
def test_a_mangled_scenario_is_refused_at_a_path_or_round_trips(doc: dict[str, Any]) -> None:
    try:
        scenario = scenario_from_json(doc, source="fuzz.json")
    except ScenarioError as err:
        assert err.source == "fuzz.json" and _resolves(doc, err.path), str(err)
        return
    assert scenario_from_json(to_json(scenario)) == scenario


@FUZZ
@given(variants(HISTORIES))
def test_a_mangled_history_is_refused_at_a_path_or_round_trips(doc: dict[str, Any]) -> None:
    try:
        history = history_from_json(doc)
    except HistoryError as err:
        assert _resolves(doc, err.path), str(err)
        return
    assert history_from_json(to_json(history)) == history


@FUZZ
@given(variants([RESULTS]))
def test_a_mangled_results_file_is_refused_at_a_path_or_round_trips(doc: dict[str, Any]) -> None:
    try:
        run = results_from_json(doc, source="fuzz.json")
    except ResultsError as err:
        text = str(err)
        assert text.startswith("fuzz.json: $"), text
        assert _resolves(doc, text.removeprefix("fuzz.json: ").split(": ", 1)[0]), text
        return
    assert results_from_json(results_to_json(run)) == run


@pytest.mark.parametrize("count", [20_001])
def test_too_many_events_is_refused_naming_the_limit(count: int) -> None:
    doc = {"engine": {"name": "e"}, "events": [{"seq": i + 1, "kind": "pass", "player": 0} for i in range(count)]}
    with pytest.raises(HistoryError, match=r"\$\.events: at most 20000 events \(limit events\)"):
        history_from_json(doc)
