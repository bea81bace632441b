"""State triggers (CR 603.8)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.characteristics import chars
from properties.matching import holds
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
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
      title="A state trigger is on the stack whenever its state holds at priority",
      title_fr="Un déclenchement par état est sur la pile dès que son état est vrai à la priorité",
      features=("state-trigger",), families=("state_triggers",),
      needs_events=("triggered", "priority"))
def state_trigger_fires_when_state_holds(case: Case) -> Verdict:
    """A state trigger triggers as soon as its game state holds, so whenever a
    player receives priority while the state holds, an instance of it (from
    that same permanent) is on the stack."""
    a = analyse(case)
    instances = {t.instance: (t.ability, t.source) for t in a.history.of_kind(ev.Triggered)}
    seen = False
    for p in a.history.of_kind(ev.Priority):
        board = a.timeline.before(p.seq)
        on_stack = {instances[i] for i in p.stack if i in instances}
        for obj in board.in_zone(Zone.BATTLEFIELD):
            if not obj.card:
                continue
            c = chars(a.scenario, board, obj)
            for ref, ability in c.abilities:
                t = ability.trigger
                if ability.kind is not AbilityKind.TRIGGERED or t is None or t.state is None:
                    continue
                if t.event is TriggerEvent.STATE and holds(t.state, board, a.scenario, c.controller, obj):
                    seen = True
                    if (ref, obj.id) not in on_stack:
                        return failed(*says("state.holds", ref=ref, obj=obj.id), (p.seq,))
    return passed(seen)
