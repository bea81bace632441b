"""A phase game driven through phase-python's own API alone, for the tests
that confirm a finding outside the suite (no mtgconf code is imported).

Cards are MTGJSON-shaped dicts with Oracle text, parsed by
``phase.build_oracle_face``; the board is laid out with phase's debug actions.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

FILLER = "Native Filler"

Json = dict[str, Any]


def card(name: str, type_line: str, text: str = "", cost: str | None = None,
         pt: tuple[int, int] | None = None, keywords: tuple[str, ...] = ()) -> Json:
    """An MTGJSON AtomicCard-shaped dict (camelCase keys, as phase reads them).
    phase takes the card's own keyword abilities ("First strike") from
    ``keywords``, not from its text."""
    types = type_line.split(" — ")[0].split()
    d: Json = {"name": name, "colors": [], "colorIdentity": [], "layout": "normal", "manaValue": 0,
               "identifiers": {}, "type": type_line, "types": types, "subtypes": [], "supertypes": [],
               "text": text}
    if cost is not None:
        d["manaCost"] = cost
    if pt is not None:
        d["power"], d["toughness"] = str(pt[0]), str(pt[1])
    if keywords:
        d["keywords"] = list(keywords)
    return d


@dataclass
class Native:
    """One phase game; ``where[seat]`` lists (card name, zone) to lay out."""

    cards: list[Json]
    where: list[list[tuple[str, str]]]
    step: str = "PreCombatMain"
    mana: dict[int, list[str]] = field(default_factory=dict)
    life: dict[int, int] = field(default_factory=dict)
    events: list[Json] = field(default_factory=list)
    attackers: list[str] = field(default_factory=list)
    """Cards that attack player 1 when phase asks for attackers."""
    blocks: list[tuple[str, str]] = field(default_factory=list)
    """(blocker, attacker) card names declared when phase asks for blockers."""
    triggers: dict[int, str] = field(default_factory=dict)
    """Every triggered ability seen on phase's stack: its stack id -> source name."""

    def __post_init__(self) -> None:
        import phase

        faces = {c["name"].lower(): phase.build_oracle_face(c, None) for c in self.cards}
        faces[FILLER.lower()] = phase.build_oracle_face(card(FILLER, "Land"), None)
        self.engine = phase.Engine.from_json(json.dumps(faces))
        decks = [[n for n, _ in seat] + [FILLER] for seat in self.where]
        game = self.engine.new_game(decks[0], decks[1], extra_players=decks[2:] or None, seed=0,
                                    first_player=0, format="Standard" if len(decks) == 2 else "FreeForAll")
        for _ in range(16):
            wait = game.waiting_for()
            if wait["type"] != "MulliganDecision":
                break
            keep = [a for a in game.actions() if a.kind == "MulliganDecision"
                    and a.data["choice"]["type"] == "Keep"]
            game.apply(wait["data"]["pending"][0]["player"], keep[0])
        state = game.state()
        state["state"]["debug_mode"] = True
        self.game = self.engine.load_game(state)
        self.ids: dict[str, int] = {}
        self._lay_out()

    def _debug(self, kind: str, data: Json) -> None:
        self.game.apply(0, {"type": "Debug", "data": {"type": kind, "data": data}})

    def _lay_out(self) -> None:
        for player in self.game.state()["state"]["players"]:
            for oid in list(player["hand"]):
                self._debug("MoveToZone", {"object_id": oid, "to_zone": "Library"})
        state = self.game.state()["state"]
        used: set[int] = set()
        for seat, placements in enumerate(self.where):
            for name, zone in placements:
                oid = next(int(o) for o in state["players"][seat]["library"]
                           if int(o) not in used and state["objects"][str(o)]["name"] == name)
                used.add(oid)
                self.ids.setdefault(name, oid)
                if zone != "Library":
                    self._debug("MoveToZone", {"object_id": oid, "to_zone": zone})
                if zone == "Battlefield":
                    self._debug("SetSummoningSickness", {"object_id": oid, "sick": False})
        self._debug("SetPhase", {"phase": self.step, "active_player": 0})
        for seat, total in self.life.items():
            self._debug("SetLife", {"player_id": seat, "life": total})
        for seat, pool in self.mana.items():
            self._debug("AddMana", {"player_id": seat, "mana": pool})

    # ------------------------------------------------------------ playing

    def act(self, seat: int, action: Any) -> None:
        self.events += list(self.game.apply(seat, action).events)
        for entry in self.game.stack():
            if entry["kind"]["type"] == "TriggeredAbility":
                self.triggers[int(entry["id"])] = str(self.game.object(int(entry["source_id"]))["name"])

    def next_step(self) -> None:
        """Every player passes with the stack empty: the next step begins."""
        start = self.game.phase
        for _ in range(8):
            if self.game.phase != start or self.game.stack():
                return
            self.pass_priority()

    def answer(self, accept: bool = True) -> bool:
        """Answer the pending prompt other than priority; False at priority."""
        wait = self.game.waiting_for()
        kind, data = wait["type"], wait.get("data") or {}
        player = int(data.get("player", self.game.priority_player()))
        if kind == "Priority" or kind == "GameOver":
            return False
        if kind == "OptionalEffectChoice":
            self.act(player, {"type": "DecideOptionalEffect", "data": {"accept": accept}})
        elif kind == "OrderTriggers":
            self.act(player, {"type": "OrderTriggers", "data": {"order": list(range(len(data["triggers"])))}})
        elif kind == "DeclareAttackers":
            attacks = [[self.ids[a], {"type": "Player", "data": 1}] for a in self.attackers]
            self.attackers = []
            self.act(player, {"type": "DeclareAttackers", "data": {"attacks": attacks, "bands": []}})
        elif kind == "DeclareBlockers":
            pairs = [[self.ids[b], self.ids[a]] for b, a in self.blocks]
            self.blocks = []
            self.act(player, {"type": "DeclareBlockers", "data": {"assignments": pairs}})
        else:
            offered = self.game.actions()
            self.act(player, offered[0])
        return True

    def settle(self, accept: bool = True) -> None:
        while self.answer(accept):
            pass

    def cast(self, name: str, seat: int = 0) -> None:
        self.settle()
        oid = self.ids[name]
        offered = [a for a in self.game.actions() if a.kind == "CastSpell" and a.data["object_id"] == oid]
        assert offered, f"phase offers no cast of {name}"
        self.act(seat, offered[0])
        self.settle()

    def activate(self, name: str, seat: int) -> None:
        """``seat`` activates the first ability of ``name`` (it must hold priority)."""
        self.settle()
        oid = self.ids[name]
        offered = [a for a in self.game.actions() if a.kind == "ActivateAbility" and a.data["source_id"] == oid]
        assert offered, f"phase offers no activation of {name}"
        self.act(seat, offered[0])
        self.settle()

    def pass_priority(self, accept: bool = True) -> None:
        self.settle(accept)
        self.act(self.game.priority_player(), {"type": "PassPriority"})
        self.settle(accept)

    def resolve_stack(self, accept: bool = True, limit: int = 40) -> None:
        """Pass until the stack is empty (every pending trigger resolved)."""
        for _ in range(limit):
            self.settle(accept)
            if not self.game.stack():
                return
            self.pass_priority(accept)
        raise AssertionError("the stack did not empty")

    def player_life(self, seat: int) -> int:
        return int(self.game.player(seat)["life"])

    def of_type(self, kind: str) -> list[Json]:
        return [e for e in self.events if e["type"] == kind]
