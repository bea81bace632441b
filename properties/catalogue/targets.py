"""Modes and targets of triggered abilities as they are stacked (CR 603.3c, 603.3d)."""
from __future__ import annotations

from typing import Iterator

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.messages import msg, says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.targeting import is_legal, legal_modes, mode_bounds, preferred_modes, specs_for
from reference_engine import events as ev
from reference_engine.abilities import Ability
from reference_engine.events import RemovalReason


def _pushed_triggers(a: Analysis) -> Iterator[tuple[ev.PutOnStack, ev.Triggered, Ability]]:
    born = {t.instance: t for t in a.history.of_kind(ev.Triggered)}
    for p in a.history.of_kind(ev.PutOnStack):
        t = born.get(p.object)
        ability = ability_of(a.scenario, t.ability) if t else None
        if t is not None and ability is not None and p.seq not in a.undone:
            yield p, t, ability


def _fate(a: Analysis, obj: int, after: int) -> ev.Event | None:
    """The first ``resolving`` or ``removed_from_stack`` of ``obj`` after ``after``."""
    return next((e for e in a.history.events if e.seq > after
                 and isinstance(e, (ev.Resolving, ev.RemovedFromStack)) and e.object == obj), None)


def _removed(fate: ev.Event | None, reason: RemovalReason) -> bool:
    return isinstance(fate, ev.RemovedFromStack) and fate.reason is reason


@prop(id="modal-trigger-takes-a-legal-mode", rules=("603.3c",),
      title="A modal trigger takes legal modes as it is stacked, or leaves the stack",
      title_fr="Un déclenchement modal prend des modes légaux à l'empilement, ou quitte la pile",
      features=("modes", "targets"), families=("modal_targets", "modal_choices"),
      needs_events=("put_on_stack", "removed_from_stack"))
def modal_trigger_takes_a_legal_mode(case: Case) -> Verdict:
    """A modal triggered ability chooses its modes as it goes on the stack; a
    mode whose targets cannot be chosen is not available, the scenario's
    preferred modes are taken when they may be chosen together (else the
    fewest the ability allows, the first legal ones), and with too few legal
    modes the ability is removed from the stack without resolving."""
    a = analyse(case)
    seen = False
    for p, t, ability in _pushed_triggers(a):
        if not ability.is_modal:
            continue
        seen = True
        board = a.timeline.before(p.seq)
        legal = legal_modes(a.scenario, board, ability, p.controller, t.source)
        least, most = mode_bounds(ability)
        fate = _fate(a, p.object, p.seq)
        if len(legal) < least:
            if not _removed(fate, RemovalReason.NO_LEGAL_MODE):
                return failed(msg("targets.no-mode"), msg("targets.fate", kind=fate.kind) if fate else msg("targets.left"),
                              (p.seq,))
            continue
        want = preferred_modes(a.scenario, t.ability, legal, least, most)
        if p.modes != want:
            return failed(*says("targets.mode", want=list(want), legal=list(legal), modes=list(p.modes)), (p.seq,))
    return passed(seen)


@prop(id="trigger-without-legal-target-is-removed", rules=("603.3d",),
      title="A trigger with no legal target is removed from the stack",
      title_fr="Un déclenchement sans cible légale est retiré de la pile",
      features=("targets",), families=("modal_targets",),
      needs_events=("put_on_stack", "removed_from_stack"))
def trigger_without_legal_target_is_removed(case: Case) -> Verdict:
    """A triggered ability chooses its targets as it goes on the stack; the
    targets must be legal then, and if a required target cannot be chosen the
    ability is simply removed from the stack and never resolves."""
    a = analyse(case)
    seen = False
    for p, t, ability in _pushed_triggers(a):
        specs = specs_for(ability, p.modes)
        if not specs:
            continue
        seen = True
        board = a.timeline.before(p.seq)
        ok = len(p.targets) == len(specs) and all(
            is_legal(a.scenario, board, s, tr, p.controller, t.source) for s, tr in zip(specs, p.targets))
        fate = _fate(a, p.object, p.seq)
        gone = fate if _removed(fate, RemovalReason.NO_LEGAL_TARGETS) else None
        if not ok and gone is None:
            return failed(msg("targets.removed"), msg("targets.then", targets=[str(t) for t in p.targets],
                                                 then=fate.kind if fate else msg("targets.nothing")), (p.seq,))
        if ok and gone is not None:
            return failed(*says("targets.stays"), (p.seq, gone.seq))
    return passed(seen)
