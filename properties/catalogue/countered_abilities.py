"""Countering an ability, and returning a spell instead of countering it
(CR 701.6a, 400.7), read from the History.

A counter of an ability is a spell or ability whose effects include
``counter_ability``. Its target, announced in its ``cast`` or ``put_on_stack``,
is an ability on the stack. Whether that target is still legal as the counter
starts to resolve is computed on the tracked board with the checkers' own
target rules (an activated or triggered ability still on the stack).
"""
from __future__ import annotations

from collections.abc import Iterator

from properties.catalogue.common import Analysis, analyse
from properties.catalogue.resolution import targeted
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal, specs_for
from reference_engine import events as ev
from reference_engine.abilities import EffectKind, ObjectRef
from reference_engine.events import RemovalReason
from reference_engine.ids import Zone

declare_clause(
    "701.6a", invariant=True,
    title_en="Countering cancels a spell or ability",
    title_fr="Contrecarrer annule un sort ou une capacité",
    paraphrase_en="A countered spell or ability is taken off the stack and never resolves, so none of its "
                  "instructions are carried out; a countered spell goes to its owner's graveyard.",
    paraphrase_fr="Un sort ou une capacité contrecarré quitte la pile sans jamais se résoudre : aucune de ses "
                  "instructions n'est exécutée ; un sort contrecarré va dans le cimetière de son propriétaire.",
)


@prop(id="countered-ability-does-nothing", rules=("701.6a",),
      title="A countered ability leaves the stack and none of it happens",
      title_fr="Une capacité contrecarrée quitte la pile et rien d'elle n'a lieu",
      features=("stack", "targets", "resolution"), families=("stifles", "counterspells"),
      needs_events=("put_on_stack", "resolving", "resolved", "removed_from_stack"))
def countered_ability_does_nothing(case: Case) -> Verdict:
    """"Counter target activated or triggered ability" counters its target if
    that ability is still on the stack as it resolves: during that resolution
    the ability is removed from the stack as countered. An ability removed as
    countered never resolves afterwards, so nothing it says happens (a delayed
    trigger it would create never exists)."""
    a = analyse(case)
    live = [e for e in a.history.events if e.seq not in a.undone]
    seen = False
    for i, res, aim in _legal_aims(a, live, EffectKind.COUNTER_ABILITY, spells_only=False):
        seen = True
        if not _countered_during(live[i + 1:], res.object, aim):
            return failed(*says("counterability.removed", ability=aim, counter=res.object), (res.seq,))
    gone = {e.object: e.seq for e in live
            if isinstance(e, ev.RemovedFromStack) and e.reason is RemovalReason.COUNTERED}
    for e in live:
        if isinstance(e, (ev.Resolving, ev.Resolved)) and e.object in gone and e.seq > gone[e.object]:
            return failed(*says("counterability.resolves", ability=e.object), (gone[e.object], e.seq))
    return passed(seen)


def _legal_aims(a: Analysis, live: list[ev.Event], kind: EffectKind, *,
                spells_only: bool) -> Iterator[tuple[int, ev.Resolving, int]]:
    """(position in ``live``, the resolving event, the target's id) for each
    target of a resolving spell or ability's ``kind`` instruction aimed at
    its target that is still legal as it resolves (CR 608.2b); with
    ``spells_only``, only targets on the stack that are spells (cards)."""
    info = targeted(a)
    for i, e in enumerate(live):
        if not isinstance(e, ev.Resolving) or e.object not in info:
            continue
        src = info[e.object]
        specs = specs_for(src.ability, src.modes, src.kicked)
        aims = {eff.target for eff in src.ability.effects if eff.kind is kind and eff.object is ObjectRef.TARGET}
        board = a.timeline.before(e.seq)
        me = board.get(e.object)
        you = me.controller if me is not None else 0
        for k in sorted(aims):
            if k >= len(specs) or k >= len(src.targets) or (spells_only and specs[k].zone is not Zone.STACK):
                continue
            aim = src.targets[k].object
            target = board.get(aim) if aim is not None else None
            if aim is None or (spells_only and (target is None or not target.card)):
                continue
            if is_legal(a.scenario, board, specs[k], src.targets[k], you, src.source):
                yield i, e, aim


def _countered_during(after: list[ev.Event], counter: int, aim: int) -> bool:
    """Whether ``aim`` is removed as countered before ``counter`` finishes resolving."""
    for e in after:
        if isinstance(e, ev.RemovedFromStack) and e.object == aim:
            return e.reason is RemovalReason.COUNTERED
        if isinstance(e, ev.Resolved) and e.object == counter:
            return False
    return False


@prop(id="returned-spell-leaves-the-stack", rules=("400.7", "701.6a"),
      title="A spell returned to its owner's hand leaves the stack and is not countered",
      title_fr="Un sort renvoyé dans la main de son propriétaire quitte la pile sans être contrecarré",
      features=("stack", "targets", "resolution"), families=("returned_spells",),
      needs_events=("cast", "resolving", "zone_change", "removed_from_stack"))
def returned_spell_leaves_the_stack(case: Case) -> Verdict:
    """"Return target spell to its owner's hand" moves the spell's card, if
    that spell is still a legal target as it resolves, from the stack to its
    owner's hand during that resolution. The spell never resolves, and it is
    not countered: it is never removed from the stack as countered."""
    a = analyse(case)
    live = [e for e in a.history.events if e.seq not in a.undone]
    seen = False
    for i, res, spell in _legal_aims(a, live, EffectKind.RETURN_TO_HAND, spells_only=True):
        seen = True
        if not _returned_during(live[i + 1:], res.object, spell):
            return failed(*says("returnedspell.hand", spell=spell, bounce=res.object), (res.seq,))
    for e in live:
        if isinstance(e, ev.Resolving) and e.object in _returned(live):
            return failed(*says("returnedspell.resolves", spell=e.object), (e.seq,))
    return passed(seen)


def _returned_during(after: list[ev.Event], bounce: int, spell: int) -> bool:
    """Whether ``spell`` goes from the stack to a hand, without being removed
    from the stack first, before ``bounce`` finishes resolving."""
    for e in after:
        if isinstance(e, ev.ZoneChange) and e.old_id == spell:
            return e.from_zone is Zone.STACK and e.to_zone is Zone.HAND
        if isinstance(e, (ev.RemovedFromStack, ev.Resolving)) and e.object == spell:
            return False
        if isinstance(e, ev.Resolved) and e.object == bounce:
            return False
    return False


def _returned(live: list[ev.Event]) -> set[int]:
    """Stack ids of spells whose cards went from the stack to a hand."""
    return {e.old_id for e in live
            if isinstance(e, ev.ZoneChange) and e.from_zone is Zone.STACK and e.to_zone is Zone.HAND}
