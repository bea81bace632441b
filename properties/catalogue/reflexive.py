"""Reflexive triggered abilities: "When you do, ..." (CR 603.12, 603.12a)."""
from __future__ import annotations

from dataclasses import dataclass

from properties.catalogue.common import Analysis, ability_of, analyse, game_over, stack_abilities
from properties.catalogue.mana_pool import Pools, known_mana, paid_from
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev


@dataclass(frozen=True)
class Window:
    """One resolution of an ability that has a reflexive trigger."""

    ref: str
    source: int
    start: int
    end: int
    did: bool
    """The action was taken: its "may" accepted and its effects did
    something, or, for a cost paid any number of times, a payment made."""
    repeatable: bool = False
    """The action is paying a cost any number of times (CR 603.12a)."""
    paid: tuple[int, ...] = ()
    """For ``repeatable``: the committed ``cost_paid`` events of the resolving object."""


def windows(a: Analysis) -> list[Window]:
    """Every resolution of a reflexive-making ability, with what it did."""
    made, found = stack_abilities(a), []
    events = a.history.events
    for i, e in enumerate(events):
        if not isinstance(e, ev.Resolving) or e.object not in made:
            continue
        ref, source = made[e.object].ref, made[e.object].source
        ability = ability_of(a.scenario, ref)
        end = next((x for x in events[i + 1:] if isinstance(x, ev.Resolved) and x.object == e.object), None)
        if ability is None or ability.reflexive is None or end is None:
            continue
        inside = [x for x in events[i + 1:] if x.seq < end.seq and x.seq not in a.undone]
        if ability.repeatable is None:
            found.append(Window(ref, source, e.seq, end.seq, any(x.kind != "choice" for x in inside)))
            continue
        paid = tuple(x.seq for x in inside if isinstance(x, ev.CostPaid) and x.object == e.object)
        found.append(Window(ref, source, e.seq, end.seq, bool(paid), True, paid))
    return found


def _reflexives(a: Analysis) -> list[ev.Triggered]:
    return [t for t in a.history.of_kind(ev.Triggered)
            if (t.reflexive or t.ability.endswith("/reflexive")) and t.seq not in a.undone]


def _belongs(t: ev.Triggered, w: Window, a: Analysis) -> bool:
    """It names an event its creator's resolution did (not the choice, not the
    start); for a repeated payment, one of the payments."""
    if t.ability != f"{w.ref}/reflexive":
        return False
    if w.repeatable:
        return any(s in w.paid for s in t.causes)
    named = (a.by_seq.get(s) for s in t.causes if w.start < s < w.end)
    return any(x is not None and x.kind != "choice" for x in named)


def _ended(a: Analysis, w: Window) -> bool:
    """The game ended around this resolution: a trigger it made may never
    have been recorded (a player who paid their last life loses first)."""
    return game_over(a.timeline, a.by_seq[w.end]) or w.end > a.checked_until


@prop(id="reflexive-trigger-follows-the-action", rules=("603.12",),
      title="A \"when you do\" trigger fires once if the action was done, and waits for the resolution to end",
      title_fr="Un déclenchement « quand vous le faites » a lieu une fois si l'action a été faite, "
               "et attend la fin de la résolution",
      features=("reflexive", "optional"), families=("reflexive",),
      needs_events=("resolving", "resolved", "choice", "triggered", "put_on_stack"))
def reflexive_trigger_follows_the_action(case: Case) -> Verdict:
    """An ability that says "you may do something. When you do, ..." creates
    a reflexive trigger as it resolves. It triggers once, on the action taken
    earlier in that same resolution, only if the action was taken, and it is
    put on the stack only after that resolution has ended. When the action is
    paying a cost any number of times, it triggers only if the cost was paid
    (how many times it triggers then is CR 603.12a's concern)."""
    a = analyse(case)
    trigs, ws = _reflexives(a), windows(a)
    for t in trigs:
        if not any(_belongs(t, w, a) for w in ws):
            return failed(*says("reflexive.names-action", seq=t.seq), (t.seq,))
    for w in ws:
        mine = [t for t in trigs if _belongs(t, w, a)]
        count = min(len(mine), 1) if w.repeatable else len(mine)
        if count != int(w.did) and not _ended(a, w):
            return failed(*says("reflexive.count", ref=w.ref, want=int(w.did), start=w.start, got=len(mine)),
                          (w.start, *(t.seq for t in mine)))
        early = _pushed_early(a, mine, w.end)
        if early:
            return failed(*says("reflexive.after", early=early, end=w.end), (early, w.end))
    return passed(bool(ws))


def _pushed_early(a: Analysis, mine: list[ev.Triggered], end: int) -> int:
    instances = {t.instance for t in mine}
    return next((p.seq for p in a.history.of_kind(ev.PutOnStack) if p.object in instances and p.seq < end), 0)


def _unpaid(a: Analysis, ws: list[Window]) -> ev.CostPaid | None:
    """A payment of a repeated cost the payer's pool could not make: "you may
    pay {N} any number of times" pays only with mana the pool holds (CR 601.2h)."""
    payments = {s for w in ws for s in w.paid}
    pools = Pools(a)
    for e in a.history.events:
        if isinstance(e, ev.CostPaid) and e.seq in payments and e.mana and known_mana(e.mana):
            held = pools.pools.get(e.player)
            if held is not None and not any(paid_from(p, e.mana) for p in held):
                return e
        if e.seq not in a.undone:
            pools.apply(e)
    return None


@prop(id="repeated-payment-reflexive-triggers-once", rules=("603.12a",),
      title="A cost paid any number of times triggers its \"when you do\" once if paid at all",
      title_fr="Un coût payé un nombre quelconque de fois déclenche son « quand vous le faites » "
               "une seule fois s'il a été payé",
      features=("reflexive", "repeatable-payment"), families=("repeated_payment",),
      needs_events=("resolving", "resolved", "cost_paid", "triggered"))
def repeated_payment_reflexive_triggers_once(case: Case) -> Verdict:
    """An ability may let its controller pay a cost as many times as they
    like as it resolves, then say "when you pay this cost one or more times".
    However many times the cost was paid, that reflexive trigger triggers
    exactly once if it was paid at least once, and not at all if it was
    never paid. Each payment shows as a ``cost_paid`` event of the resolving
    object, made only with mana its payer's pool holds, and the one trigger
    names every payment in its causes."""
    a = analyse(case)
    trigs, ws = _reflexives(a), [w for w in windows(a) if w.repeatable]
    unpaid = _unpaid(a, ws)
    if unpaid is not None:
        return failed(*says("reflexive.unpaid", seq=unpaid.seq, player=unpaid.player, mana=unpaid.mana), (unpaid.seq,))
    for w in ws:
        mine = [t for t in trigs if t.ability == f"{w.ref}/reflexive"
                and any(w.start <= s <= w.end for s in t.causes)]
        want = 1 if w.paid else 0
        if len(mine) != want and not (_ended(a, w) and not mine):
            return failed(*says("reflexive.payments", ref=w.ref, want=want, paid=len(w.paid), start=w.start, got=len(mine)),
                          (w.start, *w.paid, *(t.seq for t in mine)))
        unnamed = sorted(set(w.paid) - set(mine[0].causes)) if mine else []
        if unnamed:  # the one trigger is for all the payments, so it names each
            return failed(*says("reflexive.payments-named", seq=mine[0].seq, start=w.start, missing=unnamed[0]),
                          (mine[0].seq, *w.paid))
    return passed(bool(ws))
