"""State triggers (CR 603.8)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.characteristics import chars
from properties.matching import holds
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind, TriggerEvent
from reference_engine.ids import Zone


def _is_state(a: Analysis, ref: str) -> bool:
    ability = ability_of(a.scenario, ref)
    return ability is not None and ability.trigger is not None and ability.trigger.event is TriggerEvent.STATE


@prop(id="state-trigger-does-not-refire-while-pending", rules=("603.8",),
      title="A state trigger does not trigger again while its instance is on the stack",
      title_fr="Un déclenchement par état ne se redéclenche pas tant que son occurrence est sur la pile",
      features=("state-trigger",), families=("state_triggers",),
      needs_events=("triggered", "resolved", "removed_from_stack"))
def state_trigger_does_not_refire_while_pending(case: Case) -> Verdict:
    """Once a state trigger has triggered, it does not trigger again until that
    instance has resolved or otherwise left the stack, however long the state
    keeps holding."""
    a = analyse(case)
    live: dict[tuple[str, int], int] = {}
    seen = False
    for e in a.history.events:
        if isinstance(e, ev.Triggered) and e.seq not in a.undone and _is_state(a, e.ability):
            seen = True
            key = (e.ability, e.source)
            if key in live:
                return failed(*says("state.pending", ability=e.ability, live=live[key], instance=e.instance), (e.seq,))
            live[key] = e.instance
        elif isinstance(e, (ev.Resolved, ev.RemovedFromStack)):
            live = {k: v for k, v in live.items() if v != e.object}
    return passed(seen)


@prop(id="state-trigger-fires-when-state-holds", rules=("603.8",),
      title="A state trigger triggers as soon as its state holds, even inside a resolution",
      title_fr="Un déclenchement par état se déclenche dès que son état est vrai, même pendant une résolution",
      features=("state-trigger",), families=("state_triggers",),
      needs_events=("triggered", "priority"))
def state_trigger_fires_when_state_holds(case: Case) -> Verdict:
    """A state trigger triggers as soon as its game state holds, even for a
    moment inside a resolution: whenever the state holds after an event (or
    after a batch of simultaneous events) while no instance of it is waiting
    or on the stack, it triggers before the next priority. So whenever a
    player receives priority while the state holds, an instance of it (from
    that same permanent) is on the stack."""
    a = analyse(case)
    instances = {t.instance: (t.ability, t.source) for t in a.history.of_kind(ev.Triggered)}
    seen = False
    for p in a.history.of_kind(ev.Priority):
        on_stack = {instances[i] for i in p.stack if i in instances}
        for ref, obj in _holding(a, a.timeline.before(p.seq)):
            seen = True
            if (ref, obj) not in on_stack:
                return failed(*says("state.holds", ref=ref, obj=obj), (p.seq,))
    missed = _missed_moment(a)
    if missed is not None:
        return failed(*says("state.moment", ref=missed[1], obj=missed[2], seq=missed[0]), (missed[0],))
    return passed(seen)


def _holding(a: Analysis, board: TrackedBoard) -> list[tuple[str, int]]:
    """The state triggers of permanents on ``board`` whose state holds there."""
    out = []
    for obj in board.in_zone(Zone.BATTLEFIELD):
        if not obj.card:
            continue
        c = chars(a.scenario, board, obj)
        for ref, ability in c.abilities:
            t = ability.trigger
            if ability.kind is AbilityKind.TRIGGERED and t is not None and t.state is not None \
                    and t.event is TriggerEvent.STATE and holds(t.state, board, a.scenario, c.controller, obj):
                out.append((ref, obj.id))
    return out


def _missed_moment(a: Analysis) -> tuple[int, str, int] | None:
    """The first moment (the seq of an event ending a batch) after which a
    state held with no instance of its trigger waiting or on the stack, and
    no instance triggered before the next priority (CR 603.8): the state was
    looked for only at priority, or not at all."""
    fired = [t for t in a.history.of_kind(ev.Triggered) if t.seq not in a.undone]
    left = {e.object: e.seq for e in a.history.events if isinstance(e, (ev.Resolved, ev.RemovedFromStack))}
    priorities = [p.seq for p in a.history.of_kind(ev.Priority)]
    k = 0
    for e in a.history.events:
        while k < len(priorities) and priorities[k] <= e.seq:
            k += 1
        if k == len(priorities):
            return None  # no player receives priority again: nothing is owed
        if e.seq in a.undone or (e.batch is not None and a.timeline.batches[e.batch][1] != e.seq):
            continue
        for ref, obj in _holding(a, a.timeline.after(e.seq)):
            mine = [t for t in fired if t.ability == ref and t.source == obj]
            alive = any(t.seq <= e.seq < left.get(t.instance, priorities[-1] + 1) for t in mine)
            if not alive and not any(e.seq < t.seq < priorities[k] for t in mine):
                return e.seq, ref, obj
    return None
