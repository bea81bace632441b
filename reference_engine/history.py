"""History v1: the engine-neutral record of what an engine did."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Iterator, Literal, TypeVar

from reference_engine.events import Event
from reference_engine.ids import ObjectId, PlayerId, Zone
from reference_engine.records import fast_init

HISTORY_FORMAT: Final = "mtgconf-history/1.1"
"""1.1 adds the events ``pt_modified``, ``wore_off``, ``attached``,
``became_blocked`` and ``chose``, ``copy_of`` on ``put_on_stack`` and
``token`` on ``zone_change``; a 1 file still loads."""
E = TypeVar("E")


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class EngineInfo:
    name: str
    version: str = ""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class FinalPlayer:
    id: PlayerId
    life: int
    hand: int
    library: int
    lost: bool = False


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class FinalObject:
    id: ObjectId
    card: str
    zone: Zone
    owner: PlayerId
    controller: PlayerId | None = None
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    attached_to: ObjectId | None = None
    phased_out: bool = False
    token: bool = False


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class FinalState:
    """The game when the script ran out, for expected facts and reports."""

    players: tuple[FinalPlayer, ...] = ()
    objects: tuple[FinalObject, ...] = ()
    stack: tuple[ObjectId, ...] = ()


_KINDS: dict[int, tuple["History", dict[type, tuple[Event, ...]]]] = {}
"""Per History (by identity, the History kept alive): its events by kind."""


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class History:
    format: Literal["mtgconf-history/1", "mtgconf-history/1.1"] = HISTORY_FORMAT
    engine: EngineInfo
    scenario_id: str = ""
    events: tuple[Event, ...] = ()
    final: FinalState | None = None

    def of_kind(self, cls: type[E]) -> Iterator[E]:
        """The events of one kind, in order (indexed on first use: the checkers
        ask each History for the same kinds many times)."""
        hit = _KINDS.get(id(self))
        if hit is None or hit[0] is not self:
            if len(_KINDS) >= 64:
                _KINDS.clear()
            hit = _KINDS[id(self)] = (self, {})
        found = hit[1].get(cls)
        if found is None:
            found = hit[1][cls] = tuple(e for e in self.events if isinstance(e, cls))
        return iter(found)  # type: ignore[arg-type]

    def by_seq(self) -> dict[int, Event]:
        return {e.seq: e for e in self.events}
