"""Auras and Equipment attached illegally (CR 704.5m, 704.5n, 301.5c).

The checker reads what each Aura or Equipment is attached to from the tracked
board (arrivals attached, ``attached`` and ``unattached`` events) and whether
the permanent is still a creature from its own characteristics
(``properties.characteristics``: an animated land stops being one when the
effect animating it ends).
"""
from __future__ import annotations

from properties import characteristics as ch
from properties.card_facts import enchant_filter
from properties.catalogue.common import Analysis, analyse
from properties.messages import says
from properties.registry import Case, Verdict, failed, passed, prop
from properties.rules_catalog import declare_clause
from properties.tracked_board import Obj, TrackedBoard
from reference_engine import events as ev
from reference_engine.ids import CardType, Zone

declare_clause(
    "704.5m", invariant=True,
    title_en="An Aura attached illegally", title_fr="Une Aura attachée illégalement",
    paraphrase_en="An Aura attached to nothing, or to an object or player its enchant ability no longer allows, "
                  "is put into its owner's graveyard by the next check of state-based actions.",
    paraphrase_fr="Une Aura attachée à rien, ou à un objet ou un joueur que sa capacité d'enchantement n'autorise "
                  "plus, est mise au cimetière de son propriétaire à la vérification suivante des actions "
                  "basées sur un état.",
)
declare_clause(
    "704.5n", invariant=True,
    title_en="An Equipment attached illegally", title_fr="Un Équipement attaché illégalement",
    paraphrase_en="An Equipment or Fortification attached to a permanent it may not be attached to (for an "
                  "Equipment, one that is not a creature) becomes unattached as a state-based action and stays "
                  "on the battlefield.",
    paraphrase_fr="Un Équipement ou une Fortification attaché à un permanent auquel il ne peut pas l'être (pour "
                  "un Équipement, un permanent qui n'est pas une créature) se détache, par une action basée sur "
                  "un état, et reste sur le champ de bataille.",
)
declare_clause(
    "301.5c", invariant=False,
    title_en="What an Equipment may equip", title_fr="Ce qu'un Équipement peut équiper",
    paraphrase_en="An Equipment equips creatures only, never itself; one attached to a permanent it may not "
                  "equip becomes unattached and stays on the battlefield.",
    paraphrase_fr="Un Équipement n'équipe que des créatures, jamais lui-même ; s'il est attaché à un permanent "
                  "qu'il ne peut pas équiper, il se détache et reste sur le champ de bataille.",
)


def _subtypes(a: Analysis, obj: Obj) -> tuple[str, ...]:
    return a.scenario.card(obj.card).subtypes if obj.card else ()


def _loose_equipment(a: Analysis, board: TrackedBoard, obj: Obj) -> int | None:
    """The host of an Equipment attached to a permanent that is not a creature, else None."""
    host = board.get(obj.attached_to) if obj.attached_to is not None else None
    if host is None or host.zone is not Zone.BATTLEFIELD or "Equipment" not in _subtypes(a, obj):
        return None
    return None if CardType.CREATURE in ch.chars(a.scenario, board, host).types else host.id


def _illegal_aura(a: Analysis, board: TrackedBoard, obj: Obj) -> bool:
    """An Aura attached to nothing, to what left, or to what its enchant ability does not allow."""
    if "Aura" not in _subtypes(a, obj):
        return False
    host = board.get(obj.attached_to) if obj.attached_to is not None else None
    if host is None or host.zone is not Zone.BATTLEFIELD or host.id == obj.id:
        return True
    enchant = enchant_filter(a.scenario.card(obj.card))
    return enchant is not None and not ch.matches(enchant[1], ch.chars(a.scenario, board, host),
                                                  obj.controller, obj.id, board, host.id)


def _wrong_sba(a: Analysis) -> Verdict | None:
    """An ``sba`` under 704.5m or 704.5n for a permanent the board says it did not apply to, or a
    704.5n not followed by its ``unattached`` in its batch, the Equipment staying."""
    for e in a.history.of_kind(ev.Sba):
        if e.rule not in ("704.5m", "704.5n") or e.object is None or e.seq in a.undone:
            continue
        board = a.timeline.before_batch(e)
        obj = board.get(e.object)
        if e.rule == "704.5m":
            if obj is None or not _illegal_aura(a, board, obj):
                return failed(*says("attach.wrong-5m", sba=e.seq, obj=e.object), (e.seq,))
            continue
        host = _loose_equipment(a, board, obj) if obj is not None else None
        if host is None:
            return failed(*says("attach.wrong-5n", sba=e.seq, obj=e.object), (e.seq,))
        batch = [x for x in a.history.events if x.batch is not None and x.batch == e.batch]
        freed = any(isinstance(x, ev.Unattached) and x.object == e.object and x.host == host and e.seq in x.causes
                    for x in batch)
        left = any(isinstance(x, ev.ZoneChange) and x.old_id == e.object for x in batch)
        if not freed or left:
            return failed(*says("attach.loosened", obj=e.object, host=host, sba=e.seq), (e.seq,))
    return None


@prop(id="illegally-attached-equipment-becomes-unattached", rules=("704.5n", "704.5m", "301.5c"),
      title="An Equipment on a noncreature becomes unattached and stays; an Aura attached illegally goes to the "
            "graveyard",
      title_fr="Un Équipement sur une non-créature se détache et reste ; une Aura attachée illégalement va au "
               "cimetière",
      features=("attachments", "continuous"), families=("illegal_attachments",),
      needs_events=("sba", "priority", "unattached", "zone_change"))
def illegally_attached_equipment_becomes_unattached(case: Case) -> Verdict:
    """Before any player receives priority, state-based actions have made
    every Equipment attached to a permanent that is no longer a creature (an
    animated land whose animation ended) unattached from it, and it stays on
    the battlefield (CR 704.5n, 301.5c); and they have put into its owner's
    graveyard every Aura attached to nothing, or to something its enchant
    ability no longer allows (CR 704.5m). An ``sba`` under 704.5n names only
    such an Equipment, and its ``unattached`` (caused by it, in its batch)
    follows, the Equipment not leaving; one under 704.5m names only such an
    Aura. Exercised when one of these state-based actions happened."""
    a = analyse(case)
    wrong = _wrong_sba(a)
    if wrong is not None:
        return wrong
    for e in a.history.of_kind(ev.Priority):
        if e.seq in a.undone:
            continue
        board = a.timeline.before(e.seq)
        for obj in board.in_zone(Zone.BATTLEFIELD):
            if obj.phased_out or not obj.card:
                continue
            host = _loose_equipment(a, board, obj)
            if host is not None:
                return failed(*says("attach.equipment-kept", obj=obj.id, host=host, player=e.player), (e.seq,))
            if _illegal_aura(a, board, obj):
                where = f"#{obj.attached_to}" if obj.attached_to is not None else "-"
                return failed(*says("attach.aura-kept", obj=obj.id, host=where, player=e.player), (e.seq,))
    return passed(any(e.rule in ("704.5m", "704.5n") for e in a.history.of_kind(ev.Sba)))
