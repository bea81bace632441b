"""Delayed triggers made by a static ability's replacement effect (CR 603.7f)
or by the action a static ability permits (CR 603.7g), and ones waiting for an
ability's Nth resolution in a turn (CR 603.7h)."""
from __future__ import annotations

from typing import TypeVar

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.catalogue.delayed import counted, delayed_step, from_static
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.ids import Zone


def _makers(a: Analysis, r: ev.Replaced) -> list[tuple[int, int]]:
    """(object, controller) of each permanent just before ``r`` that has the
    static ability ``r.effect`` names and could have made its delayed trigger."""
    card = r.effect.split("/")[0]
    board = a.timeline.before(r.seq)
    return [(o.id, o.controller) for o in board.in_zone(Zone.BATTLEFIELD) if o.card == card]


def _replacements(a: Analysis) -> list[ev.Replaced]:
    """Committed replacements by a static ability that creates a delayed trigger."""
    return [r for r in a.history.of_kind(ev.Replaced) if r.seq not in a.undone and r.effect.count("/") == 1
            and not r.effect.startswith("effect/") and from_static(a, f"{r.effect}/delayed")
            and ability_of(a.scenario, r.effect) is not None]


def _check_one(a: Analysis, r: ev.Replaced, made: list[ev.DelayedCreated]) -> Verdict | None:
    mine = [d for d in made if r.seq in d.causes]
    if len(mine) != 1 or mine[0].ability != f"{r.effect}/delayed":
        return failed(*says("origins.replacement-once", effect=r.effect, seq=r.seq, n=len(mine)),
                      (r.seq,) + tuple(d.seq for d in mine))
    d = mine[0]
    makers = _makers(a, r)
    if (d.source, d.controller) not in makers:
        return failed(*says("origins.maker", makers=str(makers), source=d.source, player=d.controller), (r.seq, d.seq))
    fired = [t for t in a.history.of_kind(ev.Triggered) if t.delayed and t.ability == d.ability
             and t.source == d.source and t.seq > d.seq and t.controller != d.controller]
    if fired:
        return failed(*says("origins.trigger-controller", want=d.controller, got=fired[0].controller), (fired[0].seq,))
    return None


@prop(id="replacement-delayed-trigger-belongs-to-its-static", rules=("603.7f",),
      title="A delayed trigger made by a static replacement belongs to that permanent's controller",
      title_fr="Un retardé créé par un remplacement statique appartient au contrôleur de ce permanent",
      features=("delayed", "replacement"), families=("refuges", "continuous"),
      needs_events=("replaced", "delayed_created", "triggered"))
def replacement_delayed_trigger_belongs_to_its_static(case: Case) -> Verdict:
    """When a permanent's static replacement effect applies and creates a
    delayed trigger, that trigger is created once per application, its source
    is that permanent, and it is controlled by whoever controlled the permanent
    as the replacement applied, not by the controller of the spell that caused
    the event."""
    a = analyse(case)
    made = [d for d in a.history.of_kind(ev.DelayedCreated) if d.seq not in a.undone and from_static(a, d.ability)]
    reps = _replacements(a)
    for r in reps:
        verdict = _check_one(a, r, made)
        if verdict is not None:
            return verdict
    stray = [d for d in made if not any(r.seq in d.causes for r in reps)]
    if stray:
        return failed(*says("origins.names-replacement", seq=stray[0].seq), (stray[0].seq,))
    return passed(bool(reps) or bool(made))


Key = tuple[int, str, int]
"""(turn, creating ability, source)."""
E = TypeVar("E", ev.DelayedCreated, ev.Triggered)


def _resolutions(a: Analysis) -> dict[Key, list[int]]:
    """``resolved`` seqs of each counted creator's instances, per turn and source."""
    turn = a.scenario.turn
    made_by: dict[int, tuple[str, int]] = {}
    found: dict[Key, list[int]] = {}
    for e in a.history.events:
        if e.seq in a.undone:
            continue
        if isinstance(e, ev.StepBegin):
            turn = e.turn
        elif isinstance(e, (ev.Triggered, ev.Activated)):
            made_by[e.instance if isinstance(e, ev.Triggered) else e.object] = (e.ability, e.source)
        elif isinstance(e, ev.Resolved) and e.object in made_by:
            ref, source = made_by[e.object]
            if counted(a, f"{ref}/delayed"):
                found.setdefault((turn, ref, source), []).append(e.seq)
    return found


def _per_turn(a: Analysis, kind: type[E], key: Key) -> list[E]:
    """Events of ``kind`` for ``key``'s delayed trigger in ``key``'s turn."""
    turn, out = a.scenario.turn, list[E]()
    for e in a.history.events:
        turn = e.turn if isinstance(e, ev.StepBegin) else turn
        if isinstance(e, kind) and e.seq not in a.undone and turn == key[0] and e.ability == f"{key[1]}/delayed" \
                and e.source == key[2] and (not isinstance(e, ev.Triggered) or e.delayed):
            out.append(e)
    return out


@prop(id="counted-delayed-trigger-made-once", rules=("603.7h",),
      title="\"When this has resolved the Nth time this turn\" is created once and fires at the Nth",
      title_fr="« Quand ceci s'est résolu pour la Nième fois ce tour-ci » est créé une fois et a lieu à la Nième",
      features=("delayed",), families=("counted_resolutions", "delayed"),
      needs_events=("activated", "resolved", "delayed_created", "triggered", "step_begin"))
def counted_delayed_trigger_made_once(case: Case) -> Verdict:
    """An ability whose delayed trigger waits until the ability has resolved a
    given number of times this turn creates it only once each turn, however
    often it resolves, and that trigger fires once, as the resolution with
    that number ends, and not at all if the count is never reached."""
    a = analyse(case)
    found = _resolutions(a)
    for key, seqs in sorted(found.items()):
        made = _per_turn(a, ev.DelayedCreated, key)
        if len(made) != 1:
            return failed(*says("origins.counted-once", ability=key[1], turn=key[0], n=len(made)),
                          tuple(e.seq for e in made) or (seqs[0],))
        n = counted(a, f"{key[1]}/delayed")
        fired = _per_turn(a, ev.Triggered, key)
        want = [seqs[n - 1]] if len(seqs) >= n else []
        got = [min(t.causes, default=0) for t in fired]
        if got != want:
            return failed(*says("origins.counted-fires" if want else "origins.counted-never", at=want[0] if want else 0,
                                n=len(seqs), turn=key[0], got=got), tuple(t.seq for t in fired) or tuple(want))
    return passed(bool(found))


def _check_action(a: Analysis, act: ev.SpecialAction, made: list[ev.DelayedCreated]) -> Verdict | None:
    mine = [d for d in made if act.seq in d.causes]
    want = 1 if delayed_step(a, f"{act.ability}/delayed") is not None else 0
    if len(mine) != want:
        return failed(*says("origins.special-action", want=want, seq=act.seq, n=len(mine)),
                      (act.seq,) + tuple(d.seq for d in mine))
    holder = a.timeline.before(act.seq).get(act.object)
    for d in mine:
        if holder is None or (d.ability, d.source, d.controller) != (f"{act.ability}/delayed", act.object,
                                                                      holder.controller):
            return failed(*says("origins.special-owner", ability=act.ability, obj=act.object,
                                want=holder.controller if holder else "?", got=d.ability, source=d.source,
                                player=d.controller), (act.seq, d.seq))
    return None


@prop(id="permitted-action-delayed-trigger-belongs-to-the-permanent", rules=("603.7g",),
      title="A delayed trigger made by a permitted action belongs to that permanent's controller",
      title_fr="Un retardé créé par une action permise appartient au contrôleur de ce permanent",
      features=("delayed", "special-action"), families=("permitted_actions", "delayed"),
      needs_events=("special_action", "delayed_created"), needs_actions=("special_action",))
def permitted_action_delayed_trigger_belongs_to_the_permanent(case: Case) -> Verdict:
    """When a player takes an action that a permanent's static ability lets
    them take, the delayed trigger it creates has that permanent as its source
    and is controlled by whoever controlled the permanent at that moment, even
    if another player took the action."""
    a = analyse(case)
    made = [d for d in a.history.of_kind(ev.DelayedCreated) if d.seq not in a.undone]
    acts = [e for e in a.history.of_kind(ev.SpecialAction) if e.seq not in a.undone]
    for act in acts:
        verdict = _check_action(a, act, made)
        if verdict is not None:
            return verdict
    return passed(bool(acts))
