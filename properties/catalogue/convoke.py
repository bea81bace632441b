"""Convoke (CR 702.51a): creatures tapped to pay for a spell become tapped,
each a "becomes tapped" occurrence (CR 603.2e)."""
from __future__ import annotations

from collections import Counter

from properties.catalogue.common import Analysis, analyse
from properties.matching import expected
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.ids import Zone
from reference_engine.scenario import ActionKind

declare_clause(
    "702.51a", invariant=True,
    title_en="Convoke", title_fr="Convocation",
    paraphrase_en="While paying for a spell with convoke, its caster may tap untapped creatures they "
                  "control; each one tapped this way pays for one generic mana or for one mana of one of "
                  "its colours.",
    paraphrase_fr="En payant un sort qui a la convocation, son lanceur peut engager des créatures dégagées "
                  "qu'il contrôle ; chacune engagée ainsi paie un mana générique ou un mana de l'une de "
                  "ses couleurs.",
)


def _convokers(a: Analysis) -> dict[int, tuple[int, ...]]:
    """Scenario id of each card cast with convoke -> the creatures its (one) cast action taps."""
    acts = [s for s in a.scenario.script if s.action is ActionKind.CAST and s.convoke and s.object is not None]
    once = Counter(s.object for s in acts)
    return {s.object: s.convoke for s in acts if s.object is not None and once[s.object] == 1}


@prop(id="convoke-taps-become-tapped", rules=("702.51a", "603.2e", "601.2h"),
      title="Each creature tapped for convoke becomes tapped once, and its watchers trigger once",
      title_fr="Chaque créature engagée pour la convocation devient engagée une fois, et ses observateurs "
               "se déclenchent une fois",
      features=("casting", "costs"), families=("convokes",),
      needs_events=("zone_change", "cost_locked", "tapped", "cost_paid", "cast", "triggered"),
      needs_actions=("cast",))
def convoke_taps_become_tapped(case: Case) -> Verdict:
    """A creature its controller taps to pay for a spell with convoke becomes
    tapped while the cost is paid, between the spell's lock-in and its
    payment: one "becomes tapped" occurrence, so each ability that triggers
    whenever such a creature becomes tapped triggers exactly once for it."""
    a = analyse(case)
    wanted = _convokers(a)
    exercised = False
    for move in a.history.of_kind(ev.ZoneChange):
        if move.to_zone is not Zone.STACK or move.seq in a.undone:
            continue
        board = a.timeline.before(move.seq)
        card = board.get(move.old_id)
        creatures = wanted.get(card.root) if card is not None else None
        lock = next((e for e in a.history.of_kind(ev.CostLocked) if e.object == move.new_id), None)
        paid = next((e for e in a.history.of_kind(ev.CostPaid) if e.object == move.new_id), None)
        if not creatures or lock is None or paid is None or paid.seq in a.undone:
            continue
        roots = {o.id: o.root for o in board.in_zone(Zone.BATTLEFIELD)}
        taps = [t for t in a.history.of_kind(ev.Tapped)
                if lock.seq < t.seq < paid.seq and roots.get(t.object) in creatures]
        per = Counter(roots[t.object] for t in taps)
        for root in creatures:
            if per[root] != 1:
                return failed(*says("convoke.tapped", obj=root, n=per[root]), (lock.seq, paid.seq))
        for t in taps:
            got = Counter((x.ability, x.source) for x in a.history.of_kind(ev.Triggered) if t.seq in x.causes)
            for want in expected(a.scenario, a.timeline, t):
                exercised = True
                n = got[(want.ability, want.source)]
                if n != want.times:
                    return failed(*says("convoke.triggers", ability=want.ability, want=want.times,
                                        obj=roots[t.object], got=n), (t.seq,))
    return passed(exercised)
