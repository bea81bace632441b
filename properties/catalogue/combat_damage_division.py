"""Dividing combat damage (CR 510.1a, 510.1d).

Read from the scenario and the History alone: the combat ``damage`` events
one creature deals in a combat damage step add up to no more than its power
just before them, whatever the number of creatures it blocks or is blocked
by; a creature blocking two or more attackers divides its power among them.
"""
from __future__ import annotations

from collections import defaultdict

from properties import characteristics as ch
from properties.catalogue.common import Analysis, analyse
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev

declare_clause(
    "510.1a", invariant=True,
    title_en="Combat damage equals power", title_fr="Blessures de combat égales à la force",
    paraphrase_en="Each attacking and blocking creature assigns combat damage equal to its power; one "
                  "with 0 or less assigns none.",
    paraphrase_fr="Chaque créature attaquante ou bloqueuse assigne des blessures de combat égales à sa "
                  "force ; une créature de force 0 ou moins n'en assigne pas.",
)
declare_clause(
    "510.1d", invariant=True,
    title_en="A blocker's combat damage", title_fr="Les blessures d'une bloqueuse",
    paraphrase_en="A blocking creature assigns its combat damage to the attackers it blocks: all to the "
                  "one it blocks, or divided among several as its controller chooses; none if it blocks "
                  "none any more.",
    paraphrase_fr="Une créature bloqueuse assigne ses blessures de combat aux attaquants qu'elle bloque : "
                  "toutes à celui qu'elle bloque, ou réparties entre plusieurs au choix de son "
                  "contrôleur ; aucune si elle n'en bloque plus.",
)


@prop(id="combat-damage-within-power", rules=("510.1a", "510.1d"),
      title="A creature deals at most its power in combat damage, divided among what it fights",
      title_fr="Une créature inflige au plus sa force en blessures de combat, réparties entre ses adversaires",
      features=("combat", "blocks"), families=("blocks", "alone_or_blocked"),
      needs_events=("blockers_declared", "damage"))
def combat_damage_within_power(case: Case) -> Verdict:
    """In one combat damage step, the combat damage a creature deals to all
    its recipients adds up to no more than its power: a creature blocking
    two attackers divides its power between them, never dealing it to each,
    and an attacker blocked by two creatures divides its own. The example
    counts as exercised when a creature blocking two attackers, or blocked by
    two creatures, dealt combat damage."""
    a = analyse(case)
    dealt: dict[tuple[int, int], list[ev.Damage]] = defaultdict(list)
    for d in a.history.of_kind(ev.Damage):
        if d.combat and d.seq not in a.undone:
            dealt[(d.causes[0] if d.causes else 0, d.source)].append(d)
    exercised = False
    for (_, source), hits in sorted(dealt.items()):
        board = a.timeline.before_batch(hits[0])
        obj = board.get(source)
        if obj is None or not obj.card:
            continue
        power = ch.chars(a.scenario, board, obj).power or 0
        total = sum(d.amount for d in hits) - _doubled(a, hits)
        if total > power:
            return failed(f"creature #{source} deals at most its power, {power}, in combat damage in one step",
                          f"it dealt {total} to {len(hits)} recipients", tuple(d.seq for d in hits))
        exercised |= _fights_several(board.blocks, source)
    return passed(exercised)


def _doubled(a: Analysis, hits: list[ev.Damage]) -> int:
    """The damage doublings added to these hits (a ``replaced`` "damage S N"
    among a hit's causes added N, CR 614.1a): not the creature's own power."""
    by_seq = {e.seq: e for e in a.history.events}
    return sum(r.amount or 0 for d in hits for c in d.causes
               if isinstance(r := by_seq.get(c), ev.Replaced) and r.original.startswith("damage "))


def _fights_several(blocks: tuple[tuple[int, int], ...], source: int) -> bool:
    """A blocker of two or more attackers, or an attacker blocked by two or more creatures."""
    return sum(1 for b, _ in blocks if b == source) > 1 or sum(1 for _, x in blocks if x == source) > 1
