"""Object ids: phase's ids to History ids.

phase keeps an object's id across zone changes and bumps its ``incarnation``;
a History gives every zone change a new id (CR 400.7). Triggered abilities on
phase's stack already get fresh ids, which are mapped to fresh History ids too.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from reference_engine.ids import ObjectId


@dataclass(slots=True)
class IdMap:
    next_id: ObjectId
    """The next fresh History id (above every scenario id, so none is reused)."""
    current: dict[int, ObjectId] = field(default_factory=dict)
    """phase object id -> its History id now."""
    by_incarnation: dict[tuple[int, int], ObjectId] = field(default_factory=dict)
    scenario_of: dict[int, ObjectId] = field(default_factory=dict)
    """phase object id -> the scenario id of the physical card."""
    stack: dict[int, ObjectId] = field(default_factory=dict)
    """phase stack-entry id of an ability -> its History id."""
    reserved: dict[int, ObjectId] = field(default_factory=dict)
    """phase object id -> the History id its next zone change gives it: a
    spell's cost is locked in (``cost_locked``) while phase still holds the
    card in its hand."""

    def place(self, phase_id: int, scenario_id: ObjectId, incarnation: int) -> None:
        """A scenario object laid out on the board keeps its scenario id."""
        self.current[phase_id] = scenario_id
        self.scenario_of[phase_id] = scenario_id
        self.by_incarnation[(phase_id, incarnation)] = scenario_id

    def fresh(self) -> ObjectId:
        new = self.next_id
        self.next_id += 1
        return new

    def reserve(self, phase_id: int) -> ObjectId:
        """The History id object ``phase_id`` will have after its next move."""
        if phase_id not in self.reserved:
            self.reserved[phase_id] = self.fresh()
        return self.reserved[phase_id]

    def moved(self, phase_id: int, old_incarnation: int | None) -> tuple[ObjectId, ObjectId]:
        """A zone change: (old History id, new History id)."""
        old = self.now(phase_id)
        if old_incarnation is not None:
            self.by_incarnation.setdefault((phase_id, old_incarnation), old)
        new = self.reserved.pop(phase_id, None) or self.fresh()
        self.current[phase_id] = new
        return old, new

    def now(self, phase_id: int) -> ObjectId:
        """The object's current History id (a fresh one if never seen)."""
        if phase_id not in self.current:
            self.current[phase_id] = self.fresh()
        return self.current[phase_id]

    def at(self, phase_id: int, incarnation: int | None) -> ObjectId:
        """The History id the object had in one incarnation (its current one
        when that incarnation was never recorded)."""
        if incarnation is not None and (phase_id, incarnation) in self.by_incarnation:
            return self.by_incarnation[(phase_id, incarnation)]
        return self.now(phase_id)

    def ability(self, stack_id: int) -> ObjectId:
        if stack_id not in self.stack:
            self.stack[stack_id] = self.fresh()
        return self.stack[stack_id]

    def target(self, phase_id: int) -> ObjectId:
        """The History id a target names: an ability on phase's stack
        ("counter target activated or triggered ability") by its stack-entry
        id, else an object by its current History id."""
        return self.stack[phase_id] if phase_id in self.stack else self.now(phase_id)

    def phase_id_of_history(self, history_id: ObjectId) -> int | None:
        """The phase object a History id currently names."""
        return next((pid for pid, hid in self.current.items() if hid == history_id), None)

    def phase_id_of(self, scenario_id: ObjectId) -> int | None:
        for phase_id, sid in self.scenario_of.items():
            if sid == scenario_id:
                return phase_id
        return None
