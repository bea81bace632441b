"""Illegal actions (CR 733)."""
from __future__ import annotations

from properties.catalogue.common import analyse
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev


@prop(id="rolled-back-actions-trigger-nothing", rules=("733.1",),
      title="Nothing triggers on an illegal action that was undone",
      title_fr="Rien ne se déclenche sur une action illégale annulée",
      features=("illegal-action", "casting"), families=("undone_costs", "casting", "misplays"),
      needs_events=("illegal_action", "triggered"), needs_actions=("cast", "activate"))
def rolled_back_actions_trigger_nothing(case: Case) -> Verdict:
    """An illegal action is reversed entirely, as if it never happened: no
    trigger may name one of its events, and no trigger born of it may be left
    on the stack."""
    a = analyse(case)
    for il in a.history.of_kind(ev.IllegalAction):
        late = [s for s in il.rolled_back if s >= il.seq]
        if late:
            return failed("an illegal action reverses earlier events", f"it lists later #{late[0]}", (il.seq,))
    born = {t.instance: t for t in a.history.of_kind(ev.Triggered)}
    for t in born.values():
        if a.undone.intersection(t.causes) and t.seq not in a.undone:
            return failed("no trigger from a reversed event", f"{t.ability} triggered on one", (t.seq,))
    for p in a.history.of_kind(ev.PutOnStack):
        t = born.get(p.object)
        if t is not None and t.seq in a.undone and p.seq not in a.undone:
            return failed("a trigger of a reversed action is not stacked", f"#{p.object} was pushed", (p.seq,))
    return passed(bool(a.undone))


@prop(id="priority-returns-after-rollback", rules=("733.2",),
      title="After an undone illegal action, the same player gets priority",
      title_fr="Après une action illégale annulée, le même joueur reçoit la priorité",
      features=("illegal-action", "priority"), families=("casting", "misplays"),
      needs_events=("illegal_action", "priority"), needs_actions=("cast", "activate"))
def priority_returns_after_rollback(case: Case) -> Verdict:
    """Once an illegal action has been reversed, the player who tried it
    holds priority again: the next priority grant or pass is theirs."""
    h = case.history
    seen = False
    for il in h.of_kind(ev.IllegalAction):
        nxt = next((p for p in h.events if p.seq > il.seq and isinstance(p, (ev.Priority, ev.PassPriority))), None)
        if il.player is None or nxt is None:
            continue
        seen = True
        if nxt.player != il.player:
            return failed(f"player {il.player} gets priority", f"player {nxt.player} did", (il.seq, nxt.seq))
    return passed(seen)
