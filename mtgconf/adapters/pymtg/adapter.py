"""The python-mtg adapter: python-mtg's Datalog engine, in process."""
from __future__ import annotations

import traceback
from typing import TYPE_CHECKING

from mtgconf.adapters.inprocess import NOT_ENGINE_FAULTS
from mtgconf.adapters.protocol import Capabilities, EngineFault, FaultKind
from mtgconf.adapters.pymtg.board import Table, lay_out, refuse_game_start
from mtgconf.adapters.pymtg.cards import translate
from mtgconf.adapters.pymtg.hooks import Hooks
from mtgconf.adapters.pymtg.manifest import capabilities
from mtgconf.adapters.pymtg.policy import Policy
from mtgconf.adapters.pymtg.recorder import Recorder, view
from mtgconf.adapters.pymtg.script import Player
from mtgconf.adapters.pymtg.triggers import TriggerLog
from reference_engine.history import EngineInfo, FinalObject, FinalPlayer, FinalState, History
from reference_engine.ids import Zone
from reference_engine.scenario import Scenario

if TYPE_CHECKING:
    from mtg.game import Game  # untyped: python-mtg ships no type information

_EVIDENCE_TAIL = 4000
"""Characters of the driver's play-by-play kept as fault evidence."""


class PythonMtgAdapter:
    """Runs each scenario in a fresh python-mtg game."""

    def __init__(self) -> None:
        self._caps = capabilities()

    def capabilities(self) -> Capabilities:
        return self._caps

    def close(self) -> None:
        """Nothing to release: every run builds its own game."""

    def run(self, scenario: Scenario) -> History:
        refuse_game_start(scenario)
        cards = {c.key: translate(c) for c in scenario.cards}  # Unsupported before any engine call
        policy = Policy(scenario)
        hooks: Hooks | None = None
        try:
            from mtg import driver
            from mtg.game import Game

            driver.clear_cache()  # the engine caches derivations across games
            table = lay_out(scenario, cards, policy)
            rec = Recorder.start(table, scenario.turn)
            hooks = Hooks(rec=rec, triggers=TriggerLog(rec))
            policy.hooks = hooks
            with hooks.installed():
                player = Player(game=Game.from_state(table.state), table=table, hooks=hooks, policy=policy)
                for index, action in enumerate(scenario.script):
                    if player.game.is_game_over():
                        break
                    player.play(index, action)
            return History(engine=EngineInfo(name=self._caps.name, version=self._caps.version),
                           scenario_id=scenario.meta.id, events=tuple(rec.events),
                           final=final_state(table, rec, player.game))
        except NOT_ENGINE_FAULTS:
            raise
        except BaseException as err:  # noqa: BLE001 - kept apart from guarded_call for the driver output
            printed = hooks.out.getvalue()[-_EVIDENCE_TAIL:] if hooks is not None else ""
            raise EngineFault(FaultKind.EXCEPTION, f"{type(err).__name__}: {err}",
                              evidence=traceback.format_exc() + "\n--- driver output ---\n" + printed) from None


def final_state(table: Table, rec: Recorder, game: Game) -> FinalState:
    state = game.state
    now = view(table, state)
    loser = state.get("_loser")
    players = tuple(
        FinalPlayer(id=seat, life=now.life.get(name, 0),
                    hand=sum(1 for p, _ in state.get("in_hand", ()) if p == name),
                    library=sum(1 for p, _ in state.get("in_library", ()) if p == name),
                    lost=loser == name)
        for seat, name in enumerate(table.players))
    objects = []
    for sid, tid in sorted(table.instance.items()):
        zone = now.zones.get(tid)
        if zone is None:
            continue
        on_bf = zone is Zone.BATTLEFIELD
        objects.append(FinalObject(id=rec.current[tid], card=table.cards[tid].card.key, zone=zone,
                                   owner=table.owner[tid], controller=table.owner[tid] if on_bf else None,
                                   tapped=on_bf and tid in now.tapped))
    return FinalState(players=players, objects=tuple(objects))
