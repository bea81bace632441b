"""One failure as the report shows it: the rule, the sentence, the board, the
timeline and the replay command.

The counterexample arrives as JSON. It is read back with the project's codec,
so the board and timeline use the same records as everything else; JSON that
does not read (an engine wrote garbage) is shown raw with the codec's error,
never allowed to break the report.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable

from mtgconf.report.board import BoardView, board_view
from mtgconf.report.lookup import Clause, clause
from mtgconf.report.timeline import TimelineView, timeline_view
from mtgconf.results import Counterexample, PropertyResult
from properties.messages import from_json, parts_text
from reference_engine.codec import history_from_json, scenario_from_json
from reference_engine.errors import HistoryError, ScenarioError
from reference_engine.history import History
from reference_engine.scenario import Scenario

Translate = Callable[..., str]


@dataclass(frozen=True, slots=True)
class FailureView:
    anchor: str
    prop_id: str
    title: str
    status: str
    clauses: tuple[Clause, ...]
    explanation: str
    board: BoardView | None
    timeline: TimelineView | None
    replay: str
    problems: tuple[str, ...]
    """Why part of the counterexample could not be drawn."""
    raw: str
    """The counterexample's JSON, for when drawing failed or a reader wants it."""
    evidence: str


def failure_view(result: PropertyResult, anchor: str, title: str, lang: str, t: Translate) -> FailureView:
    cx = result.counterexample
    clauses = tuple(clause(n, lang) for n in result.rules)
    if cx is None:
        return FailureView(anchor=anchor, prop_id=result.id, title=title, status=result.status.value,
                           clauses=clauses, explanation=reason_text(result, lang) or t("fail.no_counterexample"),
                           board=None, timeline=None, replay="", problems=(), raw="", evidence="")
    scenario, s_problem = _read(scenario_from_json, cx.scenario, ScenarioError)
    history, h_problem = _read(history_from_json, cx.history, HistoryError) if cx.history else (None, "")
    problems = tuple(t("fail.unreadable", problem=p) for p in (s_problem, h_problem) if p)
    return FailureView(
        anchor=anchor, prop_id=result.id, title=title, status=result.status.value, clauses=clauses,
        explanation=parts_text(cx.explanation_parts, lang) if cx.explanation_parts else cx.explanation,
        board=board_view(scenario, t) if scenario else None,
        timeline=_timeline(history, scenario, cx, t), replay=cx.replay, problems=problems,
        raw=_raw(cx) if problems else "", evidence=cx.evidence,
    )


def reason_text(result: PropertyResult, lang: str) -> str:
    """Why the item is unsupported or errored, in ``lang`` when the harness wrote it as a template."""
    return from_json(result.reason_parts).text(lang) if result.reason_parts else result.reason


def _timeline(history: History | None, scenario: Scenario | None, cx: Counterexample, t: Translate) -> TimelineView | None:
    if history is None:
        return None
    return timeline_view(history, scenario, tuple(cx.events), t)


def _read(parse: Callable[[Any], Any], data: dict[str, Any], error: type[Exception]) -> tuple[Any, str]:
    try:
        return parse(data), ""
    except error as err:
        return None, str(err)


def _raw(cx: Counterexample) -> str:
    return json.dumps({"scenario": cx.scenario, "history": cx.history}, indent=1, sort_keys=True)
