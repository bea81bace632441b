"""Properties of every History: well-formed, deterministic, agreeing with the reference."""
from __future__ import annotations

import json
from typing import Any

from properties.catalogue import tokens as _tokens  # noqa: F401 - it declares the clause of CR 111.1
from properties.catalogue.common import OCCURRENCE_KINDS, ability_of, analyse, occurrence_of, split
from properties.catalogue.instructions import announced, instructions, resolutions
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import EffectKind
from reference_engine.codec import dumps, to_json
from reference_engine.history import History
from reference_engine.ids import Zone

ALL = ("simultaneous", "leave_return", "control", "players", "tapped", "shields", "hidden_zones",
       "intervening_if", "state_triggers", "delayed", "blocks", "casting", "steps", "modal_targets",
       "counters_life_draw", "continuous")
STACK_ACTIONS = frozenset({"priority", "pass", "put_on_stack", "resolving", "resolved", "cast",
                           "activated", "step_begin"})
"""Kinds that end any simultaneous batch: nothing simultaneous spans them."""


@prop(id="history-well-formed", rules=("400.7", "603.2", "614.6", "733.1", "602.1a", "111.1"),
      title="The History is well formed",
      title_fr="L'historique est bien formé",
      features=("format",), families=(*ALL, "activation_timing", "refuges", "tokens", "crossover", "misplays", "mana_pool"))
def history_well_formed(case: Case) -> Verdict:
    """Events are numbered 1..n; causes point to earlier events; every
    ``triggered`` names an occurrence and a real ability; every object an
    event names exists (a scenario object or one an event made), and only an
    object that exists can change zones (CR 400.7); every player named is in
    the game; what is put on the stack triggered or was activated first;
    everything that resolves was put on the stack first, and ``resolved``
    follows its ``resolving``; a zone change makes a new object and ids are
    never reused; a simultaneous batch never spans a stack action. A zone
    change is never caused by a priority, a pass or a refusal, and the move
    that happens instead of a replaced one names the ``replaced`` event
    (CR 614.6); an illegal action undoes only its own attempt, after the last
    priority (CR 733.1); ``cost_paid.tapped_source`` is true exactly when the
    payment tapped the source, as a {T} cost must (CR 602.1a); what one
    instruction does to several objects at once (the tokens it creates,
    CR 111.1, the permanents it taps, untaps or phases out) shares one batch. So a
    causally impossible History is caught without the reference engine."""
    h = case.history
    for check in (_numbering, _causes, _move_causes, _replacements, _known_players, _known_objects,
                  _moves_exist, _stack_entries, _occurrences, _resolutions, _resolved_pairs, _fresh_ids,
                  _batches, _one_effect_one_batch, _rollbacks, _tap_costs):
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


IDLE_KINDS = frozenset({"priority", "pass", "illegal_action", "loop_limit"})
"""Kinds that move nothing: a player receiving or passing priority, a refused
action, a loop limit."""


def _move_causes(_c: Case, h: History) -> Problem:
    """A zone change is caused by what moved it (a resolution, a state-based
    action, a replacement of that very move, ...), never by an idle event; a
    ``replaced`` it names is the replacement of this object's move."""
    by_seq = h.by_seq()
    for e in h.of_kind(ev.ZoneChange):
        for k in e.causes:
            cause = by_seq.get(k)
            if cause is None:
                continue
            if cause.kind in IDLE_KINDS:
                return msg("format.idle-cause", seq=e.seq, cause=k, kind=cause.kind), (e.seq, k)
            if isinstance(cause, ev.Replaced) and cause.object is not None and cause.object != e.old_id:
                return msg("format.replaced-other", seq=e.seq, cause=k, obj=cause.object), (e.seq, k)
    return None


def unnamed_replacement(c: Case) -> Problem:
    """The first replaced zone change whose move instead does not name it."""
    return _replacements(c, c.history)


def _replacements(_c: Case | None, h: History) -> Problem:
    """A replaced zone change ("exile it instead", CR 614.6) is followed by the
    move that happened instead, which names the ``replaced`` event among its
    causes (docs/formats.md: a replacement effect). A regeneration, made by
    an ability whose effect is "regenerate", replaces a destruction with no
    move at all (CR 614.8, 701.19a)."""
    for r in h.of_kind(ev.Replaced):
        if r.object is None or not r.original.startswith("zone_change ") or _regeneration(_c, r):
            continue
        instead = next((e for e in h.of_kind(ev.ZoneChange) if e.seq > r.seq and e.old_id == r.object), None)
        if instead is None or r.seq not in instead.causes:
            return msg("format.unnamed-replacement", seq=r.seq, obj=r.object), \
                (r.seq,) if instead is None else (r.seq, instead.seq)
    return None


def _regeneration(c: Case | None, r: ev.Replaced) -> bool:
    ability = ability_of(c.scenario, r.effect) if c is not None and r.effect else None
    return ability is not None and any(e.kind is EffectKind.REGENERATE for e in ability.effects)


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


_PLAYER_FIELDS = ("player", "controller", "active_player", "owner", "old_controller", "new_controller")
_OBJECT_FIELDS = ("old_id", "object", "source", "host", "tracked", "instance", "new_id", "copy_of")
_OBJECT_LISTS = ("stack", "sacrificed", "discarded")


def _made(e: ev.Event) -> tuple[int, ...]:
    """Ids an event brings into being: a moved object's new id, an ability's
    stack id (announced by its ``triggered``, ``cost_locked`` or ``activated``),
    the id a special action's ``cost_paid`` gives the action."""
    if isinstance(e, ev.ZoneChange):
        return (e.new_id,)
    if isinstance(e, ev.TokenCreated):
        return (e.object,)
    if isinstance(e, ev.PutOnStack) and e.copy_of is not None:
        return (e.object,)  # a copy is made on the stack (CR 707.10)
    if isinstance(e, ev.Triggered):
        return (e.instance,)
    if isinstance(e, (ev.Activated, ev.CostLocked, ev.CostPaid)):
        return (e.object,)
    return ()


class _Named:
    """Which of the named fields an event class has. Events are slotted records
    with no instance dict (``tests/properties/test_event_fields.py``), so a name
    the class lacks reads as the default in every instance: skipping it leaves
    the lists below as they were, in the same order, and spares a ``getattr``
    with a default per name and per event (this check reads every event)."""

    __slots__ = ("objects", "lists", "players", "targets", "target", "attackers", "blocks")

    def __init__(self, cls: type) -> None:
        self.objects = tuple(n for n in _OBJECT_FIELDS if hasattr(cls, n))
        self.lists = tuple(n for n in _OBJECT_LISTS if hasattr(cls, n))
        self.players = tuple(n for n in _PLAYER_FIELDS if hasattr(cls, n))
        self.targets, self.target = hasattr(cls, "targets"), hasattr(cls, "target")
        self.attackers, self.blocks = hasattr(cls, "attackers"), hasattr(cls, "blocks")


_NAMED: dict[type, _Named] = {}


def _named(e: ev.Event) -> _Named:
    plan = _NAMED.get(type(e))
    if plan is None:
        plan = _NAMED[type(e)] = _Named(type(e))
    return plan


def _objects_named(e: ev.Event) -> list[tuple[str, int]]:
    plan = _named(e)
    found = [(name, v) for name in plan.objects if isinstance(v := getattr(e, name), int)]
    found += [(name, i) for name in plan.lists for i in getattr(e, name)]
    if plan.targets:
        found += [("targets", t.object) for t in getattr(e, "targets") if t.object is not None]
    if plan.target:
        target = getattr(e, "target")
        if target is not None and getattr(target, "object", None) is not None:
            found.append(("target", target.object))
    if plan.attackers:
        found += [("attackers", a) for a, _ in getattr(e, "attackers")]
    if plan.blocks:
        found += [("blocks", o) for pair in getattr(e, "blocks") for o in pair]
    return found


def _players_named(e: ev.Event) -> list[tuple[str, int]]:
    plan = _named(e)
    found = [(name, v) for name in plan.players if isinstance(v := getattr(e, name), int)]
    if plan.targets:
        found += [("targets", t.player) for t in getattr(e, "targets") if t.player is not None]
    if plan.target:
        target = getattr(e, "target")
        if target is not None and getattr(target, "player", None) is not None:
            found.append(("target", target.player))
    if plan.attackers:
        found += [("attackers", p) for _, p in getattr(e, "attackers")]
    return found


def _known_players(c: Case, h: History) -> Problem:
    seats = {p.id for p in c.scenario.players}
    for e in h.events:
        for name, pid in _players_named(e):
            if pid not in seats:
                return msg("format.unknown-player", kind=e.kind, seq=e.seq, player=pid, field=name), (e.seq,)
    return None


def _known_objects(c: Case, h: History) -> Problem:
    """Every id an event or the final state names is a scenario object or one an event made."""
    known = {o.id for o in c.scenario.objects} | {i for e in h.events for i in _made(e)}
    for e in h.events:
        for name, oid in _objects_named(e):
            if oid not in known:
                return msg("format.unknown-object", kind=e.kind, seq=e.seq, obj=oid, field=name), (e.seq,)
    final = h.final
    for oid in ([o.id for o in final.objects] + list(final.stack)) if final else []:
        if oid not in known:
            return msg("format.final-unknown-object", obj=oid), ()
    return None


def _moves_exist(c: Case, h: History) -> Problem:
    """A zone change moves an object that exists by then (CR 400.7: each move makes a new one)."""
    known = {o.id for o in c.scenario.objects}
    for e in h.events:
        if isinstance(e, ev.ZoneChange) and e.old_id not in known:
            return msg("format.ghost-move", seq=e.seq, obj=e.old_id), (e.seq,)
        known.update(_made(e))
    return None


def _stack_entries(_c: Case, h: History) -> Problem:
    """An ability is put on the stack only after it triggered or was
    activated; a copy is announced by what it copies (CR 707.10)."""
    announced: set[int] = set()
    for e in h.events:
        if isinstance(e, ev.PutOnStack) and e.object not in announced and e.copy_of is None:
            return msg("format.unannounced-push", seq=e.seq, obj=e.object), (e.seq,)
        if isinstance(e, (ev.Triggered, ev.Activated, ev.CostLocked)):
            announced.add(e.instance if isinstance(e, ev.Triggered) else e.object)
    return None


def _resolved_pairs(_c: Case, h: History) -> Problem:
    """``resolved`` closes a ``resolving`` of the same object."""
    open_: list[int] = []
    for e in h.events:
        if isinstance(e, ev.Resolving):
            open_.append(e.object)
        elif isinstance(e, ev.Resolved):
            if e.object not in open_:
                return msg("format.unopened-resolved", seq=e.seq, obj=e.object), (e.seq,)
            open_.remove(e.object)
    return None


def _fresh_ids(c: Case, h: History) -> Problem:
    seen = {o.id for o in c.scenario.objects}
    for e in h.events:
        new = e.new_id if isinstance(e, ev.ZoneChange) else e.instance if isinstance(e, ev.Triggered) \
            else e.object if isinstance(e, ev.TokenCreated) else None
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


_TOGETHER: tuple[tuple[EffectKind, type[ev.Event]], ...] = (
    (EffectKind.CREATE_TOKEN, ev.TokenCreated), (EffectKind.TAP, ev.Tapped), (EffectKind.UNTAP, ev.Untapped),
    (EffectKind.PHASE_OUT, ev.PhasedOut))
"""Instructions whose events, for several objects, happen at once (CR 111.1:
the tokens one instruction creates enter together; CR 702.26a: the
permanents one instruction phases out do so together)."""


def split_batch(c: Case, kinds: tuple[EffectKind, ...]) -> Problem:
    """The first resolution whose one instruction of these kinds did to
    several objects at once what is not recorded as one batch."""
    return _one_effect_one_batch(c, c.history, kinds)


def _one_effect_one_batch(c: Case, h: History, kinds: tuple[EffectKind, ...] = ()) -> Problem:
    """What one instruction does to several objects at once shares one batch
    (docs/formats.md: simultaneous events share a batch): the tokens one
    "create" instruction makes, the permanents one "tap", "untap" or "phase out"
    instruction affects. Judged when the resolving object has one such
    instruction, so that every such event its resolution causes is that one's."""
    if not h.events or not any(isinstance(e, ev.Resolving) for e in h.events):
        return None
    a = analyse(c)
    info = announced(a)
    for begin, end, window in resolutions(a, info):
        effects = instructions(info[end.object])
        for kind, cls in _TOGETHER:
            if kinds and kind not in kinds or sum(eff.kind is kind for eff in effects) != 1:
                continue
            done = [e for e in window if isinstance(e, cls) and begin.seq in e.causes]
            if split(done):
                return msg("format.split-batch", seq=begin.seq, kind=cls.__dataclass_fields__["kind"].default,
                           n=len(done)), tuple(e.seq for e in done)
    return None


def _rollbacks(_c: Case, h: History) -> Problem:
    """An ``illegal_action`` undoes its own attempt (CR 733.1): the events it
    lists come after the last ``priority`` before it, and are no priority,
    pass or step."""
    by_seq = h.by_seq()
    last_priority = 0
    for e in h.events:
        if isinstance(e, ev.Priority):
            last_priority = e.seq
        elif isinstance(e, ev.IllegalAction):
            for k in e.rolled_back:
                undone = by_seq.get(k)
                if not last_priority < k < e.seq or undone is None or undone.kind in _NOT_ATTEMPTED:
                    return msg("format.foreign-rollback", seq=e.seq, undone=k), (e.seq, k)
    return None


_NOT_ATTEMPTED = frozenset({"priority", "pass", "step_begin", "illegal_action"})


def _tap_costs(c: Case, h: History) -> Problem:
    """``cost_paid.tapped_source`` says the payment tapped the source for a
    {T} cost (CR 602.1a, 601.2h): it is true exactly when, while that cost was
    being paid (since its ``cost_locked``, outside the mana abilities activated
    for it), the source of the activation became tapped; an activated ability
    whose cost has {T} is activated only by tapping its source."""
    paying: list[int] = []
    taps: dict[int, list[int]] = {}
    paid: dict[int, tuple[ev.CostPaid, list[int]]] = {}
    for e in h.events:
        if isinstance(e, ev.CostLocked):
            paying.append(e.object)
            taps[e.object] = []
        elif isinstance(e, ev.Tapped) and not e.causes and paying:
            taps[paying[-1]].append(e.object)
        elif isinstance(e, ev.CostPaid):
            tapped = taps.get(e.object, []) if e.object in paying else []
            if e.object in paying:
                del paying[paying.index(e.object):]
            if e.tapped_source and not tapped:
                return msg("format.untapped-source", seq=e.seq), (e.seq,)
            paid[e.object] = (e, tapped)
        elif isinstance(e, ev.IllegalAction):
            paying.clear()
        elif isinstance(e, ev.Activated) and e.object in paid:
            cost, tapped = paid.pop(e.object)
            ability = ability_of(c.scenario, e.ability)
            if ability is not None and ability.cost is not None and ability.cost.tap and not cost.tapped_source:
                return msg("format.tap-unpaid", seq=cost.seq, ability=e.ability), (cost.seq, e.seq)
            if cost.tapped_source != (e.source in tapped):
                return msg("format.untapped-source" if cost.tapped_source else "format.tapped-source",
                           seq=cost.seq), (cost.seq, e.seq)
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
    # Equal values serialize to equal bytes: serializing both is needed only
    # when they differ (every example of a run checks this).
    if again == case.history or dumps(again) == dumps(case.history):
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
    reference = case.reference()
    if case.history.events == reference.events:  # equal events normalise alike
        return passed(True)
    mine, ref = normalise(case.history), normalise(reference)
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
