"""Removal from combat (CR 506.4), read from the History.

A creature joins combat when it is declared as an attacker or a blocker, or
put onto the battlefield attacking or blocking. It leaves combat when its
controller changes, when it phases out (even if it phases in again), when it
stops being a creature, or when it leaves the battlefield (a new object).
The checker follows each combatant from the History alone and requires that
no combat damage is dealt by or to one that has left combat.
"""
from __future__ import annotations

from dataclasses import dataclass

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from reference_engine import events as ev
from reference_engine.ids import CardType, Zone
from reference_engine.records import fast_init


_TYPE_CHANGERS = (ev.ZoneChange, ev.Resolved, ev.ControlChange, ev.PhasedIn, ev.TokenCreated, ev.StepBegin,
                  ev.WoreOff)
"""Events after which a combatant may have stopped being a creature (an
animating effect's source left, an effect ended, an ability resolved)."""


@fast_init
@dataclass(frozen=True, slots=True)
class Removal:
    """Why and when a combatant left combat."""

    why: str
    seq: int


@prop(id="removed-from-combat-deals-no-combat-damage", rules=("506.4", "509.1h"),
      title="A creature removed from combat deals and is dealt no combat damage",
      title_fr="Une créature retirée du combat n'inflige ni ne subit de blessures de combat",
      features=("combat", "blocks", "control", "phasing"), families=("combat_removals",),
      needs_events=("attackers_declared", "blockers_declared", "damage", "control_change", "phased_out"),
      needs_actions=("declare_attackers", "declare_blockers", "activate"))
def removed_from_combat_deals_no_combat_damage(case: Case) -> Verdict:
    """An attacking or blocking creature whose controller changes, that phases
    out or that stops being a creature is removed from combat: it deals no
    combat damage and none is dealt to it; an attacker it blocked stays
    blocked (CR 506.4, 509.1h). Exercised when a combatant was removed
    before the combat damage step."""
    a = analyse(case)
    joined: dict[int, int] = {}
    removed: dict[int, Removal] = {}
    exercised = False
    for e in a.history.events:
        if e.seq in a.undone:
            continue
        join_combat(e, joined, removed)
        note_removal(a, e, joined, removed)
        exercised |= bool(removed)
        if isinstance(e, ev.Damage) and e.combat:
            for oid in (e.source, e.target.object):
                gone = removed.get(oid) if oid is not None else None
                if gone is not None:
                    return failed(*says("combat.removed", obj=oid, why=gone.why, source=e.source),
                                  (gone.seq, e.seq))
    return passed(exercised)


def join_combat(e: ev.Event, joined: dict[int, int], removed: dict[int, Removal]) -> None:
    """Note the creatures this event puts in combat (id: seq); forget them when combat ends."""
    if isinstance(e, ev.StepBegin) and e.step.value in ("end_of_combat", "postcombat_main", "cleanup"):
        joined.clear()
        removed.clear()
    elif isinstance(e, ev.AttackersDeclared):
        joined.update({oid: e.seq for oid, _ in e.attackers})
    elif isinstance(e, ev.BlockersDeclared):
        joined.update({oid: e.seq for oid, _ in e.blocks})
    elif isinstance(e, ev.ZoneChange) and (e.attacking is not None or e.blocking is not None):
        joined[e.new_id] = e.seq


def note_removal(a: Analysis, e: ev.Event, joined: dict[int, int], removed: dict[int, Removal]) -> None:
    """Record a combatant's removal by this event, or by what it changed."""
    if isinstance(e, ev.ControlChange) and e.object in joined:
        removed.setdefault(e.object, Removal("control", e.seq))
    elif isinstance(e, ev.PhasedOut) and e.object in joined:
        removed.setdefault(e.object, Removal("phased_out", e.seq))
    if not joined or len(removed) == len(joined) or not isinstance(e, _TYPE_CHANGERS):
        return
    board = a.timeline.after(e.seq)
    for oid in joined:
        obj = board.get(oid)
        if oid not in removed and obj is not None and obj.zone is Zone.BATTLEFIELD and obj.card \
                and not obj.phased_out and CardType.CREATURE not in ch.chars(a.scenario, board, obj).types:
            removed[oid] = Removal("not_a_creature", e.seq)
