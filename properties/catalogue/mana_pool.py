"""The mana pool follows what is made and what is paid (CR 106.4, 601.2h).

The checker follows each player's pool from the scenario's ``mana_pool``:
``mana_added`` puts mana in, each ``cost_paid`` takes its mana out, and the
pool empties as each step begins. Which mana pays a generic or hybrid symbol is
the payer's choice, so it follows every pool the choices could leave. A payment
no such pool can make, and a refusal of a cost made of mana alone that every
such pool could have paid, are failures.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from properties import characteristics as ch
from properties.card_facts import is_mana_ability, mana_symbols
from properties.catalogue.common import Analysis, ability_of, analyse
from properties.catalogue.refusal_reasons import physical
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind, Cost
from reference_engine.events import RefusalCode
from reference_engine.ids import CardType, Zone
from reference_engine.refs import printed_ref
from reference_engine.scenario import ActionKind, ManaActivation

declare_clause(
    "106.4", invariant=True,
    title_en="The mana pool", title_fr="La réserve de mana",
    paraphrase_en="Mana a player makes goes into their mana pool, from which it is spent; what is not "
                  "spent empties from the pool at the end of each step and phase.",
    paraphrase_fr="Le mana qu'un joueur produit va dans sa réserve, où il est dépensé ; ce qui n'est pas "
                  "dépensé quitte la réserve à la fin de chaque étape et de chaque phase.",
)

KEYS = ("C", "W", "U", "B", "R", "G")
Pool = tuple[int, ...]
MOST_POOLS = 64
"""Past this many possible pools, the player's pool is no longer judged."""


def _added(pool: Pool, mana: str) -> Pool:
    out = list(pool)
    for sym in mana_symbols(mana):
        if sym.isdigit():
            out[0] += int(sym)
        elif sym in KEYS:
            out[KEYS.index(sym)] += 1
    return tuple(out)


def paid_from(pool: Pool, mana: str) -> set[Pool]:
    """Every pool paying ``mana`` from ``pool`` can leave (none: it can't pay)."""
    pools = {pool}
    generic = 0
    for sym in mana_symbols(mana):
        if sym.isdigit():
            generic += int(sym)
            continue
        options = [KEYS.index(c) for c in sym.split("/") if c in KEYS]
        pools = {p[:i] + (p[i] - 1,) + p[i + 1:] for p in pools for i in options if p[i] > 0}
    for _ in range(generic):
        pools = {p[:i] + (p[i] - 1,) + p[i + 1:] for p in pools for i in range(len(KEYS)) if p[i] > 0}
    return pools


def _spent_pays(held: set[Pool], mana: str, spent: str) -> bool:
    """Whether ``spent``, the mana the History says left the pool, is what
    some possible pool gives up paying ``mana`` (one pool mana for each
    coloured symbol and each unit of a generic one)."""
    if not known_mana(spent):
        return True  # not judged
    taken = _added((0,) * len(KEYS), spent)
    return any(all(t <= h for t, h in zip(taken, p)) and tuple(h - t for h, t in zip(p, taken)) in paid_from(p, mana)
               for p in held)


def known_mana(mana: str) -> bool:
    """Whether every symbol is generic, a pool colour or a hybrid of them."""
    return all(sym.isdigit() or all(c in KEYS for c in sym.split("/")) for sym in mana_symbols(mana))


def _pays(pools: Iterable[Pool], mana: str) -> set[Pool]:
    return {after for p in pools for after in paid_from(p, mana)}


def _mana_only(a: Analysis, action: int) -> bool:
    """Whether the script action casts a spell, or activates an ability, whose
    whole cost is mana (so a cost refusal can only be about mana)."""
    if not 0 <= action < len(a.scenario.script):
        return False
    act = a.scenario.script[action]
    obj = next((o for o in a.scenario.objects if o.id == act.object), None)
    if obj is None or act.action not in (ActionKind.CAST, ActionKind.ACTIVATE):
        return False
    card = next((c for c in a.scenario.cards if c.key == obj.card), None)
    if card is None:
        return False
    if act.action is ActionKind.CAST:
        spell = next((ab for ab in card.abilities if ab.kind is AbilityKind.SPELL), None)
        return (spell is not None and _no_other_part(spell.cost) and not act.kicked and act.alternative is None
                and not act.convoke and "/P}" not in (card.mana_cost or ""))  # Phyrexian: may be life
    ability = ability_of(a.scenario, printed_ref(card.key, act.ability or 0))
    return ability is not None and ability.kind is AbilityKind.ACTIVATED and _no_other_part(ability.cost)


def _no_other_part(cost: Cost | None) -> bool:
    return cost is None or (cost == Cost(mana=cost.mana) and "/P}" not in cost.mana)  # Phyrexian: may be life


class Pools:
    """Every pool each player may hold, as the History goes on."""

    def __init__(self, a: Analysis) -> None:
        self.pools: dict[int, set[Pool] | None] = {
            p.id: {_added((0,) * len(KEYS), p.mana_pool)} for p in a.scenario.players}
        # Spells cast with convoke: creatures paid part of what their
        # cost_paid names (CR 702.51a), so the pool is not judged after them.
        roots = {s.object for s in a.scenario.script if s.action is ActionKind.CAST and s.convoke}
        self.convoked = {z.new_id for z in a.history.of_kind(ev.ZoneChange) if z.to_zone is Zone.STACK
                         and (o := a.timeline.before(z.seq).get(z.old_id)) is not None and o.root in roots}

    def through(self, seqs: Iterable[int], by_seq: dict[int, ev.Event]) -> Pools:
        """A copy that has also seen the events of ``seqs`` (what a refused
        attempt did before it was rolled back), step beginnings apart."""
        trial = Pools.__new__(Pools)
        trial.pools, trial.convoked = dict(self.pools), self.convoked
        for s in sorted(seqs):
            x = by_seq.get(s)
            if x is not None and not isinstance(x, ev.StepBegin):
                trial.apply(x)
        return trial

    def apply(self, e: ev.Event) -> None:
        if isinstance(e, ev.StepBegin):
            self.pools = {p: {(0,) * len(KEYS)} for p in self.pools}
        elif isinstance(e, ev.ManaAdded) and self.pools.get(e.player) is not None:
            self.pools[e.player] = {_added(p, e.mana) for p in self.pools[e.player] or ()}
        elif isinstance(e, ev.CostPaid) and e.object in self.convoked:
            self.pools[e.player] = None
        elif isinstance(e, ev.CostPaid) and e.mana and self.pools.get(e.player) is not None:
            after = _pays(self.pools[e.player] or (), e.mana) if known_mana(e.mana) else set()
            self.pools[e.player] = after if 0 < len(after) <= MOST_POOLS else None


def refused_though(a: Analysis, codes: tuple[RefusalCode, ...],
                   could_pay: Callable[[Pools, ev.IllegalAction, dict[int, ev.Event]], bool]) -> ev.IllegalAction | None:
    """The first refusal with one of ``codes`` that ``could_pay`` says was
    wrong, given every pool its player may hold just before it."""
    pools = Pools(a)
    by_seq = {e.seq: e for e in a.history.events}
    for e in a.history.events:
        if (isinstance(e, ev.IllegalAction) and e.seq not in a.undone and e.player is not None
                and e.code in codes and could_pay(pools, e, by_seq)):
            return e
        if e.seq not in a.undone:
            pools.apply(e)
    return None


@prop(id="mana-pool-holds-what-was-made-less-what-was-paid", rules=("106.4", "601.2h"),
      title="Mana is paid from the pool, which keeps what was made less what was paid",
      title_fr="Le mana est payé depuis la réserve, qui garde ce qui a été produit moins ce qui a été payé",
      features=("mana",), families=("mana_pool", "casting"),
      needs_events=("mana_added", "cost_paid", "step_begin"), needs_actions=("cast",))
def mana_pool_holds_what_was_made_less_what_was_paid(case: Case) -> Verdict:
    """Mana a player makes goes into their pool and a mana cost they pay
    comes out of it, so the pool holds what was made less what was paid, and
    empties as each step ends. A cost is paid only with mana the pool holds,
    and a cost of mana alone is refused only when the pool, with the mana its
    payer made while paying, can't pay it (the payer may spend any mana on a
    generic symbol, and either colour on a hybrid one), and the mana it
    reports spent is what left the pool for it. A payment is not
    refused before it activates the first mana ability its plan names, when
    that ability could be activated (CR 601.2g)."""
    a = analyse(case)
    pools = Pools(a)
    exercised = False
    events = a.history.events
    by_seq = {e.seq: e for e in events}
    for e in events:
        if isinstance(e, ev.CostPaid) and e.mana and e.seq not in a.undone and e.object not in pools.convoked:
            held = pools.pools.get(e.player)
            if held is not None and known_mana(e.mana):
                exercised = True
                if not _pays(held, e.mana):
                    return failed(*says("pool.overpaid", player=e.player, mana=e.mana, pool=_show(held)), (e.seq,))
                if e.spent is not None and not _spent_pays(held, e.mana, e.spent):
                    return failed(*says("pool.spent", player=e.player, mana=e.mana, spent=e.spent), (e.seq,))
        if isinstance(e, ev.IllegalAction) and e.code is RefusalCode.COST and e.player is not None:
            ignored = _plan_ignored(a, e, by_seq)
            if ignored is not None:
                return failed(*says("pool.plan-ignored", player=e.player, obj=ignored[0], ref=ignored[1]), (e.seq,))
            problem = _refused_problem(a, pools, e, by_seq)
            exercised = exercised or problem is not False
            if isinstance(problem, str):
                return failed(*says("pool.refused", player=e.player, mana=problem,
                                    pool=_show(pools.pools.get(e.player) or set())), (e.seq,))
        if e.seq not in a.undone:
            pools.apply(e)
    return passed(exercised)


def _refused_problem(a: Analysis, pools: Pools, e: ev.IllegalAction,
                     by_seq: dict[int, ev.Event]) -> str | bool | None:
    """The locked mana cost of a refused attempt every possible pool could
    have paid (a failure); None when judged and right; False when not judged."""
    held = pools.pools.get(e.player if e.player is not None else -1)
    locked = [x for s in e.rolled_back if isinstance(x := by_seq.get(s), ev.CostLocked)]
    if held is None or len(locked) != 1 or not _mana_only(a, e.action):
        return False
    # A planned mana ability that did not activate (not a mana ability, or
    # its own cost unpaid) is a refusal for another reason than the pool.
    activated = sum(1 for s in e.rolled_back if isinstance(x := by_seq.get(s), ev.Activated) and x.mana_ability)
    if activated != _planned(a.scenario.script[e.action].mana_abilities):
        return False
    now = pools.through(e.rolled_back, by_seq).pools.get(e.player if e.player is not None else -1)
    if now is None:
        return False
    cost = locked[0].mana
    if not known_mana(cost):
        return False
    return cost if cost and all(paid_from(p, cost) for p in now) else None


def _plan_ignored(a: Analysis, e: ev.IllegalAction, by_seq: dict[int, ev.Event]) -> tuple[int, str] | None:
    """A payment refused before it activated the first mana ability its plan
    names, though that ability could be activated: on the battlefield under
    the payer's control, with no cost but {T} (its source untapped, and no
    creature that came under their control this turn) and no plan of its own
    (CR 601.2g, 605.3a). Its source and reference, or None."""
    plan = a.scenario.script[e.action].mana_abilities if 0 <= e.action < len(a.scenario.script) else ()
    if not plan or plan[0].mana_abilities or a.scenario.effects or any(
            isinstance(x := by_seq.get(s), ev.Activated) and x.mana_ability for s in e.rolled_back):
        return None
    board = a.timeline.before(min((e.seq, *e.rolled_back)))
    src = physical(board, plan[0].object)
    if src is None or src.zone is not Zone.BATTLEFIELD or src.phased_out or src.controller != e.player:
        return None
    c = ch.chars(a.scenario, board, src)
    ref = printed_ref(src.card, plan[0].ability)
    ab = dict(c.abilities).get(ref)
    if ab is None:
        return None
    cost = ab.cost or Cost()
    if ab.kind is not AbilityKind.ACTIVATED or not is_mana_ability(ab) \
            or ab.limit_per_turn or cost != Cost(tap=cost.tap) \
            or (cost.tap and (src.tapped or (src.sick and CardType.CREATURE in c.types))):
        return None
    return src.id, ref


def _planned(plan: Iterable[ManaActivation]) -> int:
    """How many mana abilities a payment plan activates, nested ones included."""
    return sum(1 + _planned(m.mana_abilities) for m in plan)


def _show(pools: set[Pool]) -> str:
    def one(p: Pool) -> str:
        return "".join(f"{{{k}}}" * n for k, n in zip(KEYS, p)) or "empty"
    shown = sorted(one(p) for p in pools)
    return " or ".join(shown[:3]) + (" or ..." if len(shown) > 3 else "")
