"""Laying out a scenario's exact board in a phase game.

A game is started with decks holding exactly the scenario's cards, the
mulligans are kept, debug mode is switched on (by reloading the exported
state) and every card is moved where the scenario puts it with phase's debug
actions. What debug actions cannot express is refused as ``Unsupported``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from mtgconf.adapters.phase.cards import Translated
from mtgconf.adapters.phase.counters import counts
from mtgconf.adapters.phase.departure import EngineCall, before_call
from mtgconf.adapters.phase.ids import IdMap
from mtgconf.adapters.protocol import Unsupported
from reference_engine.cards import mana_symbols
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import ObjectSetup, Scenario

STEP_NAMES: dict[Step, str] = {
    Step.UNTAP: "Untap", Step.UPKEEP: "Upkeep", Step.DRAW: "Draw",
    Step.PRECOMBAT_MAIN: "PreCombatMain", Step.BEGINNING_OF_COMBAT: "BeginCombat",
    Step.DECLARE_ATTACKERS: "DeclareAttackers", Step.DECLARE_BLOCKERS: "DeclareBlockers",
    Step.COMBAT_DAMAGE: "CombatDamage", Step.END_OF_COMBAT: "EndCombat",
    Step.POSTCOMBAT_MAIN: "PostCombatMain", Step.END: "End", Step.CLEANUP: "Cleanup",
}
ZONE_NAMES: dict[Zone, str] = {
    Zone.LIBRARY: "Library", Zone.HAND: "Hand", Zone.BATTLEFIELD: "Battlefield",
    Zone.GRAVEYARD: "Graveyard", Zone.STACK: "Stack", Zone.EXILE: "Exile",
}
_MANA = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
_COUNTER_TYPES = {"+1/+1": "P1P1", "-1/-1": "M1M1", "loyalty": "loyalty"}
"""The counters a permanent can start with, as phase's state names them."""
FILLER = "mtgconf deck filler"
"""phase refuses a seat with an empty deck: each deck gets one card of this
name, removed from the state before play."""
_FILLER_FACE = {"name": FILLER, "colors": [], "colorIdentity": [], "layout": "normal", "manaValue": 0,
                "identifiers": {}, "type": "Land", "types": ["Land"], "text": ""}


@dataclass(slots=True)
class Table:
    """A phase game laid out for one scenario."""

    engine: Any
    game: Any
    ids: IdMap
    cards_by_name: dict[str, Translated]
    opening: EngineCall = field(default_factory=EngineCall)
    """What phase did while handing the active player first priority (its
    state-based actions), for the History, with its state just before."""
    token_names: dict[int, str] = field(default_factory=dict)
    """phase id of every token made -> its name: phase forgets a token once
    it has ceased to exist, while its triggers still name it as source."""

    def name_of(self, pid: int) -> str:
        """The object's name, lower-cased (a token's even once it is gone)."""
        if pid in self.token_names and str(pid) not in self.game.state()["state"]["objects"]:
            return self.token_names[pid]
        return str(self.game.object(pid)["name"]).lower()


def refuse_game_start(scenario: Scenario) -> None:
    """A game being started (opening-hand actions) cannot be laid out."""
    if scenario.game_start:
        raise Unsupported("the phase adapter lays out a game already under way; it cannot start one "
                          "(game_start: opening-hand actions, CR 103.6)")


def refuse_unlayable(scenario: Scenario) -> None:
    """Refuse what this adapter cannot lay out, before starting a game."""
    refuse_game_start(scenario)
    if scenario.effects:
        raise Unsupported("phase cannot be given continuous effects already in force")
    if any(p.lands_played for p in scenario.players):
        raise Unsupported("lands already played this turn cannot be set in phase")
    for o in scenario.objects:
        if o.zone is Zone.STACK:
            raise Unsupported(f"object {o.id} starts on the stack; phase cannot lay that out")
        if o.attached_to is not None and not _attachable(scenario, o):
            raise Unsupported(f"object {o.id} starts attached, but is no Aura or Equipment on the battlefield "
                              "attached to a permanent; not laid out")
        if (o.counters or o.damage) and o.zone is not Zone.BATTLEFIELD:
            raise Unsupported(f"object {o.id} starts with counters or damage off the battlefield; not laid out")
        unknown = sorted(set(o.counters) - set(_COUNTER_TYPES))
        if unknown:
            raise Unsupported(f"object {o.id} starts with {', '.join(unknown)} counters, which the phase "
                              "adapter does not lay out")
    names = [c.name.lower() for c in scenario.cards]
    if len(set(names)) != len(names):
        raise Unsupported("two card definitions share a name; phase looks cards up by name")


def lay_out(scenario: Scenario, cards: dict[str, Translated]) -> Table:
    import phase

    refuse_unlayable(scenario)
    by_name = {t.card.name.lower(): t for t in cards.values()}
    if FILLER in by_name:
        raise Unsupported(f"a card is named {FILLER!r}, the adapter's own deck filler")
    faces = {n: t.face for n, t in by_name.items()} | {FILLER: _filler_face()}
    engine = phase.Engine.from_json(json.dumps(faces))
    decks = [[scenario.card(o.card).name for o in scenario.objects if o.owner == p.id] + [FILLER]
             for p in scenario.players]
    game = engine.new_game(decks[0], decks[1], extra_players=decks[2:] or None, seed=0,
                           first_player=scenario.active_player,
                           format="Standard" if len(decks) == 2 else "FreeForAll")
    _keep_hands(game)
    state = game.state()
    state["state"]["debug_mode"] = True
    game = engine.load_game(state)
    ids = IdMap(next_id=max([o.id for o in scenario.objects], default=0) + 1)
    _place_objects(game, scenario, ids)
    game = _order_libraries(engine, game, scenario, ids)
    _debug(game, "SetPhase", {"phase": STEP_NAMES[scenario.step], "active_player": scenario.active_player})
    for p in scenario.players:
        _debug(game, "SetLife", {"player_id": p.id, "life": p.life})
        if p.mana_pool:  # after SetPhase, which empties mana pools
            _debug(game, "AddMana", {"player_id": p.id, "mana": pool_list(p.mana_pool)})
    check_layout(game, scenario, ids)
    game, call = _hand_priority_over(engine, game, scenario)
    return Table(engine=engine, game=game, ids=ids, cards_by_name=by_name, opening=call)


def _hand_priority_over(engine: Any, game: Any, scenario: Scenario) -> tuple[Any, EngineCall]:
    """The scenario's active player is *about to* receive priority, so the
    checks made first (SBAs, state triggers: CR 117.5, 603.8) are still due.
    Debug edits bypass them, and phase runs them only while handing priority
    over. So the seat before the active player holds priority and passes it
    on, with the stack empty and no pass counted: phase makes its own checks
    and gives the active player priority. That pass is layout, not script;
    the pass count is cleared after it. Its events, but the pass, are kept."""
    if game.waiting_for()["type"] != "Priority" or game.stack():
        return game, EngineCall()
    order = list(scenario.turn_order) or [p.id for p in scenario.players]
    before = order[(order.index(scenario.active_player) - 1) % len(order)]
    state = game.state()
    inner = state["state"]
    inner["waiting_for"] = {"type": "Priority", "data": {"player": before}}
    inner["priority_player"], inner["priority_pass_count"], inner["priority_passes"] = before, 0, []
    game = engine.load_game(state)
    call = before_call(game)
    events = tuple(e for e in game.apply(before, {"type": "PassPriority"}).events if e["type"] != "PriorityPassed")
    wait = game.waiting_for()
    if wait["type"] != "Priority" or wait["data"]["player"] != scenario.active_player:
        raise Unsupported("phase did not hand priority to the active player after layout")
    state = game.state()
    state["state"]["priority_pass_count"], state["state"]["priority_passes"] = 0, []
    _agree_on_departures(state["state"])
    return engine.load_game(state), call.after(list(events))


def _agree_on_departures(inner: dict[str, Any]) -> None:
    """phase 0.103.0 cannot load every state it exports: when objects leave
    together and a leaves trigger goes on the stack, the trigger's copy of the
    zone-change record names the other leavers (``co_departed``) while the
    journal's and the turn's copies do not, and loading refuses the mismatch
    ("ZoneChanged record has no ledger occurrence"). The trigger's copy is the
    full one, so the other two are given its list before the reload."""
    full: dict[tuple[int, int], list[int]] = {}
    for entry in inner.get("stack") or ():
        event = (entry.get("kind") or {}).get("data", {}).get("trigger_event") or {}
        record = (event.get("data") or {}).get("record") if isinstance(event, dict) else None
        if isinstance(record, dict) and record.get("co_departed"):
            full[_record_key(record)] = list(record["co_departed"])
    if not full:
        return
    records = list(inner.get("zone_changes_this_turn") or ())
    for e in (inner.get("resolved_rules_journal") or {}).get("entries") or ():
        change = (e.get("command") or {}).get("ZoneChange")
        if change:
            records.append(change["zone_change_record"])
    for record in records:
        if not record.get("co_departed") and _record_key(record) in full:
            record["co_departed"] = full[_record_key(record)]


def _record_key(record: dict[str, Any]) -> tuple[int, int]:
    return int(record["object_id"]), int(record.get("recorded_turn_number") or 0)


def pool_list(pool: str) -> list[str]:
    """"{B}{B}{2}" -> ["Black", "Black", "Colorless", "Colorless"]: a generic
    number in a pool stands for that much colourless mana."""
    out: list[str] = []
    for sym in mana_symbols(pool):
        if sym.isdigit():
            out += ["Colorless"] * int(sym)
        elif sym in _MANA:
            out.append(_MANA[sym])
        else:
            raise Unsupported(f"mana symbol {{{sym}}} in a pool cannot be added in phase")
    return out


def _debug(game: Any, kind: str, data: dict[str, Any] | None) -> Any:
    return game.apply(0, {"type": "Debug", "data": {"type": kind, "data": data}})


def _keep_hands(game: Any) -> None:
    for _ in range(16):
        wait = game.waiting_for()
        if wait["type"] != "MulliganDecision":
            return
        keep = [a for a in game.actions() if a.kind == "MulliganDecision"
                and a.data["choice"]["type"] == "Keep"]
        game.apply(wait["data"]["pending"][0]["player"], keep[0])


def _place_objects(game: Any, scenario: Scenario, ids: IdMap) -> None:
    state = game.state()["state"]
    for player in state["players"]:
        for oid in list(player["hand"]):
            _debug(game, "MoveToZone", {"object_id": oid, "to_zone": "Library"})
    state = game.state()["state"]
    used: set[int] = set()
    for setup in scenario.objects:
        oid = _take(state, setup, scenario.card(setup.card).name, used)
        if setup.zone is not Zone.LIBRARY:
            _debug(game, "MoveToZone", {"object_id": oid, "to_zone": ZONE_NAMES[setup.zone]})
        _set_status(game, oid, setup)
        ids.place(oid, setup.id, int(game.object(oid).get("incarnation", 0)))  # absent until it first moves


def _take(state: dict[str, Any], setup: ObjectSetup, name: str, used: set[int]) -> int:
    for oid in state["players"][setup.owner]["library"]:
        if oid not in used and state["objects"][str(oid)]["name"] == name:
            used.add(oid)
            return int(oid)
    raise Unsupported(f"phase did not deal card {name!r} for object {setup.id}")


def _set_status(game: Any, oid: int, setup: ObjectSetup) -> None:
    if setup.zone is not Zone.BATTLEFIELD:
        return
    if setup.controller is not None and setup.controller != setup.owner:
        _debug(game, "SetController", {"object_id": oid, "controller": setup.controller})
    _debug(game, "SetSummoningSickness", {"object_id": oid, "sick": setup.summoning_sick})
    if setup.tapped:
        _debug(game, "SetTapped", {"object_id": oid, "tapped": True})


def _filler_face() -> dict[str, Any]:
    from mtgconf.adapters.phase.cards import build_face

    return build_face(json.dumps(_FILLER_FACE, sort_keys=True))


def _order_libraries(engine: Any, game: Any, scenario: Scenario, ids: IdMap) -> Any:
    """Library order, turn order, the turn number and the counters and damage
    permanents start with are not reachable by debug actions: edit the
    exported state, then reload it (phase works out power and toughness
    again as it loads; ``check_layout`` reads all of it back). The deck
    fillers (all still in libraries) are dropped here."""
    state = game.state()
    inner = state["state"]
    for o in scenario.objects:
        if o.zone is Zone.BATTLEFIELD and (o.counters or o.damage):
            obj = inner["objects"][str(ids.phase_id_of(o.id))]
            obj["counters"] = {_COUNTER_TYPES[k]: n for k, n in o.counters.items() if n}
            obj["damage_marked"] = o.damage
    for o in scenario.objects:
        if o.zone is Zone.BATTLEFIELD and CardType.PLANESWALKER in scenario.card(o.card).types:
            # phase reads a planeswalker with no loyalty entry among its
            # counters as having its printed loyalty: the count is written
            # even when it is 0, so that none means none (CR 306.5b)
            obj = inner["objects"][str(ids.phase_id_of(o.id))]
            obj["loyalty"] = o.counters.get("loyalty", 0)
            obj["counters"] = {_COUNTER_TYPES[k]: n for k, n in o.counters.items() if n} | {"loyalty": obj["loyalty"]}
    for o in scenario.objects:
        if o.attached_to is not None:
            _attach(inner, ids.phase_id_of(o.id), ids.phase_id_of(o.attached_to))
    for p in scenario.players:
        top_first = [ids.phase_id_of(o.id) for o in scenario.objects
                     if o.zone is Zone.LIBRARY and o.owner == p.id]
        inner["players"][p.id]["library"] = top_first
    for key in [k for k, o in inner["objects"].items() if o["name"] == FILLER]:
        del inner["objects"][key]
    if scenario.turn_order:
        inner["seat_order"] = list(scenario.turn_order)
    inner["turn_number"] = scenario.turn + turn_offset(scenario)
    return engine.load_game(state)


def _attachable(scenario: Scenario, o: ObjectSetup) -> bool:
    """An Aura or Equipment on the battlefield attached to a permanent: what
    phase's state can hold (an attachment is written into it, then reloaded)."""
    host = next((h for h in scenario.objects if h.id == o.attached_to), None)
    kinds = set(scenario.card(o.card).subtypes) & {"Aura", "Equipment"}
    return bool(kinds) and o.zone is Zone.BATTLEFIELD and host is not None and host.zone is Zone.BATTLEFIELD


def laid_out_attachments(table: Table, scenario: Scenario) -> dict[int, int]:
    """phase id of each attachment laid out -> that of its host."""
    out: dict[int, int] = {}
    for o in scenario.objects:
        pid = table.ids.phase_id_of(o.id)
        host = table.ids.phase_id_of(o.attached_to) if o.attached_to is not None else None
        if pid is not None and host is not None:
            out[pid] = host
    return out


def _attach(inner: dict[str, Any], pid: int | None, host: int | None) -> None:
    assert pid is not None and host is not None  # both were placed
    inner["objects"][str(pid)]["attached_to"] = {"type": "Object", "data": host}
    inner["objects"][str(host)].setdefault("attachments", []).append(pid)


def turn_offset(scenario: Scenario) -> int:
    """How far phase's turn number runs ahead of the scenario's. phase reads
    turn 1 as the game's first turn (the starting player skips its draw, CR
    103.8a); a scenario is at the game's first turn only when it is a
    ``game_start`` one, so any other scenario's turns are shifted by two."""
    return 0 if scenario.game_start else 2


def check_layout(game: Any, scenario: Scenario, ids: IdMap) -> None:
    """phase validates loaded states weakly, so read the board back."""
    for setup in scenario.objects:
        pid = ids.phase_id_of(setup.id)
        obj = game.object(pid)
        want_controller = setup.controller if setup.controller is not None else setup.owner
        if obj["zone"] != ZONE_NAMES[setup.zone]:
            raise Unsupported(f"phase left object {setup.id} in {obj['zone']}, not {setup.zone}")
        if setup.zone is Zone.BATTLEFIELD and (
                obj["controller"] != want_controller or obj["tapped"] != setup.tapped):
            raise Unsupported(f"phase did not take object {setup.id}'s controller or tapped status")
        if setup.zone is Zone.BATTLEFIELD and (
                counts(obj) != {k: n for k, n in setup.counters.items() if n}
                or int(obj.get("damage_marked") or 0) != setup.damage):
            raise Unsupported(f"phase did not take object {setup.id}'s counters or damage")
        host = setup.attached_to
        if host is not None and obj.get("attached_to") != {"type": "Object", "data": ids.phase_id_of(host)}:
            raise Unsupported(f"phase did not keep object {setup.id} attached to object {host}")
    for p in scenario.players:
        if game.player(p.id)["life"] != p.life:
            raise Unsupported(f"phase did not set player {p.id}'s life")
