"""The JSON-lines client against a scripted fake engine (no subprocess)."""
from __future__ import annotations

from typing import Any

import pytest
from test_adapters_inprocess import TOY_CAPS, ToyAdapter, toy_scenario

import mtgconf
from mtgconf.adapters.jsonlines import JsonLinesAdapter
from mtgconf.adapters.oracle_wire import scenario_to_wire
from mtgconf.adapters.protocol import EngineFault, Unsupported
from mtgconf.adapters.transport import Script, ScriptedTransport
from reference_engine.codec import to_json

HELLO_CLIENT = f"mtgconf {mtgconf.__version__}"


def msg(kind: str, rid: int | None, **fields: Any) -> dict[str, Any]:
    return {"type": kind, "protocol": 1, "id": rid, **fields}


def greeted(first_id: int = 1, stderr: str = "") -> ScriptedTransport:
    fake = ScriptedTransport(stderr=stderr)
    fake.expect(msg("hello", first_id, client=HELLO_CLIENT), msg("capabilities", first_id, capabilities=TOY_CAPS.to_json()))
    return fake


def run_request(rid: int, ident: str = "toy") -> dict[str, Any]:
    return msg("run", rid, scenario=scenario_to_wire(toy_scenario(ident)), timeout=5.0)


def client(*fakes: ScriptedTransport) -> JsonLinesAdapter:
    return JsonLinesAdapter(iter(fakes).__next__, timeout=5.0)


def toy_result(rid: int, ident: str = "toy") -> dict[str, Any]:
    return msg("result", rid, history=to_json(ToyAdapter().run(toy_scenario(ident))))


def test_handshake_run_and_bye() -> None:
    fake = greeted()
    fake.expect(run_request(2), toy_result(2))
    fake.expect(msg("bye", 3), msg("bye", 3))
    adapter = client(fake)
    assert adapter.capabilities() == TOY_CAPS
    assert adapter.run(toy_scenario()) == ToyAdapter().run(toy_scenario())
    adapter.close()
    fake.assert_done()
    assert fake.closed


def test_an_error_reply_keeps_the_engine_running() -> None:
    fake = greeted(stderr="engine log line\n")
    fake.expect(run_request(2), msg("error", 2, message="boom", detail="Traceback: boom"))
    fake.expect(run_request(3), toy_result(3))
    adapter = client(fake)
    with pytest.raises(EngineFault) as info:
        adapter.run(toy_scenario())
    assert info.value.kind == "exception"
    assert "Traceback: boom" in info.value.evidence and "engine log line" in info.value.evidence
    assert adapter.run(toy_scenario()).engine.name == "toy"
    fake.assert_done()
    assert adapter.restarts == 0


def test_an_unsupported_reply_is_not_a_fault() -> None:
    fake = greeted()
    fake.expect(run_request(2), msg("error", 2, message="no such mechanic", code="unsupported"))
    with pytest.raises(Unsupported, match="no such mechanic"):
        client(fake).run(toy_scenario())
    fake.assert_done()


@pytest.mark.parametrize("reply, expected", [
    ("this is not json\n", "not JSON"),
    ('{"type": "result", "protocol": 1, "id": 2, "hist', "not JSON"),
    ('{"type": "result", "protocol": 2, "id": 2, "history": {}}\n', "$.protocol: expected 1"),
    ('{"type": "result", "protocol": 1, "id": 2}\n', "$.history: required"),
    ('{"type": "result", "protocol": 1, "id": 2, "history": {}, "extra": 1}\n', "$.extra: not allowed"),
    ('[1, 2]\n', "expected a JSON object"),
    ('{"type": "result", "protocol": 1, "id": 7, "history": {}}\n', "reply id 7 for request 2"),
    ('{"type": "bye", "protocol": 1, "id": 2}\n', "expected result or error"),
])
def test_bad_output_is_a_protocol_error_and_the_engine_restarts(reply: str, expected: str) -> None:
    first = greeted(stderr="partial write\n")
    first.expect(run_request(2), reply)
    second = greeted(first_id=3)
    second.expect(run_request(4), toy_result(4))
    adapter = client(first, second)
    with pytest.raises(EngineFault) as info:
        adapter.run(toy_scenario())
    assert info.value.kind == "protocol_error"
    assert expected in str(info.value)
    assert "partial write" in info.value.evidence
    assert first.closed
    assert adapter.run(toy_scenario()).scenario_id == "toy"
    assert adapter.restarts == 1
    first.assert_done()
    second.assert_done()


def test_a_crash_is_recorded_and_the_next_run_restarts() -> None:
    first = greeted(stderr="thread 'main' panicked at src/stack.rs:42\n")
    first.expect(run_request(2), Script.CLOSE)
    second = greeted(first_id=3)
    second.expect(run_request(4), toy_result(4))
    adapter = client(first, second)
    with pytest.raises(EngineFault) as info:
        adapter.run(toy_scenario())
    assert info.value.kind == "crash"
    assert "panicked at src/stack.rs:42" in info.value.evidence
    assert adapter.run(toy_scenario()).engine.name == "toy"
    first.assert_done()
    second.assert_done()


def test_a_hang_is_a_timeout_and_the_engine_is_replaced() -> None:
    first = greeted()
    first.expect(run_request(2), Script.SILENCE)
    second = greeted(first_id=3)
    second.expect(run_request(4), toy_result(4))
    adapter = client(first, second)
    with pytest.raises(EngineFault) as info:
        adapter.run(toy_scenario())
    assert info.value.kind == "timeout"
    assert first.closed
    adapter.run(toy_scenario())
    second.assert_done()


def test_an_invalid_history_is_a_bad_history() -> None:
    fake = greeted()
    fake.expect(run_request(2), msg("result", 2, history={"format": "mtgconf-history/1", "events": []}))
    with pytest.raises(EngineFault) as info:
        client(fake).run(toy_scenario())
    assert info.value.kind == "bad_history"
    assert "$.engine" in str(info.value)


def test_a_handshake_without_capabilities_is_a_protocol_error() -> None:
    fake = ScriptedTransport()
    fake.expect(msg("hello", 1, client=HELLO_CLIENT), msg("bye", 1))
    with pytest.raises(EngineFault) as info:
        client(fake).open()
    assert info.value.kind == "protocol_error"


def test_the_fake_transport_rejects_an_unexpected_request() -> None:
    fake = greeted()
    fake.expect(run_request(2, "other"), toy_result(2))
    with pytest.raises(AssertionError, match="expected request"):
        client(fake).run(toy_scenario())


def test_assert_done_notices_requests_never_sent() -> None:
    fake = greeted()
    with pytest.raises(AssertionError, match="never sent"):
        fake.assert_done()
