"""Countering an ability (CR 701.6a), read from the History.

A counter of an ability is a spell or ability whose effects include
``counter_ability``. Its target, announced in its ``cast`` or ``put_on_stack``,
is an ability on the stack. Whether that target is still legal as the counter
starts to resolve is computed on the tracked board with the checkers' own
target rules (an activated or triggered ability still on the stack).
"""
from __future__ import annotations

from properties.catalogue.common import analyse
from properties.catalogue.resolution import targeted
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal, specs_for
from reference_engine import events as ev
from reference_engine.abilities import EffectKind, ObjectRef
from reference_engine.events import RemovalReason

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
    info = targeted(a)
    live = [e for e in a.history.events if e.seq not in a.undone]
    seen = False
    for i, e in enumerate(live):
        if not isinstance(e, ev.Resolving) or e.object not in info:
            continue
        spell = info[e.object]
        specs = specs_for(spell.ability, spell.modes, spell.kicked)
        aims = {eff.target for eff in spell.ability.effects
                if eff.kind is EffectKind.COUNTER_ABILITY and eff.object is ObjectRef.TARGET}
        board = a.timeline.before(e.seq)
        me = board.get(e.object)
        you = me.controller if me is not None else 0
        for k in sorted(aims):
            if k >= len(specs) or k >= len(spell.targets):
                continue
            aim = spell.targets[k].object
            if aim is None or not is_legal(a.scenario, board, specs[k], spell.targets[k], you, spell.source):
                continue
            seen = True
            if not _countered_during(live[i + 1:], e.object, aim):
                return failed(*says("countered-ability.removed", ability=aim, counter=e.object), (e.seq,))
    gone = {e.object: e.seq for e in live
            if isinstance(e, ev.RemovedFromStack) and e.reason is RemovalReason.COUNTERED}
    for e in live:
        if isinstance(e, (ev.Resolving, ev.Resolved)) and e.object in gone and e.seq > gone[e.object]:
            return failed(*says("countered-ability.resolves", ability=e.object), (gone[e.object], e.seq))
    return passed(seen)


def _countered_during(after: list[ev.Event], counter: int, aim: int) -> bool:
    """Whether ``aim`` is removed as countered before ``counter`` finishes resolving."""
    for e in after:
        if isinstance(e, ev.RemovedFromStack) and e.object == aim:
            return e.reason is RemovalReason.COUNTERED
        if isinstance(e, ev.Resolved) and e.object == counter:
            return False
    return False
