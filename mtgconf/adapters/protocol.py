"""The adapter protocol: what the harness needs from any rules engine.

An adapter declares a capability manifest and runs one Scenario at a time,
returning its History. Anything that goes wrong inside the engine surfaces as
``EngineFault``, which the runner records as an "error" finding instead of
crashing the run.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from reference_engine.history import History
from reference_engine.ids import StrEnum
from reference_engine.scenario import Scenario

__all__ = ["Capabilities", "EngineAdapter", "EngineFault", "FaultKind", "Unsupported"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Capabilities:
    """An engine's manifest. A property needing a feature tag, action kind or
    event kind absent here is reported as unsupported, not failed."""

    name: str
    version: str = ""
    features: tuple[str, ...] = ()
    """Feature tags from the property registry."""
    actions: tuple[str, ...] = ()
    """Script action kinds it can play (``reference_engine.scenario.ActionKind``)."""
    events: tuple[str, ...] = ()
    """History event kinds it reports (``reference_engine.events.EVENT_KINDS``)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "features": list(self.features),
            "actions": list(self.actions),
            "events": list(self.events),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Capabilities:
        return cls(
            name=str(data["name"]),
            version=str(data.get("version", "")),
            features=tuple(data.get("features", ())),
            actions=tuple(data.get("actions", ())),
            events=tuple(data.get("events", ())),
        )


@runtime_checkable
class EngineAdapter(Protocol):
    """One engine, ready to play scenarios. Not thread-safe: one caller."""

    def capabilities(self) -> Capabilities:
        """The manifest; cheap and constant for the adapter's lifetime."""
        ...

    def run(self, scenario: Scenario) -> History:
        """Play the scenario's script under its choice policy; raise
        ``EngineFault`` if the engine misbehaves."""
        ...

    def close(self) -> None:
        """Release the engine (stop its process, if any). Idempotent."""
        ...


class FaultKind(StrEnum):
    """How an engine misbehaved. Values compare equal to plain strings."""

    CRASH = "crash"
    """The engine process died."""
    TIMEOUT = "timeout"
    """No answer within the per-scenario time limit."""
    PROTOCOL_ERROR = "protocol_error"
    """Garbage, truncated or schema-breaking output, or an error reply."""
    EXCEPTION = "exception"
    """An in-process engine raised."""
    BAD_HISTORY = "bad_history"
    """The engine answered with a History that fails validation."""


class EngineFault(Exception):
    """An engine failed on one scenario; ``evidence`` is what to show a human
    (traceback, stderr tail, offending output)."""

    def __init__(self, kind: FaultKind | str, message: str, *, evidence: str = "") -> None:
        self.kind = FaultKind(kind)
        self.evidence = evidence
        super().__init__(f"{self.kind}: {message}")


class Unsupported(Exception):
    """The adapter cannot express this scenario to its engine (a card text the
    engine does not understand, a zone it cannot lay out...). The runner
    reports the property as unsupported: neither pass nor fail."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)
