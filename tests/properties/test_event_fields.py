"""``history-well-formed`` reads the object and player fields of each event
through a plan per event class that keeps only the names the class has
(``general._Named``). That equals reading every name with a default only while
no event instance can carry an attribute its class does not declare. These
tests fail if an event class gains an instance dict, or if the plan's lists
ever differ from reading every name with a default (CR 400.7, 102.1)."""
from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any

from properties.catalogue import general
from reference_engine import engine
from reference_engine import events as ev
from reference_engine.codec import load_scenario
from reference_engine.ids import TargetRef, Zone

EVENT_CLASSES = [c for _, c in inspect.getmembers(ev, inspect.isclass)
                 if issubclass(c, ev._Event) and c is not ev._Event]
FIXTURES = sorted((Path(__file__).parents[2] / "fixtures" / "scenarios").rglob("*.json"))


def _objects_by_default(e: Any) -> list[tuple[str, int]]:
    """The same list, every name read with a default."""
    found = [(n, getattr(e, n)) for n in general._OBJECT_FIELDS if isinstance(getattr(e, n, None), int)]
    found += [(n, i) for n in general._OBJECT_LISTS for i in getattr(e, n, ())]
    found += [("targets", t.object) for t in getattr(e, "targets", ()) if t.object is not None]
    target = getattr(e, "target", None)
    if target is not None and getattr(target, "object", None) is not None:
        found.append(("target", target.object))
    found += [("attackers", a) for a, _ in getattr(e, "attackers", ())]
    return found + [("blocks", o) for pair in getattr(e, "blocks", ()) for o in pair]


def _players_by_default(e: Any) -> list[tuple[str, int]]:
    found = [(n, getattr(e, n)) for n in general._PLAYER_FIELDS if isinstance(getattr(e, n, None), int)]
    found += [("targets", t.player) for t in getattr(e, "targets", ()) if t.player is not None]
    target = getattr(e, "target", None)
    if target is not None and getattr(target, "player", None) is not None:
        found.append(("target", target.player))
    return found + [("attackers", p) for _, p in getattr(e, "attackers", ())]


def test_no_event_carries_undeclared_attributes() -> None:
    assert len(EVENT_CLASSES) > 30
    for c in EVENT_CLASSES:
        assert c.__dictoffset__ == 0, c  # slotted all the way: no instance dict


def test_plans_read_what_reading_every_name_reads() -> None:
    events = [e for path in FIXTURES for e in engine.run(load_scenario(path)).events]
    events += [ev.Damage(seq=1, source=3, target=TargetRef(player=1), amount=2),
               ev.ZoneChange(seq=2, old_id=4, new_id=9, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                             owner=0)]
    assert len({type(e) for e in events}) > 20
    for e in events:
        assert general._objects_named(e) == _objects_by_default(e), e
        assert general._players_named(e) == _players_by_default(e), e
