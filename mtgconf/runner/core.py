"""Run one property against one engine with Hypothesis.

Scenarios are drawn from the property's strategy families, played by the
adapter and checked. A scenario the adapter cannot express (``Unsupported``)
is skipped and counted; the property is unsupported only when no generated
scenario could be played. A failing check is shrunk by Hypothesis to a minimal
counterexample; an engine fault is recorded as an ``error`` with its evidence
and is not shrunk (a hanging engine would make shrinking take forever).

Failures are grouped by signature (the checker clause that failed,
``Verdict.key``). Each signature raises its own exception class, so Hypothesis
(``report_multiple_bugs``) keeps searching after the first failure and shrinks
each distinct one separately; ``exitfirst`` stops at the first instead.
A property that passed without any example exercising its mechanism is
``not-exercised``, not ``pass``.
"""
from __future__ import annotations

import hashlib
import re
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

import hypothesis
from hypothesis import HealthCheck, Phase, Verbosity, given, settings
from hypothesis.strategies import SearchStrategy

from mtgconf.adapters.protocol import Capabilities, EngineAdapter, EngineFault, Unsupported
from mtgconf.runner import stop
from mtgconf.runner.failures_db import failures_only
from mtgconf.runner.generated import generated_labels
from mtgconf.runner.outcome import Counterexample, PropertyResult, Status
from properties.messages import Message, explanation, msg, parts_to_json, says
from reference_engine.codec import to_json
from reference_engine.history import History
from reference_engine.scenario import Scenario

__all__ = ["DEFAULT_EXAMPLES", "UNSUPPORTED_LABEL", "capability_gap", "capability_gap_message", "derived_seed",
           "run_property"]

DEFAULT_EXAMPLES = 150
"""Examples per property in a default run: about a minute on two cores against
the reference engine (see docs/performance.md)."""


SWARM_FEATURE = "crossover"
"""Scenarios of the cross-family swarm: the runner aims them (``target()``)
at rare decisions in the History of the engine under test."""

UNSUPPORTED_LABEL = "scenario unsupported"
"""The statistics label counting generated scenarios the adapter skipped."""


class _Falsified(Exception):
    """Raised inside the Hypothesis test so that it shrinks the example."""


_FALSIFIED: dict[str, type[_Falsified]] = {}


def _falsified(signature: str) -> type[_Falsified]:
    """One exception class per failure signature: Hypothesis tells bugs apart
    by exception type and origin, so each signature is shrunk on its own."""
    if signature not in _FALSIFIED:
        name = f"Falsified_{hashlib.sha256(signature.encode()).hexdigest()[:12]}"
        _FALSIFIED[signature] = type(name, (_Falsified,), {"__module__": __name__})
    return _FALSIFIED[signature]


@dataclass
class _Tally:
    """What the Hypothesis test body observed, read back after it returns."""

    examples: int = 0
    exercised: int = 0
    statistics: dict[str, int] = field(default_factory=dict)
    failures: dict[str, tuple[Scenario, History, Any]] = field(default_factory=dict)
    """By signature, in the order found; each holds the last example seen,
    which is the shrunk one (Hypothesis replays each minimal example last)."""
    lengths: list[int] = field(default_factory=list)
    """Events in each generated example's History (not in shrinking)."""
    fault: tuple[Scenario, BaseException, str] | None = None
    unsupported: str = ""
    """Why the first skipped scenario could not be expressed."""

    @property
    def failure(self) -> tuple[Scenario, History, Any] | None:
        """The first failure found, if any."""
        return next(iter(self.failures.values()), None)

    @property
    def stopped(self) -> bool:
        """A fault ends the search (before any failure)."""
        return self.failure is None and self.fault is not None

    def note(self, label: str) -> None:
        hypothesis.event(label)
        self.statistics[label] = self.statistics.get(label, 0) + 1


def derived_seed(seed: int, prop_id: str) -> int:
    """The run seed mixed with the property id: each property is derandomized
    on its own, so its examples do not depend on which worker or shard runs it."""
    digest = hashlib.sha256(f"{seed}:{prop_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def capability_gap(record: Any, caps: Capabilities) -> str:
    """Why the engine cannot be asked this property, or "" if it can."""
    gap = capability_gap_message(record, caps)
    return str(gap) if gap is not None else ""


def capability_gap_message(record: Any, caps: Capabilities) -> Message | None:
    """``capability_gap`` as a message template, or None."""
    for key, needed, offered in (
        ("harness.undeclared-features", record.features, caps.features),
        ("harness.undeclared-event-kinds", record.needs_events, caps.events),
        ("harness.undeclared-action-kinds", record.needs_actions, caps.actions),
    ):
        missing = sorted(set(needed) - set(offered))
        if missing:
            return msg(key, engine=caps.name, missing=", ".join(missing))
    return None


def run_property(
    record: Any,
    adapter: EngineAdapter,
    *,
    examples: int = DEFAULT_EXAMPLES,
    seed: int = 0,
    database: Any = None,
    reference: EngineAdapter | None = None,
    strategy: SearchStrategy[Scenario] | None = None,
    regressions: Iterable[Scenario] = (),
    replay: Callable[[str], str] | None = None,
    exitfirst: bool = False,
) -> PropertyResult:
    """Check ``record`` (a ``properties.registry.PropertyRecord``) on ``adapter``.

    ``strategy`` overrides the record's families; ``regressions`` are saved
    counterexamples played before any generated example; ``replay`` turns a
    property id into the one-line replay command shown with a counterexample.
    ``database`` is a Hypothesis example database, None for none, or
    ``"profile"`` for the one the current settings profile names (a run
    keeps only failures there, ``runner.failures_db``);
    ``exitfirst`` stops at the first failure instead of searching on for
    failures with other signatures.
    """
    start = time.monotonic()
    base = dict(id=record.id, rules=tuple(record.rules), title=record.title, kind="property")
    gap = capability_gap_message(record, adapter.capabilities())
    if gap is not None:
        return PropertyResult(**base, status=Status.UNSUPPORTED, examples=0, exercised=0,
                              duration=0.0, reason=str(gap), reason_parts=gap.to_json())
    tally = _Tally()
    test = _hypothesis_test(record, adapter, reference, tally, strategy if strategy is not None else _strategy(record))
    for scenario in reversed(list(regressions)):
        test = hypothesis.example(scenario)(test)  # explicit examples run before generation
    test = hypothesis.seed(derived_seed(seed, record.id))(test)
    # "profile": the loaded Hypothesis settings profile names the database; keep it.
    chosen = settings().database if database == "profile" else database
    test = settings(
        max_examples=max(1, examples), database=failures_only(chosen), deadline=None,
        derandomize=False, print_blob=False, report_multiple_bugs=not exitfirst,
        verbosity=Verbosity.quiet, suppress_health_check=list(HealthCheck),
        # No target phase: the swarm's observations (``steer``) still
        # decide which of Hypothesis's mutations of an example it keeps on
        # from (docs/performance.md, ninth pass).
        phases=(Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink),
    )(test)
    crash = _call(test)
    command = (replay or _default_replay)(record.id)
    status, cx, reason = _verdict(tally, crash, command)
    return PropertyResult(**base, status=status, examples=tally.examples,
                          exercised=tally.exercised, duration=time.monotonic() - start,
                          counterexample=cx, more_counterexamples=_more(tally, command, status),
                          reason=reason, statistics=dict(tally.statistics),
                          longest_history=max(tally.lengths, default=0), history_p99=_p99(tally.lengths))


def _p99(values: list[int]) -> int:
    """The 99th percentile (nearest rank), 0 for no values."""
    if not values:
        return 0
    ordered = sorted(values)
    return ordered[max(0, -(-99 * len(ordered) // 100) - 1)]


def _strategy(record: Any) -> SearchStrategy[Scenario]:
    from properties.strategies import scenarios

    return scenarios(record.families)


def _default_replay(prop_id: str) -> str:
    return f"mtgconf replay reports/counterexamples/{prop_id}.json --engine reference"


def _hypothesis_test(record: Any, adapter: EngineAdapter, reference: EngineAdapter | None,
                     tally: _Tally, strategy: SearchStrategy[Scenario]) -> Callable[..., None]:
    from properties.registry import Case

    def test(scenario: Scenario) -> None:
        if tally.stopped:
            return  # one fault is the finding; spare the engine further work
        history = _play(adapter, scenario, tally)
        if history is None:
            return
        steer(scenario, history)
        if tally.failure is None:
            tally.examples += 1
            tally.lengths.append(len(history.events))
            for label in generated_labels(scenario):  # what was generated, not shrunk
                tally.note(label)
        case = Case(scenario, history, rerun=lambda: adapter.run(scenario),
                    reference=(lambda: reference.run(scenario)) if reference else None)
        try:
            verdict = record.check(case)
        except EngineFault as fault:  # a second run inside the check (rerun, reference) faulted
            if tally.failure is None:
                tally.fault = (scenario, fault, fault.evidence or str(fault))
            return
        tally.note("exercised" if verdict.exercised else "not exercised")
        if verdict.exercised and tally.failure is None:
            tally.exercised += 1
        if not verdict.ok:
            signature = verdict.key or "failed"
            tally.failures[signature] = (scenario, history, verdict)  # the last one seen is the shrunk one
            raise _falsified(signature)(verdict.expected)

    return name_for_hypothesis(test, strategy, record.id)


def steer(scenario: Scenario, history: History) -> None:
    """Inside a Hypothesis test: aim a swarm scenario at rare decisions in the
    History of the engine under test (nothing for the other families)."""
    if SWARM_FEATURE in scenario.meta.features:
        from properties.strategies.aims import aim, rare_decisions

        aim(rare_decisions(history))


def name_for_hypothesis(test: Callable[..., None], strategy: SearchStrategy[Scenario],
                        prop_id: str) -> Callable[..., None]:
    """``@given(strategy)`` on ``test``, named after the property: observability
    reports the wrapper's name as each test case's ``property``, and the digest
    gives each property its own key in the example database (the function's
    source is shared by all of them)."""
    test.__name__ = test.__qualname__ = re.sub(r"\W", "_", prop_id)  # @given wants an identifier
    test._hypothesis_internal_add_digest = prop_id.encode()  # type: ignore[attr-defined]
    wrapped = given(strategy)(test)
    wrapped.__name__ = wrapped.__qualname__ = prop_id
    return wrapped


def _play(adapter: EngineAdapter, scenario: Scenario, tally: _Tally) -> History | None:
    """The engine's History, or None after noting a fault or a gap.

    Anything the engine raises, BaseException included, is its fault; only the
    user's Ctrl-C (KeyboardInterrupt) stops the run. While a failure is being
    shrunk, a fault only marks that candidate as uninteresting.
    """
    stop.check()
    try:
        return adapter.run(scenario)
    except (KeyboardInterrupt, SystemExit) as exc:
        if not stop.engine_raised(exc):
            raise
        if tally.failure is None:
            tally.fault = (scenario, exc, traceback.format_exc())
    except Unsupported as gap:
        # One inexpressible scenario says nothing about the others: skip it.
        if tally.failure is None:
            tally.unsupported = tally.unsupported or gap.reason or "the adapter cannot express this scenario"
            tally.note(UNSUPPORTED_LABEL)
    except EngineFault as fault:
        if tally.failure is None:
            tally.fault = (scenario, fault, fault.evidence or str(fault))
    except BaseException as exc:  # noqa: B036 - a faulty engine must not end the run
        if tally.failure is None:
            tally.fault = (scenario, exc, traceback.format_exc())
    stop.check()  # an interrupt the engine or a library swallowed still stops the run
    return None


def _call(test: Callable[[], None]) -> BaseException | None:
    """Run the Hypothesis test; a broken checker is returned, not raised."""
    try:
        test()
    except _Falsified:
        pass  # recorded in the tally, shrunk already
    except BaseExceptionGroup as group:  # several distinct failures (report_multiple_bugs)
        rest = group.subgroup(lambda exc: not isinstance(exc, (_Falsified, BaseExceptionGroup)))
        if rest is not None:
            return rest
    except Exception as exc:  # the checker itself, or Hypothesis, broke
        return exc
    return None


def _verdict(tally: _Tally, crash: BaseException | None,
             command: str) -> tuple[Status, Counterexample | None, str]:
    if tally.fault is not None:
        scenario, exc, evidence = tally.fault
        parts = says("harness.engine-failed", error=_one_line(exc))
        cx = Counterexample(scenario=to_json(scenario), history={}, explanation=explanation(*parts),
                            replay=command, evidence=clip_evidence(evidence), explanation_parts=parts_to_json(*parts))
        return Status.ERROR, cx, _one_line(exc)
    if tally.failure is not None:
        signature, (scenario, history, verdict) = next(iter(tally.failures.items()))
        return Status.FAIL, _counterexample(signature, scenario, history, verdict, command), ""
    if tally.unsupported and tally.examples == 0:
        return Status.UNSUPPORTED, None, tally.unsupported
    if crash is not None:
        text = "".join(traceback.format_exception(crash))
        return Status.ERROR, None, f"the property check raised {_one_line(crash)}\n{text}"
    if tally.examples and not tally.exercised:
        return Status.NOT_EXERCISED, None, (
            f"none of the {tally.examples} examples exercised the property's mechanism on this engine")
    return Status.PASS, None, ""


def _counterexample(signature: str, scenario: Scenario, history: History, verdict: Any,
                    command: str) -> Counterexample:
    parts = verdict.parts or (verdict.expected, verdict.observed)
    return Counterexample(scenario=to_json(scenario), history=to_json(history),
                          explanation=explain(verdict.expected, verdict.observed),
                          replay=command, events=tuple(verdict.events), signature=signature,
                          explanation_parts=parts_to_json(*parts))


def _more(tally: _Tally, command: str, status: Status) -> tuple[Counterexample, ...]:
    """The distinct failures after the first, each with its replay command
    (the ``--2``, ``--3``... files written next to the first one)."""
    if status is not Status.FAIL:
        return ()
    found = list(tally.failures.items())[1:]
    return tuple(_counterexample(sig, sc, h, v, _numbered(command, n))
                 for n, (sig, (sc, h, v)) in enumerate(found, start=2))


def _numbered(command: str, n: int) -> str:
    """The replay command of the n-th distinct counterexample."""
    return command.replace(".json", f"--{n}.json", 1) if ".json" in command else command


def explain(expected: str, observed: str) -> str:
    """One sentence: expected vs observed."""
    return explanation(expected, observed)


EVIDENCE_LIMIT = 8000
"""Characters of engine evidence kept in a finding; the rest is cut, its size recorded."""
LINE_LIMIT = 500


def clip_evidence(text: str, limit: int = EVIDENCE_LIMIT) -> str:
    """``text``, or its first and last parts with the full size recorded, so
    reports stay small whatever an engine prints."""
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n[... {len(text) - 2 * half} of {len(text)} characters cut ...]\n{text[-half:]}"


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    line = f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
    return line if len(line) <= LINE_LIMIT else f"{line[:LINE_LIMIT]}... ({len(line)} characters)"
