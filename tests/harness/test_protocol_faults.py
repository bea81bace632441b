"""Real engine processes that misbehave: each fault becomes a finding, the
engine is restarted for the next scenario, and stderr is kept as evidence."""
from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from test_adapters_inprocess import toy_scenario

from mtgconf.adapters.jsonlines import JsonLinesAdapter
from mtgconf.adapters.protocol import EngineFault
from mtgconf.adapters.transport import SubprocessTransport
from mtgconf.engines.specs import EngineStartError, resolve
from reference_engine.scenario import Meta

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
            pid_file = req["scenario"].get("meta", {}).get("description")
            if pid_file:
                open(pid_file, "w").write(str(__import__("os").getpid()))
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


def _is_running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to inspect processes")
def test_a_timeout_kills_the_engines_own_children(fake_engine: list[str], tmp_path: Path) -> None:
    pid_file = tmp_path / "engine.pid"
    wrapper = ["/bin/sh", "-c", f"{' '.join(fake_engine)}; true"]  # the engine is the shell's child
    adapter = adapter_for(wrapper, timeout=1.0)
    with pytest.raises(EngineFault, match="timeout"):
        adapter.run(replace(toy_scenario("hang"), meta=Meta(id="hang", description=str(pid_file))))
    pid = int(pid_file.read_text())
    # Killed at once; only its reaping by init may lag, so poll with a deadline.
    for _ in range(100):
        if not _is_running(pid):
            break
        time.sleep(0.05)
    assert not _is_running(pid)
