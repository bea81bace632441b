"""Triggered abilities wait for a player to receive priority (CR 117.2a, 603.3).

An ability that triggers while a spell or ability is resolving, or while a
spell is being cast or an ability activated, is put on the stack only after
that is over, the next time a player would receive priority. Read from the
History alone: the windows are the events from ``resolving`` to ``resolved``
of one object, from a card's move to the stack to its ``cast``, and from an
activation's ``cost_locked`` to its ``activated``.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse, occurrence_of
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.ids import Zone

declare_clause(
    "117.2a", invariant=True,
    title_en="Triggers wait for priority", title_fr="Les déclenchements attendent la priorité",
    paraphrase_en="Abilities that have triggered are put on the stack the next time a player would "
                  "receive priority, not in the middle of casting a spell or of a resolution.",
    paraphrase_fr="Les capacités déclenchées sont mises sur la pile la prochaine fois qu'un joueur devrait "
                  "recevoir la priorité, pas au milieu du lancement d'un sort ni d'une résolution.",
)

Window = tuple[int, int, str]
"""(first seq, last seq, what is under way)."""


@prop(id="triggers-wait-for-priority", rules=("117.2a", "603.3"),
      title="An ability that triggers mid-resolution or mid-cast waits for priority to go on the stack",
      title_fr="Une capacité déclenchée pendant une résolution ou un lancement attend la priorité pour aller sur la pile",
      features=("priority", "stacking"), families=("simultaneous", "leave_return", "deaths", "casting"),
      needs_events=("triggered", "put_on_stack", "resolving", "resolved"))
def triggers_wait_for_priority(case: Case) -> Verdict:
    """A triggered ability is never put on the stack while a spell or ability
    is resolving, or while a spell is being cast or an ability activated: it
    waits until that is finished and a player would receive priority.
    Exercised when something triggered inside such a window."""
    a = analyse(case)
    windows = _windows(a)
    instances = {t.instance for t in a.history.of_kind(ev.Triggered)}
    for e in a.history.of_kind(ev.PutOnStack):
        inside = _within(windows, e.seq)
        if inside is not None and e.object in instances and e.seq not in a.undone:
            return failed(f"the trigger #{e.object} waits until {inside[2]} (#{inside[0]}-#{inside[1]}) is over",
                          f"it was put on the stack at #{e.seq}, in the middle of it", (inside[0], e.seq))
    return passed(any(_within(windows, occ.seq) for occ in _occurrences(a)))


def _within(windows: list[Window], seq: int) -> Window | None:
    return next((w for w in windows if w[0] < seq < w[1]), None)


def _occurrences(a: Analysis) -> list[ev.Event]:
    """The events that made abilities trigger (the trigger itself may be recorded later)."""
    found = (occurrence_of(t, a.by_seq) for t in a.history.of_kind(ev.Triggered) if t.seq not in a.undone)
    return [o for o in found if o is not None]


def _windows(a: Analysis) -> list[Window]:
    out: list[Window] = []
    opened: dict[int, tuple[int, str]] = {}
    for e in a.history.events:
        if isinstance(e, ev.Resolving):
            opened[e.object] = (e.seq, f"the resolution of #{e.object}")
        elif isinstance(e, ev.ZoneChange) and e.to_zone is Zone.STACK and e.how is ev.ZoneChangeCause.CAST:
            opened[e.new_id] = (e.seq, f"the casting of #{e.new_id}")
        elif isinstance(e, ev.CostLocked) and e.object not in opened:
            opened[e.object] = (e.seq, f"the activation of #{e.object}")
        elif isinstance(e, (ev.Resolved, ev.Cast, ev.Activated)) and e.object in opened:
            start, what = opened.pop(e.object)
            out.append((start, e.seq, what))
    return out
