"""Regeneration (CR 614.8, 701.19a, 506.4), read from the History.

A regeneration is a ``replaced`` event for a move from the battlefield to a
graveyard after which no move happened instead (an "exile it instead" is
followed by its exile). The permanent stays: it is tapped (it was, or a
``tapped`` event follows from the replacement), and a combatant is removed
from combat, so no combat damage is dealt by it or to it for the rest of
that combat.
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import analyse, split
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev

_TO_GRAVEYARD = " battlefield->graveyard"


@prop(id="regenerated-creature-is-tapped-and-out-of-combat", rules=("614.8", "506.4", "704.5f"),
      title="A regenerated creature is tapped and out of combat",
      title_fr="Une créature régénérée est engagée et hors du combat",
      features=("combat", "blocks", "replacement"), families=("regenerations",),
      needs_events=("attackers_declared", "blockers_declared", "damage", "replaced", "tapped"),
      needs_actions=("declare_attackers", "declare_blockers", "activate"))
def regenerated_creature_is_tapped_and_out_of_combat(case: Case) -> Verdict:
    """Regeneration replaces a destruction (CR 614.8): instead of leaving the
    battlefield, the creature becomes tapped, loses its damage and, if it was
    attacking or blocking, is removed from combat (CR 701.19a, 506.4): it
    deals and is dealt no combat damage for the rest of that combat. A
    creature with toughness 0 or less is not destroyed, and no regeneration
    replaces its death (CR 704.5f). The creatures one instruction destroys
    at once regenerate at once: their replacements share one batch, so a
    "whenever one or more creatures become tapped" sees one tapping.
    Exercised when a regeneration happened."""
    a = analyse(case)
    live = [e for e in a.history.events if e.seq not in a.undone]
    instead = {c for e in live if isinstance(e, ev.ZoneChange) for c in e.causes}
    apart = _apart([e for e in live if isinstance(e, ev.Replaced) and e.object is not None
                    and e.original.endswith(_TO_GRAVEYARD) and e.seq not in instead])
    if apart:
        return failed(*says("regeneration.apart", seqs=list(apart)), apart)
    tapped_by = {c: e.object for e in live if isinstance(e, ev.Tapped) for c in e.causes}
    joined: set[int] = set()
    out: dict[int, int] = {}
    exercised = False
    for e in live:
        if isinstance(e, ev.StepBegin) and e.step.value in ("end_of_combat", "postcombat_main", "cleanup"):
            joined.clear()
            out.clear()
        elif isinstance(e, ev.AttackersDeclared):
            joined.update(oid for oid, _ in e.attackers)
        elif isinstance(e, ev.BlockersDeclared):
            joined.update(oid for oid, _ in e.blocks)
        elif isinstance(e, ev.ZoneChange) and (e.attacking is not None or e.blocking is not None):
            joined.add(e.new_id)
        elif isinstance(e, ev.Replaced) and e.object is not None and e.original.endswith(_TO_GRAVEYARD) \
                and e.seq not in instead:
            exercised = True
            board = a.timeline.before(e.seq)
            obj = board.get(e.object)
            toughness = ch.chars(a.scenario, board, obj).toughness if obj is not None and obj.card else None
            if toughness is not None and toughness <= 0:  # only a destruction is regenerated (CR 704.5f)
                return failed(*says("regeneration.zero-toughness", obj=e.object, toughness=toughness), (e.seq,))
            was_tapped = obj is not None and obj.tapped
            if not was_tapped and tapped_by.get(e.seq) != e.object:
                return failed(*says("regeneration.kept", obj=e.object, what="it did not become tapped"), (e.seq,))
            if e.object in joined:
                out[e.object] = e.seq
        elif isinstance(e, ev.Damage) and e.combat:
            for oid in (e.source, e.target.object):
                if oid is not None and oid in out:
                    return failed(*says("regeneration.kept", obj=oid,
                                        what=f"combat damage from #{e.source} involved it"), (out[oid], e.seq))
    return passed(exercised)


def _apart(regenerations: list[ev.Replaced]) -> tuple[int, ...]:
    """Regenerations with the same causes (one destroy instruction's) that do
    not share one batch: their seqs; empty when every such group does."""
    groups: dict[tuple[int, ...], list[ev.Replaced]] = {}
    for e in regenerations:
        groups.setdefault(e.causes, []).append(e)
    for group in groups.values():
        if split(group):
            return tuple(e.seq for e in group)
    return ()
