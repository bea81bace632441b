"""What happens as objects leave the stack (CR 608.2b, 113.7a)."""
from __future__ import annotations

from typing import NamedTuple

from properties.card_facts import spell_ability
from properties.tracked_board import TrackedBoard
from properties.catalogue.common import Analysis, ability_of, analyse
from properties.catalogue.instructions import (
    announced, declined, due, illegal_touched, resolutions, shortfall, target_legality,
)
from properties.catalogue.instructions import seen as effects_seen
from properties.messages import msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import is_legal, specs_for
from reference_engine import events as ev
from reference_engine.abilities import Ability, AbilityKind
from reference_engine.events import RemovalReason
from reference_engine.ids import TargetRef, Zone

_BENIGN = frozenset({RemovalReason.NO_LEGAL_TARGETS, RemovalReason.NO_LEGAL_MODE,
                     RemovalReason.ILLEGAL_ON_RESOLUTION, RemovalReason.CONDITION_FALSE,
                     RemovalReason.ROLLED_BACK})
"""Reasons an ability may leave the stack without resolving whatever its source does."""


class Targeted(NamedTuple):
    """A stack object with targets, as announced."""

    ability: Ability
    targets: tuple[TargetRef, ...]
    modes: tuple[int, ...]
    source: int | None
    kicked: bool = False


def targeted(a: Analysis) -> dict[int, Targeted]:
    """Stack objects with targets: ability, chosen targets, modes, source, kicker."""
    found: dict[int, Targeted] = {}
    born = {t.instance: t for t in a.history.of_kind(ev.Triggered)}
    acts = {x.object: x for x in a.history.of_kind(ev.Activated)}
    for p in a.history.of_kind(ev.PutOnStack):
        ref = born[p.object].ability if p.object in born else acts[p.object].ability if p.object in acts else ""
        ability = ability_of(a.scenario, ref)
        src = born[p.object].source if p.object in born else acts[p.object].source if p.object in acts else None
        if ability is not None and p.targets:
            found[p.object] = Targeted(ability, p.targets, p.modes, src)
    for c in a.history.of_kind(ev.Cast):
        found_spell = spell_ability(a.scenario.card(c.card))  # an Aura spell's target too (CR 303.4a)
        spell = found_spell[1] if found_spell is not None else None
        if spell is not None and c.targets and c.seq not in a.undone:
            found[c.object] = Targeted(spell, c.targets, c.modes, c.object, c.kicked)
    for p in a.history.of_kind(ev.PutOnStack):
        # a copy (CR 707.10): the original's ability and choices, its own targets;
        # a spell's copy is its own source, an ability's keeps the original's
        orig = found.get(p.copy_of) if p.copy_of is not None else None
        if orig is not None and p.targets:
            own = orig.source == p.copy_of
            found[p.object] = Targeted(orig.ability, p.targets, p.modes, p.object if own else orig.source, orig.kicked)
    return found


def _all_illegal(a: Analysis, board: TrackedBoard, info: Targeted, controller: int) -> bool:
    # Targets that exist only with the kicker follow the others (CR 601.2c).
    specs = specs_for(info.ability, info.modes, info.kicked)
    # No target phrase, no target to be illegal: targets an engine reports for
    # such an ability ("tap enchanted creature") do not make it fizzle.
    return bool(specs) and all(not is_legal(a.scenario, board, s, t, controller, info.source)
                               for s, t in zip(specs, info.targets))


@prop(id="all-targets-illegal-does-not-resolve", rules=("608.2b",),
      title="With every target illegal, a spell or ability does not resolve and is not countered",
      title_fr="Toutes cibles illégales : le sort ou la capacité ne se résout pas et n'est pas contrecarré",
      features=("targets", "resolution"), families=("modal_targets", "casting", "partial_targets", "leavers"),
      needs_events=("resolving", "removed_from_stack"))
def all_targets_illegal_does_not_resolve(case: Case) -> Verdict:
    """As a spell or ability with targets starts to resolve, its targets are
    checked again: if every one is now illegal it does not resolve (it is
    removed, a spell going to the graveyard) and it is not countered; if at
    least one is still legal it resolves, and leaves the illegal ones alone:
    no instruction taps, untaps, moves, pumps or puts counters on them, and a
    target player who is illegal (one who has left the game, CR 800.4a)
    gains or loses no life, draws nothing and is dealt no damage."""
    a = analyse(case)
    info = targeted(a)
    seen = False
    for e in a.history.events:
        if not isinstance(e, (ev.Resolving, ev.RemovedFromStack)) or e.object not in info or e.seq in a.undone:
            continue
        if isinstance(e, ev.RemovedFromStack) and e.reason in (
                RemovalReason.CONDITION_FALSE, RemovalReason.NO_LEGAL_TARGETS, RemovalReason.NO_LEGAL_MODE,
                RemovalReason.ROLLED_BACK):
            continue
        board = a.timeline.before(e.seq)
        obj = board.get(e.object)
        dead = _all_illegal(a, board, info[e.object], obj.controller if obj else 0)
        seen |= dead
        right = (isinstance(e, ev.RemovedFromStack) and e.reason is RemovalReason.ILLEGAL_ON_RESOLUTION) \
            if dead else not (isinstance(e, ev.RemovedFromStack) and e.reason is RemovalReason.ILLEGAL_ON_RESOLUTION)
        if not right:
            got = (msg("resolution.resolving") if isinstance(e, ev.Resolving)
                   else msg("resolution.removed", reason=e.reason.value))
            return failed(msg("resolution.illegal" if dead else "resolution.legal", obj=e.object), got, (e.seq,))
    touched, partial = _illegal_target_touched(a)
    if touched is not None:
        return failed(*says(touched[2][0], obj=touched[1], **touched[2][1]), (touched[0],))
    return passed(seen or partial)


def _illegal_target_touched(a: Analysis) -> tuple[tuple[int, int, tuple[str, dict[str, object]]] | None, bool]:
    """A resolution with some targets still legal and some not that acted on
    an illegal one (CR 608.2b): (its resolving event's seq, the object, the
    message), or None; and whether any resolution had such mixed targets."""
    infos = announced(a)
    partial = False
    for begin, e, window in resolutions(a, infos):
        info = infos[e.object]
        board = a.timeline.before(begin.seq)
        legal = target_legality(a, info, board)
        if all(legal) or not any(legal):
            continue
        partial = True
        hit = illegal_touched(due(a, info, board), effects_seen(window), info, legal)
        if hit is not None:
            return (begin.seq, e.object, hit), partial
    return None, partial


@prop(id="ability-independent-of-source", rules=("113.7a",),
      title="An ability on the stack resolves even if its source has left",
      title_fr="Une capacité sur la pile se résout même si sa source est partie",
      features=("stack", "zone-change"), families=("leave_return", "simultaneous", "casting"),
      needs_events=("put_on_stack", "resolving"))
def ability_independent_of_source(case: Case) -> Verdict:
    """Once on the stack, a triggered or activated ability no longer depends on
    its source: if the source leaves the battlefield, the ability still
    resolves (unless it is removed for its own targets, mode or condition),
    and as it resolves it does what it says."""
    a = analyse(case)
    sources = {t.instance: t.source for t in a.history.of_kind(ev.Triggered)}
    sources.update({x.object: x.source for x in a.history.of_kind(ev.Activated) if not x.mana_ability})
    resolving = {r.seq for r in a.history.of_kind(ev.Resolving)}
    seen = False
    for e in a.history.events:
        if not isinstance(e, (ev.Resolving, ev.RemovedFromStack)) or e.object not in sources:
            continue
        src = a.timeline.before(e.seq).get(sources[e.object])
        orphan = src is None or src.zone is not Zone.BATTLEFIELD
        seen |= orphan
        # countered by a resolving "counter target activated or triggered ability" (CR 701.6a)
        countered = isinstance(e, ev.RemovedFromStack) and e.reason is RemovalReason.COUNTERED \
            and any(c in resolving for c in e.causes)
        if orphan and isinstance(e, ev.RemovedFromStack) and e.reason not in _BENIGN and not countered \
                and not _controller_left(a, e):
            return failed(msg("resolution.orphan", obj=e.object), msg("resolution.removed", reason=e.reason.value), (e.seq,))
    return (_orphan_idle(a, sources) if seen else None) or passed(seen)  # no orphan, nothing to judge


def _orphan_idle(a: Analysis, sources: dict[int, int]) -> Verdict | None:
    """An ability whose source has left still does what it says as it
    resolves (CR 113.7a, 608.2c): judged as ``resolving-instructions-are-followed``
    judges every resolution."""
    info = announced(a)
    for begin, e, window in resolutions(a, info):
        if e.object not in sources or declined(window, e.object):
            continue
        board = a.timeline.before(begin.seq)
        src = board.get(sources[e.object])
        if src is not None and src.zone is Zone.BATTLEFIELD:
            continue
        miss = shortfall(due(a, info[e.object], board), effects_seen(window), board)
        if miss is not None:
            return failed(*says(miss[0], obj=e.object, **miss[1]), (begin.seq, e.seq))
    return None


def _controller_left(a: Analysis, e: ev.RemovedFromStack) -> bool:
    """An ability whose controller has left the game ceases to exist (CR 800.4a)."""
    board = a.timeline.before(e.seq)
    obj = board.get(e.object)
    return e.reason is RemovalReason.CONTROLLER_LEFT and obj is not None and obj.controller in board.lost
