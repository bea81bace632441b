"""Equip abilities (CR 702.6a, 701.3a): the Equipment moves onto the target creature."""
from __future__ import annotations

from dataclasses import dataclass

from properties.catalogue.common import Analysis, ability_of, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.targeting import is_legal
from reference_engine import events as ev
from reference_engine.abilities import EffectKind
from reference_engine.ids import Zone
from reference_engine.records import fast_init

declare_clause(
    "702.6a", invariant=True,
    title_en="Equip", title_fr="Équipement",
    paraphrase_en="Equip is an activated ability of an Equipment, used only as a sorcery: pay its cost to attach "
                  "the Equipment to a target creature its controller controls.",
    paraphrase_fr="Équipement est une capacité activée d'un Équipement, utilisée seulement en rythme de rituel : "
                  "on paie son coût pour attacher l'Équipement à une créature ciblée que son contrôleur contrôle.",
)
declare_clause(
    "701.3a", invariant=True,
    title_en="Attach", title_fr="Attacher",
    paraphrase_en="Attaching an Aura, Equipment or Fortification to an object takes it from wherever it is and "
                  "puts it onto that object.",
    paraphrase_fr="Attacher une Aura, un Équipement ou une Fortification à un objet le prend là où il est et le "
                  "met sur cet objet.",
)


@fast_init
@dataclass(frozen=True, slots=True)
class Move:
    """What one resolving equip ability must do."""

    instance: int
    resolving: int
    equipment: int
    host: int
    old: int | None
    """The permanent it equipped before, on the battlefield, if another."""


def _moves(a: Analysis) -> list[Move]:
    """The equip abilities that resolved with the Equipment still there and
    their target still legal and not already equipped by it."""
    found: list[Move] = []
    acts = {x.object: x for x in a.history.of_kind(ev.Activated) if x.seq not in a.undone}
    for r in a.history.of_kind(ev.Resolving):
        act = acts.get(r.object)
        ability = ability_of(a.scenario, act.ability) if act is not None else None
        attach = [e for e in ability.effects if e.kind is EffectKind.ATTACH] if ability is not None else []
        if act is None or ability is None or not attach or r.seq in a.undone:
            continue
        i = attach[0].target
        host = act.targets[i].object if i < len(act.targets) else None
        if host is None or i >= len(ability.targets):
            continue
        board = a.timeline.before(r.seq)
        gear = board.get(act.source)
        if gear is None or gear.zone is not Zone.BATTLEFIELD or gear.phased_out or host == gear.id \
                or gear.attached_to == host:
            continue  # it left (a new object, CR 400.7) or is already there (CR 701.3b)
        if not is_legal(a.scenario, board, ability.targets[i], act.targets[i], act.player, act.source):
            continue  # the ability does not resolve (CR 608.2b): another property's rule
        was = board.get(gear.attached_to) if gear.attached_to is not None else None
        old = gear.attached_to if was is not None and was.zone is Zone.BATTLEFIELD else None
        found.append(Move(r.object, r.seq, gear.id, host, old))
    return found


@prop(id="equip-moves-the-equipment-onto-its-target", rules=("702.6a", "701.3a"),
      title="An equip ability attaches the Equipment to its target, taking it from the creature it equipped",
      title_fr="Une capacité d'équipement attache l'Équipement à sa cible, en le prenant à la créature qu'il équipait",
      features=("attachments", "activation", "targets"), families=("equips",),
      needs_events=("activated", "resolving", "attached", "unattached"), needs_actions=("activate",))
def equip_moves_the_equipment_onto_its_target(case: Case) -> Verdict:
    """As an equip ability resolves, with its target still a legal creature
    its controller controls and the Equipment still on the battlefield, the
    Equipment becomes attached to the target: an ``attached`` event caused by
    the resolution. If it equipped another creature, it is taken from it
    first, in the same event: an ``unattached`` from that creature in the
    same batch. No other ``attached`` event happens."""
    a = analyse(case)
    attached = [x for x in a.history.of_kind(ev.Attached) if x.seq not in a.undone]
    unattached = [u for u in a.history.of_kind(ev.Unattached) if u.seq not in a.undone]
    moves = _moves(a)
    used: set[int] = set()
    for m in moves:
        hit = next((x for x in attached if (x.object, x.host) == (m.equipment, m.host) and m.resolving in x.causes
                    and x.seq not in used), None)
        if hit is None:
            return failed(*says("equip.missing", inst=m.instance, obj=m.equipment, host=m.host), (m.resolving,))
        used.add(hit.seq)
        if m.old is not None and not any((u.object, u.host) == (m.equipment, m.old) and u.batch is not None
                                         and u.batch == hit.batch and u.seq < hit.seq for u in unattached):
            return failed(*says("equip.unmoved", obj=m.equipment, old=m.old, host=m.host, att=hit.seq),
                          (m.resolving, hit.seq))
    extra = [x for x in attached if x.seq not in used]
    if extra:
        x = extra[0]
        return failed(*says("equip.extra", obj=x.object, host=x.host, att=x.seq), (x.seq,))
    return passed(bool(moves))
