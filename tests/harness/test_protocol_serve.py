"""The server shim: its stdlib-only loop, and real subprocesses serving a
Python adapter whose Histories must come back identical to in-process ones."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from test_adapters_inprocess import ToyAdapter, toy_scenario

from mtgconf.adapters.inprocess import guard
from mtgconf.adapters.protocol import Unsupported
from mtgconf.engines.specs import resolve
from mtgconf.serve import serve

HERE = Path(__file__).resolve().parent
TOY_SPEC = "python:test_adapters_inprocess:ToyAdapter"


class EchoHandler:
    """A handler with no engine behind it: the loop alone is under test."""

    def capabilities(self) -> dict[str, Any]:
        return {"name": "echo"}

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        if scenario.get("boom"):
            raise RuntimeError("engine bug")
        return {"engine": {"name": "echo"}, "scenario_id": scenario.get("id", "")}


def converse(*lines: str) -> list[dict[str, Any]]:
    out = io.StringIO()
    assert serve(EchoHandler(), iter(lines), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_the_loop_answers_each_request_by_id() -> None:
    replies = converse('{"type":"hello","protocol":1,"id":1}\n', "\n",
                       '{"type":"run","protocol":1,"id":2,"scenario":{"id":"s"}}\n',
                       '{"type":"bye","protocol":1,"id":3}\n', '{"type":"hello","protocol":1,"id":4}\n')
    assert [(r["type"], r["id"]) for r in replies] == [("capabilities", 1), ("result", 2), ("bye", 3)]
    assert replies[1]["history"]["scenario_id"] == "s"


def test_the_loop_reports_unreadable_requests_and_engine_bugs() -> None:
    replies = converse("garbage\n", '{"type":"run","protocol":1,"id":5}\n',
                       '{"type":"result","protocol":1,"id":6,"history":{}}\n',
                       '{"type":"run","protocol":1,"id":7,"scenario":{"boom":true}}\n')
    assert [(r["type"], r["id"], r["code"]) for r in replies] == [
        ("error", None, "bad_request"), ("error", 5, "bad_request"),
        ("error", 6, "bad_request"), ("error", 7, "engine_error")]
    assert "RuntimeError: engine bug" in replies[3]["message"] and "Traceback" in replies[3]["detail"]


def test_the_protocol_loop_needs_no_third_party_module() -> None:
    code = ("import io, sys, mtgconf.serve as s\n"
            "class H:\n"
            "    def capabilities(self): return {'name': 'h'}\n"
            "    def run(self, sc): return {}\n"
            "s.serve(H(), ['{\"type\":\"hello\",\"protocol\":1,\"id\":1}\\n'], io.StringIO())\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'pydantic', 'reference_engine', 'hypothesis'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "[]"


@pytest.fixture
def toy_over_the_wire(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    # The shim's process must find the toy adapter module by name.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]))
    adapter = resolve(f"cmd:{sys.executable} -m mtgconf.serve --engine {TOY_SPEC}")
    yield adapter
    adapter.close()


def test_histories_over_the_wire_equal_in_process_ones(toy_over_the_wire) -> None:  # type: ignore[no-untyped-def]
    local = guard(ToyAdapter())
    assert toy_over_the_wire.capabilities() == local.capabilities()
    for creatures in (0, 1, 3):
        scenario = toy_scenario(f"toy-{creatures}", creatures)
        assert toy_over_the_wire.run(scenario) == local.run(scenario)


def test_unsupported_crosses_the_wire(toy_over_the_wire) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(Unsupported, match="cannot express"):
        toy_over_the_wire.run(toy_scenario("unsupported"))
    assert toy_over_the_wire.run(toy_scenario("still-up")).scenario_id == "still-up"


def test_the_shim_exits_2_on_an_unknown_engine() -> None:
    out = subprocess.run([sys.executable, "-m", "mtgconf.serve", "--engine", "refrence"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert "did you mean: reference" in out.stderr and out.stdout == ""
