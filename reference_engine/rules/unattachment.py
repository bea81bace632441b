"""Attachments ending (CR 301.5, 303.4) and "becomes unattached" (CR 603.10c).

An Aura or Equipment stops being attached when it or the permanent it is
attached to leaves the battlefield. The History records that as an
``unattached`` event in the batch of the move; the ability that triggers on it
looks back in time, so it triggers even if the Aura or Equipment itself left.

An Equipment attached to a permanent that is no longer a creature becomes
unattached as a state-based action and stays on the battlefield (CR 704.5n,
301.5c); an Aura attached to something its enchant ability no longer allows
goes to its owner's graveyard (CR 704.5m, 702.5a).

An Aura put onto the battlefield other than by its own resolution as a spell
(returned from a graveyard, say) is attached, as it enters, to a permanent
its controller chooses among those its enchant ability allows; that is no
targeting. With nothing it may enchant, it stays where it was (CR 303.4f,
303.4g).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from reference_engine.abilities import ContinuousKind, TriggerEvent
from reference_engine.events import Sba, Unattached
from reference_engine.ids import CardType, ObjectId, Zone
from reference_engine.objects import Card, Chars
from reference_engine.records import fast_init
from reference_engine.rules.effects import chars, filter_matches
from reference_engine.rules.triggers import Occ
from reference_engine.state import Game

if TYPE_CHECKING:  # zones imports this module
    from reference_engine.rules.zones import Move


@fast_init
@dataclass(frozen=True, slots=True)
class Ending:
    """One attachment that the pending moves end, seen before they happen."""

    attachment: Chars
    host: ObjectId


def endings(game: Game, leaving: list[Card]) -> list[Ending]:
    """The attachments that end when ``leaving`` leave the battlefield."""
    gone = {o.id for o in leaving if o.zone is Zone.BATTLEFIELD}
    if not gone:  # pragma: no cover - its one caller passes a move off the battlefield
        return []
    found: list[Ending] = []
    for obj in game.battlefield():
        host = obj.attached_to
        if host is not None and (obj.id in gone or host in gone) and _on_battlefield(game, host):
            found.append(Ending(chars(game, obj), host))
    return found


def _on_battlefield(game: Game, oid: ObjectId) -> bool:
    obj = game.obj(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def record(game: Game, ended: list[Ending], moved: dict[ObjectId, int], batch: int | None) -> list[Occ]:
    """Write one ``unattached`` event per ending, caused by the zone changes
    (``moved``: old id -> seq) that ended it; an attachment that stayed on the
    battlefield is now attached to nothing."""
    occs: list[Occ] = []
    for end in ended:
        causes = tuple(moved[i] for i in (end.attachment.id, end.host) if i in moved)
        seq = game.emit(Unattached, causes=causes, batch=batch, object=end.attachment.id, host=end.host)
        left = game.obj(end.attachment.id)
        if left is not None:
            left.attached_to = None
        # "That permanent" is the host by the id it had; once it has moved it is not found (CR 400.7).
        occs.append(Occ(seq, TriggerEvent.BECOMES_UNATTACHED, end.attachment, look_back=True, it=end.host))
    game.touch()
    return occs


def illegal_equipment(game: Game, attached: list[Card]) -> list[tuple[Card, ObjectId]]:
    """Equipment attached to a permanent on the battlefield that is not a
    creature now (CR 704.5n, 301.5c): an animated land the effect no longer
    animates. Each with the id of that permanent. ``attached``: the
    permanents attached to something, in the order of ``game.battlefield()``."""
    found = []
    for obj in attached:
        host = game.obj(obj.attached_to) if obj.attached_to is not None else None
        if host is None or host.zone is not Zone.BATTLEFIELD or "Equipment" not in obj.card.subtypes:
            continue
        if not game.rules.equipment_stays_attached(CardType.CREATURE in chars(game, host).types):
            found.append((obj, host.id))
    return found


def loosen(game: Game, equipment: list[tuple[Card, ObjectId]], batch: int) -> list[Occ]:
    """One ``sba`` (704.5n) per Equipment, then its ``unattached`` caused by
    it; the Equipment stays on the battlefield, attached to nothing."""
    occs: list[Occ] = []
    for obj, host in equipment:
        seen = chars(game, obj)
        sba = game.emit(Sba, batch=batch, rule="704.5n", object=obj.id)
        seq = game.emit(Unattached, causes=(sba,), batch=batch, object=obj.id, host=host)
        obj.attached_to = None
        occs.append(Occ(seq, TriggerEvent.BECOMES_UNATTACHED, seen, look_back=True, it=host))
    if equipment:
        game.touch()
    return occs


def aura_may_enchant(game: Game, aura: Card, host: Card) -> bool:
    """Whether ``host`` is something the Aura's enchant ability allows
    (CR 702.5a, 704.5m); an Aura without one is judged by its host alone."""
    enchant = next((ab.static for ab in aura.card.abilities
                    if ab.static is not None and ab.static.kind is ContinuousKind.ENCHANT), None)
    if enchant is None:
        return True
    return filter_matches(enchant.filter, chars(game, host), aura.controller, aura.id)


def choose_aura_hosts(game: Game, moves: list[Move]) -> list[Move]:
    """Each Aura card with an enchant ability that these moves put onto the
    battlefield from anywhere but the stack, unless told what it enchants,
    is attached to the permanent its new controller chooses among those on
    the battlefield its enchant ability allows (CR 303.4f); the others
    arriving with it are not there yet. With none, its move does not happen
    (CR 303.4g). The choice targets nothing: no "becomes the target"."""
    if not any(m.to is Zone.BATTLEFIELD and "Aura" in m.obj.card.subtypes for m in moves):
        return moves
    arriving = {m.obj.id for m in moves}
    out: list[Move] = []
    for m in moves:
        enchant = next((ab.static for ab in m.obj.card.abilities
                        if ab.static is not None and ab.static.kind is ContinuousKind.ENCHANT), None)
        if (m.to is not Zone.BATTLEFIELD or enchant is None or m.attached_to is not None
                or m.obj.zone in (Zone.STACK, Zone.BATTLEFIELD)):
            out.append(m)
            continue
        you = m.controller if m.controller is not None else m.obj.owner
        legal = [o.id for o in game.battlefield() if o.id not in arriving
                 and filter_matches(enchant.filter, chars(game, o), you, m.obj.id)]
        if legal:
            out.append(replace(m, attached_to=game.rules.entering_aura_host(legal)))
    return out
