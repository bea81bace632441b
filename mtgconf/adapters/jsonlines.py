"""The JSON-lines client: an ``EngineAdapter`` for an engine in another process.

One request at a time: send a line, wait for the reply with the same id. Any
misbehaviour (death, silence, bad output) discards the engine process and
raises ``EngineFault``; the next scenario starts a fresh one, so one bad
scenario never poisons the rest of a run.
"""
from __future__ import annotations

from typing import Any, Callable

from reference_engine.history import History
from reference_engine.scenario import Scenario

import mtgconf
from mtgconf.adapters.checks import history_from_data
from mtgconf.adapters.oracle_wire import scenario_to_wire
from mtgconf.adapters.protocol import Capabilities, EngineFault, FaultKind, Unsupported
from mtgconf.adapters.transport import Transport, TransportClosed, TransportTimeout
from mtgconf.adapters.wire import PROTOCOL_VERSION, MessageType, WireError, decode, encode

DEFAULT_TIMEOUT = 10.0
BYE_TIMEOUT = 1.0
EVIDENCE_CHARS = 4000


class JsonLinesAdapter:
    """Speaks the protocol of docs/protocol.md over transports made by ``start``."""

    def __init__(self, start: Callable[[], Transport], *, timeout: float = DEFAULT_TIMEOUT) -> None:
        self._start = start
        self.timeout = timeout
        self._transport: Transport | None = None
        self._caps: Capabilities | None = None
        self._next_id = 1
        self.restarts = 0
        """How many times the engine was started after the first time."""

    def open(self) -> Capabilities:
        """Start the engine and shake hands, unless it is running already."""
        if self._transport is None:
            self._handshake()
        assert self._caps is not None
        return self._caps

    def capabilities(self) -> Capabilities:
        return self._caps if self._caps is not None else self.open()

    def run(self, scenario: Scenario) -> History:
        self.open()
        reply = self._exchange(MessageType.RUN, scenario=scenario_to_wire(scenario), timeout=self.timeout)
        if reply["type"] == MessageType.ERROR.value:
            raise self._error_fault(reply)
        if reply["type"] != MessageType.RESULT.value:
            raise self._out_of_step(f"expected result or error, got {reply['type']}", reply)
        return history_from_data(reply["history"])

    def close(self) -> None:
        if self._transport is None:
            return
        try:
            self._transport.send(encode(self._request(MessageType.BYE)))
            self._transport.receive(BYE_TIMEOUT)
        except (TransportClosed, TransportTimeout):
            pass  # leaving anyway
        self._transport.close()
        self._transport = None

    def _handshake(self) -> None:
        try:
            self._transport = self._start()
        except OSError as err:
            raise EngineFault(FaultKind.CRASH, f"the engine could not be started: {err}") from None
        if self._caps is not None:
            self.restarts += 1
        reply = self._exchange(MessageType.HELLO, client=f"mtgconf {mtgconf.__version__}")
        if reply["type"] != MessageType.CAPABILITIES.value:
            raise self._out_of_step(f"expected capabilities after hello, got {reply['type']}", reply)
        self._caps = self._caps or Capabilities.from_json(reply["capabilities"])

    def _request(self, kind: MessageType, **fields: Any) -> dict[str, Any]:
        request = {"type": kind.value, "protocol": PROTOCOL_VERSION, "id": self._next_id, **fields}
        self._next_id += 1
        return request

    def _exchange(self, kind: MessageType, **fields: Any) -> dict[str, Any]:
        """Send one request and read its reply; every failure discards the engine."""
        request = self._request(kind, **fields)
        assert self._transport is not None
        try:
            self._transport.send(encode(request))
            line = self._transport.receive(self.timeout)
        except TransportClosed as err:
            raise EngineFault(FaultKind.CRASH, str(err), evidence=self._discard()) from None
        except TransportTimeout as err:
            raise EngineFault(FaultKind.TIMEOUT, f"{kind.value}: {err}", evidence=self._discard()) from None
        return self._parse(line, request["id"])

    def _parse(self, line: str, request_id: int) -> dict[str, Any]:
        try:
            reply = decode(line)
        except WireError as err:
            evidence = f"engine output: {_clip(line)}\n{self._discard()}"
            raise EngineFault(FaultKind.PROTOCOL_ERROR, str(err), evidence=evidence) from None
        if reply["id"] != request_id and not (reply["type"] == MessageType.ERROR.value and reply["id"] is None):
            evidence = f"engine output: {_clip(line)}\n{self._discard()}"
            raise EngineFault(FaultKind.PROTOCOL_ERROR, f"reply id {reply['id']} for request {request_id}",
                              evidence=evidence)
        return reply

    def _out_of_step(self, problem: str, reply: dict[str, Any]) -> EngineFault:
        evidence = f"engine output: {_clip(encode(reply).strip())}\n{self._discard()}"
        return EngineFault(FaultKind.PROTOCOL_ERROR, problem, evidence=evidence.strip())

    def _error_fault(self, reply: dict[str, Any]) -> Exception:
        """An error reply: the engine is still in step, so it keeps running."""
        code = reply.get("code", "engine_error")
        if code == "unsupported":
            return Unsupported(reply["message"])
        assert self._transport is not None
        evidence = _with_stderr(reply.get("detail", "") or reply["message"], self._transport.stderr_tail())
        kind = FaultKind.PROTOCOL_ERROR if code == "bad_request" else FaultKind.EXCEPTION
        return EngineFault(kind, reply["message"], evidence=evidence)

    def _discard(self) -> str:
        """Kill the engine (the next run restarts it); return its stderr tail."""
        transport, self._transport = self._transport, None
        if transport is None:
            return ""
        transport.close(grace=0.0)
        return _with_stderr("", transport.stderr_tail())


def _with_stderr(text: str, stderr: str) -> str:
    tail = f"engine stderr:\n{_clip(stderr, tail=True)}" if stderr.strip() else ""
    return "\n".join(part for part in (text, tail) if part)


def _clip(text: str, *, tail: bool = False) -> str:
    if len(text) <= EVIDENCE_CHARS:
        return text
    return "..." + text[-EVIDENCE_CHARS:] if tail else text[:EVIDENCE_CHARS] + "..."
