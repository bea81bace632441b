"""Prevention and doubling on one damage event, in the affected player's order
(CR 616.1, 616.1f, 614.5), read from the History.

A hit is one source's damage to one recipient: an optional ``choice``
(``prevention_first``, ``object`` the source), the ``damage_prevented`` and
damage ``replaced`` events (a doubling: ``original`` "damage S N") of that
source, recipient and batch, then its ``damage`` event if any damage is left.
The checker finds, on the tracked board before the hit, the doubling effects
in force ("it deals double that damage instead", every damage event) and the
"prevent N of that damage" effects covering the recipient, and requires:

- when a doubling and a prevention both applied, or both were in force, a
  ``choice`` made by the player dealt the damage or the controller of the
  permanent dealt it, with the answer the scenario's choice policy gives that
  player (CR 616.1);
- the steps in that order: every prevention before every doubling, or the
  other way round;
- each effect applied at most once (CR 614.5): no more doublings, nor
  preventions by one "prevent N" reference, than such effects are in force;
  every doubling in force applied unless all the damage was prevented before
  its turn (CR 616.1f);
- the amounts chained: read backwards from the damage dealt (0 without a
  ``damage`` event), a doubling's ``amount`` is half what follows it and a
  "prevent N" prevents N, or all that was left if less; and where a
  resolving spell or ability has one damage instruction, the chain starts
  from the damage it says: each effect changed what the ones before left
  (CR 616.1f), never the event as it first was;
- the ``damage`` event lists each doubling's ``replaced`` among its causes,
  and no trigger names a ``replaced`` doubling: damage triggers see the
  damage dealt, the final amount.

Other prevention effects (shields, "prevent all") in a hit count as
preventions for the order; their amounts are judged by
``prevention-effects-prevent``.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse
from properties.catalogue import replacement_order  # noqa: F401  (declares CR 616.1 and 616.1f)
from properties.catalogue.instructions import announced, due, instructions, resolutions
from properties.catalogue.prevention import partial_preventions
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import ContinuousKind, EffectKind
from reference_engine.ids import TargetRef, Zone

declare_clause(
    "614.5", invariant=False,
    title_en="A replacement effect gets one chance at an event", title_fr="Un effet de remplacement n'a qu'une "
                                                                          "chance par événement",
    paraphrase_en="A replacement effect changes a given event at most once, however the event was changed "
                  "before or after it applied.",
    paraphrase_fr="Un effet de remplacement modifie un même événement au plus une fois, quelle que soit la "
                  "façon dont l'événement a été modifié avant ou après.",
)

_DAMAGE = "damage "


@dataclass
class Hit:
    """One source's damage to one recipient, as the History shows it."""

    source: int
    batch: int | None
    choice: ev.Choice | None = None
    target: TargetRef | None = None
    steps: list[ev.DamagePrevented | ev.Replaced] = field(default_factory=list)
    dealt: ev.Damage | None = None

    @property
    def events(self) -> tuple[ev.Event, ...]:
        head: tuple[ev.Event, ...] = (self.choice,) if self.choice is not None else ()
        return head + tuple(self.steps) + ((self.dealt,) if self.dealt is not None else ())


def _doubling(e: ev.Event) -> bool:
    return isinstance(e, ev.Replaced) and e.original.startswith(_DAMAGE)


def _hits(events: Sequence[ev.Event]) -> Iterator[Hit]:
    """Each hit that has a choice or a doubling, or a prevention followed by damage."""
    open_: Hit | None = None
    for e in events:
        if isinstance(e, ev.Choice) and e.choice is ev.ChoiceKind.PREVENTION_FIRST:
            if open_ is not None:
                yield open_
            open_ = Hit(e.object, e.batch, choice=e)
            continue
        step = isinstance(e, ev.DamagePrevented) or _doubling(e)
        if step or isinstance(e, ev.Damage):
            source = e.source if isinstance(e, (ev.DamagePrevented, ev.Damage)) else getattr(e, "object", None)
            target = e.target if isinstance(e, (ev.DamagePrevented, ev.Damage, ev.Replaced)) else None
            same = open_ is not None and open_.source == source and open_.batch == e.batch \
                and open_.target in (None, target)
            if not same:
                if open_ is not None:
                    yield open_
                open_ = Hit(source or 0, e.batch)
            assert open_ is not None
            open_.target = target
            if isinstance(e, ev.Damage):
                open_.dealt = e
                yield open_
                open_ = None
            else:
                open_.steps.append(e)  # type: ignore[arg-type]
            continue
        if open_ is not None:
            yield open_
            open_ = None
    if open_ is not None:
        yield open_


@prop(id="damage-modifiers-in-chosen-order", rules=("616.1", "616.1f", "614.5", "615.1"),
      title="Prevention and doubling change one damage event in the order its recipient chooses, each once",
      title_fr="Prévention et doublement modifient un événement de blessures dans l'ordre choisi par celui "
               "qui les reçoit, chacun une fois",
      features=("replacement", "prevention", "damage", "choices", "damage-doubling"), families=("damage_orders",),
      needs_events=("choice", "replaced", "damage", "damage_prevented"))
def damage_modifiers_in_chosen_order(case: Case) -> Verdict:
    """When "prevent N of that damage" (or another prevention effect) and "it
    deals double that damage instead" would both change one damage event, the
    player dealt the damage, or the controller of the permanent dealt it,
    chooses which apply first, as the choice policy says (CR 616.1); the
    preventions and doublings then apply in that order, each once (CR 614.5),
    each checked again against what the others left: wholly prevented damage
    is not doubled (CR 616.1f). The damage dealt is what applying them in the
    recorded order gives, and damage triggers see that amount. Exercised when
    a hit had such a choice."""
    a = analyse(case)
    events = [e for e in a.history.events if e.seq not in a.undone]
    said = _instructed(a)
    exercised = False
    for hit in _hits(events):
        if hit.target is None or (hit.choice is None and not any(_doubling(s) for s in hit.steps)
                                  and not hit.steps):
            continue
        verdict = _judge(a, hit, events, said.get((hit.source, hit.target)))
        if not verdict.ok:
            return verdict
        exercised = exercised or (verdict.exercised and hit.choice is not None)
    return passed(exercised)


def _instructed(a: Analysis) -> dict[tuple[int, TargetRef], int]:
    """(source, recipient) -> the damage a resolving spell or ability's one
    damage instruction says it deals, before any effect changes it: known
    only for an object with a single such instruction, read as
    ``resolving-instructions-are-followed`` reads it."""
    info = announced(a)
    out: dict[tuple[int, TargetRef], int] = {}
    for begin, done, _ in resolutions(a, info):
        said = info[done.object]
        if sum(1 for e in instructions(said) if e.kind is EffectKind.DEAL_DAMAGE) != 1:
            continue
        owed = due(a, said, a.timeline.before(begin.seq))
        if owed.damage_exact:
            out.update({(done.object, t): n for t, n in owed.damage.items()})
    return out


def _affected(a: Analysis, board: TrackedBoard, t: TargetRef) -> int | None:
    if t.player is not None:
        return t.player
    obj = board.get(t.object) if t.object is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    return ch.chars(a.scenario, board, obj).controller


def _judge(a: Analysis, hit: Hit, events: Sequence[ev.Event], original: int | None) -> Verdict:
    assert hit.target is not None
    seqs = tuple(e.seq for e in hit.events)
    board = a.timeline.before(hit.events[0].seq)
    t = hit.target
    who = f"P{t.player}" if t.player is not None else f"#{t.object}"
    doublers = Counter(x.ref if x.source is None else x.ref.removesuffix("/granted")
                       for x in ch.active_effects(a.scenario, board)
                       if x.effect.kind is ContinuousKind.DOUBLE_DAMAGE)
    partial = partial_preventions(a, board, t)
    limits = Counter(ref for ref, _ in partial)
    amounts = dict(partial)
    doubled = [s for s in hit.steps if isinstance(s, ev.Replaced)]
    prevented = [s for s in hit.steps if isinstance(s, ev.DamagePrevented)]
    # the choice: who, what answer (CR 616.1)
    both = bool(doublers) and (bool(limits) or bool(prevented))
    if hit.choice is None and both and doubled and prevented:
        return failed(f"a prevention_first choice by the player dealt damage ({who}) before its "
                      "preventions and doublings", "none was recorded", seqs)
    first = True
    if hit.choice is not None:
        chooser = _affected(a, board, t)
        if hit.choice.player != chooser:
            return failed(f"the order chosen by the player dealt the damage or the permanent's controller "
                          f"(P{chooser}) for damage to {who}", f"P{hit.choice.player} chose it", seqs)
        want = a.scenario.choices.prevents_first(hit.choice.player)
        if hit.choice.value != want:
            return failed(f"P{hit.choice.player}'s answer from the choice policy, prevention first: {want}",
                          f"{hit.choice.value}", seqs)
        first = hit.choice.value
    # the order
    kinds = ["p" if isinstance(s, ev.DamagePrevented) else "d" for s in hit.steps]
    if kinds != sorted(kinds, reverse=first):  # "p" > "d"
        return failed(f"every {'prevention' if first else 'doubling'} before every "
                      f"{'doubling' if first else 'prevention'} for damage to {who}",
                      "the order " + ", ".join("prevented" if k == "p" else "doubled" for k in kinds), seqs)
    # each at most once (CR 614.5), and every doubling unless nothing was left (CR 616.1f)
    used = Counter(s.effect for s in doubled)
    over = next((r for r, n in used.items() if n > doublers.get(r, 0)), None)
    if over is not None:
        return failed(f"at most {doublers.get(over, 0)} doubling(s) by {over} of one damage event",
                      f"{used[over]}", seqs)
    some = Counter(s.effect for s in prevented if s.effect in limits)
    over = next((r for r, n in some.items() if n > limits[r]), None)
    if over is not None:
        return failed(f"at most {limits[over]} prevention(s) by {over} of one damage event", f"{some[over]}", seqs)
    final = hit.dealt.amount if hit.dealt is not None else 0
    if final > 0 and (sum(doublers.values()) != len(doubled) or sum(limits.values()) != sum(some.values())):
        return failed(f"every doubling ({sum(doublers.values())}) and \"prevent N\" ({sum(limits.values())}) "
                      f"in force applied to damage to {who}",
                      f"{len(doubled)} and {sum(some.values())}", seqs)
    # the amounts, read backwards from the damage dealt
    cur = final
    for s in reversed(hit.steps):
        if isinstance(s, ev.Replaced):
            if s.amount is not None and s.amount <= 0:
                return failed("no doubling once all the damage is prevented: no damage event is left (CR 616.1f)",
                              f"{s.effect} doubled {s.amount} damage", seqs)
            if s.amount is None or cur != 2 * s.amount:
                return failed(f"damage doubled from {s.amount} is {2 * (s.amount or 0)}",
                              f"{cur} followed it", seqs)
            cur = s.amount
        else:
            cur += s.amount
            if s.effect in amounts and s.amount != min(amounts[s.effect], cur):
                return failed(f"{s.effect} prevents {min(amounts[s.effect], cur)} of {cur} damage",
                              f"it prevented {s.amount}", seqs)
    if original is not None and hit.steps and cur != original:
        return failed(f"the effects change the {original} damage the instruction says, each the damage the ones "
                      f"before left (CR 616.1f)", f"the recorded steps start from {cur}", seqs)
    # the damage event, and what its triggers see
    if hit.dealt is not None and not all(s.seq in hit.dealt.causes for s in doubled):
        return failed("the damage event lists the doublings it replaced among its causes",
                      f"causes {list(hit.dealt.causes)}", seqs)
    replaced = {s.seq for s in doubled}
    bad = next((e for e in events if isinstance(e, ev.Triggered) and replaced & set(e.causes)), None)
    if bad is not None:
        return failed("damage triggers name the damage dealt, not the replaced event",
                      f"trigger #{bad.seq} names {sorted(replaced & set(bad.causes))}", seqs + (bad.seq,))
    return passed(bool(doubled) and bool(prevented))
