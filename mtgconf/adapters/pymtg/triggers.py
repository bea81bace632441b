"""Recording the triggered abilities python-mtg applies.

python-mtg puts no trigger on a stack: the driver applies a fired ability's
effect rows directly (``driver._apply_effects``). Each trigger row becomes one
``triggered`` event. The engine does not say which event fired it, so the
cause is read with the engine's own matching rule for the phrase (the
``fires`` rules of its Datalog program): the newest batch of not yet claimed
occurrences since the current engine call that the rule matches. When the
engine fires once for several matching occurrences, all of them are named.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mtgconf.adapters.pymtg.recorder import Recorder
from mtgconf.adapters.pymtg.vocabulary import Phrase
from reference_engine import events as ev
from reference_engine.abilities import TriggerEvent as T
from reference_engine.ids import CardType, Zone

_TRIGGER_ROW = re.compile(r"^(?P<tid>.+)_a(?P<index>\d+)$")


@dataclass(slots=True)
class TriggerLog:
    rec: Recorder
    window: int = 0
    """Events before this index belong to earlier engine calls."""
    claimed: set[tuple[int, str, str]] = field(default_factory=set)
    """(occurrence seq, ability reference, source instance id) already used."""

    def fired(self, rows: Any) -> list[tuple[Any, ...]]:
        """The rows that are triggered abilities of scenario cards (a spell's
        own effects pass through the same function, keyed by the bare spell)."""
        found = []
        for row in sorted(rows or ()):
            m = _TRIGGER_ROW.match(str(row[0]))
            t = self.rec.table.cards.get(str(row[4]))
            ability = t.ability(int(m["index"])) if m and t and m["tid"] == row[4] else None
            if ability is not None and ability.phrase is not None:
                found.append(row)
        return found

    def record(self, rows: Any) -> None:
        """One ``triggered`` per trigger row of a ``_apply_effects`` call."""
        for row in self.fired(rows):
            a, _eff, _amt, _tgt, src, ctrl = row
            t = self.rec.table.cards[str(src)]
            index = int(str(a).rpartition("_a")[2])
            phrase = t.abilities[index].phrase
            assert phrase is not None  # fired() keeps trigger rows only
            ref = f"{t.card.key}/{index}"
            seat = self.rec.table.seat(str(ctrl))
            causes = self._causes(phrase, ref, str(src), seat)
            self.rec.emit(ev.Triggered, instance=self.rec.fresh(), ability=ref,
                          source=self._source_id(str(src), causes), controller=seat, causes=causes)

    def _source_id(self, tid: str, causes: tuple[int, ...]) -> int:
        """The source's id when the event happened (before it moved, if the
        event moved it)."""
        for seq in causes:
            e = self.rec.events[seq - 1]
            if isinstance(e, ev.ZoneChange) and e.new_id == self.rec.current[tid]:
                return e.old_id
        return self.rec.current[tid]

    def _causes(self, phrase: Phrase, ref: str, tid: str, seat: int) -> tuple[int, ...]:
        source_ids = self._ids_of(tid)
        found: list[Any] = []
        # The engine fires attack and block abilities in the combat damage
        # step (its ev_attacks / ev_blocks rules), often a push after the
        # declaration: look back over the whole History for those.
        start = 0 if phrase.event in (T.ATTACKS, T.BLOCKS) else self.window
        for e in reversed(self.rec.events[start:]):
            if (e.seq, ref, tid) in self.claimed or not matches(phrase, e, source_ids, seat):
                continue
            if found and (e.batch is None or e.batch != found[0].batch):
                break
            found.append(e)
        seqs = tuple(sorted(e.seq for e in found))
        self.claimed.update((s, ref, tid) for s in seqs)
        return seqs

    def _ids_of(self, tid: str) -> set[int]:
        """Every History id the instance has had."""
        ids = {self.rec.current[tid]}
        for e in self.rec.events:
            if isinstance(e, ev.ZoneChange) and e.new_id in ids:
                ids.add(e.old_id)
        return ids


def matches(p: Phrase, e: Any, source_ids: set[int], seat: int) -> bool:
    """Whether the engine's rule for phrase ``p`` matches event ``e``."""
    if p.event is T.BEGINNING_OF_STEP:
        return isinstance(e, ev.StepBegin) and e.step is p.step and _whose(p, e.active_player, seat)
    if p.event is T.GAIN_LIFE:
        return isinstance(e, ev.Life) and e.amount > 0 and _whose(p, e.player, seat)
    if p.event is T.DRAW:
        return isinstance(e, ev.Draw) and _whose(p, e.player, seat)
    if p.event is T.ATTACKS:
        return isinstance(e, ev.AttackersDeclared) and any(a in source_ids for a, _ in e.attackers)
    if p.event is T.BLOCKS:
        return isinstance(e, ev.BlockersDeclared) and any(b in source_ids for b, _ in e.blocks)
    if not isinstance(e, ev.ZoneChange):
        return False
    if p.event is T.DIES:
        moved, snap = (e.from_zone, e.to_zone) == (Zone.BATTLEFIELD, Zone.GRAVEYARD), e.before
    elif p.event is T.LEAVES:
        moved, snap = e.from_zone is Zone.BATTLEFIELD, e.before
    elif p.event is T.ENTERS:
        moved, snap = e.to_zone is Zone.BATTLEFIELD and e.from_zone is not Zone.BATTLEFIELD, e.after
    else:
        return False
    if not moved or snap is None:
        return False
    is_source = e.old_id in source_ids or e.new_id in source_ids
    if (p.self_only and not is_source) or (p.other and is_source):
        return False
    if p.creature and CardType.CREATURE not in snap.types:
        return False
    if p.card_type is not None and p.card_type not in snap.types:
        return False
    return snap.controller is not None and _whose(p, snap.controller, seat)


def _whose(p: Phrase, player: int, seat: int) -> bool:
    return p.control == "" or (p.control == "you") == (player == seat)
