"""What a caster announces while casting: costs, X, modes and divisions (CR 601.2b, 601.2d, 700.2)."""
from __future__ import annotations

from properties.card_facts import action_card, mana_symbols, printed_spell
from properties.catalogue.common import Analysis, analyse
from properties.messages import Message, msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import mode_bounds
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind
from reference_engine.events import RefusalCode
from reference_engine.ids import Zone
from reference_engine.scenario import Action, ActionKind

_CAST = dict(features=("casting", "costs"), families=("casting",), needs_actions=("cast",))


def _spell(a: Analysis, card: str) -> Ability | None:
    return printed_spell(a.scenario.card(card))


def _committed(a: Analysis) -> list[tuple[ev.Cast, ev.ZoneChange | None]]:
    moves = {z.new_id: z for z in a.history.of_kind(ev.ZoneChange) if z.to_zone is Zone.STACK}
    return [(c, moves.get(c.object)) for c in a.history.of_kind(ev.Cast) if c.seq not in a.undone]


def announced_casts(a: Analysis) -> list[tuple[ev.Cast, Action]]:
    """Each committed cast with the script action that asked for it: the n-th
    committed cast of a card answers the n-th cast action for it that was not
    refused as illegal."""
    refused = {il.action for il in a.history.of_kind(ev.IllegalAction)}
    asked: dict[int, list[Action]] = {}
    for i, act in enumerate(a.scenario.script):
        if act.action is ActionKind.CAST and act.object is not None and i not in refused:
            asked.setdefault(act.object, []).append(act)
    out = []
    for c, move in _committed(a):
        card = a.timeline.before(move.seq).get(move.old_id) if move else None
        queue = asked.get(card.root, []) if card else []
        if queue:
            out.append((c, queue.pop(0)))
    return out


@prop(id="announced-choices-are-kept", rules=("601.2b", "700.2"),
      title="The announced costs, X and mode are the ones the spell is cast with",
      title_fr="Les coûts, X et le mode annoncés sont ceux du sort lancé",
      needs_events=("cast",), **_CAST)
def announced_choices_are_kept(case: Case) -> Verdict:
    """While casting, the caster announces X, the mode, whether the kicker is
    paid, and at most one alternative cost; those announcements are fixed: the
    cast spell carries exactly them, X only for a cost with X, a kicker or an
    alternative cost only one the spell has, and as many modes as a modal
    spell chooses (one unless it says otherwise; every one when entwined)."""
    a = analyse(case)
    for c, act in announced_casts(a):
        want = (act.x, act.kicked, act.alternative)
        got = (c.x, c.kicked, c.alternative)
        asked = tuple(sorted(act.modes)) if act.modes else (act.mode,) if act.mode is not None else None
        if got != want or (asked is not None and c.modes != asked):
            return failed(*says("announcing.kept", want=str(want), mode=str(list(asked or ())), got=str(got),
                                modes=list(c.modes)), (c.seq,))
        wrong = _unannounceable(a, c)
        if wrong:
            return failed(*says("announcing.offered", wrong=wrong), (c.seq,))
    return passed(bool(announced_casts(a)))


def _unannounceable(a: Analysis, c: ev.Cast) -> Message | None:
    """Why the cast's announcement is one the spell cannot have, or None."""
    spell = _spell(a, c.card) or Ability(kind=AbilityKind.SPELL)
    alts = spell.alternative_costs
    if c.alternative is not None and not 0 <= c.alternative < len(alts):
        return msg("announcing.no-such-alternative", index=c.alternative, n=len(alts))
    if c.kicked and spell.kicker is None:
        return msg("announcing.no-kicker")
    base = alts[c.alternative].mana if c.alternative is not None else a.scenario.card(c.card).mana_cost
    if c.x and "X" not in mana_symbols(base or ""):
        return msg("announcing.needless-x", x=c.x)
    least, most = mode_bounds(spell)
    if spell.entwine is not None and len(c.modes) == len(spell.modes):
        most = len(spell.modes)  # entwined: every mode (CR 702.42a)
    if (not least <= len(c.modes) <= most) if spell.is_modal else c.modes:
        return msg("announcing.wrong-modes", modes=list(c.modes), n=len(spell.modes))
    return None


def _divided(spell: Ability, c: ev.Cast) -> list[Effect]:
    chosen = [e for m in c.modes if 0 <= m < len(spell.modes) for e in spell.modes[m].effects]
    every = [*spell.effects, *chosen, *(spell.kicked_effects if c.kicked else ())]
    return [e for e in every if e.divided]


def _refused_valid_division(a: Analysis) -> ev.IllegalAction | None:
    """A cast refused as a choice whose split is valid for the targets it
    names: one share each, each at least one, adding up to the amount of the
    spell's one divided instruction (judged only for a cast with no modes,
    kicker, X or alternative cost, so the split is the only choice made)."""
    for e in a.history.of_kind(ev.IllegalAction):
        act = a.scenario.script[e.action] if 0 <= e.action < len(a.scenario.script) else None
        if act is None or e.seq in a.undone or e.code is not RefusalCode.CHOICE or not _plain_split(act):
            continue
        spell = printed_spell(action_card(a.scenario, act))
        divided = [x for x in spell.effects if x.divided] if spell is not None and not spell.modes else []
        if len(divided) == 1 and len(act.division) == len(act.targets) and min(act.division) >= 1 \
                and sum(act.division) == divided[0].amount:
            return e
    return None


def _plain_split(act: Action) -> bool:
    return (act.action is ActionKind.CAST and bool(act.division) and bool(act.targets) and not act.modes
            and act.mode is None and not act.kicked and not act.x and act.alternative is None)


@prop(id="division-gives-each-target-a-share", rules=("601.2d",),
      title="A divided amount gives every target at least one, and the shares make the total",
      title_fr="Une quantité répartie donne au moins un à chaque cible, et les parts font le total",
      features=("casting", "costs"), families=("casting", "divided"),
      needs_events=("cast",), needs_actions=("cast",))
def division_gives_each_target_a_share(case: Case) -> Verdict:
    """A spell that divides damage or counters announces the split as it is
    cast: one share per target, each at least one, adding up to the amount; a
    spell that divides nothing announces no split; on resolution each target
    receives its own share or, if it is no longer legal, nothing. A cast is
    not refused for a split that is all of that."""
    a = analyse(case)
    refused = _refused_valid_division(a)
    if refused is not None:
        return failed(*says("announcing.division-refused", action=refused.action,
                            division=list(a.scenario.script[refused.action].division)), (refused.seq,))
    seen = False
    for c, _ in _committed(a):
        spell = _spell(a, c.card)
        divided = _divided(spell, c) if spell else []
        if spell is None or not divided:
            if c.division:
                return failed(*says("announcing.needless-division", division=list(c.division)), (c.seq,))
            continue
        seen = True
        total = divided[0].amount
        if len(c.division) != len(c.targets) or min(c.division, default=0) < 1 or sum(c.division) != total:
            return failed(*says("announcing.division", total=total, n=len(c.targets), division=list(c.division)),
                          (c.seq,))
        bad = _wrong_share(a, c, divided[0], spell)
        if bad:
            return failed(*says("announcing.share", bad=bad[0]), bad[1])
    return passed(seen)


def _wrong_share(a: Analysis, c: ev.Cast, effect: Effect,
                 spell: Ability) -> tuple[Message, tuple[int, ...]] | None:
    """A target that received other than its share (checked only when the
    divided effect is the spell's only effect of its kind)."""
    same = [e for e in (*spell.effects, *(e for m in spell.modes for e in m.effects), *spell.kicked_effects)
            if e.kind is effect.kind]
    start = next((r.seq for r in a.history.of_kind(ev.Resolving) if r.object == c.object), None)
    if start is None or len(same) != 1:
        return None
    for target, share in zip(c.targets, c.division):
        got = _received(a, start, target, effect.kind)
        if got and sum(n for n, _ in got) != share:
            return (msg("announcing.wrong-share", target=str(target), got=sum(n for n, _ in got), share=share),
                    tuple(s for _, s in got))
    return None


def _received(a: Analysis, start: int, target: object, kind: EffectKind) -> list[tuple[int, int]]:
    """(amount, seq) of what the resolution starting at ``start`` gave ``target``."""
    out: list[tuple[int, int]] = []
    for e in a.history.events:
        if start not in e.causes or e.seq in a.undone:
            continue
        if kind is EffectKind.DEAL_DAMAGE and isinstance(e, (ev.Damage, ev.DamagePrevented)) and e.target == target:
            out.append((e.amount, e.seq))
        elif (kind is EffectKind.PUT_COUNTERS and isinstance(e, ev.Counters)
              and getattr(target, "object", None) == e.object):
            out.append((e.amount, e.seq))
    return out
