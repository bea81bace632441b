"""Status changes as triggers see them (CR 603.2e, 603.6d)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, event_is, trigger_counts
from properties.catalogue.general import split_batch
from properties.characteristics import effects_of
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import ContinuousKind, EffectKind, TriggerEvent as T
from reference_engine.ids import Zone


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
