"""Blocking restrictions: declared blockers obey them, creatures put onto the
battlefield blocking ignore them (CR 509.1, 509.4b).

Read from the scenario and the History alone: whether a creature "can't
block" comes from the checkers' own reading of the continuous effects on the
tracked board (``properties.characteristics``), and whether a creature put
onto the battlefield blocking really blocks from the combat damage dealt.
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse
from properties.catalogue.first_strike import deals_in_step
from properties.registry import Case, Verdict, failed, passed, prop
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.abilities import ContinuousKind
from reference_engine.ids import Step, Zone


def _cant_block(a: Analysis, board: TrackedBoard, oid: int) -> bool:
    obj = board.get(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and obj.card is not None \
        and bool(ch.effects_of(a.scenario, board, ContinuousKind.CANT_BLOCK, obj))


def _declared_wrongly(a: Analysis) -> Verdict | None:
    """A declaration of blockers naming a creature that can't block: the
    declaration is illegal and must be refused (CR 509.1b)."""
    for d in a.history.of_kind(ev.BlockersDeclared):
        if d.seq in a.undone:
            continue
        board = a.timeline.before(d.seq)
        for blocker, attacker in d.blocks:
            if _cant_block(a, board, blocker):
                return failed(f"#{blocker} can't block, so a declaration naming it as a blocker is illegal",
                              f"blockers_declared #{d.seq} has #{blocker} blocking #{attacker}", (d.seq,))
    return None


def _combat_damage(a: Analysis, step: ev.StepBegin, source: int, *, obj: int | None = None,
                   player: int | None = None) -> int:
    """Combat damage (dealt or prevented) from ``source`` to ``obj`` or
    ``player`` in the combat damage step ``step`` began."""
    total = 0
    for e in a.history.events:
        if e.seq <= step.seq or e.seq in a.undone:
            continue
        if isinstance(e, ev.StepBegin):
            break
        if isinstance(e, (ev.Damage, ev.DamagePrevented)) and e.source == source \
                and (not isinstance(e, ev.Damage) or e.combat) \
                and (e.target.object == obj if obj is not None else e.target.player == player):
            total += e.amount
    return total


def _unblocking(a: Analysis) -> tuple[Verdict | None, bool]:
    """A creature that can't block, put onto the battlefield blocking an
    attacker that attacks its controller, that as a combat damage step began
    still blocked that attacker on the tracked board, but did not deal it its
    power in combat damage, or let it deal combat damage to the player."""
    moved = {e.object for e in a.history.events if isinstance(e, (ev.PhasedOut, ev.ControlChange))}
    steps = [s for s in a.history.of_kind(ev.StepBegin) if s.step is Step.COMBAT_DAMAGE and s.seq not in a.undone]
    seen = False
    for z in a.history.of_kind(ev.ZoneChange):
        if z.blocking is None or z.to_zone is not Zone.BATTLEFIELD or z.seq in a.undone \
                or z.new_id in moved or z.blocking in moved:
            continue
        if not _cant_block(a, a.timeline.after(z.seq), z.new_id):
            continue
        for s in (s for s in steps if s.seq > z.seq):
            board = a.timeline.after(s.seq)
            blocker, attacker = board.get(z.new_id), board.get(z.blocking)
            defender = dict(board.attackers).get(z.blocking)
            if blocker is None or attacker is None or blocker.zone is not Zone.BATTLEFIELD \
                    or attacker.zone is not Zone.BATTLEFIELD or defender is None \
                    or defender != blocker.controller or (z.new_id, z.blocking) not in board.blocks:
                continue
            seen = True
            power = ch.chars(a.scenario, board, blocker).power or 0
            if not deals_in_step(a, s.seq, z.new_id):  # not its step to deal damage (CR 510.4)
                power = 0
            dealt = _combat_damage(a, s, z.new_id, obj=z.blocking)
            if dealt != max(power, 0):
                return failed(f"#{z.new_id} can't block, but it was put onto the battlefield blocking #{z.blocking}: "
                              f"it blocks it and deals it {max(power, 0)} combat damage",
                              f"it dealt #{z.blocking} {dealt} in the combat damage step #{s.seq}", (z.seq, s.seq)), seen
            through = _combat_damage(a, s, z.blocking, player=defender)
            if through:
                return failed(f"#{z.blocking} is blocked by #{z.new_id}, put onto the battlefield blocking it "
                              f"though it can't block: it deals no combat damage to player {defender}",
                              f"it dealt player {defender} {through} in the combat damage step #{s.seq}",
                              (z.seq, s.seq)), seen
    return None, seen


@prop(id="entered-blocker-ignores-block-restrictions", rules=("509.4b", "509.1"),
      title="A creature that can't block is never declared a blocker, yet blocks when put onto the "
            "battlefield blocking",
      title_fr="Une créature qui ne peut pas bloquer n'est jamais déclarée bloqueuse, mais bloque quand "
               "elle est mise sur le champ de bataille en train de bloquer",
      families=("restricted_blockers", "entering_combat"), features=("combat", "blocks", "entering-combat"),
      needs_events=("zone_change", "blockers_declared", "damage"), needs_actions=("declare_blockers",))
def entered_blocker_ignores_block_restrictions(case: Case) -> Verdict:
    """"This creature can't block" restricts the declaration of blockers
    (CR 509.1b): no ``blockers_declared`` event names such a creature (the
    declaration is illegal and refused). The restriction does not apply to a
    creature put onto the battlefield blocking (CR 509.4b): blocking an
    attacker that attacks its controller, and still blocking it on the
    tracked board as a combat damage step begins, it deals that attacker
    combat damage equal to its power (prevented damage counts as dealt), and
    the blocked attacker deals none to the player. Exercised when such a
    creature reached a combat damage step blocking its attacker."""
    a = analyse(case)
    wrong = _declared_wrongly(a)
    if wrong is not None:
        return wrong
    verdict, seen = _unblocking(a)
    if verdict is not None:
        return verdict
    return passed(seen)
