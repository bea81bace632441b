"""The example JavaScript engine (examples/engine-js/) certified over the
JSON-lines protocol: a small run matches its committed expectations, and the
rule it breaks on purpose under ``--bug no-look-back`` is found and shrunk."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mtgconf.adapters.protocol import Unsupported
from mtgconf.adapters.wire import decode, encode, without_oracle_text
from mtgconf.engines.specs import resolve
from mtgconf.expectations import load_expectations
from properties.registry import Case, all_properties, get
from reference_engine.codec import scenario_from_json

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "examples" / "engine-js" / "engine.js"
EXPECTATIONS = ROOT / "fixtures" / "expectations" / "engine-js.yaml"
REGRESSIONS = ROOT / "fixtures" / "regressions" / "engine-js"

REQUIRED = os.environ.get("MTGCONF_REQUIRE_NODE") == "1"
"""CI sets this so that a missing Node.js fails the run instead of skipping."""

NODE = shutil.which("node")
if NODE is None:
    if REQUIRED:
        raise RuntimeError("MTGCONF_REQUIRE_NODE=1 but node is missing (apt-get install nodejs)")
    pytest.skip("node is not installed (apt-get install nodejs)", allow_module_level=True)


def spec(*flags: str) -> str:
    return " ".join(["cmd:node", str(ENGINE), *flags])


def mtgconf_run(tmp: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], dict]:  # type: ignore[type-arg]
    done = subprocess.run([sys.executable, "-m", "mtgconf", "run", "--seed", "0", "--report-dir", str(tmp), *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    return done, json.loads((tmp / "results.json").read_text(encoding="utf-8"))


def test_small_run_matches_the_expectations(tmp_path: Path) -> None:
    done, results = mtgconf_run(tmp_path, "--engine", spec(), "--examples", "5",
                                "--expectations", str(EXPECTATIONS), "--regressions-dir", str(REGRESSIONS))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    summary = results["summary"]
    assert summary["xfail"] == len(load_expectations(EXPECTATIONS))  # every known failure reproduced
    played = [r for r in results["properties"] if r["status"] == "pass" and r["exercised"] > 0]
    assert len(played) >= 8, "the engine must really play the properties it declares"


def test_the_deliberate_bug_is_found_with_a_counterexample(tmp_path: Path) -> None:
    empty = tmp_path / "no-regressions"
    empty.mkdir()
    done, results = mtgconf_run(tmp_path / "report", "--engine", spec("--bug", "no-look-back"),
                                "--examples", "25", "--properties", "leaves-triggers-look-back",
                                "--no-fixtures", "--regressions-dir", str(empty))
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    [result] = results["properties"]
    assert result["status"] == "fail" and "603.10a" in result["rules"]
    cx = result["counterexample"]
    assert "looking back" in cx["explanation"] and cx["events"]
    # The shrunk scenario is a real counterexample: the engine without the bug passes it.
    scenario = scenario_from_json(cx["scenario"])
    record = get("leaves-triggers-look-back")
    for flags, ok in (((), True), (("--bug", "no-look-back"), False)):
        adapter = resolve(spec(*flags))
        try:
            verdict = record.check(Case(scenario, adapter.run(scenario)))
        finally:
            adapter.close()
        assert verdict.ok is ok and verdict.exercised


def test_the_manifest_declares_only_known_tags_and_kinds() -> None:
    adapter = resolve(spec())
    try:
        caps = adapter.capabilities()
    finally:
        adapter.close()
    tags = {f for r in all_properties() for f in r.features}
    assert set(caps.features) <= tags
    assert "targets" not in caps.features and "illegal_action" not in caps.events


def test_a_scenario_outside_its_vocabulary_is_refused_as_unsupported() -> None:
    wire = json.loads((ROOT / "fixtures" / "wire" / "run.json").read_text(encoding="utf-8"))["scenario"]
    scenario = without_oracle_text(wire)
    scenario["cards"][0]["abilities"] = [{"kind": "static", "static": {"kind": "enters_tapped"}}]
    adapter = resolve(spec())
    try:
        with pytest.raises(Unsupported, match="static abilities"):
            adapter.run(scenario_from_json(scenario))
    finally:
        adapter.close()


def test_an_unreadable_request_gets_a_bad_request_reply() -> None:
    done = subprocess.run(["node", str(ENGINE)], input="not json\n" + encode(
        {"type": "bye", "protocol": 1, "id": 1}), capture_output=True, text=True, timeout=30)
    first, second = (decode(line) for line in done.stdout.splitlines())
    assert first["type"] == "error" and first["code"] == "bad_request" and first["id"] is None
    assert second == {"type": "bye", "protocol": 1, "id": 1} and done.returncode == 0
