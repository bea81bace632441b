"""Real engine processes that misbehave: each fault becomes a finding, the
engine is restarted for the next scenario, and stderr is kept as evidence."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from test_adapters_inprocess import toy_scenario

from mtgconf.adapters.jsonlines import JsonLinesAdapter
from mtgconf.adapters.protocol import EngineFault
from mtgconf.adapters.transport import SubprocessTransport
from mtgconf.engines.specs import EngineStartError, resolve

# A stdlib-only engine whose behaviour on `run` depends on the scenario's id.
FAKE_ENGINE = r'''
import json, sys, time
def send(obj):
    sys.stdout.write(json.dumps(obj) + "\n"); sys.stdout.flush()
for line in sys.stdin:
    req = json.loads(line)
    base = {"protocol": 1, "id": req["id"]}
    if req["type"] == "hello":
        send({**base, "type": "capabilities", "capabilities": {"name": "fake"}})
    elif req["type"] == "bye":
        send({**base, "type": "bye"}); break
    else:
        what = req["scenario"].get("meta", {}).get("id", "")
        if what == "garbage":
            print("Segmentation fault? no: just noise")
        elif what == "hang":
            time.sleep(600)
        elif what == "exit":
            sys.stderr.write("fatal: stack underflow in resolve()\n"); sys.stderr.flush(); sys.exit(7)
        elif what == "truncated":
            sys.stdout.write('{"type": "result", "protocol": 1, "id": '); sys.stdout.flush(); sys.exit(0)
        else:
            send({**base, "type": "result", "history": {"engine": {"name": "fake"}, "scenario_id": what,
                  "events": [{"seq": 1, "kind": "priority", "player": 0}]}})
'''


@pytest.fixture
def fake_engine(tmp_path: Path) -> list[str]:
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE, encoding="utf-8")
    return [sys.executable, str(script)]


def adapter_for(argv: list[str], timeout: float = 10.0) -> JsonLinesAdapter:
    return JsonLinesAdapter(lambda: SubprocessTransport(argv), timeout=timeout)


def fault_then_recovery(argv: list[str], ident: str, *, timeout: float = 10.0) -> EngineFault:
    adapter = adapter_for(argv, timeout)
    try:
        assert adapter.run(toy_scenario("before")).scenario_id == "before"
        with pytest.raises(EngineFault) as info:
            adapter.run(toy_scenario(ident))
        assert adapter.run(toy_scenario("after")).scenario_id == "after"
        assert adapter.restarts == 1
    finally:
        adapter.close()
    return info.value


def test_garbage_output_is_a_protocol_error(fake_engine: list[str]) -> None:
    fault = fault_then_recovery(fake_engine, "garbage")
    assert fault.kind == "protocol_error"
    assert "just noise" in fault.evidence


def test_truncated_output_is_a_protocol_error(fake_engine: list[str]) -> None:
    fault = fault_then_recovery(fake_engine, "truncated")
    assert fault.kind == "protocol_error"
    assert '"id": ' in fault.evidence


def test_an_exit_is_a_crash_with_its_stderr(fake_engine: list[str]) -> None:
    fault = fault_then_recovery(fake_engine, "exit")
    assert fault.kind == "crash"
    assert "status 7" in str(fault)
    assert "stack underflow in resolve()" in fault.evidence


def test_a_hang_is_a_timeout_and_the_process_is_killed(fake_engine: list[str]) -> None:
    fault = fault_then_recovery(fake_engine, "hang", timeout=1.0)
    assert fault.kind == "timeout"


def test_close_says_bye_and_the_engine_exits(fake_engine: list[str]) -> None:
    transport = SubprocessTransport(fake_engine)
    adapter = JsonLinesAdapter(lambda: transport)
    assert adapter.capabilities().name == "fake"
    adapter.close()
    assert transport._proc.returncode == 0


@pytest.mark.parametrize("code, expected", [
    ("import sys; sys.exit(3)", "status 3"),
    ("print('hello yourself')", "not JSON"),
    ("import time; time.sleep(600)", "timeout"),
])
def test_an_engine_that_fails_its_handshake_cannot_start(code: str, expected: str) -> None:
    with pytest.raises(EngineStartError, match=expected):
        resolve(f"cmd:{sys.executable} -c \"{code}\"", timeout=1.0)


def test_a_missing_program_cannot_start() -> None:
    with pytest.raises(EngineStartError, match="could not be started"):
        resolve("cmd:mtgconf-no-such-engine --serve")
