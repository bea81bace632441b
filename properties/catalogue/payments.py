"""Payments made while a spell or ability resolves: "unless [a player] pays N
life" and "you may pay <cost> any number of times" (CR 118.12, 119.4, 603.12a).

The checker reads the cost from the scenario (the ability's ``unless`` or
``repeatable`` part) and the payer's answers from its choice policy, and looks
at the life events and ``cost_paid`` events of the resolution.
"""
from __future__ import annotations

from collections.abc import Sequence

from properties.catalogue.common import Analysis, ability_of, analyse, stack_abilities
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import Ability
from reference_engine.events import ChoiceKind

declare_clause(
    "118.12", invariant=True,
    title_en="\"Unless\" costs", title_fr="Les coûts « à moins que »",
    paraphrase_en="An instruction followed unless a player pays a cost offers that player the payment as "
                  "it resolves; a player who pays it pays it in full, and the instruction is then not followed.",
    paraphrase_fr="Une instruction suivie à moins qu'un joueur ne paie un coût propose ce paiement à ce joueur "
                  "pendant la résolution ; le joueur qui le paie le paie en entier, et l'instruction n'est alors "
                  "pas suivie.",
)
declare_clause(
    "119.4", invariant=True,
    title_en="Paying life", title_fr="Payer de la vie",
    paraphrase_en="Paying life takes that much from the payer's life total; a player can pay only as much "
                  "life as their total holds.",
    paraphrase_fr="Payer de la vie la retire du total de points de vie du payeur ; un joueur ne peut payer que "
                  "la vie que contient son total.",
)


Window = tuple[ev.Resolving, ev.Resolved, Sequence[ev.Event]]


def _windows(a: Analysis) -> list[Window]:
    """Each completed resolution: its ``resolving``, its ``resolved`` and the events between."""
    found: list[Window] = []
    starts: dict[int, int] = {}
    events = a.history.events
    for i, e in enumerate(events):
        if isinstance(e, ev.Resolving) and e.seq not in a.undone:
            starts[e.object] = i
        elif isinstance(e, ev.Resolved) and e.object in starts:
            first = starts.pop(e.object)
            begin = events[first]
            assert isinstance(begin, ev.Resolving)
            found.append((begin, e, events[first + 1: i]))
    return found


def _unless_problem(a: Analysis, ability: Ability, window: Sequence[ev.Event],
                    obj: int) -> tuple[str, dict[str, object], int] | None:
    """An "unless pays N life" answered yes is followed by that payment (CR 118.12, 119.4)."""
    if ability.unless is None or ability.unless.life <= 0:
        return None
    n = ability.unless.life
    for i, e in enumerate(window):
        if not (isinstance(e, ev.Choice) and e.object == obj and e.choice is ChoiceKind.UNLESS and e.value):
            continue
        life = a.timeline.before(e.seq).life[e.player]
        if life < n:
            return ("payments.unless-unaffordable", {"obj": obj, "player": e.player, "amount": n, "life": life}, e.seq)
        paid = any(isinstance(x, ev.Life) and x.player == e.player and x.amount == -n for x in window[i + 1:])
        if not paid:
            return ("payments.unless-unpaid", {"obj": obj, "player": e.player, "amount": n}, e.seq)
    return None


def _repeated_problem(a: Analysis, ability: Ability, ref: str, controller: int, window: Sequence[ev.Event],
                      end: ev.Resolved) -> tuple[str, dict[str, object], int] | None:
    """The payments of "pay <cost> any number of times": as many as the policy
    asks while the cost can be paid (CR 603.12a, 119.4). How many a mana cost
    allows depends on the pool, so the count is judged for life costs only."""
    cost = ability.repeatable
    if cost is None:
        return None
    asked = a.scenario.choices.payments_for(ref)
    paid = [e for e in window if isinstance(e, ev.CostPaid) and e.object == end.object and e.seq not in a.undone]
    if len(paid) > asked:
        return ("payments.repeated-too-many", {"obj": end.object, "asked": asked, "got": len(paid)}, end.seq)
    for p in paid:
        if a.timeline.after(p.seq).life[controller] < 0:
            return ("payments.repeated-unaffordable", {"obj": end.object, "life": cost.pay_life}, p.seq)
    taken = sum(1 for e in window if isinstance(e, ev.Life) and e.player == controller
                and e.amount == -cost.pay_life and e.seq not in a.undone)
    if cost.pay_life > 0 and taken < len(paid):  # each payment takes the life it names (CR 119.4)
        return ("payments.repeated-unpaid", {"obj": end.object, "life": cost.pay_life, "got": len(paid),
                                             "taken": taken}, end.seq)
    if cost.mana or cost.pay_life <= 0 or len(paid) == asked:
        return None
    left = a.timeline.before(end.seq).life[controller]
    if left >= cost.pay_life:  # they could pay once more, and their policy asked for it
        return ("payments.repeated-stopped", {"obj": end.object, "asked": asked, "got": len(paid),
                                              "life": left, "cost": cost.pay_life}, end.seq)
    return None


@prop(id="resolution-payments-are-made", rules=("118.12", "119.4", "603.12a"),
      title="A payment chosen while a spell or ability resolves is made",
      title_fr="Un paiement choisi pendant la résolution d'un sort ou d'une capacité est fait",
      features=("optional", "repeatable-payment"),
      families=("unless_payments", "repeated_payment"),
      needs_events=("resolving", "resolved", "choice", "life", "cost_paid"))
def resolution_payments_are_made(case: Case) -> Verdict:
    """A player who answers yes to "unless [they pay] N life" as an ability
    resolves had at least N life and pays it: their life total goes down by N
    within that resolution. A player who may pay a cost any number of times
    pays it as many times as their policy says, stopping early only when they
    can't pay again: a life cost can be paid while their life total holds it,
    and each payment of it takes that life (mana costs are judged on the
    count asked for only)."""
    a = analyse(case)
    made = stack_abilities(a, spells=True)
    exercised = False
    for begin, end, window in _windows(a):
        on = made.get(end.object)
        ability = ability_of(a.scenario, on.ref) if on is not None else None
        if on is None or ability is None:
            continue
        if ability.unless is not None and any(isinstance(e, ev.Choice) and e.object == end.object and
                                              e.choice is ChoiceKind.UNLESS and e.value for e in window):
            exercised = True
        if ability.repeatable is not None and a.scenario.choices.payments_for(on.ref) > 0:
            exercised = True
        problem = _unless_problem(a, ability, window, end.object)
        who = _controller(a, end.object) if problem is None and ability.repeatable is not None else None
        if who is not None:
            problem = _repeated_problem(a, ability, on.ref, who, window, end)
        if problem is not None:
            key, params, seq = problem
            return failed(*says(key, **params), (begin.seq, seq))
    return passed(exercised)


def _controller(a: Analysis, obj: int) -> int | None:
    """Who controls the stack object ``obj``, from the event that put it there."""
    for e in a.history.events:
        if isinstance(e, ev.PutOnStack) and e.object == obj:
            return e.controller
        if isinstance(e, (ev.Activated, ev.Cast)) and e.object == obj:
            return e.player
    return None
