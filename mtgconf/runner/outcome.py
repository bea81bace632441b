"""What one property (or fixture) run produced: plain records, no behaviour."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reference_engine.ids import StrEnum

__all__ = ["Counterexample", "PropertyResult", "Status", "LOW_COVERAGE"]

LOW_COVERAGE = 0.10
"""Below this share of exercised examples a property is flagged: it mostly ran
on scenarios where its precondition never held, so a pass says little."""


class Status(StrEnum):
    """A verdict for one property or fixture on one engine."""

    PASS = "pass"
    """Every example held."""
    FAIL = "fail"
    """A counterexample was found (non-conformance)."""
    ERROR = "error"
    """The engine faulted (crash, hang, garbage, exception)."""
    UNSUPPORTED = "unsupported"
    """The engine's capabilities do not cover what the property needs."""
    NOT_EXERCISED = "not-exercised"
    """Every example held, but none exercised the property's mechanism on this
    engine: nothing was shown. Conformant unless the run requires exercise."""
    XFAIL = "xfail"
    """Failed, as the expectations file says it does."""
    XPASS = "xpass"
    """Listed as an expected failure but passed: the list is stale."""

    @property
    def is_conformant(self) -> bool:
        """Whether this verdict lets the whole run exit 0 (``not-exercised``
        does too, unless the run requires exercise: see ``RunResults``)."""
        return self in (Status.PASS, Status.UNSUPPORTED, Status.XFAIL, Status.NOT_EXERCISED)


@dataclass(frozen=True, slots=True, kw_only=True)
class Counterexample:
    """A shrunk failing example, ready to show and to replay."""

    scenario: dict[str, Any]
    """The Scenario, as JSON."""
    history: dict[str, Any]
    """The engine's History for it, as JSON (empty when the engine faulted)."""
    explanation: str
    """One sentence: what was expected and what was observed."""
    replay: str
    """One shell command that replays the scenario on the same engine."""
    events: tuple[int, ...] = ()
    """History seqs the checker pointed at."""
    evidence: str = ""
    """For engine faults: traceback, stderr tail or offending output."""
    signature: str = ""
    """Which clause of the checker failed (``Verdict.key``): counterexamples
    of one property with different signatures are distinct findings."""
    explanation_parts: dict[str, Any] = field(default_factory=dict)
    """``explanation``'s expected and observed parts as message templates
    (``properties.messages.parts_to_json``), so a report can render it in French."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PropertyResult:
    """The outcome of one property (or one fixture) against one engine."""

    id: str
    rules: tuple[str, ...]
    status: Status
    examples: int
    """Examples run (scenarios handed to the engine)."""
    exercised: int
    """Examples on which the property's precondition held."""
    duration: float
    counterexample: Counterexample | None = None
    more_counterexamples: tuple[Counterexample, ...] = ()
    """Further distinct failures of the same property (other signatures),
    each shrunk on its own."""
    reason: str = ""
    """Why unsupported / errored, or the expectation's reason for xfail/xpass."""
    reason_parts: dict[str, Any] = field(default_factory=dict)
    """``reason`` as a message template (``properties.messages.Message.to_json``)
    when the harness wrote it, so a report can render it in French."""
    title: str = ""
    link: str = ""
    """Triage link from the expectations file, if any."""
    kind: str = "property"
    """"property", "fixture" or "regression"."""
    statistics: dict[str, int] = field(default_factory=dict)
    """Counts of hypothesis.event() labels, such as which mechanisms ran."""
    longest_history: int = 0
    """Events in the longest History of a generated example (0 for a fixture)."""
    history_p99: int = 0
    """The 99th percentile of the generated examples' History lengths."""

    @property
    def low_coverage(self) -> bool:
        """Flag passes that rarely exercised their precondition."""
        return self.examples > 0 and self.exercised < LOW_COVERAGE * self.examples
