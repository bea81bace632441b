"""Turning python-mtg state changes into History events.

python-mtg emits no events: the recorder compares the state at observation
points (``pymtg.hooks``) and records what changed. Changes seen between two
observation points share a batch when there are several: the engine made
them in one sweep with nothing observable in between.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from mtgconf.adapters.pymtg.board import State, Table
from reference_engine import events as ev
from reference_engine.ids import Step, Zone

# A resolving permanent spell is put onto the battlefield before the driver
# drops its ``on_stack`` row: any other zone it is also in wins over the stack.
_ZONE_RELS = (("on_stack", Zone.STACK), ("on_battlefield", Zone.BATTLEFIELD), ("graveyard", Zone.GRAVEYARD),
              ("exile", Zone.EXILE))
_PLAYER_ZONE_RELS = (("in_hand", Zone.HAND), ("in_library", Zone.LIBRARY))


@dataclass(frozen=True, slots=True)
class View:
    """What the recorder reads from a state: zones, tapped, life, step."""

    zones: dict[str, Zone]
    tapped: frozenset[str]
    life: dict[str, int]
    step: str
    active: str


def view(table: Table, state: State, carry: View | None = None) -> View:
    """The state as the recorder reads it. An object the driver holds in no
    zone for a moment (a spell between stack and graveyard) keeps its zone
    from ``carry``."""
    zones: dict[str, Zone] = dict(carry.zones) if carry else {}
    for rel, zone in _ZONE_RELS:
        zones.update({row[0]: zone for row in state.get(rel, ()) if row and row[0] in table.cards})
    for rel, zone in _PLAYER_ZONE_RELS:
        zones.update({row[1]: zone for row in state.get(rel, ()) if len(row) > 1 and row[1] in table.cards})
    return View(zones=zones, tapped=frozenset(r[0] for r in state.get("tapped", ()) if r[0] in table.cards),
                life={p: int(n) for p, n in state.get("life", ())},
                step=next(iter(state["current_step"]))[0], active=next(iter(state["active_player"]))[0])


@dataclass(slots=True)
class Recorder:
    table: Table
    turn: int
    last: View
    next_id: int
    events: list[Any] = field(default_factory=list)
    current: dict[str, int] = field(default_factory=dict)
    """Engine instance -> its History id now (a new one at every zone change)."""
    next_batch: int = 1
    resolving: int | None = None
    """The seq of the ``resolving`` whose effects are being recorded now:
    events observed meanwhile name it among their causes."""

    @classmethod
    def start(cls, table: Table, turn: int) -> Recorder:
        ids = {tid: sid for sid, tid in table.instance.items()}
        rec = cls(table=table, turn=turn, last=view(table, table.state),
                  next_id=max(table.instance, default=0) + 1)
        rec.current = ids
        return rec

    def emit(self, cls: type, **fields: Any) -> int:
        seq = len(self.events) + 1
        if self.resolving is not None and cls not in (ev.Triggered, ev.Resolving, ev.Resolved):
            fields["causes"] = tuple(sorted({*fields.get("causes", ()), self.resolving}))
        self.events.append(cls(seq=seq, **fields))
        return seq

    def fresh(self) -> int:
        self.next_id += 1
        return self.next_id - 1

    # ---------------------------------------------------------- diffs

    def observe(self, state: State, *, how: ev.ZoneChangeCause | None = None,
                closing: Callable[[], Any] | None = None) -> list[int]:
        """Record every change since the last observation; their seqs.
        ``closing`` ends a resolution: it runs after the effect's changes and
        before a spell leaves the stack (docs/formats.md, "Resolution")."""
        before, seqs = self.last, []
        now = view(self.table, state, carry=before)
        moved = [t for t in now.zones if before.zones.get(t) is not now.zones[t]]
        # A spell leaves the stack after its effect (CR 608.2n), not with it.
        sweep = sorted((t for t in moved if before.zones.get(t) is not Zone.STACK), key=self.current.__getitem__)
        batch = self._batch() if len(sweep) > 1 else None
        for tid in sweep:
            seqs += self._zone_change(tid, before, now, batch, how)
        leavers = sorted(set(moved) - set(sweep), key=self.current.__getitem__)
        if closing is None:
            for tid in leavers:
                seqs += self._zone_change(tid, before, now, None, how)
        for tid in sorted(now.tapped ^ before.tapped, key=lambda t: self.current[t]):
            cls = ev.Tapped if tid in now.tapped else ev.Untapped
            if now.zones.get(tid) is Zone.BATTLEFIELD and before.zones.get(tid) is Zone.BATTLEFIELD:
                seqs.append(self.emit(cls, object=self.current[tid]))
        for name in self.table.players:
            delta = now.life.get(name, 0) - before.life.get(name, 0)
            if delta:
                seqs.append(self.emit(ev.Life, player=self.table.seat(name), amount=delta, total=now.life[name]))
        if closing is not None:
            closing()
            for tid in leavers:
                seqs += self._zone_change(tid, before, now, None, how)
        if (now.step, now.active) != (before.step, before.active):
            if now.step == "untap" and before.step != "untap":
                self.turn += 1
            seqs.append(self.emit(ev.StepBegin, turn=self.turn, step=Step(now.step),
                                  active_player=self.table.seat(now.active)))
        self.last = now
        return seqs

    def _batch(self) -> int:
        self.next_batch += 1
        return self.next_batch - 1

    def _zone_change(self, tid: str, before: View, now: View, batch: int | None,
                     how: ev.ZoneChangeCause | None) -> list[int]:
        src, dst = before.zones.get(tid, Zone.LIBRARY), now.zones[tid]
        old = self.current[tid]
        new = self.fresh()
        self.current[tid] = new
        cause = how or _how(src, dst)
        seq = self.emit(ev.ZoneChange, old_id=old, new_id=new, from_zone=src, to_zone=dst,
                        owner=self.table.owner[tid], how=cause, batch=batch,
                        before=None if src.is_hidden else self.snapshot(tid, before),
                        after=None if dst.is_hidden else self.snapshot(tid, now))
        if (src, dst) == (Zone.LIBRARY, Zone.HAND):
            return [seq, self.emit(ev.Draw, player=self.table.owner[tid], object=new, causes=(seq,))]
        return [seq]

    def snapshot(self, tid: str, at: View) -> ev.Snapshot:
        """Printed characteristics: no continuous effects are laid out, and
        python-mtg exposes no last-known information of its own."""
        t = self.table.cards[tid]
        card = t.card
        on_bf = at.zones.get(tid) is Zone.BATTLEFIELD
        return ev.Snapshot(
            card=card.key, name=card.name, types=card.types, subtypes=card.subtypes, colors=card.colors,
            power=card.power, toughness=card.toughness,
            controller=self.table.owner[tid] if on_bf or at.zones.get(tid) is Zone.STACK else None,
            abilities=tuple(f"{card.key}/{i}" for i in range(len(card.abilities))),
            tapped=on_bf and tid in at.tapped)


def _how(src: Zone, dst: Zone) -> ev.ZoneChangeCause:
    if (src, dst) == (Zone.LIBRARY, Zone.HAND):
        return ev.ZoneChangeCause.DRAW
    if src is Zone.STACK:
        return ev.ZoneChangeCause.RESOLVED
    return ev.ZoneChangeCause.EFFECT
