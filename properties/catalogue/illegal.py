"""Illegal actions (CR 733)."""
from __future__ import annotations

from properties.catalogue.common import analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.history import History
from reference_engine.ids import PlayerId


@prop(id="rolled-back-actions-trigger-nothing", rules=("733.1",),
      title="Nothing triggers on an illegal action that was undone",
      title_fr="Rien ne se déclenche sur une action illégale annulée",
      features=("illegal-action", "casting"), families=("undone_costs", "casting", "single_faults"),
      needs_events=("illegal_action", "triggered"), needs_actions=("cast", "activate"))
def rolled_back_actions_trigger_nothing(case: Case) -> Verdict:
    """An illegal action is reversed entirely, as if it never happened: no
    trigger may name one of its events, and no trigger born of it may be left
    on the stack."""
    a = analyse(case)
    for il in a.history.of_kind(ev.IllegalAction):
        late = [s for s in il.rolled_back if s >= il.seq]
        if late:
            return failed(*says("illegal.earlier", late=late[0]), (il.seq,))
    born = {t.instance: t for t in a.history.of_kind(ev.Triggered)}
    for t in born.values():
        if a.undone.intersection(t.causes) and t.seq not in a.undone:
            return failed(*says("illegal.no-trigger", ability=t.ability), (t.seq,))
    for p in a.history.of_kind(ev.PutOnStack):
        made = born.get(p.object)
        if made is not None and made.seq in a.undone and p.seq not in a.undone:
            return failed(*says("illegal.not-stacked", obj=p.object), (p.seq,))
    return passed(bool(a.undone))


@prop(id="priority-returns-after-rollback", rules=("733.2",),
      title="After an undone illegal action, the same player gets priority",
      title_fr="Après une action illégale annulée, le même joueur reçoit la priorité",
      features=("illegal-action", "priority"), families=("casting", "misplays", "single_faults"),
      needs_events=("illegal_action", "priority"), needs_actions=("cast", "activate"))
def priority_returns_after_rollback(case: Case) -> Verdict:
    """Once an illegal action has been reversed, the player who held priority
    when it was tried holds priority again: the next priority grant or pass is
    theirs. That is the player who tried it, unless they tried it without
    holding priority (then it was refused, and priority never moved)."""
    h = case.history
    seen = False
    for il in h.of_kind(ev.IllegalAction):
        holder = _priority_holder_before(h, min((il.seq, *il.rolled_back)))
        if holder is None and il.code is not ev.RefusalCode.PRIORITY:
            holder = il.player  # no grant recorded before: the attempt itself shows who held it
        nxt = next((p for p in h.events if p.seq > il.seq and isinstance(p, (ev.Priority, ev.PassPriority))), None)
        left = {e.player for e in h.of_kind(ev.PlayerLost) if e.seq < il.seq}
        if il.player is None or holder is None or nxt is None or holder in left:
            continue  # a player who has left the game receives no priority (CR 800.4a)
        seen = True
        if nxt.player != holder:
            return failed(*says("illegal.priority", want=holder, got=nxt.player), (il.seq, nxt.seq))
    return passed(seen)


def _priority_holder_before(history: History, seq: int) -> PlayerId | None:
    """Who held priority just before event ``seq``: the last grant's player,
    unless they passed since."""
    holder: PlayerId | None = None
    for e in history.events:
        if e.seq >= seq:
            break
        if isinstance(e, ev.Priority):
            holder = e.player
        elif isinstance(e, (ev.PassPriority, ev.StepBegin)):
            holder = None
    return holder
