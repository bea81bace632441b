"""Run one judge-case fixture: play its scenario once and check its expected
facts (``properties.fixture_facts.check_facts``)."""
from __future__ import annotations

import time
import traceback
from typing import Any, Callable

from mtgconf.adapters.protocol import Capabilities, EngineAdapter, EngineFault, Unsupported
from mtgconf.runner.core import explain
from mtgconf.runner import stop
from mtgconf.runner.outcome import Counterexample, PropertyResult, Status
from reference_engine.codec import to_json
from reference_engine.scenario import Scenario

__all__ = ["fixture_gap", "run_fixture"]


def fixture_gap(scenario: Scenario, caps: Capabilities) -> str:
    """Why the engine cannot play this fixture, or "" if it can."""
    features = sorted(set(scenario.meta.features) - set(caps.features))
    if features:
        return f"engine {caps.name!r} does not declare features: {', '.join(features)}"
    actions = sorted({a.action.value for a in scenario.script} - set(caps.actions))
    if actions:
        return f"engine {caps.name!r} does not declare action kinds: {', '.join(actions)}"
    return ""


def run_fixture(item_id: str, scenario: Scenario, adapter: EngineAdapter, *,
                replay: Callable[[str], str]) -> PropertyResult:
    start = time.monotonic()
    base = dict(id=item_id, rules=tuple(scenario.meta.rules), title=scenario.meta.title, kind="fixture")
    gap = fixture_gap(scenario, adapter.capabilities())
    if gap:
        return PropertyResult(**base, status=Status.UNSUPPORTED, examples=0, exercised=0, duration=0.0, reason=gap)
    status, cx, reason = _check(scenario, adapter, replay(item_id))
    return PropertyResult(**base, status=status, examples=1, exercised=1,
                          duration=time.monotonic() - start, counterexample=cx, reason=reason)


def _check(scenario: Scenario, adapter: EngineAdapter,
           command: str) -> tuple[Status, Counterexample | None, str]:
    from properties.fixture_facts import check_facts

    stop.check()
    try:
        history = adapter.run(scenario)
    except (KeyboardInterrupt, SystemExit) as exc:
        if not stop.engine_raised(exc):
            raise
        return _fault(scenario, command, exc, traceback.format_exc())
    except Unsupported as gap:
        return Status.UNSUPPORTED, None, gap.reason
    except BaseException as exc:  # noqa: B036 - engine faults are findings
        evidence = exc.evidence if isinstance(exc, EngineFault) else traceback.format_exc()
        return _fault(scenario, command, exc, evidence)
    stop.check()
    broken = [f for f in check_facts(scenario, history) if not f.ok]
    if not broken:
        return Status.PASS, None, ""
    cx = Counterexample(scenario=to_json(scenario), history=to_json(history), replay=command,
                        explanation=_explain_fact(broken[0]), events=tuple(getattr(broken[0], "events", ())))
    more = f" (and {len(broken) - 1} more facts)" if len(broken) > 1 else ""
    return Status.FAIL, cx, more.strip(" ()")


def _fault(scenario: Scenario, command: str, exc: BaseException,
           evidence: str) -> tuple[Status, Counterexample | None, str]:
    from mtgconf.runner.core import LINE_LIMIT, clip_evidence

    line = f"{type(exc).__name__}: {exc}"
    line = line if len(line) <= LINE_LIMIT else f"{line[:LINE_LIMIT]}... ({len(line)} characters)"
    cx = Counterexample(scenario=to_json(scenario), history={}, replay=command, evidence=clip_evidence(evidence),
                        explanation=f"Expected a History, but the engine failed: {line}.")
    return Status.ERROR, cx, line


def _explain_fact(fact: Any) -> str:
    expected, observed = getattr(fact, "expected", ""), getattr(fact, "observed", "")
    if expected or observed:
        return explain(str(expected), str(observed))
    return " ".join(str(fact).split())
