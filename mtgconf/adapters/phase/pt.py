"""Power and toughness changes "until end of turn", as phase keeps them
(CR 611.2, 613.4c, 514.2).

phase sends no event when a resolving spell or ability gives a permanent
+N/+M (its ``PowerToughnessChanged`` comes late, when phase next works the
values out, and names no cause). What it does keep is one entry per
affected permanent in its state's ``transient_continuous_effects``: the
permanent (``SpecificObject``, fixed as the effect resolves, CR 611.2c),
the changes (``AddPower``, ``AddToughness``) and the duration. A new entry
after a resolution is a ``pt_modified`` caused by it; the entries of one
effect (``by_effect``) share a batch. A permanent that dies in the same
engine call (toughness 0) loses its entry at once; phase's rules journal,
kept for the turn, still shows it installed. Any
other kind of entry (another duration, another change, an entry with no
single permanent) cannot be reported, so the scenario is unsupported.

In the cleanup step phase reports ``DamageCleared`` for each damaged
permanent, and drops the entries that end (CR 514.2) with no event: the
entries present before that engine call and gone after it.
"""
from __future__ import annotations

from typing import Any

from mtgconf.adapters.protocol import Unsupported

Json = dict[str, Any]
_CHANGES = {"AddPower", "AddToughness"}


def transients(game: Any) -> dict[int, Json]:
    """phase's "until end of turn" effects in force, by id."""
    return {int(e["id"]): e for e in game.state()["state"].get("transient_continuous_effects") or ()}


def installed(game: Any) -> dict[int, Json]:
    """phase's "until end of turn" effects made this turn, by id: those in
    force, and those its rules journal (kept for the turn) shows installed,
    which includes the entries of a permanent that has died since."""
    state = game.state()["state"]
    out = {int(e["id"]): e for e in state.get("transient_continuous_effects") or ()}
    for entry in (state.get("resolved_rules_journal") or {}).get("entries") or ():
        install = ((entry.get("command") or {}).get("ContinuousEffect") or {}).get("Install")
        if install is not None:
            out.setdefault(int(install["effect"]["id"]), install["effect"])
    return out


def modification(entry: Json) -> tuple[int, int, int]:
    """(permanent, power change, toughness change) of one of phase's entries;
    ``Unsupported`` when it is not a plain +N/+M until end of turn on one
    permanent."""
    affected = entry.get("affected") or {}
    mods = entry.get("modifications") or []
    if (entry.get("duration") != "UntilEndOfTurn" or affected.get("type") != "SpecificObject"
            or not mods or any(m.get("type") not in _CHANGES for m in mods)):
        raise Unsupported(f"phase made a continuous effect the adapter does not report: "
                          f"{entry.get('duration')} {affected.get('type')} "
                          f"{[m.get('type') for m in mods]}")
    power = sum(int(m["value"]) for m in mods if m["type"] == "AddPower")
    toughness = sum(int(m["value"]) for m in mods if m["type"] == "AddToughness")
    return int(affected["id"]), power, toughness


def by_effect(entries: list[Json], events: list[Json]) -> list[list[Json]]:
    """phase's new entries grouped by the effect that made them, in the order
    phase numbered them. phase stamps each entry on its own, so the effects
    are read from the resolution's ``EffectResolved`` events: one "Pump"
    effect (a target's change) makes one entry, one "PumpAll" (a sweeper)
    makes all of them when it is the only such effect. Any other mix cannot
    be split faithfully: unsupported."""
    ordered = sorted(entries, key=lambda e: int(e["id"]))
    kinds = [str((e.get("data") or {}).get("kind")) for e in events if e.get("type") == "EffectResolved"]
    pumps = [k for k in kinds if k.startswith("Pump")]
    if not ordered:
        return []
    if pumps == ["PumpAll"]:
        return [ordered]
    if pumps and all(k == "Pump" for k in pumps) and len(pumps) == len(ordered):
        return [[e] for e in ordered]
    raise Unsupported(f"phase made {len(ordered)} \"until end of turn\" entries in one resolution with "
                      f"effects {pumps}: which effect made which cannot be told")
