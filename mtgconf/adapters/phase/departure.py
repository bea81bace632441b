"""A player leaving a game, as phase does it (CR 800.4a).

phase reports ``PlayerLost``, moves every card the loser owns to its exile
zone (it has no zone outside the game), reports ``PlayerEliminated``, then
exiles what the loser still controls. Two things come with no event: a
permanent the loser had taken with a control-changing effect goes back, and
the loser's abilities leave the stack. Both are read by comparing phase's
state just before the engine call with its state after it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgconf.adapters.phase.counters import on_battlefield

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class EngineCall:
    """One engine call: phase's state just before it, and its events."""

    controllers: dict[int, int] = field(default_factory=dict)
    """Each permanent on the battlefield -> its controller."""
    stack: tuple[Json, ...] = ()
    events: tuple[Json, ...] = ()
    counters: dict[int, dict[str, int]] = field(default_factory=dict)
    """Each permanent on the battlefield -> its counters (``counters.py``)."""
    damage: dict[int, int] = field(default_factory=dict)
    """Each permanent on the battlefield with damage marked -> that damage."""

    def after(self, events: list[Json]) -> EngineCall:
        return EngineCall(controllers=self.controllers, stack=self.stack, events=tuple(events),
                          counters=self.counters, damage=self.damage)

    def touched(self, kind: str) -> set[int]:
        """The objects the call's events of this kind name."""
        return {int(e["data"]["object_id"]) for e in self.events if e.get("type") == kind}


def before_call(game: Any) -> EngineCall:
    permanents = game.battlefield()
    return EngineCall(controllers={int(o["id"]): int(o["controller"]) for o in permanents},
                      stack=tuple(game.stack()), counters=on_battlefield(game),
                      damage={int(o["id"]): int(o["damage_marked"]) for o in permanents if o.get("damage_marked")})


@dataclass(slots=True)
class Leaving:
    """The players leaving in one engine call, and the History batch their
    departure shares (phase reports no state-based action to share it with)."""

    batch: int
    lost: dict[int, int] = field(default_factory=dict)
    """Each player who lost -> the seq of their ``player_lost``."""

    def cause(self, owner: int, controller: int | None) -> int | None:
        """The loss that moved an object: its owner's, else its controller's."""
        if owner in self.lost:
            return self.lost[owner]
        return self.lost.get(controller) if controller is not None else None


def controller_before(call: EngineCall, data: Json) -> int | None:
    """Who controlled a moving object just before the call: the permanent's
    controller, or the stack entry's for a spell."""
    pid = int(data["object_id"])
    if pid in call.controllers:
        return call.controllers[pid]
    return next((int(e["controller"]) for e in call.stack if int(e["id"]) == pid), None)


def returned(game: Any, call: EngineCall, player: int) -> list[tuple[int, int]]:
    """(object, new controller) for each permanent the player controlled that
    is still on the battlefield under someone else, with no
    ``ControllerChanged`` nor zone change in the call to explain it."""
    now = {int(o["id"]): int(o["controller"]) for o in game.battlefield()}
    explained = call.touched("ControllerChanged") | call.touched("ZoneChanged")
    return [(pid, now[pid]) for pid, was in call.controllers.items()
            if was == player and pid in now and now[pid] != player and pid not in explained]


def ceased(game: Any, call: EngineCall, player: int) -> list[Json]:
    """The player's abilities that were on the stack before the call and are
    gone after it, neither resolved nor countered."""
    live = {int(e["id"]) for e in game.stack()}
    explained = call.touched("StackResolved") | call.touched("SpellCountered")
    return [e for e in call.stack if e["kind"]["type"] != "Spell" and int(e["controller"]) == player
            and int(e["id"]) not in live | explained]
