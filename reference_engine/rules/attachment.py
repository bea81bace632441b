"""Attaching an Equipment to a permanent (CR 701.3, 702.6a).

"Equip {N}" is an activated ability, "attach this Equipment to target
creature you control", activated only as a sorcery. As it resolves, the
Equipment is taken from the creature it equipped, if any, and put onto its
target, in one event: an ``unattached`` from the old one and an ``attached``
to the new one share a batch. Attaching it to the creature it already equips,
or once it has left the battlefield, does nothing (CR 701.3b, 400.7).
"""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.events import Attached, Unattached
from reference_engine.ids import ObjectId, Zone
from reference_engine.objects import Card
from reference_engine.rules.effects import chars
from reference_engine.rules.triggers import Occ, detect
from reference_engine.state import Game


def attach(game: Game, source: ObjectId, host: Card, causes: tuple[int, ...]) -> None:
    """Attach the permanent ``source`` (still the object it was) to ``host``."""
    equipment = game.obj(source)
    if equipment is None or equipment.zone is not Zone.BATTLEFIELD or equipment.phased_out:
        return
    if host.id == equipment.id or equipment.attached_to == host.id:
        return
    old = equipment.attached_to
    old_host = game.obj(old) if old is not None else None
    moving = old_host is not None and old_host.zone is Zone.BATTLEFIELD
    if not game.rules.attachment_moves(moving):
        return
    batch = game.log.new_batch() if moving else None
    occs: list[Occ] = []
    if moving and old is not None:
        seen = chars(game, equipment)
        seq = game.emit(Unattached, causes=causes, batch=batch, object=equipment.id, host=old)
        occs.append(Occ(seq, TriggerEvent.BECOMES_UNATTACHED, seen, look_back=True, it=old))
    equipment.attached_to = host.id
    game.st.timestamp += 1
    equipment.timestamp = game.st.timestamp  # a new timestamp (CR 701.3c)
    game.touch()
    game.emit(Attached, causes=causes, batch=batch, object=equipment.id, host=host.id)
    detect(game, occs)
