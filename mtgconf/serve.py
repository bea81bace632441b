"""Serve a Python engine adapter over the JSON-lines protocol (docs/protocol.md).

    python -m mtgconf.serve --engine SPEC

The protocol loop (``serve``) uses only the standard library and
``mtgconf.adapters.wire``, so it can be lifted next to an engine that has none
of the harness's dependencies. Only ``AdapterHandler`` imports the adapter and
the Scenario/History codec, and only when a request needs them.
"""
from __future__ import annotations

import argparse
import json
import sys
import traceback
from typing import TYPE_CHECKING, Any, Iterable, Protocol, TextIO

from mtgconf.adapters.wire import PROTOCOL_VERSION, MessageType, WireError, decode, encode, without_oracle_text

if TYPE_CHECKING:
    from mtgconf.adapters.protocol import EngineAdapter


class ServeError(Exception):
    """A request failed; becomes an ``error`` reply with this code."""

    def __init__(self, message: str, *, detail: str = "", code: str = "engine_error") -> None:
        super().__init__(message)
        self.message, self.detail, self.code = message, detail, code


class Handler(Protocol):
    def capabilities(self) -> dict[str, Any]: ...
    def run(self, scenario: dict[str, Any]) -> dict[str, Any]: ...


def serve(handler: Handler, requests: Iterable[str], out: TextIO) -> int:
    """Answer requests until bye or end of input; the process exit status."""
    for line in requests:
        if not line.strip():
            continue
        reply = _answer(handler, line)
        out.write(encode(reply))
        out.flush()
        if reply["type"] == MessageType.BYE.value:
            break
    return 0


def _answer(handler: Handler, line: str) -> dict[str, Any]:
    try:
        request = decode(line)
    except WireError as err:
        return _error(_id_of(line), ServeError(f"unreadable request: {err}", code="bad_request"))
    rid, kind = request["id"], request["type"]
    try:
        if kind == MessageType.HELLO.value:
            return _reply(MessageType.CAPABILITIES, rid, capabilities=handler.capabilities())
        if kind == MessageType.RUN.value:
            return _reply(MessageType.RESULT, rid, history=handler.run(request["scenario"]))
        if kind == MessageType.BYE.value:
            return _reply(MessageType.BYE, rid)
        raise ServeError(f"{kind} is not a request", code="bad_request")
    except ServeError as err:
        return _error(rid, err)
    except Exception as err:  # the engine's bug must not end the session
        return _error(rid, ServeError(f"{type(err).__name__}: {err}", detail=traceback.format_exc()))


def _reply(kind: MessageType, rid: int | None, **fields: Any) -> dict[str, Any]:
    return {"type": kind.value, "protocol": PROTOCOL_VERSION, "id": rid, **fields}


def _error(rid: int | None, err: ServeError) -> dict[str, Any]:
    extra = {"detail": err.detail} if err.detail else {}
    return _reply(MessageType.ERROR, rid, message=err.message or "error", code=err.code, **extra)


def _id_of(line: str) -> int | None:
    """The request id if the line is readable enough to have one."""
    try:
        rid = json.loads(line).get("id")
    except (ValueError, AttributeError):
        return None
    return rid if isinstance(rid, int) and not isinstance(rid, bool) and rid >= 1 else None


class AdapterHandler:
    """Bridges the wire's JSON to an ``EngineAdapter``'s records."""

    def __init__(self, adapter: EngineAdapter) -> None:
        self.adapter = adapter

    def capabilities(self) -> dict[str, Any]:
        return self.adapter.capabilities().to_json()

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        from reference_engine.codec import scenario_from_json, to_json
        from reference_engine.errors import ScenarioError

        from mtgconf.adapters.protocol import EngineFault, Unsupported

        try:
            parsed = scenario_from_json(without_oracle_text(scenario))
        except ScenarioError as err:
            raise ServeError(f"bad scenario: {err}", code="bad_request") from None
        try:
            return to_json(self.adapter.run(parsed))
        except Unsupported as err:
            raise ServeError(err.reason or "unsupported", code="unsupported") from None
        except EngineFault as fault:
            raise ServeError(str(fault), detail=fault.evidence) from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mtgconf.serve", description=__doc__.splitlines()[0])
    parser.add_argument("--engine", default="reference", help="engine spec, as for `mtgconf run` (default: reference)")
    args = parser.parse_args(argv)
    # The protocol owns stdout: anything the engine prints goes to stderr.
    protocol_out, sys.stdout = sys.stdout, sys.stderr
    from mtgconf.engines.specs import EngineStartError, UnknownEngineSpec, resolve

    try:
        adapter = resolve(args.engine, timeout=None)  # the harness at the other end of the pipe times each run
    except (UnknownEngineSpec, EngineStartError) as err:
        print(f"mtgconf.serve: {err}", file=sys.stderr)
        return 2 if isinstance(err, UnknownEngineSpec) else 3
    try:
        return serve(AdapterHandler(adapter), sys.stdin, protocol_out)
    except KeyboardInterrupt:
        return 130
    finally:
        adapter.close()


if __name__ == "__main__":
    sys.exit(main())
