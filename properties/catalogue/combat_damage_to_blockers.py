"""A blocked attacker deals its combat damage to its blockers (CR 510.1c).

Read from the History alone: at the beginning of each combat damage step, the
tracked board lists the blocks still standing, as for the blockers' side
(``still_blocking``). An attacker still blocked by one of them, still a
creature under its controller's control, with power above zero, deals combat
damage in that step (or has some prevented), and only to the creatures still
blocking it. No trample is in the scenario format, so none of it goes to a
player.
"""
from __future__ import annotations

from properties.catalogue import combat_damage_in_full as _clauses  # noqa: F401 - it declares the clause of CR 510.1c
from properties.catalogue.common import analyse
from properties.catalogue.first_strike import deals_in_step
from properties.catalogue.still_blocking import damage_steps, ids_text, power_of
from properties.registry import Case, Verdict, failed, passed, prop


@prop(id="blocked-attacker-damages-its-blockers", rules=("510.1c",),
      title="A blocked attacker deals its combat damage to the creatures still blocking it",
      title_fr="Un attaquant bloqué inflige ses blessures de combat aux créatures qui le bloquent encore",
      features=("combat", "blocks", "damage"),
      families=("blocks", "made_blocked", "forsaken_blockers", "restricted_blockers", "first_strikes",
                "lost_blockers"),
      needs_events=("blockers_declared", "damage", "step_begin"), needs_actions=("declare_blockers",))
def blocked_attacker_damages_its_blockers(case: Case) -> Verdict:
    """In each combat damage step, an attacking creature that a creature still
    blocks, with power above zero and its turn to deal damage (CR 510.4),
    deals combat damage, none of it prevented, to one or more of the creatures
    blocking it and to nothing else. The example counts as exercised when
    such an attacker was judged."""
    a = analyse(case)
    exercised = False
    for step, board, hits, prevented, standing in damage_steps(a):
        for attacker, blockers in _blocked_by(standing).items():
            got = hits.get(attacker, set())
            if got - blockers:
                return failed(f"attacker #{attacker} deals combat damage only to the creatures blocking it "
                              f"({ids_text(blockers)})", f"it dealt combat damage to {ids_text(got - blockers)}",
                              (step.seq,))
            if power_of(a, board, attacker) <= 0 or attacker in prevented \
                    or not deals_in_step(a, step.seq, attacker):
                continue
            if not got:
                return failed(f"attacker #{attacker}, blocked by {ids_text(blockers)}, deals them its combat damage",
                              "it dealt no combat damage", (step.seq,))
            exercised = True
    return passed(exercised)


def _blocked_by(blocking: dict[int, set[int]]) -> dict[int, set[int]]:
    """The same standing blocks, by attacker: the creatures still blocking each."""
    out: dict[int, set[int]] = {}
    for blocker, attackers in blocking.items():
        for attacker in attackers:
            out.setdefault(attacker, set()).add(blocker)
    return out
