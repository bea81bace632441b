"""Phyrexian mana (CR 107.4f): each symbol of a spell's or an activated
ability's cost is paid with one mana of its colour or with 2 life, as
announced (CR 601.2b, 602.2b); paying life is losing it,
only from a total that holds it (CR 119.4)."""
from __future__ import annotations

from properties.card_facts import action_card, mana_symbols, printed_spell
from properties.catalogue.common import Analysis, ability_of, analyse
from properties.catalogue.mana_pool import KEYS, Pool, Pools, paid_from, refused_though
from properties.characteristics import active_effects
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.total_cost import mode_costs
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind, ContinuousKind, Cost
from reference_engine.events import RefusalCode
from reference_engine.ids import Zone
from reference_engine.refs import printed_ref
from reference_engine.scenario import Action, ActionKind

declare_clause(
    "107.4f", invariant=True,
    title_en="Phyrexian mana symbols", title_fr="Les symboles de mana phyrexian",
    paraphrase_en="A Phyrexian mana symbol stands for one mana of its colour, and its payer may pay 2 life "
                  "for it instead.",
    paraphrase_fr="Un symbole de mana phyrexian représente un mana de sa couleur, que son payeur peut "
                  "remplacer par 2 points de vie.",
)


def _costs(a: Analysis, c: ev.Cast) -> list[Cost] | None:
    """Every cost the cast pays beside its printed mana cost, or ``None``
    when the card has no spell ability or the alternative is unknown."""
    card = a.scenario.card(c.card)
    spell = next((x for x in card.abilities if x.kind is AbilityKind.SPELL), None)
    if spell is None:
        return None
    out = [k for k in (spell.cost, spell.kicker if c.kicked else None) if k is not None]
    out += mode_costs(spell, c.modes)
    if c.alternative is not None:
        if not 0 <= c.alternative < len(spell.alternative_costs):
            return None
        out.append(spell.alternative_costs[c.alternative])
    return out


def _symbols(a: Analysis, c: ev.Cast, costs: list[Cost]) -> int:
    printed = (a.scenario.card(c.card).mana_cost or "") if c.alternative is None else ""
    return sum(s.endswith("/P") for part in (printed, *(k.mana for k in costs)) for s in mana_symbols(part))


def _scripted(a: Analysis, move: ev.ZoneChange) -> set[tuple[bool, ...]]:
    """The answers the script gives for casts of the card ``move`` took."""
    was = a.timeline.before(move.seq).get(move.old_id)
    root = was.root if was is not None else move.old_id
    return {s.phyrexian_life for s in a.scenario.script
            if s.action is ActionKind.CAST and s.object == root and s.phyrexian_life}


_MODIFIERS = (ContinuousKind.COST_INCREASE, ContinuousKind.COST_REDUCTION, ContinuousKind.COST_MINIMUM)


def _refused_though_payable(a: Analysis) -> ev.IllegalAction | None:
    """A cast of a spell with Phyrexian mana refused for its cost, though the
    pool and the caster's life could pay it with the announced answers, or
    the default ones when the script gives none (CR 107.4f, 601.2b)."""
    return refused_though(a, (RefusalCode.COST,), lambda pools, e, by_seq: _could_pay(a, pools, e, by_seq))


def _could_pay(a: Analysis, pools: Pools, e: ev.IllegalAction, by_seq: dict[int, ev.Event]) -> bool:
    act = a.scenario.script[e.action] if 0 <= e.action < len(a.scenario.script) else None
    life_cost = _plain_cast(a, act) if act is not None else None
    held = pools.through(e.rolled_back, by_seq).pools.get(e.player if e.player is not None else -1)
    if act is None or life_cost is None or held is None or e.player is None:
        return False
    board = a.timeline.before(min((e.seq, *e.rolled_back)))
    if any(x.effect.kind in _MODIFIERS for x in active_effects(a.scenario, board)):
        return False
    card = action_card(a.scenario, act)
    symbols = mana_symbols((card.mana_cost if card is not None else None) or "")
    n = sum(s.endswith("/P") for s in symbols)
    for pool in held:
        answers = act.phyrexian_life or _default_answers(pool, symbols)
        if len(answers) != n:
            return False
        life = iter(answers)
        mana = "".join(f"{{{s[0] if s.endswith('/P') else s}}}" for s in symbols
                       if not (s.endswith("/P") and next(life)))
        if not paid_from(pool, mana) or board.life[e.player] < life_cost + 2 * sum(answers):
            return False
    return n > 0


def _plain_cast(a: Analysis, act: Action) -> int | None:
    """The life a cast's spell costs beside its mana cost, for a cast with no
    other choice that could make it fail (X, kicker, modes, mana abilities,
    other costs); None for any other action."""
    if act.action is not ActionKind.CAST or act.object is None or act.x or act.kicked \
            or act.alternative is not None or act.modes or act.mode is not None or act.mana_abilities \
            or act.convoke or act.division or act.sacrifice or act.discard:
        return None
    spell = printed_spell(action_card(a.scenario, act))
    if spell is None or (spell.cost is not None and spell.cost != Cost(pay_life=spell.cost.pay_life)):
        return None
    return spell.cost.pay_life if spell.cost is not None else 0


def _default_answers(pool: Pool, symbols: list[str]) -> tuple[bool, ...]:
    """The answers left to the default: mana for a Phyrexian symbol while the
    pool holds mana of its colour beyond what the plain symbols of that
    colour need, life otherwise (in the order written)."""
    spare = {k: pool[i] - symbols.count(k) for i, k in enumerate(KEYS)}
    out = []
    for s in symbols:
        if s.endswith("/P"):
            out.append(spare.get(s[0], 0) <= 0)
            spare[s[0]] = spare.get(s[0], 0) - (0 if out[-1] else 1)
    return tuple(out)


@prop(id="phyrexian-mana-paid-with-mana-or-two-life", rules=("107.4f", "119.4", "601.2b", "602.2b"),
      title="Each Phyrexian symbol is paid with one mana of its colour or 2 life, as announced",
      title_fr="Chaque symbole phyrexian est payé d'un mana de sa couleur ou de 2 points de vie, comme annoncé",
      features=("casting", "costs"), families=("phyrexian_mana", "phyrexian_activations", "cost_modifiers"),
      needs_events=("zone_change", "cost_paid", "cast", "life"), needs_actions=("cast",))
def phyrexian_mana_paid_with_mana_or_two_life(case: Case) -> Verdict:
    """For each Phyrexian mana symbol of a spell's costs or of an activated
    ability's cost, its caster or activator announces whether they pay one
    mana of its colour or 2 life, and pays that way (the script's answer,
    when it gives one). The life paid for the spell or activation is its
    other life costs plus 2 per symbol paid with life; it is lost by the
    payer during the cast or activation, a loss recorded as a cause of the
    payment, and only from a total at least that high (CR 602.2b applies
    the casting steps to an activation). A cast is not refused for its cost
    when the pool and its caster's life could pay it with those answers
    (left to the default: mana while the pool holds mana of the symbol's
    colour beyond what the plain symbols need, life otherwise)."""
    a = analyse(case)
    refused = _refused_though_payable(a)
    if refused is not None:
        return failed(*says("phyrexian.refused", action=refused.action), (refused.seq,))
    moves = {z.new_id: z for z in a.history.of_kind(ev.ZoneChange) if z.to_zone is Zone.STACK}
    locks = {k.object: k for k in a.history.of_kind(ev.CostLocked)}
    exercised = False
    for c in a.history.of_kind(ev.Cast):
        move, costs = moves.get(c.object), _costs(a, c)
        if c.seq in a.undone or move is None or costs is None:
            continue
        verdict = _judge(a, c.object, c.seq, c.phyrexian_life, _symbols(a, c, costs), _scripted(a, move),
                         sum(k.pay_life for k in costs), move.seq)
        if verdict is not None:
            return verdict
        exercised |= bool(c.phyrexian_life)
    for x in a.history.of_kind(ev.Activated):
        ability, lock = ability_of(a.scenario, x.ability), locks.get(x.object)
        if x.seq in a.undone or ability is None or ability.cost is None or lock is None:
            continue
        n = sum(s.endswith("/P") for s in mana_symbols(ability.cost.mana))
        verdict = _judge(a, x.object, x.seq, x.phyrexian_life, n, _scripted_activation(a, x),
                         ability.cost.pay_life, lock.seq - 1)
        if verdict is not None:
            return verdict
        exercised |= bool(n)
    return passed(exercised)


def _scripted_activation(a: Analysis, x: ev.Activated) -> set[tuple[bool, ...]]:
    """The answers the script gives for activations of the ability ``x`` names
    on its source; none when some of them leave it to the default, since the
    History does not say which action an activation came from."""
    was = a.timeline.before(x.seq).get(x.source)
    root = was.root if was is not None else x.source
    card = was.card if was is not None else ""
    given = [s.phyrexian_life for s in a.scenario.script
             if s.action is ActionKind.ACTIVATE and s.object == root and x.ability == printed_ref(card, s.ability)]
    return set(given) if all(given) else set()


def _judge(a: Analysis, obj: int, seq: int, answers: tuple[bool, ...], n: int, scripted: set[tuple[bool, ...]],
           other_life: int, start: int) -> Verdict | None:
    """The failure of one cast or activation (event ``seq``, begun after ``start``), or None."""
    if len(answers) != n or (scripted and answers not in scripted):
        want = [list(s) for s in sorted(scripted)] or f"{n} answers"
        return failed(*says("phyrexian.answers", obj=obj, n=n, want=want, got=list(answers)), (seq,))
    if not n:
        return None
    by_seq = {e.seq: e for e in a.history.events}
    paid = [p for p in a.history.of_kind(ev.CostPaid)
            if p.object == obj and start < p.seq < seq and p.seq not in a.undone]
    want_life = other_life + 2 * sum(answers)
    got = sum(p.life for p in paid)
    if got != want_life:
        return failed(*says("phyrexian.life", obj=obj, want=want_life, got=got), tuple(p.seq for p in paid))
    for p in paid:
        if p.life and not _lost(a, p, by_seq):
            before = next((by_seq[s] for s in p.causes if isinstance(by_seq.get(s), ev.Life)), None)
            total = a.timeline.before(before.seq if before is not None else p.seq).life[p.player]
            return failed(*says("phyrexian.loss", obj=obj, player=p.player, life=p.life, total=total), (p.seq,))
    return None


def _lost(a: Analysis, p: ev.CostPaid, by_seq: dict[int, ev.Event]) -> bool:
    """A cause of ``p`` is its payer losing exactly that much life from a total that held it."""
    for s in p.causes:
        e = by_seq.get(s)
        if isinstance(e, ev.Life) and e.player == p.player and e.amount == -p.life:
            return a.timeline.before(e.seq).life[p.player] >= p.life
    return False
