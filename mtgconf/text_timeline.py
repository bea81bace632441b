"""A plain-text timeline of a History: one line per event, the stack drawn at
each priority grant (top first, as in the HTML report), then the fixture's
expected facts with a pass/fail mark."""
from __future__ import annotations

from typing import Any, Iterable

from properties.fixture_facts import FactResult
from reference_engine.codec import to_json
from reference_engine.history import History
from reference_engine.scenario import Scenario

# Fields shown in the line's lead or never worth repeating in its details.
_LEAD = {"seq", "kind", "causes", "batch"}
_SNAPSHOTS = {"before", "after"}


class _Names:
    """Human names for object ids: scenario objects, moved objects, stack items."""

    def __init__(self, scenario: Scenario, history: History) -> None:
        cards = {c.key: c.name for c in scenario.cards}
        self.names: dict[int, str] = {o.id: cards.get(o.card, o.card) for o in scenario.objects}
        for e in to_json(history).get("events", []):
            self._learn(e, cards)

    def _learn(self, e: dict[str, Any], cards: dict[str, str]) -> None:
        kind = e["kind"]
        if kind == "zone_change":
            snap = e.get("after") or e.get("before")
            self.names[e["new_id"]] = snap["name"] if snap else self.names.get(e["old_id"], "a hidden card")
        elif kind == "triggered":
            self.names[e["instance"]] = f"{e['ability']} ({self.names.get(e['source'], 'a source')})"
        elif kind == "activated":
            self.names[e["object"]] = f"{e['ability']} (activated)"
        elif kind == "cast":
            self.names.setdefault(e["object"], cards.get(e["card"], e["card"]))

    def of(self, oid: int) -> str:
        return f"#{oid} {self.names[oid]}" if oid in self.names else f"#{oid}"


def render_timeline(scenario: Scenario, history: History, facts: Iterable[FactResult] = ()) -> str:
    """The whole timeline as text, ending with a newline."""
    names = _Names(scenario, history)
    title = scenario.meta.title or scenario.meta.id or "scenario"
    lines = [f"{title} — {history.engine.name} {history.engine.version}".rstrip()]
    lines += [event_line(e, names) for e in to_json(history).get("events", [])]
    if history.final is not None:
        lines.append("final: " + ", ".join(f"P{p.id} {p.life} life, {p.hand} in hand"
                                           for p in history.final.players))
    facts = list(facts)
    if facts:
        lines.append("facts:")
        lines += [fact_line(f) for f in facts]
    return "\n".join(lines) + "\n"


def event_line(e: dict[str, Any], names: _Names) -> str:
    """ "  12 priority           P0 | stack: #13 Shock, #14 w/0 (Watcher)  <- 11  [b2]"."""
    lead = f"{e['seq']:>4} {e['kind']:<18}"
    body = _priority(e, names) if e["kind"] == "priority" else _details(e, names)
    tail = f"  <- {', '.join(map(str, e['causes']))}" if e.get("causes") else ""
    tail += f"  [b{e['batch']}]" if e.get("batch") is not None else ""
    return f"{lead} {body}{tail}".rstrip()


def _priority(e: dict[str, Any], names: _Names) -> str:
    return f"P{e['player']} | {_stack(e.get('stack', []), names)}"


def _stack(bottom_first: list[int], names: _Names) -> str:
    """History lists the stack bottom first; people read it from the top."""
    drawn = ", ".join(names.of(o) for o in reversed(bottom_first)) if bottom_first else "empty"
    return f"{STACK_ORDER}: {drawn}"


STACK_ORDER = "stack (top first)"


def stack_line(scenario: Scenario, history: History) -> str:
    """The stack when the History ends."""
    stack = list(history.final.stack) if history.final is not None else []
    return "at the end, " + _stack(stack, _Names(scenario, history))


def _details(e: dict[str, Any], names: _Names) -> str:
    parts = []
    if e["kind"] == "zone_change":
        parts.append(f"{names.of(e['old_id'])} -> #{e['new_id']} {e['from_zone']}->{e['to_zone']}")
        if (e.get("after") or {}).get("tapped"):
            parts.append("(enters tapped)")
    for key, value in e.items():
        if key in _LEAD or key in _SNAPSHOTS or (e["kind"] == "zone_change" and key in {
                "old_id", "new_id", "from_zone", "to_zone"}):
            continue
        if value is False and key != "value":  # flags are mostly off; a choice's answer always shows
            continue
        parts.append(f"{key}={_value(key, value, names)}")
    return " ".join(parts)


def _value(key: str, value: Any, names: _Names) -> str:
    if key in {"object", "source", "instance", "tracked", "host"} and isinstance(value, int):
        return names.of(value)
    if key in {"player", "controller", "owner", "active_player"} and isinstance(value, int):
        return f"P{value}"
    if isinstance(value, list):
        return "[" + ", ".join(_value(key, v, names) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in value.items()) + "}"
    return str(value).lower() if isinstance(value, bool) else str(value)


def fact_line(f: FactResult) -> str:
    mark = "[pass]" if f.ok else "[FAIL]"
    return f"  {mark} $.expect[{f.index}] {f.fact}: expected {f.expected}; observed {f.observed}"
