"""Who gets priority after casting or activating, and priority in the cleanup step (CR 117.3c, 514.3a)."""
from __future__ import annotations

from properties.catalogue.common import Analysis, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.ids import Step


def _next_priority(a: Analysis, after: int) -> ev.Priority | None:
    return next((p for p in a.history.of_kind(ev.Priority) if p.seq > after), None)


def _gone(a: Analysis, player: int, at: int) -> bool:
    """Whether the player has lost, or the game is over, by ``at``."""
    board = a.timeline.before(at)
    return player in board.lost or len(board.life) - len(board.lost) <= 1


@prop(id="caster-gets-priority-back", rules=("117.3c", "601.2i"),
      title="After casting a spell, its caster gets priority, cast triggers stacked first",
      title_fr="Après avoir lancé un sort, son lanceur reçoit la priorité, déclenchements de lancement empilés d'abord",
      features=("casting", "priority"), families=("casting",),
      needs_events=("cast", "priority", "put_on_stack"), needs_actions=("cast",))
def caster_gets_priority_back(case: Case) -> Verdict:
    """A player who casts a spell receives priority again afterwards, whoever's
    turn it is; the abilities that triggered on the cast are put on the stack,
    above the spell, before that priority."""
    return _priority_back(analyse(case), ev.Cast)


@prop(id="activator-gets-priority-back", rules=("117.3c", "602.2"),
      title="After activating an ability, its activator gets priority",
      title_fr="Après avoir activé une capacité, son activateur reçoit la priorité",
      features=("activation", "priority"),
      families=("casting", "activation_timing", "sorcery_abilities", "equips"),
      needs_events=("activated", "priority"), needs_actions=("activate",))
def activator_gets_priority_back(case: Case) -> Verdict:
    """A player who activates an ability that uses the stack receives priority
    again afterwards, whoever's turn it is, with that ability still on the
    stack: it was put there as it was activated, and nothing resolves before a
    player has priority (CR 602.2a)."""
    return _priority_back(analyse(case), ev.Activated)


def _priority_back(a: Analysis, kind: type[ev.Cast] | type[ev.Activated]) -> Verdict:
    """The next priority after each cast or activation of ``kind`` goes to its player (CR 117.3c)."""
    acts = [x for x in a.history.of_kind(kind) if x.seq not in a.undone]
    seen = False
    for x in acts:
        p = _next_priority(a, x.seq)
        if p is None or (p.player != x.player and _gone(a, x.player, p.seq)):
            continue
        seen = True
        if p.player != x.player:
            return failed(*says("priority.back", player=x.player, seq=x.seq, kind=x.kind, got=p.player), (x.seq, p.seq))
        if isinstance(x, ev.Activated) and not x.mana_ability and x.object not in p.stack:
            return failed(*says("priority.activated-on-stack", seq=x.seq, obj=x.object, priority=p.seq),
                          (x.seq, p.seq))
        late = _unstacked(a, x, p) if isinstance(x, ev.Cast) else ()
        if late:
            return failed(*says("priority.cast-triggers", seq=x.seq, priority=p.seq), late + (p.seq,))
    return passed(seen)


def _unstacked(a: Analysis, c: ev.Cast, p: ev.Priority) -> tuple[int, ...]:
    """Triggers born of the cast that are not above the spell by priority ``p``."""
    handled = {e.object: e.seq for e in a.history.events
               if isinstance(e, (ev.PutOnStack, ev.RemovedFromStack)) and e.seq < p.seq}
    bad = []
    for t in a.history.of_kind(ev.Triggered):
        if c.seq not in t.causes or t.seq in a.undone:
            continue
        below = c.object in p.stack and t.instance in p.stack and p.stack.index(t.instance) < p.stack.index(c.object)
        if t.instance not in handled or below:
            bad.append(t.seq)
    return tuple(bad)


@prop(id="busy-cleanup-gives-priority-and-repeats", rules=("514.3a",),
      title="If anything happens in cleanup, players get priority and another cleanup follows",
      title_fr="Si quelque chose a lieu pendant le nettoyage, les joueurs reçoivent la priorité et un autre nettoyage suit",
      features=("steps", "priority"), families=("cleanup", "steps", "casting"),
      needs_events=("step_begin", "priority"), needs_actions=("advance_to",))
def busy_cleanup_gives_priority_and_repeats(case: Case) -> Verdict:
    """When state-based actions are performed or abilities trigger during a
    cleanup step, the active player receives priority in it, and once it ends
    a new cleanup step begins instead of the next turn."""
    a = analyse(case)
    steps = [s for s in a.history.of_kind(ev.StepBegin) if s.seq not in a.undone]
    seen = False
    for s, nxt in zip(steps, steps[1:] + [None]):
        end = nxt.seq if nxt else len(a.history.events) + 1
        window = [e for e in a.history.events if s.seq < e.seq < end and e.seq not in a.undone]
        busy = [e.seq for e in window if isinstance(e, (ev.Sba, ev.Triggered))]
        if s.step is not Step.CLEANUP or not busy or _gone(a, -1, end):
            continue
        seen = True
        if not any(isinstance(e, ev.Priority) for e in window) and nxt is not None:
            return failed(*says("priority.busy-cleanup"), (s.seq, busy[0]))
        if nxt is not None and (nxt.step is not Step.CLEANUP or nxt.turn != s.turn):
            return failed(*says("priority.cleanup-again", step=nxt.step.value, turn=nxt.turn), (s.seq, busy[0], nxt.seq))
    return passed(seen)
