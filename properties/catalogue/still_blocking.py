"""A blocker stays blocking after an attacker it blocks has left (CR 509.1g).

Read from the History alone: at the beginning of the combat damage step, the
tracked board lists the blocks still standing (a pair goes when either
creature leaves the battlefield). A blocker that is still a creature on the
battlefield under the control of the player its attacker attacks, with power
above zero, must deal combat damage (or have it prevented) to the attackers
it still blocks, and to nothing else, in that step (CR 510.1d).
"""
from __future__ import annotations

from collections.abc import Iterator

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse
from properties.catalogue.first_strike import deals_in_step
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.ids import CardType, Step, Zone

declare_clause(
    "509.1g", invariant=True,
    title_en="Blocking until removed", title_fr="Bloqueuse jusqu'au retrait",
    paraphrase_en="A creature declared as a blocker stays blocking until it is removed from combat or "
                  "combat ends, even once an attacker it blocks has left.",
    paraphrase_fr="Une créature déclarée bloqueuse le reste jusqu'à son retrait du combat ou la fin du "
                  "combat, même quand un attaquant qu'elle bloque est parti.",
)


@prop(id="blocker-stays-blocking", rules=("509.1g",),
      title="A blocker whose attacker left still blocks the others",
      title_fr="Une bloqueuse dont l'attaquant est parti bloque toujours les autres",
      features=("combat", "blocks", "damage"), families=("forsaken_blockers", "blocks"),
      needs_events=("blockers_declared", "damage", "step_begin"), needs_actions=("declare_blockers",))
def blocker_stays_blocking(case: Case) -> Verdict:
    """A creature blocking several attackers keeps blocking the ones that
    remain when another leaves the battlefield: in the combat damage step it
    deals its combat damage to those attackers, and to no player or other
    object. The example counts as exercised when a blocker lost one of its
    attackers and still blocked another at that step."""
    a = analyse(case)
    exercised = False
    for step, board, hits, prevented, standing in damage_steps(a):
        for blocker, attackers in standing.items():
            got = hits.get(blocker, set())
            if got - attackers:
                return failed(f"blocker #{blocker} deals combat damage only to the attackers it blocks "
                              f"({ids_text(attackers)})", f"it dealt combat damage to {ids_text(got - attackers)}",
                              (step.seq,))
            if attackers and not got and blocker not in prevented and power_of(a, board, blocker) > 0 \
                    and deals_in_step(a, step.seq, blocker):  # not its turn to deal damage (CR 510.4)
                return failed(f"blocker #{blocker} still blocks {ids_text(attackers)} and deals them combat damage",
                              "it dealt no combat damage", (step.seq,))
            exercised |= bool(attackers) and _lost_one(a, step.seq, blocker)
    return passed(exercised)


DamageStep = tuple[ev.StepBegin, TrackedBoard, dict[int, set[int]], set[int], dict[int, set[int]]]
"""A combat damage step: its beginning, the board then, who each source dealt
combat damage to, the sources some of whose damage was prevented, and the
standing blocks (blocker -> the attackers it still blocks)."""


def damage_steps(a: Analysis) -> Iterator[DamageStep]:
    """Every combat damage step that was not rolled back, with what both
    sides of a block are judged on."""
    for step in a.history.of_kind(ev.StepBegin):
        if step.step is not Step.COMBAT_DAMAGE or step.seq in a.undone:
            continue
        board = a.timeline.after(step.seq)
        hits, prevented = combat_hits(a, step.seq)
        yield step, board, hits, prevented, standing_blocks(a, board, regenerated_in_combat(a, step.seq))


def standing_blocks(a: Analysis, board: TrackedBoard, regenerated: set[int]) -> dict[int, set[int]]:
    """Blockers still in combat, with the attackers each still blocks."""
    attacked = dict(board.attackers)
    out: dict[int, set[int]] = {}
    for b, atk in board.blocks:
        blocker, attacker = board.get(b), board.get(atk)
        if blocker is None or attacker is None or blocker.phased_out or attacker.phased_out:
            continue
        if blocker.controller != attacked.get(atk) or attacker.controller != board.active \
                or not _creature(a, board, b) or not _creature(a, board, atk):
            continue  # removed from combat by a control change or by no longer being a creature (CR 506.4)
        if b in regenerated or atk in regenerated:
            continue  # a regenerated creature is removed from combat (CR 701.19a)
        out.setdefault(b, set()).add(atk)
    return out


def regenerated_in_combat(a: Analysis, step_seq: int) -> set[int]:
    """Creatures regenerated in this combat before ``step_seq``: a ``replaced``
    move from the battlefield to a graveyard that no other move stands in for."""
    instead = {c for e in a.history.events if isinstance(e, ev.ZoneChange) for c in e.causes}
    out: set[int] = set()
    for e in reversed(a.history.events[:step_seq]):
        if isinstance(e, ev.AttackersDeclared):
            break
        if isinstance(e, ev.Replaced) and e.object is not None and e.seq not in a.undone \
                and e.seq not in instead and e.original.endswith(" battlefield->graveyard"):
            out.add(e.object)
    return out


def _creature(a: Analysis, board: TrackedBoard, oid: int) -> bool:
    obj = board.get(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and bool(obj.card) \
        and CardType.CREATURE in ch.chars(a.scenario, board, obj).types


def power_of(a: Analysis, board: TrackedBoard, oid: int) -> int:
    obj = board.get(oid)
    return (ch.chars(a.scenario, board, obj).power or 0) if obj is not None else 0


def combat_hits(a: Analysis, step_seq: int) -> tuple[dict[int, set[int]], set[int]]:
    """Who each source dealt combat damage to in the step beginning at
    ``step_seq`` (players counted as -1 - id), and the sources some damage
    of which was prevented in that step."""
    hits: dict[int, set[int]] = {}
    prevented: set[int] = set()
    for e in a.history.events[step_seq:]:
        if isinstance(e, ev.StepBegin):
            break
        if isinstance(e, ev.Damage) and e.combat:
            t = e.target
            hits.setdefault(e.source, set()).add(t.object if t.object is not None else -1 - (t.player or 0))
        elif isinstance(e, ev.DamagePrevented):
            prevented.add(e.source)
    return hits, prevented


def _lost_one(a: Analysis, step_seq: int, blocker: int) -> bool:
    """Whether ``blocker`` was blocking, earlier in this combat, an attacker it no longer blocks."""
    now = {atk for b, atk in a.timeline.after(step_seq).blocks if b == blocker}
    for seq in range(step_seq - 1, 0, -1):
        board = a.timeline.after(seq)
        if board.step is Step.DECLARE_ATTACKERS or not board.blocks:
            break
        if any(b == blocker and atk not in now for b, atk in board.blocks):
            return True
    return False


def ids_text(objs: set[int]) -> str:
    return ", ".join(f"#{o}" if o >= 0 else f"player {-1 - o}" for o in sorted(objs))
