"""Reference-engine speed: prints the median CPU time per scenario and scenarios/second.

CPU time (``time.process_time``) rather than wall time, so that other work on a
shared machine does not inflate the figures.

(a) 10 permanents; a sweeper kills 6 creatures watched by 3 death triggers.
(b) 4 players, 40 permanents; 20 triggers in one step.

Run: python benchmarks/bench_engine.py [repeats]
"""
from __future__ import annotations

import statistics
import sys
import time

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.engine import run
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup, Scenario

GAIN = (Effect(kind=EffectKind.GAIN_LIFE, amount=1),)


def _trigger(event: TriggerEvent, subject: Subject = Subject.ANY, **kw: object) -> Ability:
    flt = ObjectFilter(subject=subject, types=(CardType.CREATURE,) if event is TriggerEvent.DIES else ())
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=flt, **kw), effects=GAIN)


def sweeper() -> Scenario:
    watcher = CardDef(key="watcher", name="Watcher", types=(CardType.ARTIFACT,),
                      abilities=(_trigger(TriggerEvent.DIES),))
    bear = CardDef(key="bear", name="Bear", mana_cost="{1}{G}", types=(CardType.CREATURE,), power=2, toughness=2)
    wrath = CardDef(key="wrath", name="Wrath", mana_cost="{2}{W}{W}", types=(CardType.SORCERY,), abilities=(
        Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL,
                                                        filter=ObjectFilter(types=(CardType.CREATURE,))),)),))
    objects = [ObjectSetup(id=i + 1, card="watcher", owner=i % 2, zone=Zone.BATTLEFIELD) for i in range(3)]
    objects += [ObjectSetup(id=10 + i, card="bear", owner=i % 2, zone=Zone.BATTLEFIELD) for i in range(6)]
    objects += [ObjectSetup(id=30, card="wrath", owner=0, zone=Zone.HAND)]
    objects += [ObjectSetup(id=31, card="bear", owner=0, zone=Zone.BATTLEFIELD, tapped=True)]
    return Scenario(players=(PlayerSetup(id=0, mana_pool="{2}{W}{W}"), PlayerSetup(id=1)),
                    cards=(watcher, bear, wrath), objects=tuple(objects),
                    script=(Action(action=ActionKind.CAST, object=30), Action(action=ActionKind.RESOLVE_ALL)))


def upkeep_crowd() -> Scenario:
    keeper = CardDef(key="keeper", name="Keeper", types=(CardType.ENCHANTMENT,), abilities=(
        _trigger(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, player=Who.ANY),))
    bear = CardDef(key="bear", name="Bear", types=(CardType.CREATURE,), power=2, toughness=2)
    objects = [ObjectSetup(id=i + 1, card="keeper", owner=i % 4, zone=Zone.BATTLEFIELD) for i in range(20)]
    objects += [ObjectSetup(id=100 + i, card="bear", owner=i % 4, zone=Zone.BATTLEFIELD) for i in range(20)]
    objects += [ObjectSetup(id=200 + i, card="bear", owner=i % 4, zone=Zone.LIBRARY) for i in range(8)]
    return Scenario(players=tuple(PlayerSetup(id=i) for i in range(4)), cards=(keeper, bear),
                    objects=tuple(objects), step=Step.END,
                    script=(Action(action=ActionKind.ADVANCE_TO, step=Step.UPKEEP),
                            Action(action=ActionKind.RESOLVE_ALL)))


def measure(name: str, scenario: Scenario, repeats: int) -> None:
    for _ in range(5):
        run(scenario)  # warm the per-card caches first
    times = []
    for _ in range(repeats):
        start = time.process_time()
        run(scenario)
        times.append(time.process_time() - start)
    median = statistics.median(times)
    events = len(run(scenario).events)
    print(f"{name}: median {median * 1000:.2f} ms/scenario, {1 / median:.0f} scenarios/s, {events} events")


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    measure("(a) sweeper, 10 permanents, 6 deaths x 3 watchers", sweeper(), repeats)
    measure("(b) 4 players, 40 permanents, 20 upkeep triggers", upkeep_crowd(), max(repeats // 4, 5))


if __name__ == "__main__":
    main()
