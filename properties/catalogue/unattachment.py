"""Auras and Equipment becoming unattached (CR 301.5, 303.4, 603.10c)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, event_is, trigger_counts
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import TriggerEvent as T
from reference_engine.ids import Zone

Pair = tuple[int, int]
"""(Aura or Equipment id, id of the permanent it was attached to)."""


def ended_attachments(a: Analysis) -> dict[Pair, int]:
    """Attachments a committed zone change ended, from the tracked board: an
    attached object or its host left the battlefield. Value: that zone change."""
    found: dict[Pair, int] = {}
    for e in a.history.of_kind(ev.ZoneChange):
        if e.from_zone is not Zone.BATTLEFIELD or e.seq in a.undone:
            continue
        board = a.timeline.before_batch(e)
        on_field = {o.id for o in board.in_zone(Zone.BATTLEFIELD)}
        for obj in board.in_zone(Zone.BATTLEFIELD):
            host = obj.attached_to
            if host in on_field and e.old_id in (obj.id, host):
                found.setdefault((obj.id, host), e.seq)
    return found


def _reported(a: Analysis) -> dict[Pair, ev.Unattached]:
    """The unattachments reported, but for an Equipment moved to another
    creature: its ``unattached`` shares the batch of its ``attached`` (CR 701.3a)."""
    moved = {(x.object, x.batch) for x in a.history.of_kind(ev.Attached) if x.batch is not None}
    # An Equipment a state-based action unattaches (CR 704.5n) is the
    # illegal-attachment property's to judge.
    loosened = {s.seq for s in a.history.of_kind(ev.Sba) if s.rule == "704.5n"}
    return {(u.object, u.host): u for u in a.history.of_kind(ev.Unattached)
            if u.seq not in a.undone and (u.object, u.batch) not in moved and not loosened & set(u.causes)}


@prop(id="unattach-triggers-look-back", rules=("603.10c",),
      title="\"Becomes unattached\" triggers look back, even when the Equipment left too",
      title_fr="« Devient détaché » regarde en arrière, même si l'Équipement est parti aussi",
      features=("look-back", "attachments"), families=("leave_return",),
      needs_events=("zone_change", "unattached", "triggered"))
def unattach_triggers_look_back(case: Case) -> Verdict:
    """When an Aura or Equipment or the permanent it is attached to leaves the
    battlefield, the attachment ends with that event, and an ability that
    triggers on it becoming unattached is matched against the game just before:
    it triggers once even if the Aura or Equipment itself left in that event.
    (An Equipment an equip ability moves becomes unattached too, with no one
    leaving: that is the equip property's to judge; so is one a state-based
    action unattaches from a noncreature, the illegal-attachment property's.)"""
    a = analyse(case)
    want, got = ended_attachments(a), _reported(a)
    for pair, seq in sorted(want.items()):
        u = got.get(pair)
        if u is None or u.batch is None or u.batch != a.by_seq[seq].batch:
            return failed(*says("unattach.missing" if u is None else "unattach.outside", obj=pair[0], host=pair[1], zc=seq,
                                event=u.seq if u else 0), (seq,) + ((u.seq,) if u else ()))
    extra = sorted(set(got) - set(want))
    if extra:
        u = got[extra[0]]
        return failed(*says("unattach.extra", obj=u.object, host=u.host), (u.seq,))
    counts = trigger_counts(case, event_is(T.BECOMES_UNATTACHED), "becomes unattached, looking back")
    return counts if not counts.ok else passed(bool(want) or counts.exercised)
