"""Phyrexian mana (CR 107.4f): each symbol of a spell's or an activated
ability's cost is paid with one mana of its colour or with 2 life, as
announced (CR 601.2b, 602.2b); paying life is losing it,
only from a total that holds it (CR 119.4)."""
from __future__ import annotations

from properties.card_facts import mana_symbols
from properties.catalogue.common import Analysis, ability_of, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.total_cost import mode_costs
from reference_engine import events as ev
from reference_engine.abilities import AbilityKind, Cost
from reference_engine.ids import Zone
from reference_engine.refs import printed_ref
from reference_engine.scenario import ActionKind

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
    the casting steps to an activation)."""
    a = analyse(case)
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
