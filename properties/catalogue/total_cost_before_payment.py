"""The total cost is locked in before it is paid (CR 601.2f-h), whatever
happens to a cost modifier's source during the payment."""
from __future__ import annotations

from collections import Counter

from properties.card_facts import mana_symbols
from properties.catalogue.common import Analysis, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.total_cost import expected_total, modifiers
from reference_engine import events as ev
from reference_engine.events import ZoneChangeCause
from reference_engine.ids import Zone
from reference_engine.scenario import ActionKind


def _fmt(symbols: Counter[str]) -> str:
    return "".join(f"{{{s}}}" * n for s, n in sorted(symbols.items())) or "{0}"


def _changed(a: Analysis, sources: set[int], start: int, end: int) -> bool:
    """A modifier's source left the battlefield or became tapped between ``start`` and ``end``."""
    before, after = a.timeline.before(start), a.timeline.before(end)
    for oid in sources:
        was, now = before.get(oid), after.get(oid)
        if was is None or was.zone is not Zone.BATTLEFIELD:
            continue
        if now is None or now.zone is not Zone.BATTLEFIELD or now.tapped != was.tapped:
            return True
    return False


@prop(id="total-cost-is-locked-before-payment", rules=("601.2f", "601.2g", "601.2h"),
      title="The total cost is locked in before payment, increases, reductions and minimum included",
      title_fr="Le coût total est figé avant le paiement, augmentations, réductions et minimum compris",
      features=("casting", "costs"), families=("cost_modifiers", "phyrexian_mana"),
      needs_events=("zone_change", "cost_locked", "cost_paid", "cast"), needs_actions=("cast",))
def total_cost_is_locked_before_payment(case: Case) -> Verdict:
    """A spell's total cost is its mana cost or announced alternative cost,
    plus its additional costs and every cost increase, less its caster's
    reductions (never below {0}), then raised to a minimum total cost if one
    applies; it is determined as casting begins and locked in. If a
    modifier's source is sacrificed or tapped for mana while the cost is
    paid, the locked total and the amount paid stay the same. A Phyrexian
    symbol announced as paid with 2 life is no mana of the total, so a
    minimum does not count it (CR 107.4f, 601.2b). A cast refused after its
    total was locked (for want of mana, say) locked that same total: {X} is
    the number announced for it (CR 107.3a)."""
    a = analyse(case)
    moves = {z.new_id: z for z in a.history.of_kind(ev.ZoneChange) if z.to_zone is Zone.STACK}
    refused = _refused_lock(a, moves)
    if refused is not None:
        return failed(*says("casting.refused-lock", want=_fmt(refused[1]), locked=refused[0].mana or "{0}"),
                      (refused[0].seq,))
    exercised = False
    for c in a.history.of_kind(ev.Cast):
        move = moves.get(c.object)
        if c.seq in a.undone or move is None:
            continue
        board = a.timeline.before(move.seq)
        want = expected_total(a.scenario, board, c)
        locks = [e for e in a.history.of_kind(ev.CostLocked)
                 if e.object == c.object and move.seq < e.seq < c.seq and e.seq not in a.undone]
        paid = Counter(s for p in a.history.of_kind(ev.CostPaid)
                       if p.object == c.object and move.seq < p.seq < c.seq and p.seq not in a.undone
                       for s in mana_symbols(p.mana))
        if want is None or len(locks) != 1:
            continue  # no such alternative, or not one lock: other properties say why
        if Counter(mana_symbols(locks[0].mana)) != want:
            return failed(*says("casting.locked-total", want=_fmt(want), locked=locks[0].mana, paid=_fmt(paid)),
                          (locks[0].seq,))
        if paid != want:
            return failed(*says("casting.paid-total", want=_fmt(want), paid=_fmt(paid)), (c.seq,))
        m = modifiers(a.scenario, board, c)
        exercised |= _changed(a, m.sources, move.seq, c.seq) or (any(c.phyrexian_life) and bool(m.minimums))
    return passed(exercised)


def _refused_lock(a: Analysis, moves: dict[int, ev.ZoneChange]) -> tuple[ev.CostLocked, Counter[str]] | None:
    """A refused cast whose one rolled-back locked total is not the spell's
    total as announced: (the lock, the expected total)."""
    script = a.scenario.script
    locks = {e.seq: e for e in a.history.of_kind(ev.CostLocked)}
    for il in a.history.of_kind(ev.IllegalAction):
        act = script[il.action] if 0 <= il.action < len(script) else None
        if il.seq in a.undone or act is None or act.action is not ActionKind.CAST:
            continue
        move = next((m for m in moves.values() if m.seq in il.rolled_back and m.how is ZoneChangeCause.CAST), None)
        if move is None or move.after is None:
            continue
        mine = [locks[s] for s in il.rolled_back if s in locks and locks[s].object == move.new_id]
        if len(mine) != 1:
            continue
        if _phyrexian_unannounced(a, move.after.card, act.phyrexian_life) or _modal(a, move.after.card):
            continue  # Phyrexian symbols or modes (an entwine) as the engine chose: not known from the action
        tried = ev.Cast(seq=il.seq, object=move.new_id, card=move.after.card, player=il.player or 0, modes=act.modes,
                        x=act.x, kicked=act.kicked, alternative=act.alternative,
                        phyrexian_life=act.phyrexian_life)
        want = expected_total(a.scenario, a.timeline.before(move.seq), tried)
        if want is not None and Counter(mana_symbols(mine[0].mana)) != want:
            return mine[0], want
    return None


def _phyrexian_unannounced(a: Analysis, card: str, life: tuple[bool, ...]) -> bool:
    """Whether the card's spell has Phyrexian symbols the action left unannounced."""
    found = a.scenario.card(card)
    costs = [found.mana_cost or ""] + [x.cost.mana for x in found.abilities if x.cost is not None]
    return len(life) < sum(s.endswith("/P") for c in costs for s in mana_symbols(c))


def _modal(a: Analysis, card: str) -> bool:
    return any(x.modes for x in a.scenario.card(card).abilities)
