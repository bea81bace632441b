"""A permanent's counters and its power and toughness (CR 122.1, 613.4c),
read from the History.

The tracked board knows a permanent's counters from the ``counters`` events
alone and its "until end of turn" changes from the ``pt_modified`` events;
its power and toughness are the printed values with both added in layer 7c
(``properties.characteristics``), and so are the "enchanted (equipped)
creature gets +N/+M" of the Auras and Equipment the History shows attached
to it (``attached`` events, arrivals attached, ``unattached`` events), and so are
the anthems of the permanents on the battlefield. The engine's own view of the permanent is
the snapshot a ``zone_change`` takes of it as it leaves the battlefield
(``before``): the two must agree.
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.catalogue.common import analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from reference_engine import events as ev
from reference_engine.ids import Zone

declare_clause(
    "122.1", invariant=True,
    title_en="Counters are markers that add up", title_fr="Les marqueurs s'additionnent",
    paraphrase_en="A counter is a marker put on an object; counters of one kind add to those already "
                  "there, and +1/+1 or -1/-1 counters raise or lower power and toughness by one each.",
    paraphrase_fr="Un marqueur se place sur un objet ; les marqueurs d'une sorte s'ajoutent à ceux qui y "
                  "sont déjà, et chaque marqueur +1/+1 ou -1/-1 augmente ou diminue de un la force et "
                  "l'endurance.",
)

declare_clause(
    "301.5a", invariant=True,
    title_en="The equipped creature", title_fr="La créature équipée",
    paraphrase_en="The creature an Equipment is attached to is what the Equipment calls the equipped creature; "
                  "while the Equipment is attached to nothing, there is no equipped creature.",
    paraphrase_fr="La créature à laquelle un Équipement est attaché est celle qu'il appelle la créature équipée ; "
                  "tant qu'il n'est attaché à rien, il n'y a pas de créature équipée.",
)
declare_clause(
    "303.4b", invariant=True,
    title_en="The enchanted object", title_fr="L'objet enchanté",
    paraphrase_en="The object an Aura is attached to is what the Aura calls the enchanted object; an Aura "
                  "enchants one object at a time.",
    paraphrase_fr="L'objet auquel une Aura est attachée est celui qu'elle appelle l'objet enchanté ; une Aura "
                  "n'enchante qu'un objet à la fois.",
)

def _listed(counters: dict[str, int]) -> str:
    return ", ".join(f"{n} {k}" for k, n in sorted(counters.items())) or "none"


declare_clause(
    "611.3a", invariant=True,
    title_en="A static ability's effect is never locked in", title_fr="L'effet d'une capacité statique n'est jamais figé",
    paraphrase_en="The continuous effect of a static ability is not fixed when it starts: at each moment it "
                  "covers whatever its text names then, so a permanent arriving later is covered and the effect "
                  "ends with its source.",
    paraphrase_fr="L'effet continu d'une capacité statique n'est pas figé à son début : à chaque instant il "
                  "couvre ce que son texte désigne alors, si bien qu'un permanent arrivé plus tard est couvert et "
                  "que l'effet cesse avec sa source.",
)


@prop(id="counters-and-power-toughness-add-up", rules=("122.1", "613.4c", "301.5a", "303.4b", "611.3a"),
      title="A permanent's counters add up, and so do its power and toughness",
      title_fr="Les marqueurs d'un permanent s'additionnent, et sa force et son endurance aussi",
      features=("counters", "power-toughness"),
      families=("pumped_leavers", "counters", "shrinks", "attached_bonuses"),
      needs_events=("zone_change", "counters", "pt_modified"))
def counters_and_power_toughness_add_up(case: Case) -> Verdict:
    """Counters put on a permanent add to those it already has, and removed
    ones are taken off them (CR 122.1): its counters are what its arrival and
    the ``counters`` events since gave it, the +1/+1 and -1/-1 annihilations
    (CR 704.5q) being ``counters`` events too. Its power and toughness are
    the printed values, plus one for each +1/+1 counter, minus one for each
    -1/-1 counter, plus each "until end of turn" change the ``pt_modified``
    events gave it, plus the change of each Aura or Equipment attached to it
    that says "enchanted (equipped) creature gets +N/+M" while it is attached
    (CR 303.4b, 301.5a), plus the change of each anthem ("creatures you
    control [of the chosen type] get +N/+M") of a permanent on the battlefield
    whose filter matches it then, a creature arriving after the anthem
    included (CR 611.3a), all added in layer 7c whatever their order (CR 613.4c).
    The snapshot a ``zone_change`` takes of a permanent leaving the
    battlefield (``before``) shows exactly those counters and that power and
    toughness. Exercised when a permanent with counters or such changes, or
    with such an Aura or Equipment attached, or under an anthem, left the
    battlefield."""
    a = analyse(case)
    exercised = False
    for e in a.history.of_kind(ev.ZoneChange):
        if e.from_zone is not Zone.BATTLEFIELD or e.before is None or e.seq in a.undone:
            continue
        board = a.timeline.before(e.seq)
        obj = board.get(e.old_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or not obj.card:
            continue
        want = dict(obj.counters)
        shown = {k: n for k, n in e.before.counters.items() if n}
        if shown != want:
            return failed(*says("values.counters", obj=e.old_id, seq=e.seq, want=_listed(want),
                                got=_listed(shown)), (e.seq,))
        c = ch.chars(a.scenario, board, obj)
        if (e.before.power, e.before.toughness) != (c.power, c.toughness):
            return failed(*says("values.power-toughness", obj=e.old_id, seq=e.seq, power=c.power,
                                toughness=c.toughness, counters=_listed(want), pumps=len(obj.pumps),
                                got_power=e.before.power, got_toughness=e.before.toughness), (e.seq,))
        exercised = (exercised or bool(want) or bool(obj.pumps) or obj.id in ch.boosted_hosts(a.scenario, board)
                     or obj.id in ch.anthem_hosts(a.scenario, board))
    return passed(exercised)
