"""The committed JSON Schemas and the loaders agree on a corpus: every valid
document passes both, and every structural error of the malformed-input corpus
(an unknown key, a value of the wrong JSON type) is refused by both. Semantic
errors (dangling ids, numbers out of range) are beyond a JSON Schema; the
loader alone refuses those."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from mtgconf.results import SCHEMA_PATH, load_results
from reference_engine.codec import SCHEMA_DIR, load_scenario, to_json
from reference_engine.engine import run as play

ROOT = Path(__file__).resolve().parents[2]
CASES = json.loads((ROOT / "tests/corpus/cases.json").read_text(encoding="utf-8"))
SCHEMAS = {"scenario": SCHEMA_DIR / "scenario-v1.schema.json", "history": SCHEMA_DIR / "history-v1.schema.json",
           "results": SCHEMA_PATH}
STRUCTURAL = [c for c in CASES if c["id"].split("-", 1)[1].startswith(("scenario-", "history-", "results-"))
              and c["id"].endswith(("unknown-key", "wrong-type"))]
VALID = sorted((ROOT / "fixtures/scenarios").rglob("*.json"))[::3]  # a History schema check takes a second


@cache
def _validator(kind: str) -> Any:
    schema = json.loads(SCHEMAS[kind].read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


def _kind(case_id: str) -> str:
    return case_id.split("-", 2)[1]


def test_every_record_of_every_schema_is_closed() -> None:
    for kind, path in SCHEMAS.items():
        schema = json.loads(path.read_text(encoding="utf-8"))
        records = [d for d in schema.get("$defs", {}).values() if d.get("type") == "object" and "properties" in d]
        assert records and all(d.get("additionalProperties") is False for d in records), kind


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.stem)
def test_valid_documents_pass_the_loader_and_the_schema(path: Path) -> None:
    scenario = load_scenario(path)
    _validator("scenario").validate(json.loads(path.read_text(encoding="utf-8")))
    _validator("history").validate(to_json(play(scenario)))


def test_committed_results_pass_the_loader_and_the_schema() -> None:
    for path in sorted((ROOT / "docs/certification").rglob("results*.json")):
        load_results(path)
        _validator("results").validate(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("case", STRUCTURAL, ids=[c["id"] for c in STRUCTURAL])
def test_structural_errors_are_refused_by_the_schema_too(case: dict[str, Any]) -> None:
    doc = json.loads((ROOT / case["file"]).read_text(encoding="utf-8"))
    assert not _validator(_kind(case["id"])).is_valid(doc), f"the schema accepts what the loader refuses at {case['names'][0]}"
