"""How the cost of checking grows with inert permanents on the board.

One scenario shape, with N vanilla creatures added (N = 5 to 160) and the same
script: three "whenever a creature dies" watchers, a spell that destroys one
target creature, and a move to the end step. The events stay almost the same
while the board grows, so a checker that recomputes the whole board at every
event shows up as a slope above 1 in log(check time) against log(N).

Prints, for each N: the History length, the engine's and all checks' median
CPU time per scenario, then the fitted log-log slopes (goal for the checks:
at most 1.1). Asserts nothing.

    python benchmarks/bench_scaling.py [repeats]
"""
from __future__ import annotations

import math
import statistics
import sys
import time
from typing import Callable

from properties.registry import Case, all_properties
from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.engine import run
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup, Scenario

SIZES = (5, 10, 20, 40, 80, 160)
CREATURE = (CardType.CREATURE,)


def board(n: int) -> Scenario:
    """N bears, three death watchers, and "destroy target creature" cast on the first bear."""
    watch = Ability(kind=AbilityKind.TRIGGERED, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),),
                    trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=CREATURE)))
    kill = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                   effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),))
    cards = (CardDef(key="bear", name="Bear", mana_cost="{1}{G}", types=CREATURE, power=2, toughness=2),
             CardDef(key="watcher", name="Watcher", types=(CardType.ENCHANTMENT,), abilities=(watch,)),
             CardDef(key="kill", name="Kill", mana_cost="{B}", types=(CardType.INSTANT,), abilities=(kill,)))
    objects = [ObjectSetup(id=1 + i, card="watcher", owner=i % 2, zone=Zone.BATTLEFIELD) for i in range(3)]
    objects += [ObjectSetup(id=10 + i, card="bear", owner=i % 2, zone=Zone.BATTLEFIELD) for i in range(n)]
    objects.append(ObjectSetup(id=5, card="kill", owner=0, zone=Zone.HAND))
    script = (Action(action=ActionKind.CAST, object=5, targets=(TargetRef(object=10),)),
              Action(action=ActionKind.RESOLVE_ALL), Action(action=ActionKind.ADVANCE_TO, step=Step.END))
    return Scenario(players=(PlayerSetup(id=0, mana_pool="{B}"), PlayerSetup(id=1)), cards=cards,
                    objects=tuple(objects), script=script)


def _median(fn: Callable[[], object], repeats: int) -> float:
    fn()  # warm up
    times = []
    for _ in range(repeats):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times)


def _check_all(scenario: Scenario, history: History) -> Callable[[], None]:
    records = all_properties()

    def check() -> None:
        case = Case(scenario, history, rerun=lambda: history, reference=lambda: history)
        for record in records:
            record.check(case)

    return check


def slope(xs: list[float], ys: list[float]) -> float:
    """Least-squares slope of log(y) against log(x)."""
    lx, ly = [math.log(x) for x in xs], [math.log(y) for y in ys]
    mx, my = statistics.fmean(lx), statistics.fmean(ly)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    engine_t: list[float] = []
    check_t: list[float] = []
    print(f"{'N':>5}{'events':>8}{'engine ms':>11}{'checks ms':>11}")
    for n in SIZES:
        scenario = board(n)
        history = run(scenario)
        engine_t.append(_median(lambda: run(scenario), repeats))
        # Fresh Histories each time, so no memo carries over between repeats.
        check_t.append(_median(lambda: _check_all(scenario, run(scenario))(), repeats) - engine_t[-1])
        print(f"{n:5}{len(history.events):8}{engine_t[-1] * 1000:11.2f}{check_t[-1] * 1000:11.2f}", flush=True)
    print(f"log-log slope against N: engine {slope(list(map(float, SIZES)), engine_t):.2f}, "
          f"checks {slope(list(map(float, SIZES)), check_t):.2f} (goal for the checks <= 1.1)")


if __name__ == "__main__":
    main()
