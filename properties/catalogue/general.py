"""Properties of every History: well-formed, deterministic, agreeing with the reference."""
from __future__ import annotations

import json
from typing import Any

from properties.catalogue.common import OCCURRENCE_KINDS, ability_of, occurrence_of
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.codec import dumps, to_json
from reference_engine.history import History
from reference_engine.ids import Zone

ALL = ("simultaneous", "leave_return", "control", "players", "tapped", "shields", "hidden_zones",
       "intervening_if", "state_triggers", "delayed", "blocks", "casting", "steps", "modal_targets",
       "counters_life_draw", "continuous")
STACK_ACTIONS = frozenset({"priority", "pass", "put_on_stack", "resolving", "resolved", "cast",
                           "activated", "step_begin"})
"""Kinds that end any simultaneous batch: nothing simultaneous spans them."""


@prop(id="history-well-formed", rules=("400.7", "603.2"),
      title="The History is well formed",
      title_fr="L'historique est bien formé",
      features=("format",), families=(*ALL, "crossover", "misplays"))
def history_well_formed(case: Case) -> Verdict:
    """Events are numbered 1..n; causes point to earlier events; every
    ``triggered`` names an occurrence and a real ability; everything that
    resolves was put on the stack first; a zone change makes a new object and
    ids are never reused; a simultaneous batch never spans a stack action."""
    h = case.history
    for check in (_numbering, _causes, _occurrences, _resolutions, _fresh_ids, _batches):
        problem = check(case, h)
        if problem:
            return failed(*says("general.well-formed", problem=problem[0]), problem[1])
    return passed(bool(h.events))


Problem = tuple[Message, tuple[int, ...]] | None


def _numbering(_c: Case, h: History) -> Problem:
    for i, e in enumerate(h.events, 1):
        if e.seq != i:
            return msg("format.numbering", i=i, seq=e.seq), (e.seq,)
    return None


def _causes(_c: Case, h: History) -> Problem:
    for e in h.events:
        if any(not 1 <= c < e.seq for c in e.causes):
            return msg("format.causes", seq=e.seq), (e.seq,)
    return None


def _occurrences(c: Case, h: History) -> Problem:
    by_seq = h.by_seq()
    for t in h.of_kind(ev.Triggered):
        if occurrence_of(t, by_seq) is None and not _state_trigger(c, t.ability) and not _pays(t, by_seq):
            return msg("format.occurrence", seq=t.seq, kinds=", ".join(sorted(OCCURRENCE_KINDS)[:3])), (t.seq,)
        if ability_of(c.scenario, t.ability) is None:
            return msg("format.unknown-ability", seq=t.seq, ability=t.ability), (t.seq,)
    return None


def _pays(t: ev.Triggered, by_seq: dict[int, ev.Event]) -> bool:
    """A reflexive trigger on a cost paid any number of times names the
    payments (CR 603.12a)."""
    return t.reflexive and any(isinstance(by_seq.get(s), ev.CostPaid) for s in t.causes)


def _state_trigger(c: Case, ref: str) -> bool:
    ability = ability_of(c.scenario, ref)
    return ability is not None and ability.trigger is not None and ability.trigger.state is not None


def _resolutions(_c: Case, h: History) -> Problem:
    on_stack: set[int] = set()
    for e in h.events:
        if isinstance(e, ev.PutOnStack):
            on_stack.add(e.object)
        elif isinstance(e, ev.ZoneChange) and e.to_zone is Zone.STACK:
            on_stack.add(e.new_id)
        elif isinstance(e, ev.Resolving) and e.object not in on_stack:
            return msg("format.unstacked", obj=e.object), (e.seq,)
    return None


def _fresh_ids(c: Case, h: History) -> Problem:
    seen = {o.id for o in c.scenario.objects}
    for e in h.events:
        new = e.new_id if isinstance(e, ev.ZoneChange) else e.instance if isinstance(e, ev.Triggered) else None
        if new is None:
            continue
        if new in seen:
            return msg("format.reused-id", seq=e.seq, id=new), (e.seq,)
        seen.add(new)
    return None


def _batches(_c: Case, h: History) -> Problem:
    closed: set[int] = set()
    current: set[int] = set()
    for e in h.events:
        if e.kind in STACK_ACTIONS:
            closed |= current
            current = set()
        elif e.batch is not None:
            if e.batch in closed:
                return msg("format.batch", batch=e.batch), (e.seq,)
            current.add(e.batch)
    return None


@prop(id="history-deterministic", rules=("603.2",),
      title="The same scenario gives the same History",
      title_fr="Le même scénario donne le même historique",
      features=("determinism",), families=(*ALL, "crossover"))
def history_deterministic(case: Case) -> Verdict:
    """Running the same engine on the same scenario again gives a byte-identical
    History (not exercised when no rerun is available)."""
    if case.rerun is None:
        return passed(False)
    again = case.rerun()
    if dumps(again) == dumps(case.history):
        return passed(True)
    i = _first_difference(list(case.history.events), list(again.events))
    return failed(*says("general.deterministic", at=i + 1), (i + 1,))


ID_KEYS = frozenset({"old_id", "new_id", "object", "source", "instance", "tracked", "attached_to", "host"})
ID_LISTS = frozenset({"stack", "sacrificed", "discarded"})


@prop(id="agrees-with-reference", rules=("603.2",),
      title="The History agrees with the reference engine's, up to ids",
      title_fr="L'historique concorde avec celui du moteur de référence, aux identifiants près",
      features=("differential",), families=ALL)
def agrees_with_reference(case: Case) -> Verdict:
    """After renaming object ids in order of first appearance, the engine's
    events equal the reference engine's for the same scenario (not exercised
    when no reference History is supplied)."""
    if case.reference is None:
        return passed(False)
    mine, ref = normalise(case.history), normalise(case.reference())
    if mine == ref:
        return passed(True)
    i = _first_difference(mine, ref)

    def show(evs: list[Any]) -> str:
        return json.dumps(evs[i], sort_keys=True) if i < len(evs) else "nothing"

    return failed(*says("general.differential", at=i + 1, ref=show(ref), mine=show(mine)), (i + 1,))


def normalise(h: History) -> list[Any]:
    """The History's events as JSON, object ids renamed 1, 2, ... by first appearance."""
    names: dict[int, int] = {}
    return [_rename(e, names) for e in to_json(h).get("events", [])]


def _rename(node: Any, names: dict[int, int], key: str = "") -> Any:
    if isinstance(node, dict):
        return {k: _rename(v, names, k) for k, v in node.items()}
    if isinstance(node, list):
        if key in ("attackers",):
            return [[_id(p[0], names), p[1]] for p in node]
        if key in ("blocks",):
            return [[_id(p[0], names), _id(p[1], names)] for p in node]
        return [_id(v, names) if key in ID_LISTS else _rename(v, names) for v in node]
    return _id(node, names) if key in ID_KEYS and isinstance(node, int) else node


def _id(value: int, names: dict[int, int]) -> int:
    return names.setdefault(value, len(names) + 1)


def _first_difference(a: list[Any], b: list[Any]) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
