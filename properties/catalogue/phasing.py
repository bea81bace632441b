"""Phasing as far as triggers care (CR 603.10b, 702.26)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, event_is, trigger_counts
from properties.catalogue.general import split_batch
from properties.catalogue.instructions import announced, followed, not_phased_out
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import EffectKind
from reference_engine.abilities import TriggerEvent as T

declare_clause(
    "702.26a", invariant=True,
    title_en="Phasing out and in", title_fr="Se phaser et revenir",
    paraphrase_en="Permanents that phase out together do so at the same moment; a phased-out permanent "
                  "phases in during its controller's next untap step, and is then treated as existing again.",
    paraphrase_fr="Des permanents qui se phasent ensemble le font au même moment ; un permanent phasé revient "
                  "pendant la prochaine étape de dégagement de son contrôleur, et il est alors de nouveau "
                  "traité comme existant.",
)

_TOUCHES = (ev.ZoneChange, ev.Tapped, ev.Untapped, ev.Damage, ev.Counters, ev.ControlChange)


def _touched(e: ev.Event) -> int | None:
    """The object an event changes, for the kinds a phased-out permanent is immune to."""
    if isinstance(e, ev.ZoneChange):
        return e.old_id
    if isinstance(e, ev.Damage):
        return e.target.object
    return e.object if isinstance(e, _TOUCHES) else None


def _ghost_event(a: Analysis) -> ev.Event | None:
    """The first committed event that changes a permanent while it is phased out."""
    for e in a.history.events:
        oid = _touched(e)
        if oid is None or e.seq in a.undone:
            continue
        obj = a.timeline.before_batch(e).get(oid)
        if obj is not None and obj.phased_out:
            return e
    return None


@prop(id="phase-out-triggers-look-back", rules=("603.10b", "702.26a"),
      title="\"Phases out\" triggers look back; a phased-out permanent is as if it did not exist",
      title_fr="« Se phase » regarde en arrière ; un permanent phasé est comme inexistant",
      features=("look-back", "phasing"), families=("leave_return", "phasing"),
      needs_events=("phased_out", "triggered"))
def phase_out_triggers_look_back(case: Case) -> Verdict:
    """Abilities that trigger on a permanent phasing out are matched against the
    game just before it phased out, so its own such ability triggers although
    the permanent no longer exists afterwards. Until it phases in, nothing
    happens to it: no zone change, tapping, damage, counters or control change.
    What a resolving instruction phases out ("all creatures", a target)
    does phase out, and what one instruction phases out does so together, in
    one batch (CR 702.26a)."""
    problem = split_batch(case, (EffectKind.PHASE_OUT,))
    if problem:
        return failed(*says("phasing.apart", problem=problem[0]), problem[1])
    a = analyse(case)
    for r in followed(a, announced(a)):
        stayed = not_phased_out(r.owed, r.did)
        if stayed is not None:
            return failed(*says("instructions.phase-out", obj=r.resolved.object, target=stayed),
                          (r.begin.seq, r.resolved.seq))
    ghost = _ghost_event(a)
    if ghost is not None:
        return failed(*says("phasing.ghost", seq=ghost.seq, kind=ghost.kind, obj=_touched(ghost)), (ghost.seq,))
    counts = trigger_counts(case, event_is(T.PHASES_OUT), "phases out, looking back")
    phased = any(isinstance(e, ev.PhasedOut) for e in a.history.events)
    return counts if not counts.ok else passed(phased or counts.exercised)
