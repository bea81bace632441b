"""Convoke (CR 702.51a): creatures tapped to pay for a spell become tapped,
each a "becomes tapped" occurrence (CR 603.2e)."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import product

from properties import characteristics as ch
from properties.card_facts import action_card, mana_symbols, printed_spell
from properties.catalogue.common import Analysis, analyse
from properties.catalogue.mana_pool import Pools, known_mana, paid_from, refused_though
from properties.catalogue.refusal_reasons import physical
from properties.matching import expected
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.events import RefusalCode
from reference_engine.ids import CardType, PlayerId, Zone
from reference_engine.scenario import Action, ActionKind

declare_clause(
    "702.51a", invariant=True,
    title_en="Convoke", title_fr="Convocation",
    paraphrase_en="While paying for a spell with convoke, its caster may tap untapped creatures they "
                  "control; each one tapped this way pays for one generic mana or for one mana of one of "
                  "its colours.",
    paraphrase_fr="En payant un sort qui a la convocation, son lanceur peut engager des créatures dégagées "
                  "qu'il contrôle ; chacune engagée ainsi paie un mana générique ou un mana de l'une de "
                  "ses couleurs.",
)


def _convokers(a: Analysis) -> dict[int, tuple[int, ...]]:
    """Scenario id of each card cast with convoke -> the creatures its (one) cast action taps."""
    acts = [s for s in a.scenario.script if s.action is ActionKind.CAST and s.convoke and s.object is not None]
    once = Counter(s.object for s in acts)
    return {s.object: s.convoke for s in acts if s.object is not None and once[s.object] == 1}


def _refused_though_payable(a: Analysis) -> ev.IllegalAction | None:
    """A cast with convoke refused for its cost, or for a choice, though each
    creature it names could pay for one mana of its locked cost and every
    pool its caster may hold could pay the rest (CR 702.51a)."""
    return refused_though(a, (RefusalCode.COST, RefusalCode.CHOICE),
                          lambda pools, e, by_seq: _could_pay(a, pools, e, by_seq))


def _could_pay(a: Analysis, pools: Pools, e: ev.IllegalAction, by_seq: dict[int, ev.Event]) -> bool:
    act = a.scenario.script[e.action] if 0 <= e.action < len(a.scenario.script) else None
    if act is None or e.player is None or not _plain_convoke(a, act):
        return False
    locked = [x for s in e.rolled_back if isinstance(x := by_seq.get(s), ev.CostLocked)]
    held = pools.through(e.rolled_back, by_seq).pools.get(e.player)
    if len(locked) != 1 or held is None or not known_mana(locked[0].mana):
        return False
    colors = _convoker_colors(a, a.timeline.before(min((e.seq, *e.rolled_back))), act.convoke, e.player)
    return colors is not None and any(
        all(paid_from(p, rest) for p in held) for rest in _remainders(locked[0].mana, colors))


def _plain_convoke(a: Analysis, act: Action) -> bool:
    """A cast naming creatures to convoke, of a spell with convoke, with no
    other choice that could make it fail (X, kicker, modes, mana abilities)."""
    if act.action is not ActionKind.CAST or not act.convoke or act.object is None:
        return False
    if act.x or act.kicked or act.alternative is not None or act.modes or act.mode is not None \
            or act.phyrexian_life or act.mana_abilities or act.division or act.sacrifice or act.discard:
        return False
    spell = printed_spell(action_card(a.scenario, act))
    return spell is not None and spell.convoke


def _convoker_colors(a: Analysis, board: TrackedBoard, roots: tuple[int, ...],
                     player: PlayerId) -> list[set[str]] | None:
    """The colours of each creature named to convoke; None when one can't be
    tapped for it: not an untapped creature its caster controls, or named twice."""
    out: list[set[str]] = []
    for root in roots:
        obj = physical(board, root)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.phased_out or obj.tapped \
                or obj.controller != player or roots.count(root) > 1:
            return None
        c = ch.chars(a.scenario, board, obj)
        if CardType.CREATURE not in c.types:
            return None
        out.append({col.value for col in c.colors})
    return out


def _remainders(cost: str, colors: list[set[str]]) -> Iterator[str]:
    """What the pool must still pay for each way the creatures can pay one
    symbol each: {1} of a generic part, or a symbol with one of their colours."""
    units = [u for sym in mana_symbols(cost) for u in (["1"] * int(sym) if sym.isdigit() else [sym])]
    options = [[i for i, u in enumerate(units) if u == "1" or set(u.split("/")) & c] for c in colors]
    for picked in product(*options):
        if len(set(picked)) == len(picked):
            yield "".join(f"{{{u}}}" for i, u in enumerate(units) if i not in picked)


@prop(id="convoke-taps-become-tapped", rules=("702.51a", "603.2e", "601.2h"),
      title="Each creature tapped for convoke becomes tapped once, and its watchers trigger once",
      title_fr="Chaque créature engagée pour la convocation devient engagée une fois, et ses observateurs "
               "se déclenchent une fois",
      features=("casting", "costs"), families=("convokes",),
      needs_events=("zone_change", "cost_locked", "tapped", "cost_paid", "cast", "triggered"),
      needs_actions=("cast",))
def convoke_taps_become_tapped(case: Case) -> Verdict:
    """A creature its controller taps to pay for a spell with convoke becomes
    tapped while the cost is paid, between the spell's lock-in and its
    payment: one "becomes tapped" occurrence, so each ability that triggers
    whenever such a creature becomes tapped triggers exactly once for it.
    A cast with convoke is not refused, for its cost or as a choice, when
    each creature it names is an untapped creature its caster controls that
    could pay for a different mana of the locked cost, generic or of its
    colour, and the pool could pay the rest."""
    a = analyse(case)
    refused = _refused_though_payable(a)
    if refused is not None:
        return failed(*says("convoke.refused", action=refused.action, code=refused.code.value if refused.code else ""),
                      (refused.seq,))
    wanted = _convokers(a)
    exercised = False
    for move in a.history.of_kind(ev.ZoneChange):
        if move.to_zone is not Zone.STACK or move.seq in a.undone:
            continue
        board = a.timeline.before(move.seq)
        card = board.get(move.old_id)
        creatures = wanted.get(card.root) if card is not None else None
        lock = next((e for e in a.history.of_kind(ev.CostLocked) if e.object == move.new_id), None)
        paid = next((e for e in a.history.of_kind(ev.CostPaid) if e.object == move.new_id), None)
        if not creatures or lock is None or paid is None or paid.seq in a.undone:
            continue
        roots = {o.id: o.root for o in board.in_zone(Zone.BATTLEFIELD)}
        taps = [t for t in a.history.of_kind(ev.Tapped)
                if lock.seq < t.seq < paid.seq and roots.get(t.object) in creatures]
        per = Counter(roots[t.object] for t in taps)
        for root in creatures:
            if per[root] != 1:
                return failed(*says("convoke.tapped", obj=root, n=per[root]), (lock.seq, paid.seq))
        for t in taps:
            got = Counter((x.ability, x.source) for x in a.history.of_kind(ev.Triggered) if t.seq in x.causes)
            for want in expected(a.scenario, a.timeline, t):
                exercised = True
                n = got[(want.ability, want.source)]
                if n != want.times:
                    return failed(*says("convoke.triggers", ability=want.ability, want=want.times,
                                        obj=roots[t.object], got=n), (t.seq,))
    return passed(exercised)
