"""Casting spells and paying costs (CR 601.2a-i, 602.4)."""
from __future__ import annotations

from collections import Counter
from typing import TypeVar

from properties.card_facts import card_colors, mana_symbols, spell_ability
from properties.catalogue.common import Analysis, analyse
from properties.characteristics import Active, active_effects
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import is_legal, mode_bounds, specs_for
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, ContinuousKind, Cost
from reference_engine.ids import Zone

_CAST = dict(features=("casting", "costs"), families=("casting",), needs_actions=("cast",))


def _casts(a: Analysis) -> list[tuple[ev.Cast, ev.ZoneChange | None]]:
    """Each committed cast with the zone change that put its card on the stack."""
    moves = {z.new_id: z for z in a.history.of_kind(ev.ZoneChange) if z.to_zone is Zone.STACK}
    return [(c, moves.get(c.object)) for c in a.history.of_kind(ev.Cast) if c.seq not in a.undone]


E = TypeVar("E", ev.CostLocked, ev.CostPaid)


def _of(a: Analysis, cls: type[E], obj: int) -> list[E]:
    """Committed cost events of ``obj`` while it was cast or activated: a cost
    its resolution lets its controller pay (CR 603.12a) is no part of them."""
    until = next((r.seq for r in a.history.of_kind(ev.Resolving) if r.object == obj), None)
    return [e for e in a.history.of_kind(cls)
            if e.object == obj and e.seq not in a.undone and (until is None or e.seq < until)]


@prop(id="cast-moves-card-then-pays-then-casts", rules=("601.2", "601.2a", "601.2i"),
      title="Casting moves the card to the stack, pays, and only then is the spell cast",
      title_fr="Lancer : la carte va sur la pile, on paie, puis seulement le sort est lancé",
      needs_events=("zone_change", "cost_locked", "cost_paid", "cast"), **_CAST)
def cast_moves_card_then_pays_then_casts(case: Case) -> Verdict:
    """A cast starts by moving the card to the stack (it becomes a new object
    controlled by the caster), continues with the cost being locked in and
    paid, and ends with the spell becoming cast; no cost event follows it."""
    a = analyse(case)
    for c, move in _casts(a):
        if move is None or move.seq > c.seq:
            return failed(*says("casting.move-first", obj=c.object), (c.seq,))
        late = [e.seq for e in [*_of(a, ev.CostLocked, c.object), *_of(a, ev.CostPaid, c.object)]
                if not move.seq < e.seq < c.seq]
        if late:
            return failed(*says("casting.costs-inside"), tuple(late))
    return passed(bool(_casts(a)))


@prop(id="total-cost-locked-in", rules=("601.2f", "602.4"),
      title="The total cost is computed once and locked in",
      title_fr="Le coût total est calculé une fois et figé",
      features=("casting", "costs"), families=("casting", "cost_reductions"),
      needs_events=("cost_locked",), needs_actions=("cast",))
def total_cost_locked_in(case: Case) -> Verdict:
    """The total cost of a spell is its mana cost (with X as announced), or
    the one alternative cost announced instead, plus its additional mana costs
    and its kicker if kicked, less the cost reductions in force as casting
    begins; it is computed once and locked in, and a reducer leaving the
    battlefield while costs are paid changes nothing."""
    a = analyse(case)
    for c, move in _casts(a):
        locks = _of(a, ev.CostLocked, c.object)
        if len(locks) != 1:
            return failed(*says("casting.one-lock", n=len(locks)), (c.seq,))
        want = _expected_cost(a, c, move)
        paid = Counter(s for p in _of(a, ev.CostPaid, c.object) for s in mana_symbols(p.mana))
        if want is not None and Counter(mana_symbols(locks[0].mana)) != want:
            return failed(*says("casting.locked-total", want=_fmt(want), locked=locks[0].mana, paid=_fmt(paid)),
                          (locks[0].seq,))
        if want is not None and paid != want:
            return failed(*says("casting.paid-total", want=_fmt(want), paid=_fmt(paid)), (c.seq,))
    return passed(any(_reducers(a, move, c.player) for c, move in _casts(a) if move))


def _reducers(a: Analysis, move: ev.ZoneChange | None, player: int) -> list[Active]:
    if move is None:
        return []
    board = a.timeline.before(move.seq)
    return [x for x in active_effects(a.scenario, board)
            if x.effect.kind is ContinuousKind.COST_REDUCTION and x.controller == player]


def _expected_cost(a: Analysis, c: ev.Cast, move: ev.ZoneChange | None) -> Counter[str] | None:
    """The base (mana cost or the announced alternative), plus the spell's
    additional mana, its kicker if kicked and its chosen modes' entwine or
    spree costs, less reductions on the generic part."""
    card = a.scenario.card(c.card)
    spell = next((x for x in card.abilities if x.kind is AbilityKind.SPELL), None)
    parts = [_base_mana(card.mana_cost or "", spell, c.alternative)]
    if parts[0] is None:
        return None  # an alternative the spell does not have: announce-legality says why
    if spell is not None:
        parts += [k.mana for k in (spell.cost, spell.kicker if c.kicked else None) if k is not None]
        parts += [k.mana for k in mode_costs(spell, c.modes)]
    symbols = [s for part in parts for s in mana_symbols(part or "")]
    generic = sum(int(s) for s in symbols if s.isdigit()) + c.x * symbols.count("X")
    colors = set(card_colors(card))
    for r in _reducers(a, move, c.player):
        if not r.effect.colors or colors & set(r.effect.colors):
            generic = max(generic - r.effect.amount, 0)
    total = Counter(s for s in symbols if not s.isdigit() and s != "X")
    if generic:
        total[str(generic)] += 1
    return total


def mode_costs(spell: Ability, modes: tuple[int, ...]) -> list[Cost]:
    """The additional costs a modal spell's chosen modes bring (CR 601.2f):
    its entwine cost when it was cast with every mode although it chooses
    fewer (CR 702.42a), and each chosen spree mode's cost (CR 702.172a)."""
    _, most = mode_bounds(spell)
    chosen = [m for m in modes if 0 <= m < len(spell.modes)]
    out = [spell.entwine] if spell.entwine is not None and len(set(chosen)) > most else []
    return out + [c for m in chosen if (c := spell.modes[m].cost) is not None]


def _base_mana(printed: str, spell: Ability | None, alternative: int | None) -> str | None:
    """CR 601.2f: the mana cost, or the alternative cost paid instead of it."""
    if alternative is None:
        return printed
    alts = spell.alternative_costs if spell is not None else ()
    return alts[alternative].mana if 0 <= alternative < len(alts) else None


def _fmt(symbols: Counter[str]) -> str:
    return "".join(f"{{{s}}}" * n for s, n in sorted(symbols.items())) or "{0}"


@prop(id="mana-abilities-then-full-payment", rules=("601.2g", "601.2h", "602.2b"),
      title="Mana abilities come after lock-in, and the locked total is paid in full",
      title_fr="Les capacités de mana suivent le coût figé, qui est payé en entier",
      needs_events=("cost_locked", "cost_paid", "mana_added"), **_CAST)
def mana_abilities_then_full_payment(case: Case) -> Verdict:
    """While casting a spell or activating an ability, mana abilities are
    activated only once the total cost is locked in, and then exactly the
    locked total is paid, never part of it."""
    a = analyse(case)
    seen = False
    for lock in a.history.of_kind(ev.CostLocked):
        if lock.seq in a.undone:
            continue
        paid = [p for p in _of(a, ev.CostPaid, lock.object)]
        seen = True
        if any(p.seq < lock.seq for p in paid):
            return failed(*says("casting.pay-after-lock"), (lock.seq,))
        total = Counter(s for p in paid for s in mana_symbols(p.mana))
        if total != Counter(mana_symbols(lock.mana)):
            return failed(*says("casting.paid-exactly", want=lock.mana, paid=_fmt(total)),
                          (lock.seq,) + tuple(p.seq for p in paid))
        early = _mana_before_lock(a, lock)
        if early:
            return failed(*says("casting.mana-after-lock"), early)
    return passed(seen)


def _mana_before_lock(a: Analysis, lock: ev.CostLocked) -> tuple[int, ...]:
    """Mana abilities activated during this cast but before its lock-in."""
    start = next((z.seq for z in a.history.of_kind(ev.ZoneChange) if z.new_id == lock.object), None)
    if start is None:
        return ()
    return tuple(x.seq for x in a.history.of_kind(ev.Activated)
                 if x.mana_ability and start < x.seq < lock.seq)


@prop(id="cast-targets-are-legal", rules=("601.2c",),
      title="A spell's targets are legal when it is cast",
      title_fr="Les cibles d'un sort sont légales au lancement",
      needs_events=("cast",), **_CAST)
def cast_targets_are_legal(case: Case) -> Verdict:
    """The targets announced while casting a spell must each be legal for their
    target phrase, one per phrase."""
    a = analyse(case)
    seen = False
    for c, move in _casts(a):
        found_spell = spell_ability(a.scenario.card(c.card))  # an Aura spell's target too (CR 303.4a)
        specs = specs_for(found_spell[1], c.modes, c.kicked) if found_spell else ()
        if not specs or move is None:
            continue
        seen = True
        board = a.timeline.before(move.seq)
        if len(c.targets) != len(specs) or not all(
                is_legal(a.scenario, board, s, t, c.player, None) for s, t in zip(specs, c.targets)):
            return failed(*says("casting.legal-targets", n=len(specs), targets=[str(t) for t in c.targets]), (c.seq,))
    return passed(seen)


@prop(id="cast-completes-or-rolls-back", rules=("601.2", "601.2e", "733.1"),
      title="A started cast either completes or is rolled back as a whole",
      title_fr="Un lancement commencé aboutit ou est entièrement annulé",
      features=("casting", "costs"), families=("cast_rollbacks",),
      needs_events=("zone_change", "cast", "illegal_action"), needs_actions=("cast",))
def cast_completes_or_rolls_back(case: Case) -> Verdict:
    """Once a card is moved to the stack to be cast, either the spell becomes
    cast or the whole attempt is reversed as an illegal action."""
    a = analyse(case)
    cast = {c.object for c in a.history.of_kind(ev.Cast)}
    starts = [z for z in a.history.of_kind(ev.ZoneChange)
              if z.to_zone is Zone.STACK and z.how is ev.ZoneChangeCause.CAST]
    for z in starts:
        if z.new_id not in cast and z.seq not in a.undone:
            return failed(*says("casting.complete-or-undone", obj=z.new_id), (z.seq,))
    return passed(bool(starts) and any(z.seq in a.undone for z in starts))
