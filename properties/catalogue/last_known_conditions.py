"""Conditions of leaves-the-battlefield triggers read the source as it last
existed on the battlefield (CR 603.10a with 603.4).

"When this creature dies, if it had no -1/-1 counters on it, ..." (persist):
once the creature has left, the card in the graveyard is a new object with no
counters (CR 400.7), so the condition is about the creature as it last existed
on the battlefield. That is what the game looks back at when the event
happens, and, since the object is gone, it is still its last-known information
when the condition is checked again on resolution.
"""
from __future__ import annotations

from properties.catalogue.common import Analysis, ability_of, analyse, trigger_counts
from properties.matching import holds
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import Ability, ConditionKind, Subject, TriggerEvent
from reference_engine.events import RemovalReason
from reference_engine.ids import Zone

_LEAVES = frozenset({TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.RETURNED_TO_HAND})
_ABOUT_THE_SOURCE = frozenset({ConditionKind.NO_COUNTERS, ConditionKind.COUNTERS_AT_LEAST})


def _own_leaves_condition(ability: Ability) -> bool:
    """A leaves-the-battlefield trigger of its own source whose intervening "if"
    is about the source's counters."""
    trig, cond = ability.trigger, ability.intervening_if
    if trig is None or cond is None or cond.kind not in _ABOUT_THE_SOURCE:
        return False
    leaves = trig.event in _LEAVES or (trig.event is TriggerEvent.PUT_INTO_GRAVEYARD
                                       and trig.from_zone is Zone.BATTLEFIELD)
    return leaves and trig.subject.subject is Subject.SELF


@prop(id="leaves-trigger-condition-reads-last-known", rules=("603.10a", "603.4"),
      title="A leaves-the-battlefield trigger's condition reads its source as it last existed",
      title_fr="La condition d'un déclenchement de départ du champ de bataille lit sa source telle "
               "qu'elle existait en dernier",
      features=("intervening-if", "zone-change"), families=("last_known", "intervening_if", "found_again"),
      needs_events=("triggered", "resolving", "removed_from_stack", "zone_change"))
def leaves_trigger_condition_reads_last_known(case: Case) -> Verdict:
    """When a permanent leaves the battlefield, its own leaves-the-battlefield
    abilities whose intervening "if" is about its counters ("if it had no
    -1/-1 counters on it") trigger exactly when the condition holds for the
    permanent as it last existed on the battlefield, not for the card it
    became; and as such an ability resolves, the check made again reads that
    same last-known information, since the permanent is gone (CR 603.10a,
    603.4)."""
    counted = trigger_counts(case, lambda ab, *_: _own_leaves_condition(ab), "condition as it last existed")
    if not counted.ok:
        return counted
    a = analyse(case)
    resolved = _resolution_check(a)
    if resolved is not None and not resolved.ok:
        return resolved
    return passed(counted.exercised or resolved is not None or _left(a))


def _resolution_check(a: Analysis) -> Verdict | None:
    """Each such instance resolves if and only if its condition holds for the
    source's last-known information; None when no instance was judged."""
    instances: dict[int, tuple[ev.Triggered, Ability]] = {}
    for t in a.history.of_kind(ev.Triggered):
        ability = ability_of(a.scenario, t.ability)
        if ability is not None and _own_leaves_condition(ability) and t.seq not in a.undone:
            instances[t.instance] = (t, ability)
    judged = False
    for e in a.history.events:
        if not isinstance(e, (ev.Resolving, ev.RemovedFromStack)) or e.object not in instances:
            continue
        if isinstance(e, ev.RemovedFromStack) and e.reason is not RemovalReason.CONDITION_FALSE:
            continue
        t, ability = instances[e.object]
        board = a.timeline.before(e.seq)
        if board.get(t.source) is not None:
            continue  # the source is back under the same id: not this property's case
        last = a.timeline.last_known(t.source)
        assert ability.intervening_if is not None
        judged = True
        true = holds(ability.intervening_if, board, a.scenario, t.controller, last)
        if true != isinstance(e, ev.Resolving):
            counters = ", ".join(f"{n} {k}" for k, n in last.counters) if last and last.counters else "none"
            return failed(*says("known.resolves" if true else "known.removed", ability=t.ability,
                                source=t.source, counters=counters), (e.seq,))
    return passed(True) if judged else None


def _left(a: Analysis) -> bool:
    """Whether a permanent with such an ability left the battlefield."""
    keys = {c.key for c in a.scenario.cards if any(_own_leaves_condition(ab) for ab in c.abilities)}
    for z in a.history.of_kind(ev.ZoneChange):
        obj = a.timeline.last_known(z.old_id) if z.from_zone is Zone.BATTLEFIELD else None
        if obj is not None and obj.card in keys:
            return True
    return False
