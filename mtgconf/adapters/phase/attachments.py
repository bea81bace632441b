"""Auras and Equipment in phase's events (CR 301.5, 303.4, 701.3).

phase reports an attachment ending as ``Unattached`` *before* the move that
ends it, and an equip ability's attaching only as ``EffectResolved`` of kind
``Attach``; what is attached to what is in its state (``attached_to``). The
History wants each ``unattached`` after the move that caused it, in that
move's batch, and an ``attached`` for an equip ability (docs/formats.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Ending:
    """One ``Unattached`` phase reported, waiting for the event that explains it."""

    attachment: int
    host: int
    event: Json


def host_of(obj: Json) -> int | None:
    """The phase id of the permanent ``obj`` (an object of phase's state) is
    attached to, if it is attached to a permanent."""
    to = obj.get("attached_to")
    if isinstance(to, dict) and to.get("type") == "Object":
        return int(to["data"])
    return None


def ending(event: Json) -> Ending | None:
    """phase's ``Unattached`` as an ending, when it names a permanent host."""
    data = event.get("data") or {}
    old = data.get("old_target") or {}
    if "Object" not in old:
        return None
    return Ending(attachment=int(data["attachment_id"]), host=int(old["Object"]), event=event)


def explained_by(end: Ending, later: list[Json]) -> int | None:
    """Index in ``later`` of the event that ends the attachment: the move of
    the attachment or of its host off the battlefield, or the attachment
    being attached elsewhere (equip, CR 701.3a); ``None`` when none follows."""
    for k, e in enumerate(later):
        data = e.get("data") or {}
        if (e.get("type") == "ZoneChanged" and data.get("from") == "Battlefield"
                and int(data["object_id"]) in (end.attachment, end.host)):
            return k
        if is_attach(e) and int(data.get("source_id", -1)) == end.attachment:
            return k
    return None


def is_attach(event: Json) -> bool:
    """phase's report that an attach effect (an equip ability) resolved."""
    return event.get("type") == "EffectResolved" and (event.get("data") or {}).get("kind") == "Attach"
