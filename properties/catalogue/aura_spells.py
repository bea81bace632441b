"""Aura spells (CR 303.4a, 608.3b): cast with a target, they enter attached to it."""
from __future__ import annotations

from properties.card_facts import enchant_filter
from properties.catalogue.common import analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal
from reference_engine import events as ev
from reference_engine.abilities import TargetSpec
from reference_engine.ids import Zone

declare_clause(
    "303.4a", invariant=True,
    title_en="An Aura spell targets", title_fr="Un sort d'Aura cible",
    paraphrase_en="An Aura spell always has a target, chosen as it is cast: an object or player its enchant "
                  "ability allows.",
    paraphrase_fr="Un sort d'Aura a toujours une cible, choisie au lancement : un objet ou un joueur que sa "
                  "capacité d'enchantement autorise.",
)
declare_clause(
    "608.3b", invariant=True,
    title_en="A targeted permanent spell resolves", title_fr="Un sort de permanent qui cible se résout",
    paraphrase_en="A permanent spell with a target checks that target as it resolves: if it is illegal, the spell "
                  "does not resolve; otherwise the spell becomes a permanent on the battlefield, and an Aura "
                  "enters attached to what it targeted.",
    paraphrase_fr="Un sort de permanent qui a une cible la vérifie en se résolvant : si elle est illégale, le sort "
                  "ne se résout pas ; sinon il devient un permanent sur le champ de bataille, et une Aura arrive "
                  "attachée à ce qu'elle ciblait.",
)


@prop(id="aura-spell-enters-attached-to-its-target", rules=("303.4a", "608.3b"),
      title="An Aura spell targets as it is cast and enters attached to that target",
      title_fr="Un sort d'Aura cible à son lancement et arrive attaché à cette cible",
      features=("attachments", "casting", "targets"), families=("aura_spells",),
      needs_events=("cast", "zone_change"), needs_actions=("cast",))
def aura_spell_enters_attached_to_its_target(case: Case) -> Verdict:
    """An Aura spell has one target, a permanent its enchant ability allows,
    chosen as it is cast. It enters the battlefield only if that target is
    still legal as it resolves, and then attached to it; entering attached to
    nothing (or to something else) is wrong, and so is entering at all once
    the target is illegal."""
    a = analyse(case)
    arrivals = {z.old_id: z for z in a.history.of_kind(ev.ZoneChange)
                if z.from_zone is Zone.STACK and z.to_zone is Zone.BATTLEFIELD and z.seq not in a.undone}
    starts = {r.object: r.seq for r in a.history.of_kind(ev.Resolving) if r.seq not in a.undone}
    seen = False
    for c in a.history.of_kind(ev.Cast):
        enchant = enchant_filter(a.scenario.card(c.card))
        if enchant is None or c.seq in a.undone:
            continue
        if len(c.targets) != 1 or c.targets[0].object is None:
            return failed(*says("aura.one-target", obj=c.object, targets=[str(t) for t in c.targets]), (c.seq,))
        host, arrival = c.targets[0].object, arrivals.get(c.object)
        if arrival is None:
            continue  # it did not resolve: whether it should have is CR 608.2b's property
        seen = True
        board = a.timeline.before(starts.get(c.object, arrival.seq))
        if not is_legal(a.scenario, board, TargetSpec(objects=enchant[1]), c.targets[0], c.player, c.object):
            return failed(*says("aura.illegal", obj=c.object, host=host, zc=arrival.seq), (c.seq, arrival.seq))
        found = arrival.after.attached_to if arrival.after is not None else None
        if found != host:
            key = "aura.unattached" if found is None else "aura.elsewhere"
            return failed(*says(key, obj=c.object, host=host, zc=arrival.seq, found=found), (c.seq, arrival.seq))
    return passed(seen)
