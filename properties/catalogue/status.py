"""Status changes as triggers see them (CR 603.2e, 603.6d)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, event_is, trigger_counts
from properties.catalogue.general import split_batch
from properties.catalogue.instructions import Announced, announced, instructions
from properties.characteristics import effects_of
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import Obj, TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import ContinuousKind, EffectKind, TriggerEvent as T
from reference_engine.ids import Zone

declare_clause(
    "110.5b", invariant=True,
    title_en="Permanents enter untapped", title_fr="Les permanents arrivent dégagés",
    paraphrase_en="A permanent is untapped as it enters the battlefield, unless a spell, an ability or "
                  "a rule says it enters tapped.",
    paraphrase_fr="Un permanent arrive sur le champ de bataille dégagé, sauf si un sort, une capacité ou "
                  "une règle dit qu'il arrive engagé.",
)


@prop(id="becomes-tapped-needs-a-change", rules=("603.2e", "603.6d", "614.1d"),
      title="\"Becomes tapped\" needs an untapped permanent to tap; entering tapped is not it",
      title_fr="« Devient engagé » exige un permanent dégagé qui s'engage ; arriver engagé n'en est pas un",
      features=("tapped", "enters"), families=("tapped",),
      needs_events=("tapped", "untapped", "zone_change", "triggered"))
def becomes_tapped_needs_a_change(case: Case) -> Verdict:
    """A "becomes tapped" (or "untapped") trigger fires only when a permanent's
    status actually changes: a permanent that enters tapped was never untapped
    on the battlefield, so it neither becomes tapped nor shows a tap event.
    The permanents one instruction taps (or untaps) change at once: their
    events share one batch."""
    problem = split_batch(case, (EffectKind.TAP, EffectKind.UNTAP))
    if problem:
        return failed(*says("status.apart", problem=problem[0]), problem[1])
    a = analyse(case)
    seen = False
    arrived_tapped: set[int] = set()
    for e in a.history.events:
        if isinstance(e, ev.ZoneChange) and e.to_zone is Zone.BATTLEFIELD and _enters_tapped(a, e):
            arrived_tapped.add(e.new_id)
            seen = True
        if not isinstance(e, (ev.Tapped, ev.Untapped)) or e.seq in a.undone:
            continue
        seen = True
        obj = a.timeline.before(e.seq).get(e.object)
        tapped_now = isinstance(e, ev.Tapped)
        was_tapped = obj is not None and (obj.tapped or e.object in arrived_tapped)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or was_tapped == tapped_now:
            return failed(*says("status.was-untapped" if tapped_now else "status.was-tapped", obj=e.object, kind=e.kind),
                          (e.seq,))
        arrived_tapped.discard(e.object)
    verdict = trigger_counts(case, event_is(T.BECOMES_TAPPED, T.BECOMES_UNTAPPED), "becomes (un)tapped")
    return verdict if not verdict.ok else passed(seen or verdict.exercised)


def _enters_tapped(a: Analysis, z: ev.ZoneChange) -> bool:
    board = a.timeline.after(z.seq)
    obj = board.get(z.new_id)
    return obj is not None and bool(effects_of(a.scenario, board, ContinuousKind.ENTERS_TAPPED, obj))


@prop(id="permanents-enter-untapped-unless-told", rules=("110.5b", "614.1d"),
      title="A permanent enters untapped unless told to enter tapped",
      title_fr="Un permanent arrive dégagé sauf s'il doit arriver engagé",
      features=("tapped", "enters"), families=("tapped", "arrivals", "entering_combat", "tokens"),
      needs_events=("zone_change", "token_created"))
def permanents_enter_untapped_unless_told(case: Case) -> Verdict:
    """A permanent that enters the battlefield (a ``zone_change`` to it, a
    ``token_created``) is untapped in its ``after`` snapshot unless something
    says it enters tapped: an "enters tapped" effect that applies to it as it
    arrives (CR 614.1d), or an instruction putting it onto the battlefield
    tapped and attacking (CR 508.4); and one that such an effect applies to
    enters tapped. Exercised when a permanent entered."""
    a = analyse(case)
    info = announced(a)
    exercised = False
    for e in a.history.events:
        if e.seq in a.undone:
            continue
        if isinstance(e, ev.ZoneChange) and e.to_zone is Zone.BATTLEFIELD:
            new, told = e.new_id, e.attacking is not None or _put_tapped(a, info, e)
        elif isinstance(e, ev.TokenCreated):
            new, told = e.object, False
        else:
            continue
        exercised = True
        if e.after is None or told:
            continue
        board = a.timeline.after(e.seq)
        obj = board.get(new)
        applying = _applying(a, e, board, obj)
        if e.after.tapped and not applying:
            return failed(*says("status.entered-tapped", obj=new, kind=e.kind), (e.seq,))
        if not e.after.tapped and applying:
            return failed(*says("status.entered-untapped", obj=new, kind=e.kind), (e.seq,))
    return passed(exercised)


def _applying(a: Analysis, e: ev.Event, board: TrackedBoard, obj: Obj | None) -> list[int | None]:
    """Sources of the "enters tapped" effects that apply to the permanent as
    it arrives, matching it as it exists on the battlefield: its own, and the
    effects already in force before it entered (CR 614.1d, 614.12)."""
    if obj is None:
        return []
    before = a.timeline.before(e.seq)
    return [act.source for act in effects_of(a.scenario, board, ContinuousKind.ENTERS_TAPPED, obj)
            if act.source is None or act.source == obj.id
            or (src := before.get(act.source)) is not None and src.zone is Zone.BATTLEFIELD]


def _put_tapped(a: Analysis, info: dict[int, Announced], z: ev.ZoneChange) -> bool:
    """The move is a resolving instruction's "onto the battlefield tapped and attacking"."""
    for k in z.causes:
        cause = a.by_seq.get(k)
        if isinstance(cause, ev.Resolving) and cause.object in info and any(
                eff.kind is EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING for eff in instructions(info[cause.object])):
            return True
    return False
