"""The committed JSON Schemas: up to date, and they accept and reject what the codec does."""
from __future__ import annotations

import copy
import json

import pytest
from jsonschema import Draft202012Validator

from format_samples import history, scenario_json
from reference_engine.codec import SCHEMA_DIR, to_json
from reference_engine.schema_export import SCHEMAS, schema_text


def _committed(name: str) -> dict:  # type: ignore[type-arg]
    return json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_committed_schema_is_up_to_date(name: str) -> None:
    committed = (SCHEMA_DIR / name).read_text(encoding="utf-8")
    assert committed == schema_text(SCHEMAS[name]), (
        f"{name} is stale: run `python -m reference_engine.schema_export` and commit the result")


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_committed_schema_is_a_valid_draft_2020_12_schema(name: str) -> None:
    Draft202012Validator.check_schema(_committed(name))


def test_scenario_json_validates_against_the_schema() -> None:
    Draft202012Validator(_committed("scenario-v1.schema.json")).validate(scenario_json())


def test_history_json_validates_against_the_schema() -> None:
    Draft202012Validator(_committed("history-v1.schema.json")).validate(to_json(history()))


def test_schema_rejects_a_wrong_enum_value() -> None:
    data = copy.deepcopy(scenario_json())
    data["objects"][0]["zone"] = "play"
    errors = list(Draft202012Validator(_committed("scenario-v1.schema.json")).iter_errors(data))
    assert any(list(e.absolute_path) == ["objects", 0, "zone"] for e in errors)


def test_schema_rejects_an_unknown_event_kind() -> None:
    data = to_json(history())
    data["events"][0]["kind"] = "teleported"
    assert not Draft202012Validator(_committed("history-v1.schema.json")).is_valid(data)
