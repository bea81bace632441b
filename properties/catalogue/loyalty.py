"""Planeswalkers and loyalty (CR 306.5b, 606.3, 606.4, 120.3c, 704.5i), read from the History.

A permanent is a planeswalker when its characteristics on the tracked board
say so; its loyalty is the ``loyalty`` counters the tracked board counts from
the ``counters`` events (and the scenario's starting counters), never the
engine's snapshots. A loyalty ability is an activated ability whose cost in
the scenario has a ``loyalty`` part.
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import Analysis, ability_of, analyse, refused_activations
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import Obj, TrackedBoard
from reference_engine import events as ev
from reference_engine.ids import CardType, Zone

declare_clause(
    "118.3", invariant=True,
    title_en="Only what can be paid", title_fr="Seulement ce qui peut être payé",
    paraphrase_en="A player can pay a cost only with the resources to pay all of it: a cost that takes "
                  "off counters needs that many counters there.",
    paraphrase_fr="Un joueur ne peut payer un coût que s'il a de quoi le payer entièrement : un coût qui "
                  "retire des marqueurs demande qu'il y en ait au moins autant.",
)
declare_clause(
    "606.4", invariant=True,
    title_en="A loyalty cost moves loyalty counters", title_fr="Un coût de loyauté déplace des marqueurs loyauté",
    paraphrase_en="Activating a loyalty ability is paid by putting on, or taking off, that permanent the "
                  "number of loyalty counters its loyalty symbol shows (none for a zero).",
    paraphrase_fr="Une capacité de loyauté se paie en plaçant sur ce permanent, ou en lui retirant, le nombre "
                  "de marqueurs loyauté qu'indique son symbole de loyauté (aucun pour un zéro).",
)

LOYALTY = "loyalty"


def _is_planeswalker(a: Analysis, board: TrackedBoard, obj: Obj | None) -> bool:
    """Whether ``obj`` is a planeswalker on the battlefield. No effect of the
    vocabulary gives or takes away the planeswalker type, so the printed type
    line is read first, and the characteristics only for a planeswalker card."""
    return (obj is not None and bool(obj.card) and obj.zone is Zone.BATTLEFIELD
            and CardType.PLANESWALKER in ch.printed(a.scenario, obj).types
            and CardType.PLANESWALKER in ch.chars(a.scenario, board, obj).types)


def _loyalty_moved(a: Analysis, x: ev.Activated) -> int:
    """Loyalty counters the activation's own cost put on (or took off) its source."""
    return sum(e.amount for e in a.history.of_kind(ev.Counters)
               if e.object == x.source and e.counter == LOYALTY and e.seq in x.causes and e.seq not in a.undone)


def _loyalty_before_cost(a: Analysis, x: ev.Activated) -> int:
    """Loyalty counters on the activation's source before its cost was paid."""
    paid = [e.seq for e in a.history.of_kind(ev.Counters)
            if e.object == x.source and e.counter == LOYALTY and e.seq in x.causes and e.seq not in a.undone]
    src = a.timeline.before(min(paid, default=x.seq)).get(x.source)
    return src.count(LOYALTY) if src is not None else 0


def _entered_short(a: Analysis) -> Verdict | None:
    """A planeswalker card that arrived with fewer loyalty counters than its printed loyalty (CR 306.5b)."""
    for e in a.history.of_kind(ev.ZoneChange):
        if e.to_zone is not Zone.BATTLEFIELD or e.seq in a.undone:
            continue
        board = a.timeline.after_batch(e)
        obj = board.get(e.new_id)
        card = a.scenario.card(obj.card) if obj is not None and obj.card else None
        if obj is None or card is None or not card.loyalty or CardType.PLANESWALKER not in card.types:
            continue
        if obj.zone is Zone.BATTLEFIELD and obj.count(LOYALTY) < card.loyalty:
            return failed(*says("loyalty.entered", obj=e.new_id, printed=card.loyalty, got=obj.count(LOYALTY)),
                          (e.seq,))
    return None


@prop(id="loyalty-abilities-once-per-turn-at-sorcery-speed", rules=("306.5b", "606.3", "606.4", "118.3"),
      title="A planeswalker enters with its loyalty; one loyalty ability of it a turn, as a sorcery, paid in counters",
      title_fr="Un planeswalker arrive avec sa loyauté ; une capacité de loyauté par tour, en rythme de rituel, "
               "payée en marqueurs",
      features=("activation", "counters", "timing"), families=("planeswalkers",),
      needs_events=("activated", "counters", "zone_change"), needs_actions=("activate",))
def loyalty_abilities_once_per_turn_at_sorcery_speed(case: Case) -> Verdict:
    """A planeswalker card enters the battlefield with at least its printed
    loyalty in loyalty counters (CR 306.5b; an "enters with" effect may add
    more). A loyalty ability is activated only while its controller could cast
    a sorcery: their own main phase, with nothing else on the stack; and only
    if no loyalty ability of that same permanent was activated earlier that
    turn, whichever ability it was and whoever activated it (CR 606.3). Its
    cost puts on or takes off that permanent exactly the loyalty counters the
    cost shows, none for "0:" (CR 606.4), and a cost that takes off more
    counters than the permanent has can't be paid (CR 118.3). The first one
    activated in a turn is not refused for that limit. Exercised when a
    loyalty ability was activated."""
    a = analyse(case)
    short = _entered_short(a)
    if short is not None:
        return short
    earlier: dict[tuple[int, int], int] = {}
    seen = False
    for x in a.history.of_kind(ev.Activated):
        ability = ability_of(a.scenario, x.ability)
        if x.seq in a.undone or ability is None or ability.cost is None or ability.cost.loyalty is None:
            continue
        seen = True
        board = a.timeline.before(x.seq)
        others = [i for i in board.stack if i != x.object]
        if board.active != x.player or not board.step.is_main or others:
            return failed(*says("loyalty.timing", source=x.source, step=board.step.value, active=board.active,
                                stack=others), (x.seq,))
        key = (board.turn, x.source)
        if key in earlier:
            return failed(*says("loyalty.once", source=x.source, turn=board.turn), (earlier[key], x.seq))
        earlier[key] = x.seq
        had = _loyalty_before_cost(a, x)
        if had + ability.cost.loyalty < 0:
            return failed(*says("loyalty.unpayable", source=x.source, cost=ability.cost.loyalty,
                                need=-ability.cost.loyalty, had=had), (x.seq,))
        moved = _loyalty_moved(a, x)
        if moved != ability.cost.loyalty:
            return failed(*says("loyalty.cost", source=x.source, cost=ability.cost.loyalty, got=moved), (x.seq,))
    return _refused_first(a) or passed(seen)


def _refused_first(a: Analysis) -> Verdict | None:
    """A loyalty ability refused for the once-a-turn limit although no loyalty
    ability of its permanent was activated earlier that turn (CR 606.3)."""
    for il, board, src, ref in refused_activations(a):
        ability = ability_of(a.scenario, ref) if src is not None else None
        if il.code is not ev.RefusalCode.LIMIT or src is None or ability is None or ability.cost is None \
                or ability.cost.loyalty is None:
            continue
        if not any(_loyalty_activation(a, x) and x.source == src.id and x.seq < il.seq
                   and a.timeline.before(x.seq).turn == board.turn for x in a.history.of_kind(ev.Activated)):
            return failed(*says("loyalty.refused-first", source=src.id, turn=board.turn), (il.seq,))
    return None


def _loyalty_activation(a: Analysis, x: ev.Activated) -> bool:
    ability = ability_of(a.scenario, x.ability)
    return x.seq not in a.undone and ability is not None and ability.cost is not None \
        and ability.cost.loyalty is not None


def _wrong_sba(a: Analysis) -> Verdict | None:
    """An ``sba`` under 704.5i for a permanent that is no planeswalker or still has loyalty."""
    for e in a.history.of_kind(ev.Sba):
        if e.rule != "704.5i" or e.seq in a.undone:
            continue
        board = a.timeline.before_batch(e)
        obj = board.get(e.object) if e.object is not None else None
        if not _is_planeswalker(a, board, obj) or obj is None or obj.count(LOYALTY) > 0:
            return failed(*says("loyalty.wrong-sba", obj=e.object, got=obj.count(LOYALTY) if obj else 0), (e.seq,))
    return None


def _damage_removals(a: Analysis) -> tuple[Verdict | None, bool]:
    """Each batch of damage to a planeswalker removes that much loyalty, as
    much as it has (CR 120.3c): the ``counters`` events the damage caused.
    Returns a failure, if any, and whether such damage was dealt."""
    dealt: dict[tuple[int, int], list[ev.Damage]] = {}
    for e in a.history.of_kind(ev.Damage):
        if e.seq not in a.undone and e.target.object is not None:
            dealt.setdefault((e.batch if e.batch is not None else -e.seq, e.target.object), []).append(e)
    seen = False
    for (_, oid), hits in dealt.items():
        board = a.timeline.before_batch(hits[0])
        obj = board.get(oid)
        if not _is_planeswalker(a, board, obj) or obj is None:
            continue
        seqs = {h.seq for h in hits}
        owed = min(sum(h.amount for h in hits), obj.count(LOYALTY))
        seen |= owed > 0
        got = -sum(c.amount for c in a.history.of_kind(ev.Counters)
                   if c.object == oid and c.counter == LOYALTY and seqs.intersection(c.causes)
                   and c.seq not in a.undone)
        if got != owed:
            return failed(*says("loyalty.damage", obj=oid, damage=sum(h.amount for h in hits),
                                loyalty=obj.count(LOYALTY), owed=owed, got=got), tuple(sorted(seqs))), seen
    return None, seen


@prop(id="damage-to-planeswalker-removes-loyalty", rules=("120.3c", "704.5i"),
      title="Damage to a planeswalker removes that much loyalty; with none left it goes to the graveyard",
      title_fr="Les blessures infligées à un planeswalker lui retirent autant de loyauté ; sans loyauté, "
               "il va au cimetière",
      features=("damage", "counters"), families=("planeswalkers",),
      needs_events=("damage", "counters", "sba", "priority"))
def damage_to_planeswalker_removes_loyalty(case: Case) -> Verdict:
    """Damage dealt to a planeswalker removes that many loyalty counters from
    it, as many as it has: ``counters`` events caused by the damage
    (CR 120.3c). Before any player receives priority, every planeswalker with
    no loyalty counters has been put into its owner's graveyard as a
    state-based action, and an ``sba`` under 704.5i names only such a
    planeswalker (CR 704.5i). Exercised when damage took loyalty off a
    planeswalker or a planeswalker went to the graveyard for lack of loyalty."""
    a = analyse(case)
    wrong = _wrong_sba(a)
    if wrong is not None:
        return wrong
    bad, seen = _damage_removals(a)
    if bad is not None:
        return bad
    seen |= any(e.rule == "704.5i" and e.seq not in a.undone for e in a.history.of_kind(ev.Sba))
    for p in a.history.of_kind(ev.Priority):
        if p.seq in a.undone:
            continue
        board = a.timeline.before(p.seq)
        for obj in board.in_zone(Zone.BATTLEFIELD):
            if not obj.phased_out and obj.count(LOYALTY) <= 0 and _is_planeswalker(a, board, obj):
                return failed(*says("loyalty.survived", obj=obj.id, player=p.player), (p.seq,))
    return passed(seen)
