"""Combat damage in full (CR 510.1a, 510.1c).

Read from the scenario and the History alone: a creature that deals combat
damage in a combat damage step deals all of its power then, divided among
its recipients, unless a prevention or replacement effect changed some of it.
"""
from __future__ import annotations

from collections import defaultdict

from properties import characteristics as ch
from properties.catalogue.common import analyse
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import TrackedBoard
from reference_engine import events as ev
from reference_engine.scenario import Scenario

declare_clause(
    "510.1c", invariant=True,
    title_en="A blocked creature's combat damage", title_fr="Les blessures d'une créature bloquée",
    paraphrase_en="A blocked creature assigns its combat damage to the creatures blocking it, all to a "
                  "lone one or divided among several as its controller chooses; none if no creature "
                  "blocks it any more.",
    paraphrase_fr="Une créature bloquée assigne ses blessures de combat aux créatures qui la bloquent : "
                  "toutes à une seule, ou réparties entre plusieurs au choix de son contrôleur ; aucune "
                  "si plus aucune créature ne la bloque.",
)


@prop(id="combat-damage-is-the-whole-power", rules=("510.1a", "510.1c"),
      title="A creature that deals combat damage deals all its power, unless an effect changes it",
      title_fr="Une créature qui inflige des blessures de combat inflige toute sa force, sauf si un effet "
               "les modifie",
      features=("combat", "blocks"), families=("forsaken_blockers", "restricted_blockers", "first_strikes", "blocks"),
      needs_events=("damage",))
def combat_damage_is_the_whole_power(case: Case) -> Verdict:
    """The combat damage a creature deals at once (in one combat damage step,
    one batch of simultaneous damage) adds up to its power just before: a
    lone blocker of a bigger attacker is dealt all of it, not only what is
    lethal to it. A creature some of whose damage was prevented or replaced
    in that step is not judged (the History does not say how much it
    assigned). The example counts as exercised when a creature dealt combat
    damage, unchanged, to a creature for which it was more than lethal."""
    a = analyse(case)
    changed = {(d.causes[0] if d.causes else 0, d.source)
               for d in a.history.of_kind(ev.DamagePrevented) if d.seq not in a.undone}
    replaced = {e.seq for e in a.history.of_kind(ev.Replaced)}
    # Keyed by step, batch and source: the damage one creature deals at once
    # (a double striker deals its power once in each of its two steps).
    dealt: dict[tuple[int, int, int], list[ev.Damage]] = defaultdict(list)
    for d in a.history.of_kind(ev.Damage):
        if d.combat and d.seq not in a.undone:
            dealt[(d.causes[0] if d.causes else 0, d.batch or 0, d.source)].append(d)
    exercised = False
    for (step, _, source), hits in sorted(dealt.items()):
        if (step, source) in changed or any(c in replaced for d in hits for c in d.causes):
            continue
        board = a.timeline.before_batch(hits[0])
        obj = board.get(source)
        if obj is None or not obj.card:
            continue
        power = ch.chars(a.scenario, board, obj).power or 0
        total = sum(d.amount for d in hits)
        if total != power:
            return failed(f"creature #{source} deals all its power, {power}, in its combat damage",
                          f"it dealt {total} in {len(hits)} hits at once", tuple(d.seq for d in hits))
        exercised |= any(_more_than_lethal(a.scenario, board, d) for d in hits)
    return passed(exercised)


def _more_than_lethal(scenario: Scenario, board: TrackedBoard, hit: ev.Damage) -> bool:
    """Whether ``hit`` dealt a creature more damage than was lethal to it."""
    victim = board.get(hit.target.object) if hit.target.object is not None else None
    if victim is None or not victim.card:
        return False
    toughness = ch.chars(scenario, board, victim).toughness
    return toughness is not None and hit.amount > toughness - victim.damage
