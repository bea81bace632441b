"""The chosen modes are announced once and are what resolves (CR 601.2b,
603.3c, 700.2, 700.2d, 608.2c).

Read from the History alone: every modal spell or ability names its modes in
the event that announces it (``cast``, or ``put_on_stack`` for an activated
or triggered ability), as many as the ability lets its controller choose
(every one for an entwined spell), each once and in printed order. Nothing
rechooses them later: between its ``resolving`` and ``resolved``, no event
shows an instruction that only an unchosen mode has. The instructions judged
are damage, draws and life changes, whose events no other judged
instruction's events can be taken for; an ability with "unless", a repeated
payment or a reflexive trigger, which pay life or draw on their own, is not
judged on resolution.
"""
from __future__ import annotations

import properties.catalogue.mode_costs  # noqa: F401  (declares CR 700.2d)
from properties.card_facts import action_card, spell_ability
from properties.catalogue.announcing import announced_casts
from properties.catalogue.common import Analysis, analyse
from properties.catalogue.instructions import Announced, announced, followed, shortfall
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import legal_modes, mode_bounds, preferred_modes
from reference_engine import events as ev
from reference_engine.abilities import Effect, EffectKind
from reference_engine.events import RefusalCode, RemovalReason
from reference_engine.refs import printed_ref
from reference_engine.scenario import ActionKind

_MAKES: dict[str, frozenset[EffectKind]] = {
    "damage": frozenset({EffectKind.DEAL_DAMAGE}),
    "draw": frozenset({EffectKind.DRAW, EffectKind.DISCARD_HAND_DRAW_THAT_MANY, EffectKind.OFFER}),
    "life": frozenset({EffectKind.GAIN_LIFE, EffectKind.LOSE_LIFE, EffectKind.DEAL_DAMAGE}),
}
"""History event kinds, and the instructions whose events they can be."""


def _kinds(effects: tuple[Effect, ...]) -> set[EffectKind]:
    return {e.kind for e in effects}


def _count_ok(info: Announced) -> bool:
    ab = info.ability
    least, most = mode_bounds(ab)
    n = len(info.modes)
    entwined = ab.entwine is not None and n == len(ab.modes)
    return (least <= n <= most or entwined) and len(set(info.modes)) == n \
        and list(info.modes) == sorted(info.modes) and all(0 <= m < len(ab.modes) for m in info.modes)


def _unpreferred(a: Analysis) -> tuple[ev.Cast, tuple[int, ...]] | None:
    """A modal spell cast with no modes announced whose modes are not those
    the scenario's choices take (its preferred ones when they may be chosen
    together, else the first legal ones it needs; CR 601.2b, 700.2): the cast
    and the modes it should have."""
    for c, act in announced_casts(a):
        found = spell_ability(a.scenario.card(c.card))
        if act.modes or act.mode is not None or found is None or not found[1].is_modal:
            continue
        index, spell = found
        least, most = mode_bounds(spell)
        if act.entwined and spell.entwine is not None:
            least = most = len(spell.modes)  # entwined: every mode (CR 702.42a)
        legal = legal_modes(a.scenario, a.timeline.before(c.seq), spell, c.player, c.object)
        want = preferred_modes(a.scenario, printed_ref(c.card, index), legal, least, most)
        if c.modes != want:
            return c, want
    return None


def _refused_valid_modes(a: Analysis) -> ev.IllegalAction | None:
    """A cast refused as a choice whose announced modes may be chosen: each
    exists, none twice, as many as the spell allows (CR 700.2, 700.2d).
    Judged only for a cast making no other choice (X, kicker, an alternative
    cost, entwine, a split, Phyrexian answers)."""
    for e in a.history.of_kind(ev.IllegalAction):
        act = a.scenario.script[e.action] if 0 <= e.action < len(a.scenario.script) else None
        if act is None or e.seq in a.undone or e.code is not RefusalCode.CHOICE or act.action is not ActionKind.CAST:
            continue
        asked = act.modes or ((act.mode,) if act.mode is not None else ())
        card = action_card(a.scenario, act) if asked else None
        found = spell_ability(card) if card is not None else None
        if found is None or not found[1].is_modal or act.x or act.kicked or act.alternative is not None \
                or act.entwined or act.division or act.phyrexian_life:
            continue
        least, most = mode_bounds(found[1])
        if all(0 <= m < len(found[1].modes) for m in asked) and len(set(asked)) == len(asked) \
                and least <= len(asked) <= most:
            return e
    return None


@prop(id="chosen-modes-are-kept", rules=("601.2b", "603.3c", "700.2", "700.2d", "608.2c"),
      title="The chosen modes are announced with the spell or ability, and only they resolve",
      title_fr="Les modes choisis sont annoncés avec le sort ou la capacité, et eux seuls se résolvent",
      features=("modes", "casting"), families=("modal_choices", "modal_targets"),
      needs_events=("cast", "put_on_stack", "resolving", "resolved"))
def chosen_modes_are_kept(case: Case) -> Verdict:
    """A modal spell's modes are chosen as it is cast, a modal triggered
    ability's as it is put on the stack, and recorded then (a spell cast with
    none announced takes the scenario's preferred modes when they may be
    chosen together, else the first legal ones it needs): as many as it
    allows (every one if entwined), none twice, in printed order. They are
    never chosen again: its resolution performs no instruction that only
    a mode it did not choose has, and it does what its chosen modes say,
    each instruction to the targets of its own mode. A cast is not refused
    for modes that may be chosen."""
    a = analyse(case)
    refused = _refused_valid_modes(a)
    if refused is not None:
        act = a.scenario.script[refused.action]
        return failed(*says("modes.refused", action=refused.action, modes=list(act.modes or (act.mode,))),
                      (refused.seq,))
    unpreferred = _unpreferred(a)
    if unpreferred is not None:
        cast, want = unpreferred
        return failed(*says("modes.preferred", obj=cast.object, want=list(want), modes=list(cast.modes)), (cast.seq,))
    infos = announced(a)
    removed = {e.object for e in a.history.of_kind(ev.RemovedFromStack) if e.reason is RemovalReason.NO_LEGAL_MODE}
    told = {e.object: e.seq for e in a.history.events if isinstance(e, (ev.Cast, ev.PutOnStack))
            and e.seq not in a.undone}
    started = {e.object: e.seq for e in a.history.of_kind(ev.Resolving)}
    ended = {e.object: e.seq for e in a.history.of_kind(ev.Resolved)}
    judged = False
    for obj, info in infos.items():
        ab = info.ability
        if not ab.modes or obj in removed or obj not in told:
            continue
        judged = True
        if not _count_ok(info):
            least, most = mode_bounds(ab)
            return failed(*says("modes.announced", least=least, most=most, modes=list(info.modes)), (told[obj],))
        if obj not in started or ab.unless is not None or ab.repeatable is not None or ab.reflexive is not None:
            continue
        chosen = set(info.modes)
        mine = _kinds(ab.effects) | _kinds(ab.kicked_effects if info.kicked else ())
        mine |= {e.kind for m in chosen for e in ab.modes[m].effects}
        others = {e.kind for k, m in enumerate(ab.modes) if k not in chosen for e in m.effects}
        last = ended.get(obj, 10**9)
        for e in a.history.events:
            if not started[obj] < e.seq < last or e.kind not in _MAKES or e.seq in a.undone:
                continue
            makers = _MAKES[e.kind]
            if not mine & makers and others & makers:
                return failed(*says("modes.unchosen", kind=e.kind, modes=list(info.modes)),
                              (told[obj], started[obj], e.seq))
    return _modes_not_followed(a, infos) or passed(judged)


def _modes_not_followed(a: Analysis, infos: dict[int, Announced]) -> Verdict | None:
    """A modal resolution that does not do what its chosen modes say, each
    instruction to the targets of its own mode (CR 700.2, 608.2c): judged as
    ``resolving-instructions-are-followed`` judges every resolution."""
    for r in followed(a, infos):
        miss = shortfall(r.owed, r.did, r.board) if infos[r.resolved.object].ability.modes else None
        if miss is not None:
            return failed(*says(miss[0], obj=r.resolved.object, **miss[1]), (r.begin.seq, r.resolved.seq))
    return None
