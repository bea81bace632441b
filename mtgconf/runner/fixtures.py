"""Run one judge-case fixture: play its scenario once and check its expected
facts (``properties.fixture_facts.check_facts``)."""
from __future__ import annotations

import time
import traceback
from typing import Any, Callable

from mtgconf.adapters.protocol import Capabilities, EngineAdapter, EngineFault, Unsupported
from mtgconf.runner.core import explain
from mtgconf.runner.outcome import Counterexample, PropertyResult, Status
from properties.messages import Message, msg, parts_to_json, says
from reference_engine.codec import to_json
from reference_engine.scenario import Scenario

__all__ = ["fixture_gap", "fixture_gap_message", "run_fixture"]


def fixture_gap(scenario: Scenario, caps: Capabilities) -> str:
    """Why the engine cannot play this fixture, or "" if it can."""
    gap = fixture_gap_message(scenario, caps)
    return str(gap) if gap is not None else ""


def fixture_gap_message(scenario: Scenario, caps: Capabilities) -> Message | None:
    """``fixture_gap`` as a message template, or None."""
    features = sorted(set(scenario.meta.features) - set(caps.features))
    if features:
        return msg("harness.undeclared-features", engine=caps.name, missing=", ".join(features))
    actions = sorted({a.action.value for a in scenario.script} - set(caps.actions))
    if actions:
        return msg("harness.undeclared-action-kinds", engine=caps.name, missing=", ".join(actions))
    return None


def run_fixture(item_id: str, scenario: Scenario, adapter: EngineAdapter, *,
                replay: Callable[[str], str]) -> PropertyResult:
    start = time.monotonic()
    rules, title = tuple(scenario.meta.rules), scenario.meta.title
    gap = fixture_gap_message(scenario, adapter.capabilities())
    if gap is not None:
        return PropertyResult(id=item_id, rules=rules, title=title, kind="fixture", status=Status.UNSUPPORTED,
                              examples=0, exercised=0, duration=0.0, reason=str(gap), reason_parts=gap.to_json())
    status, cx, reason = _check(scenario, adapter, replay(item_id))
    parts = reason.to_json() if isinstance(reason, Message) else {}
    return PropertyResult(id=item_id, rules=rules, title=title, kind="fixture", status=status, examples=1,
                          exercised=1, duration=time.monotonic() - start, counterexample=cx, reason=str(reason),
                          reason_parts=parts)


def _check(scenario: Scenario, adapter: EngineAdapter,
           command: str) -> tuple[Status, Counterexample | None, str | Message]:
    from properties.fixture_facts import check_facts

    try:
        history = adapter.run(scenario)
    except KeyboardInterrupt:
        raise
    except Unsupported as gap:
        return Status.UNSUPPORTED, None, gap.reason
    except BaseException as exc:  # noqa: B036 - engine faults are findings
        evidence = exc.evidence if isinstance(exc, EngineFault) else traceback.format_exc()
        died = says("harness.engine-failed", error=f"{type(exc).__name__}: {exc}")
        cx = Counterexample(scenario=to_json(scenario), history={}, replay=command, evidence=evidence,
                            explanation=explain(*map(str, died)), explanation_parts=parts_to_json(*died))
        return Status.ERROR, cx, f"{type(exc).__name__}: {exc}"
    broken = [f for f in check_facts(scenario, history) if not f.ok]
    if not broken:
        return Status.PASS, None, ""
    parts = getattr(broken[0], "parts", None)
    cx = Counterexample(scenario=to_json(scenario), history=to_json(history), replay=command,
                        explanation=_explain_fact(broken[0]), events=tuple(getattr(broken[0], "events", ())),
                        explanation_parts=parts_to_json(*parts) if parts else {})
    return Status.FAIL, cx, msg("harness.more-facts", n=len(broken) - 1) if len(broken) > 1 else ""


def _explain_fact(fact: Any) -> str:
    expected, observed = getattr(fact, "expected", ""), getattr(fact, "observed", "")
    if expected or observed:
        return explain(str(expected), str(observed))
    return " ".join(str(fact).split())
