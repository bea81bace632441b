"""The phase adapter: phase.rs through its Python bindings, in process."""
from __future__ import annotations

import dataclasses
from typing import Any

from mtgconf.adapters.inprocess import guarded_call
from mtgconf.adapters.phase.board import Table, lay_out, laid_out_attachments, refuse_game_start, turn_offset
from mtgconf.adapters.phase.cards import translate
from mtgconf.adapters.phase.driver import Driver
from mtgconf.adapters.phase.manifest import capabilities
from mtgconf.adapters.phase.prompts import GameOver, Prompts
from mtgconf.adapters.phase.recorder import ZONES, Recorder
from mtgconf.adapters.phase.script import play
from mtgconf.adapters.protocol import Capabilities
from reference_engine.abilities import Effect, EffectKind
from reference_engine.events import Priority
from reference_engine.history import EngineInfo, FinalObject, FinalPlayer, FinalState, History
from reference_engine.scenario import Scenario


class PhaseAdapter:
    """Runs each scenario in a fresh phase game."""

    def __init__(self) -> None:
        self._caps = capabilities()

    def capabilities(self) -> Capabilities:
        return self._caps

    def close(self) -> None:
        """Nothing to release: every run builds its own game."""

    def run(self, scenario: Scenario) -> History:
        # A Rust panic surfaces as a BaseException; the shared guard makes it a finding.
        return guarded_call(self._run, scenario)

    def _run(self, scenario: Scenario) -> History:
        refuse_game_start(scenario)  # a start the adapter cannot make is named before any card
        cards = {c.key: translate(c) for c in scenario.cards}
        table = lay_out(scenario, cards)
        rec = Recorder(table=table, turn=scenario.turn, active=scenario.active_player,
                       turn_offset=turn_offset(scenario))
        driver = Driver(table=table, scenario=scenario, rec=rec, prompts=Prompts(table, scenario),
                        makes_delayed=makes_delayed(scenario), changes_pt=changes_pt(scenario))
        rec.equipped = laid_out_attachments(table, scenario)
        rec.begin(table.opening)
        rec.absorb(list(table.opening.events))
        rec.silent_counters(table.opening)
        rec.ceased_tokens()
        if driver.at_priority():
            driver.opening_triggers()  # state triggers phase found while laying out
            rec.emit(Priority, player=driver.actor(), stack=driver.stack_ids())
        try:
            for index, action in enumerate(scenario.script):
                play(driver, index, action)
        except GameOver:
            pass  # the History ends where the game did
        return History(engine=EngineInfo(name=self._caps.name, version=self._caps.version),
                       scenario_id=scenario.meta.id, events=tuple(rec.events),
                       final=final_state(table, scenario, driver, rec.tokens))


def makes_delayed(scenario: Scenario) -> bool:
    """Whether a card of the scenario can create a delayed trigger (CR 603.7):
    a ``delayed`` part set anywhere in its abilities."""
    return any(_has_delayed(card) for card in scenario.cards)


def changes_pt(scenario: Scenario) -> bool:
    """Whether a card of the scenario can give +N/+M until end of turn (CR 611.2):
    a ``modify_pt`` effect anywhere in its abilities."""
    return any(_has_pt_change(card) for card in scenario.cards)


def _has_pt_change(node: object) -> bool:
    if isinstance(node, (tuple, list)):
        return any(_has_pt_change(x) for x in node)
    if isinstance(node, Effect) and node.kind is EffectKind.MODIFY_PT:
        return True
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return False
    return any(_has_pt_change(getattr(node, f.name)) for f in dataclasses.fields(node))


def _has_delayed(node: object) -> bool:
    if isinstance(node, (tuple, list)):
        return any(_has_delayed(x) for x in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return False
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if (f.name == "delayed" and value is not None) or _has_delayed(value):
            return True
    return False


def final_state(table: Table, scenario: Scenario, driver: Driver, tokens: dict[int, str]) -> FinalState:
    """The players, and the objects still in a zone: the scenario's and the
    tokens made (``tokens``: phase id -> token key), which phase forgets
    once they have ceased to exist."""
    game = table.game
    players = tuple(FinalPlayer(id=p.id, life=int(game.player(p.id)["life"]),
                                hand=len(game.player(p.id)["hand"]), library=len(game.player(p.id)["library"]),
                                lost=bool(game.player(p.id).get("is_eliminated", False)))
                    for p in scenario.players)
    objects = []
    for setup in scenario.objects:
        pid = table.ids.phase_id_of(setup.id)
        assert pid is not None, "the layout placed every scenario object"
        obj: dict[str, Any] = game.object(pid)
        zone = ZONES.get(obj["zone"])
        if zone is None:
            continue
        objects.append(FinalObject(id=table.ids.now(pid), card=setup.card, zone=zone, owner=setup.owner,
                                   controller=obj.get("controller"), tapped=bool(obj.get("tapped")),
                                   damage=int(obj.get("damage_marked") or 0),
                                   phased_out=(obj.get("phase_status") or {}).get("status") == "PhasedOut"))
    present = game.state()["state"]["objects"]
    for pid, key in tokens.items():
        if str(pid) not in present:
            continue
        obj = game.object(pid)
        zone = ZONES.get(obj["zone"])
        if zone is None:
            continue
        objects.append(FinalObject(id=table.ids.now(pid), card=key, zone=zone, owner=int(obj["owner"]),
                                   controller=obj.get("controller"), tapped=bool(obj.get("tapped")),
                                   damage=int(obj.get("damage_marked") or 0), token=True,
                                   phased_out=(obj.get("phase_status") or {}).get("status") == "PhasedOut"))
    return FinalState(players=players, objects=tuple(objects), stack=driver.stack_ids())
