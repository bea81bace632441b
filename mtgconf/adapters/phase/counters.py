"""Counters as phase keeps them (CR 122), checked against its events.

phase reports ``CounterAdded`` and ``CounterRemoved``, but not every change it
makes to counters: +1/+1 and -1/-1 counters on one permanent annihilate
(CR 704.5q) with no event at all. So after each engine call the adapter
compares the counters phase's state shows on each permanent with those it
held just before the call plus the call's counter events. A permanent that
moved during the call starts over with none, since counters do not follow an
object to a new zone (CR 122.2). Any difference is a change phase made
without an event: the History records it as a ``counters`` event with no
cause, after the call's other events, which is all phase lets the adapter
see of it.
"""
from __future__ import annotations

from typing import Any

Json = dict[str, Any]
Counts = dict[str, int]
_NAMES = {"P1P1": "+1/+1", "M1M1": "-1/-1"}


def counter_name(phase_type: str) -> str:
    """phase's counter type ("P1P1") as the History names it ("+1/+1")."""
    return _NAMES.get(phase_type, phase_type).lower()


def counts(obj: Json) -> Counts:
    """An object's counters, by History name, as phase's state shows them."""
    return {counter_name(str(k)): int(n) for k, n in (obj.get("counters") or {}).items() if int(n)}


def on_battlefield(game: Any) -> dict[int, Counts]:
    """Each permanent's counters."""
    return {int(o["id"]): counts(o) for o in game.battlefield()}


def delta(event: Json) -> tuple[int, str, int] | None:
    """(object, counter, signed amount) of a counter event, else ``None``."""
    kind, data = event.get("type"), event.get("data") or {}
    if kind not in ("CounterAdded", "CounterRemoved"):
        return None
    sign = 1 if kind == "CounterAdded" else -1
    return int(data["object_id"]), counter_name(str(data["counter_type"])), sign * int(data["count"])


def expected(before: dict[int, Counts], events: list[Json]) -> dict[int, Counts]:
    """The counters the call's events account for, on the permanents that
    were there before it or arrived during it."""
    out = {pid: dict(c) for pid, c in before.items()}
    for event in events:
        data = event.get("data") or {}
        if event.get("type") == "ZoneChanged":
            pid = int(data["object_id"])
            out.pop(pid, None)
            if data.get("to") == "Battlefield":
                out[pid] = {}
            continue
        change = delta(event)
        if change is not None:
            pid, name, amount = change
            counts = out.setdefault(pid, {})
            counts[name] = counts.get(name, 0) + amount
    return out


def silent_changes(before: dict[int, Counts], events: list[Json], now: dict[int, Counts]) -> list[tuple[int, str, int]]:
    """(object, counter, signed amount) for each change of the permanents'
    counters that no event of the call reports, in object then counter order."""
    accounted = expected(before, events)
    out: list[tuple[int, str, int]] = []
    for pid in sorted(now):
        want, got = accounted.get(pid, {}), now[pid]
        for name in sorted(set(want) | set(got)):
            diff = got.get(name, 0) - want.get(name, 0)
            if diff:
                out.append((pid, name, diff))
    return out


def at_arrival(pid: int, now: Counts, later: list[Json]) -> Counts:
    """The counters a permanent had as it arrived: phase's counters now, less
    what the call's later counter events changed on it. The counter events
    right after the arrival are the counters it entered with (CR 614.1c),
    part of the arrival itself."""
    out = dict(now)
    first = next((k for k, e in enumerate(later) if e.get("type") != "CounterAdded"
                  or int((e.get("data") or {})["object_id"]) != pid), len(later))
    for event in later[first:]:
        change = delta(event)
        if change is not None and change[0] == pid:
            out[change[1]] = out.get(change[1], 0) - change[2]
        if event.get("type") == "ZoneChanged" and int((event.get("data") or {})["object_id"]) == pid:
            break  # it moved on: what it has now was not had on this arrival
    return {k: n for k, n in out.items() if n}
