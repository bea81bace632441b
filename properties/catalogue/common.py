"""Small read-only views of a History shared by the checkers."""
from __future__ import annotations

from reference_engine.abilities import Ability
from reference_engine.errors import ScenarioError
from reference_engine.events import Event, IllegalAction, Triggered
from reference_engine.history import History
from reference_engine.refs import resolve_ref
from reference_engine.scenario import Scenario

OCCURRENCE_KINDS = frozenset({
    "zone_change", "damage", "tapped", "untapped", "life", "draw", "counters", "step_begin",
    "attackers_declared", "blockers_declared", "cast", "control_change", "player_lost",
    "removed_from_stack",
})
"""Event kinds a ``triggered`` may name as its occurrence (docs/formats.md)."""


def rolled_back(history: History) -> frozenset[int]:
    """Sequence numbers reversed by an illegal action (CR 733.1)."""
    return frozenset(s for e in history.of_kind(IllegalAction) for s in e.rolled_back)


def occurrence_of(trig: Triggered, by_seq: dict[int, Event]) -> Event | None:
    """The occurrence a trigger names: its first cause that is an occurrence kind."""
    for seq in trig.causes:
        ev = by_seq.get(seq)
        if ev is not None and ev.kind in OCCURRENCE_KINDS:
            return ev
    return None


def ability_of(scenario: Scenario, ref: str) -> Ability | None:
    """The ability a reference names, or None when it names nothing."""
    try:
        return resolve_ref(scenario, ref)
    except ScenarioError:
        return None


def describe(ev: Event) -> str:
    """A short human description of an event, for verdict messages."""
    return f"#{ev.seq} {ev.kind}"
