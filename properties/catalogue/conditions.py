"""Intervening "if" clauses and "may"/"unless" choices (CR 603.4, 603.5, 608.2a)."""
from __future__ import annotations

from properties.card_facts import is_mana_ability
from properties.catalogue.common import Analysis, ability_of, analyse, trigger_counts
from properties.matching import holds
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.abilities import Ability
from reference_engine.events import ChoiceKind, RemovalReason


@prop(id="intervening-if-checked-at-event", rules=("603.4",),
      title="An intervening \"if\" must hold when the event happens",
      title_fr="La clause « intervient si » doit être vraie lors de l'événement",
      features=("intervening-if",), families=("intervening_if", "creature_counts", "adamant"),
      needs_events=("triggered",))
def intervening_if_checked_at_event(case: Case) -> Verdict:
    """An ability with an intervening "if" triggers only if its condition is
    true as the trigger event happens; if it is false then, the ability does
    not trigger at all (and if true, it must trigger)."""
    return trigger_counts(case, lambda ab, *_: ab.intervening_if is not None, "intervening if")


def _instances(a: Analysis) -> dict[int, tuple[ev.Triggered, Ability]]:
    found: dict[int, tuple[ev.Triggered, Ability]] = {}
    for t in a.history.of_kind(ev.Triggered):
        ability = ability_of(a.scenario, t.ability)
        if ability is not None and t.seq not in a.undone:
            found[t.instance] = (t, ability)
    return found


@prop(id="intervening-if-rechecked-on-resolution", rules=("603.4", "608.2a"),
      title="An intervening \"if\" is checked again on resolution",
      title_fr="La clause « intervient si » est revérifiée à la résolution",
      features=("intervening-if", "resolution"), families=("intervening_if",),
      needs_events=("resolving", "removed_from_stack"))
def intervening_if_rechecked_on_resolution(case: Case) -> Verdict:
    """As an ability with an intervening "if" starts to resolve, its condition
    is checked again: if false, the ability is removed and does nothing; if
    true, it resolves."""
    a = analyse(case)
    inst = _instances(a)
    seen = False
    for e in a.history.events:
        if not isinstance(e, (ev.Resolving, ev.RemovedFromStack)) or e.object not in inst:
            continue
        t, ability = inst[e.object]
        if ability.intervening_if is None or (isinstance(e, ev.RemovedFromStack)
                                             and e.reason is not RemovalReason.CONDITION_FALSE):
            continue
        seen = True
        board = a.timeline.before(e.seq)
        source = board.get(t.source) or a.timeline.last_known(t.source)
        true = holds(ability.intervening_if, board, a.scenario, t.controller, source)
        if true != isinstance(e, ev.Resolving):
            return failed(*says("condition.resolves" if true else "condition.removed", ability=t.ability),
                          (e.seq,))
    return passed(seen)


@prop(id="may-and-unless-decided-on-resolution", rules=("603.5",),
      title="\"May\" and \"unless\" triggers go on the stack and choose on resolution",
      title_fr="Les déclenchements « pouvez » et « à moins que » sont empilés et choisissent à la résolution",
      features=("optional", "choices"), families=("intervening_if", "simultaneous"),
      needs_events=("put_on_stack", "resolving", "choice"))
def may_and_unless_decided_on_resolution(case: Case) -> Verdict:
    """An optional or "unless" triggered ability is put on the stack whatever
    its controller intends; the decision is made while it resolves, once (an
    "unless" each opponent may pay asks them in turn until one pays), and
    follows the scenario's choice policy for "may". A triggered mana ability
    is the exception: it never uses the stack (CR 605.4a)."""
    a = analyse(case)
    inst = {k: v for k, v in _instances(a).items()
            if (v[1].optional or v[1].unless is not None) and not is_mana_ability(v[1])}
    pushed = {p.object for p in a.history.of_kind(ev.PutOnStack)}
    resolving = {e.object: e.seq for e in a.history.of_kind(ev.Resolving)}
    resolved = {e.object: e.seq for e in a.history.of_kind(ev.Resolved)}
    for obj, (t, ability) in inst.items():
        if obj not in pushed:
            return failed(*says("condition.stacked", ability=t.ability), (t.seq,))
        verdict = _choices_ok(a, obj, t, ability, resolving.get(obj), resolved.get(obj, 10**9))
        if verdict is not None:
            return verdict
    return passed(any(obj in resolving for obj in inst))


def _choices_ok(a: Analysis, obj: int, t: ev.Triggered, ability: Ability, start: int | None,
                end: int) -> Verdict | None:
    mine = [c for c in a.history.of_kind(ev.Choice) if c.object == obj]
    outside = [c.seq for c in mine if start is None or not start < c.seq < end]
    if outside:
        return failed(*says("condition.choice-inside"), tuple(outside))
    if start is None:
        return None
    kind = ChoiceKind.MAY if ability.optional else ChoiceKind.UNLESS
    made = [c for c in mine if c.choice is kind]
    # "Unless each opponent pays": each is asked in turn until one pays, so
    # several answers, each before the last a refusal, are one decision.
    once = len(made) == 1 or (kind is ChoiceKind.UNLESS and len(made) > 1 and not any(c.value for c in made[:-1]))
    if not once:
        return failed(*says("condition.one-choice", kind=kind.value, n=len(made)), (start,))
    if kind is ChoiceKind.MAY and made[0].value != a.scenario.choices.may_for(t.ability):
        return failed(*says("condition.may-answer", want=a.scenario.choices.may_for(t.ability), value=made[0].value),
                      (made[0].seq,))
    return None
