"""Wire messages: one canonical sample per type, each valid against its schema,
and the schema checker itself rejecting what it should."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mtgconf.adapters.wire import (
    SCHEMA_DIR, MessageType, WireError, decode, encode, problems, schema, without_oracle_text,
)
from reference_engine.codec import history_from_json, scenario_from_json

WIRE = Path(__file__).resolve().parents[2] / "fixtures" / "wire"


def sample(kind: MessageType) -> dict[str, Any]:
    return json.loads((WIRE / f"{kind.value}.json").read_text(encoding="utf-8"))


def test_every_message_type_has_a_sample_and_a_schema() -> None:
    names = {m.value for m in MessageType}
    assert {p.stem for p in WIRE.glob("*.json")} == names
    assert {p.name.removesuffix(".schema.json") for p in SCHEMA_DIR.glob("*.schema.json")} == names


@pytest.mark.parametrize("kind", list(MessageType), ids=lambda k: k.value)
def test_each_sample_matches_its_schema(kind: MessageType) -> None:
    message = sample(kind)
    assert message["type"] == kind.value
    assert problems(message) == []
    assert decode(encode(message)) == message


def test_the_payloads_are_a_valid_scenario_and_history() -> None:
    scenario_from_json(without_oracle_text(sample(MessageType.RUN)["scenario"]))
    history_from_json(sample(MessageType.RESULT)["history"])


@pytest.mark.parametrize("change, expected", [
    ({"protocol": True}, "$.protocol: expected 1"),
    ({"id": 0}, "$.id: expected at least 1"),
    ({"id": "2"}, "$.id: expected integer"),
    ({"id": 2.5}, "$.id: expected integer"),
    ({"capabilities": {"name": ""}}, "$.capabilities.name: expected at least 1"),
    ({"capabilities": {"name": "x", "events": [3]}}, "$.capabilities.events[0]: expected string"),
    ({"capabilities": {"version": "1"}}, "$.capabilities.name: required"),
    ({"surprise": True}, "$.surprise: not allowed"),
])
def test_the_checker_rejects_broken_capabilities(change: dict[str, Any], expected: str) -> None:
    assert any(p.startswith(expected) for p in problems({**sample(MessageType.CAPABILITIES), **change}))


def test_an_unknown_type_and_a_bad_error_code_are_rejected() -> None:
    assert problems({"type": "hola", "protocol": 1, "id": 1})[0].startswith("$.type: expected one of")
    error = {**sample(MessageType.ERROR), "code": "oops"}
    assert problems(error) == ["$.code: expected one of ['engine_error', 'unsupported', 'bad_request']"]


def test_an_error_may_have_a_null_id_but_a_result_may_not() -> None:
    assert problems({**sample(MessageType.ERROR), "id": None}) == []
    assert problems({**sample(MessageType.RESULT), "id": None}) == ["$.id: expected integer"]


def test_encode_writes_exactly_one_line() -> None:
    line = encode({**sample(MessageType.ERROR), "message": "two\nlines"})
    assert line.endswith("\n") and line.count("\n") == 1


def test_decode_names_the_problem() -> None:
    with pytest.raises(WireError, match="not JSON"):
        decode('{"type": ')


def test_the_schemas_are_valid_json_schema_and_agree_with_the_checker() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    bad = {**sample(MessageType.RESULT), "extra": 1}
    for kind in MessageType:
        validator = jsonschema.Draft202012Validator(schema(kind))
        validator.check_schema(schema(kind))
        assert list(validator.iter_errors(sample(kind))) == []
    assert list(jsonschema.Draft202012Validator(schema(MessageType.RESULT)).iter_errors(bad))
