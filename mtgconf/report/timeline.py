"""The event timeline of a counterexample, one lane per player.

Like a Jepsen timeline, each event sits in the lane of the player who acted or
controls what it concerns; game events (zone changes, steps, resolution,
state-based actions) share a "game" lane. Every priority grant carries the
stack as it was then, so a reader can follow the stack through the game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reference_engine import events as ev
from reference_engine.history import History
from reference_engine.ids import TargetRef
from reference_engine.scenario import Scenario

from mtgconf.report.formats import life_key

Translate = Callable[..., str]
GAME_LANE = -1


@dataclass(frozen=True, slots=True)
class EventView:
    seq: int
    kind: str
    lane: int
    """A player id, or ``GAME_LANE``."""
    text: str
    batch: int | None
    causes: tuple[int, ...]
    rolled_back: bool
    flagged: bool
    """One of the events the checker pointed at."""
    stack: tuple[str, ...] | None
    """At a priority grant: the stack, top first."""


@dataclass(frozen=True, slots=True)
class Lane:
    id: int
    label: str


@dataclass(frozen=True, slots=True)
class TimelineView:
    lanes: tuple[Lane, ...]
    events: tuple[EventView, ...]


def timeline_view(history: History, scenario: Scenario | None, flagged: tuple[int, ...], t: Translate) -> TimelineView:
    names = object_names(history, scenario, t)
    rolled = {s for e in history.of_kind(ev.IllegalAction) for s in e.rolled_back}
    players = sorted({p.id for p in scenario.players} if scenario else _players_seen(history))
    lanes = (Lane(GAME_LANE, t("tl.game")), *(Lane(p, t("board.player", id=p)) for p in players))
    views = tuple(
        EventView(
            seq=e.seq, kind=e.kind, lane=_lane(e), text=describe(e, names, t), batch=e.batch,
            causes=tuple(e.causes), rolled_back=e.seq in rolled, flagged=e.seq in flagged,
            stack=tuple(_label(i, names) for i in reversed(e.stack)) if isinstance(e, ev.Priority) else None,
        )
        for e in history.events
    )
    return TimelineView(lanes=lanes, events=views)


def object_names(history: History, scenario: Scenario | None, t: Translate) -> dict[int, str]:
    """Names for every object id the History mentions, learnt as they appear."""
    names: dict[int, str] = {}
    if scenario is not None:
        cards = {c.key: c.name for c in scenario.cards}
        names.update({o.id: cards.get(o.card, o.card) for o in scenario.objects})
    for e in history.events:
        _learn(e, names, scenario, t)
    return names


def _learn(e: ev.Event, names: dict[int, str], scenario: Scenario | None, t: Translate) -> None:
    if isinstance(e, ev.ZoneChange):
        snap = e.after or e.before
        names[e.new_id] = snap.name if snap else names.get(e.old_id, "")
    elif isinstance(e, ev.Cast):
        names.setdefault(e.object, _card_name(scenario, e.card))
    elif isinstance(e, (ev.Triggered, ev.Activated)):
        instance = e.instance if isinstance(e, ev.Triggered) else e.object
        names[instance] = t("tl.ability_of", name=names.get(e.source) or f"#{e.source}") + f" [{e.ability}]"


def _card_name(scenario: Scenario | None, key: str) -> str:
    if scenario is None:
        return key
    return next((c.name for c in scenario.cards if c.key == key), key)


def _players_seen(history: History) -> set[int]:
    return {p for e in history.events if (p := getattr(e, "player", None)) is not None}


def _lane(e: ev.Event) -> int:
    if isinstance(e, (ev.ZoneChange, ev.StepBegin, ev.Resolving, ev.Resolved, ev.Sba, ev.Damage,
                      ev.DamagePrevented, ev.Replaced, ev.RemovedFromStack, ev.LoopLimit)):
        return GAME_LANE
    for attr in ("player", "controller", "new_controller"):
        value = getattr(e, attr, None)
        if value is not None:
            return int(value)
    return GAME_LANE


def _label(obj: int | None, names: dict[int, str]) -> str:
    if obj is None:
        return "\u2014"
    name = names.get(obj, "")
    return f"#{obj} {name}" if name else f"#{obj}"


def _target(x: TargetRef, names: dict[int, str], t: Translate) -> str:
    return _label(x.object, names) if x.object is not None else t("board.player_short", id=x.player)


def _targets(xs: tuple[TargetRef, ...], names: dict[int, str], t: Translate) -> str:
    return ", ".join(_target(x, names, t) for x in xs) or t("tl.target_none")


def describe(e: ev.Event, names: dict[int, str], t: Translate) -> str:
    """One sentence for one event, in the report's language."""
    key, fields = _sentence(e, names, t)
    return t(key, **fields)


def _sentence(e: ev.Event, names: dict[int, str], t: Translate) -> tuple[str, dict[str, object]]:
    def p(i: int) -> str:
        return t("board.player_short", id=i)

    def o(i: int | None) -> str:
        return _label(i, names)

    match e:
        case ev.ZoneChange():
            return "ev.zone_change", {"obj": o(e.old_id), "from": t(f"zone.{e.from_zone.value}"),
                                      "to": t(f"zone.{e.to_zone.value}"), "new": e.new_id}
        case ev.ControlChange():
            return "ev.control_change", {"obj": o(e.object), "old": p(e.old_controller), "new": p(e.new_controller)}
        case ev.Damage():
            key = "ev.damage_combat" if e.combat else "ev.damage"
            return key, {"src": o(e.source), "n": e.amount, "tgt": _target(e.target, names, t)}
        case ev.DamagePrevented():
            return "ev.damage_prevented", {"src": o(e.source), "n": e.amount, "tgt": _target(e.target, names, t)}
        case ev.Replaced():
            return "ev.replaced", {"what": e.original}
        case ev.Tapped() | ev.Untapped():
            return f"ev.{e.kind}", {"obj": o(e.object)}
        case ev.Counters():
            return "ev.counters", {"obj": o(e.object), "n": f"{e.amount:+d}", "counter": e.counter}
        case ev.Life():
            key = life_key("ev.life" if e.amount > 0 else "ev.life_loss", e.amount)
            return key, {"p": p(e.player), "n": abs(e.amount), "total": e.total}
        case ev.Draw() | ev.Discard():
            return f"ev.{e.kind}", {"p": p(e.player), "obj": e.object}
        case ev.StepBegin():
            return "ev.step_begin", {"turn": e.turn, "step": t(f"step.{e.step.value}"), "p": p(e.active_player)}
        case ev.Triggered():
            key = "ev.triggered_delayed" if e.delayed else "ev.triggered"
            return key, {"ability": o(e.instance), "src": e.source}
        case ev.PutOnStack():
            return "ev.put_on_stack", {"obj": o(e.object), "targets": _targets(e.targets, names, t)}
        case ev.RemovedFromStack():
            return "ev.removed_from_stack", {"obj": o(e.object), "reason": t(f"reason.{e.reason.value}")}
        case ev.Resolving() | ev.Resolved():
            return f"ev.{e.kind}", {"obj": o(e.object)}
        case ev.Choice():
            return "ev.choice", {"p": p(e.player), "value": t("ev.yes" if e.value else "ev.no"),
                                 "choice": e.choice.value, "obj": o(e.object)}
        case ev.Cast():
            return "ev.cast", {"p": p(e.player), "obj": o(e.object), "targets": _targets(e.targets, names, t)}
        case ev.Activated():
            return "ev.activated", {"p": p(e.player), "ability": o(e.object), "obj": e.object}
        case ev.CostLocked():
            return "ev.cost_locked", {"obj": o(e.object), "mana": e.mana or "{0}"}
        case ev.CostPaid():
            return "ev.cost_paid", {"p": p(e.player), "obj": o(e.object), "what": _paid(e, names, t)}
        case ev.ManaAdded():
            return "ev.mana_added", {"p": p(e.player), "mana": e.mana}
        case ev.IllegalAction():
            who = p(e.player) if e.player is not None else "\u2014"
            return "ev.illegal_action", {"action": e.action, "p": who, "reason": e.reason}
        case ev.Sba():
            subject = o(e.object) if e.object is not None else (p(e.player) if e.player is not None else "\u2014")
            return "ev.sba", {"rule": e.rule, "obj": subject}
        case ev.Priority() | ev.PassPriority():
            return f"ev.{e.kind}", {"p": p(e.player)}
        case ev.AttackersDeclared():
            return "ev.attackers_declared", {"pairs": ", ".join(f"{o(a)} \u2192 {p(d)}" for a, d in e.attackers)}
        case ev.BlockersDeclared():
            return "ev.blockers_declared", {"pairs": ", ".join(f"{o(b)} \u2192 {o(a)}" for b, a in e.blocks)}
        case ev.Chose():
            return "ev.chose", {"p": p(e.player), "value": e.value, "obj": o(e.object)}
        case ev.BecameBlocked():
            return "ev.became_blocked", {"obj": o(e.object)}
        case ev.DelayedCreated():
            return "ev.delayed_created", {"p": p(e.controller), "ability": e.ability}
        case ev.PlayerLost():
            return "ev.player_lost", {"p": p(e.player), "rule": f"({e.rule})" if e.rule else ""}
        case ev.LoopLimit():
            return "ev.loop_limit", {"what": e.what, "n": e.limit}
        case ev.Unattached():
            return "ev.unattached", {"obj": o(e.object), "host": o(e.host)}
        case ev.Attached():
            return "ev.attached", {"obj": o(e.object), "host": o(e.host)}
        case ev.PhasedOut() | ev.PhasedIn():
            return f"ev.{e.kind}", {"obj": o(e.object)}
        case ev.SpecialAction():
            return "ev.special_action", {"p": p(e.player), "ability": e.ability, "obj": o(e.object)}
        case ev.Revealed():
            return "ev.revealed", {"p": p(e.player), "ability": e.ability, "obj": o(e.object)}
        case ev.PtModified():
            return "ev.pt_modified", {"obj": o(e.object), "change": f"{e.power:+d}/{e.toughness:+d}"}
        case ev.WoreOff():
            return "ev.wore_off", {"obj": o(e.object), "n": e.damage,
                                   "ended": ", ".join(f"#{s}" for s in e.ended) or "-"}
        case ev.TokenCreated():
            return "ev.token_created", {"p": p(e.controller), "obj": o(e.object), "card": e.card}
        case ev.CeasedToExist():
            return "ev.ceased_to_exist", {"obj": o(e.object), "zone": e.zone.value}
    return "ev.unknown", {"kind": getattr(e, "kind", "?")}


def _paid(e: ev.CostPaid, names: dict[int, str], t: Translate) -> str:
    parts = [e.mana] if e.mana else []
    if e.life:
        parts.append(t(life_key("board.life", e.life), n=e.life))
    if e.tapped_source:
        parts.append("{T}")
    parts.extend(t("tl.sacrificed", obj=_label(i, names)) for i in e.sacrificed)
    parts.extend(t("tl.discarded", obj=_label(i, names)) for i in e.discarded)
    return ", ".join(parts) or t("ev.nothing")
