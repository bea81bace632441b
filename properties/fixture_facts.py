"""Expected facts of judge-case fixtures, checked against a History.

A fixture's ``expect`` list holds small JSON objects from a closed vocabulary
(documented in docs/fixtures.md), e.g. ``{"fact": "triggered", "ability":
"watcher/0", "count": 2}``. ``check_facts`` reads only the scenario and the
History: it never asks the reference engine's rules, so a fixture can certify
any engine.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from properties.messages import Message, msg
from reference_engine.errors import ScenarioError
from reference_engine.events import (
    EVENT_KINDS, Activated, Cast, Choice, ChoiceKind, DelayedCreated, IllegalAction, Priority, PutOnStack,
    RemovalReason, RemovedFromStack, Resolved, Resolving, Revealed, StepBegin, Triggered, ZoneChange,
)
from reference_engine.history import FinalObject, History
from reference_engine.ids import ObjectId, Step, Zone
from reference_engine.records import fast_init
from reference_engine.refs import resolve_ref
from reference_engine.scenario import Scenario, token_defs


@fast_init
@dataclass(frozen=True, slots=True)
class FactResult:
    """One expected fact and whether the History bears it out."""

    index: int
    fact: str
    ok: bool
    expected: str
    observed: str
    parts: tuple[Message, Message] | None = None
    """``expected`` and ``observed`` as templates, for reports in other languages."""


# Each fact: required keys and optional keys (with defaults), by JSON type.
_REQUIRED: dict[str, dict[str, type]] = {
    "triggered": {"ability": str},
    "resolved": {"ability": str},
    "removed_from_stack": {"ability": str, "reason": str},
    "resolution_order": {"abilities": list},
    "trigger_controller": {"ability": str, "player": int},
    "choice_during_resolution": {"ability": str, "choice": str},
    "triggered_while_resolving": {"ability": str, "card": str},
    "life": {"player": int, "equals": int},
    "zone": {"zone": str},
    "events": {"kind": str, "count": int},
    "no_event": {"kind": str},
    "reveal_order": {"players": list},
    "priority_order": {"players": list},
    "modes": {"ability": str, "modes": list},
}
_OPTIONAL: dict[str, dict[str, tuple[type, Any]]] = {
    "triggered": {"count": (int, 1), "controller": (int, None)},
    "resolved": {"count": (int, 1)},
    "removed_from_stack": {"count": (int, 1)},
    "choice_during_resolution": {"value": (bool, None)},
    "zone": {"card": (str, None), "object": (int, None), "count": (int, None)},
    "priority_order": {"step": (str, None), "turn": (int, None)},
}
FACTS: tuple[str, ...] = tuple(_REQUIRED)


def check_facts(scenario: Scenario, history: History) -> list[FactResult]:
    """Every ``expect`` entry of ``scenario``, checked against ``history``.

    A malformed entry raises ``ScenarioError`` naming its JSON path.
    """
    facts = [parse_fact(scenario, i, raw) for i, raw in enumerate(scenario.expect)]
    view = _View(history, scenario)
    return [_CHECKS[f["fact"]](view, i, f) for i, f in enumerate(facts)]


# ---------------------------------------------------------------- parsing

def parse_fact(scenario: Scenario, index: int, raw: Any) -> dict[str, Any]:
    """Validate one ``expect`` entry; return it with its defaults filled in."""
    here = f"$.expect[{index}]"
    if not isinstance(raw, dict):
        raise ScenarioError(here, "an object such as {\"fact\": \"triggered\", ...}")
    name = raw.get("fact")
    if name not in _REQUIRED:
        raise ScenarioError(f"{here}.fact", f"one of {', '.join(FACTS)}")
    allowed = {"fact", *_REQUIRED[name], *_OPTIONAL.get(name, {})}
    for key in raw:
        if key not in allowed:
            raise ScenarioError(f"{here}.{key}", f"no such key for fact {name!r} (allowed: {sorted(allowed)})")
    fact = {"fact": name}
    for key, kind in _REQUIRED[name].items():
        if key not in raw:
            raise ScenarioError(f"{here}.{key}", f"a {kind.__name__} (required by fact {name!r})")
        fact[key] = _typed(raw[key], kind, f"{here}.{key}")
    for key, (kind, default) in _OPTIONAL.get(name, {}).items():
        fact[key] = default if key not in raw else _typed(raw[key], kind, f"{here}.{key}")
    _check_values(scenario, fact, here)
    return fact


def _typed(value: Any, kind: type, path: str) -> Any:
    # bool is an int in Python; a JSON true is never a count or a player.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ScenarioError(path, f"a {kind.__name__}, not {value!r}")
    if kind is int and isinstance(value, int) and value < 0:
        raise ScenarioError(path, f"a number 0 or more, not {value}")
    return value


def _check_values(sc: Scenario, fact: dict[str, Any], here: str) -> None:
    refs = [("ability", fact["ability"])] if "ability" in fact else []
    refs += [(f"abilities[{i}]", r) for i, r in enumerate(fact.get("abilities", []))]
    for key, ref in refs:
        if not isinstance(ref, str):
            raise ScenarioError(f"{here}.{key}", "an ability reference such as \"watcher/0\"")
        try:
            resolve_ref(sc, ref)
        except ScenarioError as err:
            raise ScenarioError(f"{here}.{key}", err.expected) from None
    players = {p.id for p in sc.players}
    for j, mode in enumerate(fact.get("modes", [])):
        if not isinstance(mode, int) or isinstance(mode, bool) or mode < 0:
            raise ScenarioError(f"{here}.modes[{j}]", f"a mode index 0 or more, not {mode!r}")
    for j, who in enumerate(fact.get("players", [])):
        if not isinstance(who, int) or isinstance(who, bool) or who not in players:
            raise ScenarioError(f"{here}.players[{j}]", f"one of the player ids {sorted(players)}")
    for key in ("player", "controller"):
        if fact.get(key) is not None and fact[key] not in players:
            raise ScenarioError(f"{here}.{key}", f"one of the player ids {sorted(players)}")
    _check_enum(fact, "reason", [r.value for r in RemovalReason], here)
    _check_enum(fact, "choice", [c.value for c in ChoiceKind], here)
    _check_enum(fact, "zone", [z.value for z in Zone], here)
    _check_enum(fact, "kind", list(EVENT_KINDS), here)
    if fact.get("step") is not None:
        _check_enum(fact, "step", [s.value for s in Step], here)
    if fact.get("card") is not None and fact["card"] not in {c.key for c in sc.cards} | set(token_defs(sc)):
        raise ScenarioError(f"{here}.card", f"a card key from $.cards or a token key, not {fact['card']!r}")
    if fact["fact"] == "zone":
        if (fact["card"] is None) == (fact["object"] is None):
            raise ScenarioError(here, "exactly one of 'card' or 'object'")
        if fact["object"] is not None and fact["object"] not in {o.id for o in sc.objects}:
            raise ScenarioError(f"{here}.object", f"an object id from $.objects, not {fact['object']}")


def _check_enum(fact: dict[str, Any], key: str, values: list[str], here: str) -> None:
    if key in fact and fact[key] not in values:
        raise ScenarioError(f"{here}.{key}", f"one of {', '.join(values)}")


# ---------------------------------------------------------------- reading the History

class _View:
    """Indexes over one History that the checks share."""

    def __init__(self, history: History, scenario: Scenario) -> None:
        self.history = history
        self.start = (scenario.step, scenario.turn)
        self.events = history.events
        self.triggered = list(history.of_kind(Triggered))
        self.ability_of: dict[ObjectId, str] = {t.instance: t.ability for t in self.triggered}
        self.ability_of.update({a.object: a.ability for a in history.of_kind(Activated)})
        self.card_of_spell = {c.object: c.card for c in history.of_kind(Cast)}
        # A zone change reversed by an illegal action never happened (CR 733.1).
        undone = {s for il in history.of_kind(IllegalAction) for s in il.rolled_back}
        self.next_id = {z.old_id: z.new_id for z in history.of_kind(ZoneChange) if z.seq not in undone}

    def instances(self, ability: str) -> list[ObjectId]:
        return [i for i, a in self.ability_of.items() if a == ability]

    def first_seq(self, cls: type[PutOnStack | Resolving | Resolved], obj: ObjectId) -> int | None:
        return next((e.seq for e in self.events if isinstance(e, cls) and e.object == obj), None)

    def latest_id(self, oid: ObjectId) -> ObjectId:
        seen = {oid}
        while oid in self.next_id and self.next_id[oid] not in seen:
            oid = self.next_id[oid]
            seen.add(oid)
        return oid

    def final_objects(self) -> tuple[FinalObject, ...] | None:
        return self.history.final.objects if self.history.final else None


def _result(i: int, f: dict[str, Any], ok: bool, expected: Message, observed: Message) -> FactResult:
    return FactResult(index=i, fact=f["fact"], ok=ok, expected=str(expected), observed=str(observed),
                      parts=(expected, observed))


# ---------------------------------------------------------------- the checks

def _triggered(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    hits = [t for t in v.triggered if t.ability == f["ability"]]
    wrong = [t for t in hits if f["controller"] is not None and t.controller != f["controller"]]
    whose = msg("fact.for-player", player=f["controller"]) if f["controller"] is not None else ""
    observed = (msg("fact.triggered-wrong", n=len(hits), wrong=len(wrong)) if wrong
                else msg("fact.triggered", n=len(hits)))
    return _result(i, f, len(hits) == f["count"] and not wrong,
                   msg("fact.triggers", ability=f["ability"], n=f["count"], whose=whose), observed)


def _resolved(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    done = [o for o in v.instances(f["ability"]) if v.first_seq(Resolved, o) is not None]
    return _result(i, f, len(done) == f["count"], msg("fact.resolves", ability=f["ability"], n=f["count"]),
                   msg("fact.resolved", n=len(done)))


def _removed(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    mine = set(v.instances(f["ability"]))
    removed = [e for e in v.history.of_kind(RemovedFromStack) if e.object in mine]
    right = [e for e in removed if e.reason.value == f["reason"]]
    resolved_anyway = [e.object for e in right if v.first_seq(Resolving, e.object) is not None]
    reasons = sorted({e.reason.value for e in removed})
    listed = str(reasons) if reasons else msg("fact.none")
    observed = (msg("fact.removed-but-resolved", n=len(removed), reasons=listed, resolved=resolved_anyway)
                if resolved_anyway else msg("fact.removed", n=len(removed), reasons=listed))
    return _result(i, f, len(right) == f["count"] and len(removed) == len(right) and not resolved_anyway,
                   msg("fact.removes", ability=f["ability"], reason=f["reason"], n=f["count"]), observed)


def _order(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    wanted = set(f["abilities"])
    seen = [v.ability_of[e.object] for e in v.history.of_kind(Resolving)
            if v.ability_of.get(e.object) in wanted]
    return _result(i, f, seen == f["abilities"], msg("fact.order", order=" < ".join(f["abilities"])),
                   msg("fact.ordered", order=" < ".join(seen)) if seen else msg("fact.ordered-none"))


def _controller(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    ref, who = f["ability"], f["player"]
    mine = set(v.instances(ref))
    seen = [t.controller for t in v.triggered if t.ability == ref]
    seen += [p.controller for p in v.history.of_kind(PutOnStack) if p.object in mine]
    seen += [d.controller for d in v.history.of_kind(DelayedCreated) if d.ability == ref]
    return _result(i, f, bool(seen) and set(seen) == {who}, msg("fact.controller", ability=ref, player=who),
                   msg("fact.controllers", seen=sorted(set(seen))) if seen else msg("fact.never"))


def _choice(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    good, notes = 0, []
    for obj in v.instances(f["ability"]):
        pushed, start, end = (v.first_seq(c, obj) for c in (PutOnStack, Resolving, Resolved))
        choices = [c for c in v.history.of_kind(Choice) if c.object == obj and c.choice.value == f["choice"]]
        inside = [c for c in choices if start is not None and end is not None and start < c.seq < end]
        if pushed is not None and start is not None and pushed < start and inside and (
                f["value"] is None or inside[0].value == f["value"]):
            good += 1
        notes.append(msg("fact.choice-note", obj=obj, pushed=str(pushed), start=str(start),
                         choices=[c.seq for c in choices]))
    value = "" if f["value"] is None else msg("fact.answer", value=f["value"])
    return _result(i, f, good > 0 and good == len(notes),
                   msg("fact.choice", ability=f["ability"], choice=f["choice"], value=value),
                   msg("fact.notes", notes=notes) if notes else msg("fact.never"))


def _while_resolving(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    windows = [(v.first_seq(Resolving, o), v.first_seq(Resolved, o))
               for o, card in v.card_of_spell.items() if card == f["card"]]
    # A trigger may be recorded after the resolution; its causes say when it happened.
    hits = [t.causes or (t.seq,) for t in v.triggered if t.ability == f["ability"]]
    inside = [c for c in hits if any(a is not None and b is not None and a < max(c) < b for a, b in windows)]
    return _result(i, f, bool(hits) and inside == hits,
                   msg("fact.while-resolving", ability=f["ability"], card=f["card"]),
                   msg("fact.windows", hits=str(hits) if hits else msg("fact.never-short"),
                       windows=str(windows) if windows else msg("fact.none")))


def _life(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    final = v.history.final
    totals = {p.id: p.life for p in final.players} if final else {}
    got = totals.get(f["player"])
    return _result(i, f, got == f["equals"], msg("fact.life", player=f["player"], life=f["equals"]),
                   msg("fact.life-got", life=got) if got is not None else msg("fact.no-life"))


def _zone(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    objs = v.final_objects()
    if objs is None:
        return _result(i, f, False, msg("fact.final"), msg("fact.no-final"))
    if f["object"] is not None:
        oid = v.latest_id(f["object"])
        where = next((o.zone.value for o in objs if o.id == oid), None)
        return _result(i, f, where == f["zone"], msg("fact.object-zone", obj=f["object"], zone=f["zone"]),
                       msg("fact.object-there", now=oid, zone=where) if where else msg("fact.object-gone", now=oid))
    found = [o for o in objs if o.card == f["card"] and o.zone.value == f["zone"]]
    ok = len(found) == f["count"] if f["count"] is not None else bool(found)
    want = msg("fact.some") if f["count"] is None else str(f["count"])
    return _result(i, f, ok, msg("fact.cards-zone", want=want, card=f["card"], zone=f["zone"]),
                   msg("fact.cards-there", n=len(found)))


def _events(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    n = sum(1 for e in v.events if e.kind == f["kind"])
    want = f.get("count", 0)
    return _result(i, f, n == want, msg("fact.events", want=want, kind=f["kind"]), msg("fact.count", n=n))


def _reveal_order(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    seen = [r.player for r in v.history.of_kind(Revealed)]
    return _result(i, f, seen == f["players"], msg("fact.reveal-order", order=", ".join(map(str, f["players"]))),
                   msg("fact.revealed", order=", ".join(map(str, seen))) if seen else msg("fact.nobody-revealed"))


def _priority_order(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    """Who received priority, in order, in the whole History or in one step (of one turn)."""
    undone = {s for il in v.history.of_kind(IllegalAction) for s in il.rolled_back}
    step, turn = v.start[0].value, v.start[1]
    seen: list[int] = []
    for e in v.events:
        if e.seq in undone:
            continue
        if isinstance(e, StepBegin):
            step, turn = e.step.value, e.turn
        elif isinstance(e, Priority) and f["step"] in (None, step) and f["turn"] in (None, turn):
            seen.append(e.player)
    when = "" if f["step"] is None else msg(
        "fact.priority-when", step=f["step"], turn="" if f["turn"] is None else msg("fact.priority-turn", turn=f["turn"]))
    return _result(i, f, seen == f["players"],
                   msg("fact.priority-order", when=when, order=", ".join(map(str, f["players"]))),
                   msg("fact.priority-got", order=", ".join(map(str, seen))) if seen else msg("fact.nobody-priority"))


def _modes(v: _View, i: int, f: dict[str, Any]) -> FactResult:
    """Every announcement of the ability (its instances' ``put_on_stack``, or
    the ``cast`` of its card for a spell's ability) lists exactly these modes."""
    ref, want = f["ability"], list(f["modes"])
    mine = set(v.instances(ref))
    seen = [list(p.modes) for p in v.history.of_kind(PutOnStack) if p.object in mine]
    undone = {s for il in v.history.of_kind(IllegalAction) for s in il.rolled_back}
    card = ref.split("/")[0]
    if not mine:
        seen += [list(c.modes) for c in v.history.of_kind(Cast) if c.card == card and c.seq not in undone]
    return _result(i, f, bool(seen) and all(m == want for m in seen), msg("fact.modes", ability=ref, modes=want),
                   msg("fact.modes-seen", seen=seen) if seen else msg("fact.modes-none"))


_CHECKS: dict[str, Callable[[_View, int, dict[str, Any]], FactResult]] = {
    "triggered": _triggered, "resolved": _resolved, "removed_from_stack": _removed,
    "resolution_order": _order, "trigger_controller": _controller,
    "choice_during_resolution": _choice, "triggered_while_resolving": _while_resolving,
    "life": _life, "zone": _zone, "events": _events, "no_event": _events, "reveal_order": _reveal_order,
    "priority_order": _priority_order, "modes": _modes,
}
