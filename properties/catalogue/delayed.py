"""Delayed triggered abilities (CR 603.7) and zone-change "it" (CR 603.6)."""
from __future__ import annotations

from collections import Counter

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import Ability, ContinuousKind, DelayedTrigger, EffectKind, ObjectRef
from reference_engine.ids import Step


def delayed_step(a: Analysis, ref: str) -> Step | None:
    """The step a delayed trigger ``R/delayed`` waits for, from its creator ``R``."""
    creator = ability_of(a.scenario, ref.removesuffix("/delayed"))
    if creator is not None and creator.static is not None and creator.static.delayed is not None:
        return creator.static.delayed.step  # made by a replacement effect (CR 603.7f)
    found = _made(creator)
    return found[0].step if found and not found[0].resolutions else None


def _made(creator: Ability | None) -> list[DelayedTrigger]:
    if creator is not None and creator.static is not None and creator.static.ability is not None \
            and creator.static.kind is ContinuousKind.PERMITS_ACTION:
        creator = creator.static.ability  # the action a static ability permits (CR 603.7g)
    effects = [] if creator is None else list(creator.effects) + [e for m in creator.modes for e in m.effects]
    return [e.delayed for e in effects if e.kind is EffectKind.CREATE_DELAYED and e.delayed is not None]


def counted(a: Analysis, ref: str) -> int:
    """N for a "when this has resolved the Nth time this turn" delayed trigger ``ref`` (CR 603.7h), else 0."""
    found = _made(ability_of(a.scenario, ref.removesuffix("/delayed")))
    return found[0].resolutions if found else 0


def _pairs(a: Analysis) -> list[tuple[ev.DelayedCreated, list[ev.Triggered]]]:
    """Each creation with the delayed triggers that name it (same ability and source)."""
    created = [d for d in a.history.of_kind(ev.DelayedCreated) if d.seq not in a.undone]
    fired = [t for t in a.history.of_kind(ev.Triggered) if t.delayed and t.seq not in a.undone]
    return [(d, [t for t in fired if t.ability == d.ability and t.source == d.source]) for d in created]


@prop(id="delayed-trigger-fires-once", rules=("603.7b", "603.2d"),
      title="A delayed trigger fires once, at the next occurrence",
      title_fr="Un déclenchement retardé a lieu une fois, à la prochaine occurrence",
      features=("delayed",), families=("delayed", "continuous"),
      needs_events=("delayed_created", "triggered", "step_begin"))
def delayed_trigger_fires_once(case: Case) -> Verdict:
    """A delayed trigger with no stated duration triggers exactly once, at the
    first beginning of its step after it was created, and never again; an
    "additional time" effect on its source does not make it trigger twice."""
    a = analyse(case)
    want: Counter[tuple[str, int, int]] = Counter()
    for d, _ in _pairs(a):
        step = delayed_step(a, d.ability)
        first = next((s.seq for s in a.history.of_kind(ev.StepBegin)
                      if s.seq > d.seq and s.step is step and s.seq not in a.undone), 0)
        if first:
            want[(d.ability, d.source, first)] += 1
    fired = [t for t in a.history.of_kind(ev.Triggered) if t.delayed and t.seq not in a.undone
             and not counted(a, t.ability)]  # those wait for resolutions, not a step (CR 603.7h)
    got = Counter((t.ability, t.source, min(t.causes, default=0)) for t in fired)
    for key in sorted(set(want) | set(got)):
        unchecked = key[2] > a.checked_until and not got[key]  # the game ended first
        if want[key] != got[key] and not unchecked:
            return failed(*says("delayed.fires-once", ability=key[0], source=key[1], step=key[2], want=want[key], got=got[key]),
                          (key[2],) if key[2] else ())
    return passed(any(f for _, f in _pairs(a)))


@prop(id="delayed-trigger-sees-only-later-events", rules=("603.7a",),
      title="A delayed trigger triggers only on events after its creation",
      title_fr="Un déclenchement retardé ne voit que les événements postérieurs à sa création",
      features=("delayed",), families=("delayed",),
      needs_events=("delayed_created", "triggered"))
def delayed_trigger_sees_only_later_events(case: Case) -> Verdict:
    """A delayed trigger exists only from the moment the effect that creates it
    resolves, so each of its triggers names a creation before it and an event
    after that creation."""
    a = analyse(case)
    latest = _latest_creations(a)
    for d, fired in _pairs(a):
        # The same ability may make several delayed triggers (once per
        # resolution): judge each trigger against the latest one made before it.
        for t in (t for t in fired if latest.get(t.seq) is d):
            if min(t.causes, default=0) <= d.seq:
                return failed(*says("delayed.later-events", ability=t.ability, made=d.seq, named=min(t.causes, default=0)),
                              (t.seq, d.seq))
    orphans = [t.seq for t in a.history.of_kind(ev.Triggered) if t.delayed and not any(
        t.ability == d.ability and t.source == d.source and d.seq < t.seq for d in a.history.of_kind(ev.DelayedCreated))]
    if orphans:
        return failed(*says("delayed.orphan"), tuple(orphans))
    return passed(any(f for _, f in _pairs(a)))


def _latest_creations(a: Analysis) -> dict[int, ev.DelayedCreated]:
    """For each delayed trigger's seq, the last creation of it (same ability,
    same source) before it, in one pass over the History."""
    last: dict[tuple[str, int], ev.DelayedCreated] = {}
    found: dict[int, ev.DelayedCreated] = {}
    for e in a.history.events:
        if isinstance(e, ev.DelayedCreated) and e.seq not in a.undone:
            last[(e.ability, e.source)] = e
        elif isinstance(e, ev.Triggered) and e.delayed and (e.ability, e.source) in last:
            found[e.seq] = last[(e.ability, e.source)]
    return found


@prop(id="delayed-trigger-controller-is-creator", rules=("603.7d", "603.7e"),
      title="A delayed trigger is controlled by whoever controlled what created it",
      title_fr="Un déclenchement retardé est contrôlé par le contrôleur de ce qui l'a créé",
      features=("delayed", "control"), families=("delayed", "control"),
      needs_events=("delayed_created", "resolving", "triggered"))
def delayed_trigger_controller_is_creator(case: Case) -> Verdict:
    """A delayed trigger created by a resolving spell or ability is controlled
    by the controller of that spell or ability as it resolved, not by whoever
    controls its source later."""
    a = analyse(case)
    for d, fired in _pairs(a):
        if from_static(a, d.ability):
            continue  # made by a replacement effect, not by a resolving object (CR 603.7f)
        want = _creator_controller(a, d.seq)
        bad = [x for x in [(d.seq, d.controller)] + [(t.seq, t.controller) for t in fired]
               if want is not None and x[1] != want]
        if bad:
            return failed(*says("delayed.controller", ability=d.ability, want=want, got=bad[0][1]), (bad[0][0],))
    return passed(any(f for _, f in _pairs(a)))


def from_static(a: Analysis, ref: str) -> bool:
    """Whether the delayed trigger ``ref`` is made by a static ability's replacement effect."""
    creator = ability_of(a.scenario, ref.removesuffix("/delayed"))
    return creator is not None and creator.static is not None and creator.static.delayed is not None


def _creator_controller(a: Analysis, seq: int) -> int | None:
    """Controller of the object resolving at ``seq`` (the innermost one)."""
    open_: list[int] = []
    for e in a.history.events[: seq - 1]:
        if isinstance(e, ev.Resolving):
            open_.append(e.object)
        elif isinstance(e, ev.Resolved) and e.object in open_:
            open_.remove(e.object)
    if not open_:
        return None
    obj = a.timeline.before(seq).get(open_[-1]) or a.timeline.last_known(open_[-1])
    return obj.controller if obj else None


@prop(id="zone-change-it-is-the-new-object", rules=("603.6", "603.7c", "400.7"),
      title="\"It\" means the object in its new zone, and nothing once it moves again",
      title_fr="« Il » désigne l'objet dans sa nouvelle zone, et plus rien s'il repart",
      features=("zone-change", "delayed"), families=("moved_again", "leave_return", "delayed"),
      needs_events=("resolving", "zone_change"))
def zone_change_it_is_the_new_object(case: Case) -> Verdict:
    """An ability that refers to the object an event moved (or that a delayed
    trigger tracks) acts on it only in the zone it went to; once that card has
    changed zones again it is a new object and the ability leaves it alone."""
    a = analyse(case)
    seen = False
    for r in a.history.of_kind(ev.Resolving):
        ref_id = _referred(a, r.object)
        if ref_id is None:
            continue
        board = a.timeline.before(r.seq)
        root = (a.timeline.last_known(ref_id) or board.get(ref_id))
        if root is None or board.get(ref_id) is not None:
            continue
        seen = True
        for e in a.history.events[r.seq:]:
            if r.seq in e.causes and _touches_other(a, e, root.root, ref_id):
                return failed(*says("zone.moved-on", card=root.root, seq=e.seq, kind=e.kind), (r.seq, e.seq))
    return passed(seen)


def _referred(a: Analysis, instance: int) -> int | None:
    """The object an ability instance calls "it" or tracks, if its effects do."""
    t = next((t for t in a.history.of_kind(ev.Triggered) if t.instance == instance), None)
    ability: Ability | None = ability_of(a.scenario, t.ability) if t else None
    if t is None or ability is None:
        return None
    refs = {e.object for e in ability.effects}
    if t.delayed and ObjectRef.TRACKED in refs:
        d = next((d for d in a.history.of_kind(ev.DelayedCreated)
                  if d.ability == t.ability and d.source == t.source and d.seq < t.seq), None)
        return d.tracked if d else None
    occ = next((a.by_seq[s] for s in t.causes if s in a.by_seq), None)
    if ObjectRef.IT in refs and isinstance(occ, ev.ZoneChange):
        return occ.new_id
    return None


def _touches_other(a: Analysis, e: ev.Event, root: int, ref_id: int) -> bool:
    ids = [getattr(e, f, None) for f in ("old_id", "object")]
    if isinstance(e, ev.Damage):
        ids.append(e.target.object)
    for i in ids:
        obj = a.timeline.last_known(i) if isinstance(i, int) else None
        if obj is not None and obj.root == root and i != ref_id:
            return True
    return False
