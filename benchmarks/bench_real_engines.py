"""Real engines' speed: CPU time per scenario of the reference engine, phase
and python-mtg on the same scenarios, and the wall time of a default
certification run of each.

Per scenario: the median ``time.process_time`` of one adapter ``run``
(History included) after a warm-up, so other work on a shared machine does not
inflate it. Each scenario is one every engine can play (two players, a board
both adapters lay out).

Default run: the wall time of ``mtgconf run --engine E`` at the default budget,
as the committed certification recorded it (``duration`` in its results.json);
``--run`` measures it again instead (minutes per engine).

Run: python benchmarks/bench_real_engines.py [repeats] [--run]
"""
from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_engine import GAIN, _trigger, sweeper
from reference_engine.abilities import Ability, AbilityKind, Subject, Trigger, TriggerEvent, Who
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Action, ActionKind, Attack, Block, ObjectSetup, PlayerSetup, Scenario

ROOT = Path(__file__).resolve().parents[1]
CERTIFIED = {"reference": "comparison/results-reference.json", "phase": "phase-0.103.0/results.json",
             "python-mtg": "python-mtg-0.1.1/results.json"}


def combat() -> Scenario:
    """Three attackers, one blocked; dies and attacks triggers on both sides."""
    raider = CardDef(key="raider", name="Raider", types=(CardType.CREATURE,), power=2, toughness=2,
                     abilities=(_trigger(TriggerEvent.ATTACKS, Subject.SELF),))
    watcher = CardDef(key="watcher", name="Watcher", types=(CardType.ENCHANTMENT,),
                      abilities=(_trigger(TriggerEvent.DIES),))
    wall = CardDef(key="wall", name="Wall", types=(CardType.CREATURE,), power=3, toughness=3)
    objects = [ObjectSetup(id=i, card="raider", owner=0, zone=Zone.BATTLEFIELD) for i in (1, 2, 3)]
    objects += [ObjectSetup(id=4, card="watcher", owner=1, zone=Zone.BATTLEFIELD),
                ObjectSetup(id=5, card="wall", owner=1, zone=Zone.BATTLEFIELD)]
    return Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(raider, watcher, wall),
                    objects=tuple(objects), step=Step.BEGINNING_OF_COMBAT,
                    script=(Action(action=ActionKind.DECLARE_ATTACKERS, player=0,
                                   attackers=tuple(Attack(attacker=i, defender=1) for i in (1, 2, 3))),
                            Action(action=ActionKind.DECLARE_BLOCKERS, player=1,
                                   blocks=(Block(blocker=5, attacker=1),)),
                            Action(action=ActionKind.ADVANCE_TO, step=Step.END_OF_COMBAT)))


def end_steps() -> Scenario:
    """Two turns: each player's end step and upkeep, with a draw chain."""
    keeper = CardDef(key="keeper", name="Keeper", types=(CardType.ENCHANTMENT,), abilities=(
        Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.END,
                                                             player=Who.YOU), effects=GAIN),))
    land = CardDef(key="land", name="Plains", types=(CardType.LAND,))
    objects = [ObjectSetup(id=1, card="keeper", owner=0, zone=Zone.BATTLEFIELD)]
    objects += [ObjectSetup(id=10 + i, card="land", owner=i % 2, zone=Zone.LIBRARY) for i in range(6)]
    return Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(keeper, land), objects=tuple(objects),
                    step=Step.POSTCOMBAT_MAIN,
                    script=(Action(action=ActionKind.ADVANCE_TO, step=Step.END),
                            Action(action=ActionKind.RESOLVE_ALL),
                            Action(action=ActionKind.ADVANCE_TO, step=Step.DRAW)))


def adapter(engine: str) -> Any:
    from mtgconf.engines.specs import resolve

    return resolve(engine)


def cpu_per_scenario(engine: Any, scenario: Scenario, repeats: int) -> tuple[float, int]:
    for _ in range(3):
        engine.run(scenario)  # warm caches (card parsing, the Datalog program)
    times = []
    for _ in range(repeats):
        start = time.process_time()
        history = engine.run(scenario)
        times.append(time.process_time() - start)
    return statistics.median(times), len(history.events)


def default_run_wall(engine: str, measure: bool) -> str:
    if not measure:
        path = ROOT / "docs" / "certification" / CERTIFIED[engine]
        if not path.exists():
            return "n/a (no committed certification; use --run)"
        data = json.loads(path.read_text(encoding="utf-8"))
        return f"{data['duration']:.0f} s (committed run, {data['settings']['examples']} examples, " \
               f"{data['settings']['workers']} worker(s))"
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "mtgconf", "run", "--engine", engine, "--report-dir", out],
                       cwd=ROOT, capture_output=True, check=False)
        return f"{time.perf_counter() - start:.0f} s (measured now, default budget, 1 worker)"


def out(line: str) -> None:
    """python-mtg sends its play-by-play to a swapped ``sys.stdout``; figures
    go to the process's own standard output, at once."""
    print(line, file=sys.__stdout__, flush=True)


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    repeats = int(args[0]) if args else 20
    scenarios = {"(a) sweeper: 3 watchers, 6 deaths": sweeper(), "(b) combat: 3 attackers, 1 block": combat(),
                 "(c) two end steps and a turn": end_steps()}
    for engine in CERTIFIED:
        try:
            eng = adapter(engine)
        except Exception as err:  # noqa: BLE001 - an engine package may be absent
            out(f"{engine}: not available ({err})")
            continue
        for name, scenario in scenarios.items():
            try:
                median, events = cpu_per_scenario(eng, scenario, repeats)
                out(f"{engine:10s} {name}: median {median * 1000:.1f} ms CPU/scenario, {events} events")
            except Exception as err:  # noqa: BLE001 - report a scenario the adapter refuses
                out(f"{engine:10s} {name}: not played ({type(err).__name__}: {err})")
        eng.close()
        out(f"{engine:10s} default run wall time: {default_run_wall(engine, '--run' in sys.argv)}")


if __name__ == "__main__":
    main()
