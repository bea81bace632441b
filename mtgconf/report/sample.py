"""A small hand-made run, to preview the report's layout and to test it.

The counterexample is the look-back case of the design brief (CR 603.10a): a
sweeper destroys an artifact that says "whenever a creature dies, you gain 1
life" along with two creatures; both deaths must trigger it. The sample engine
triggered it only once. ``python -m mtgconf.report.sample DIR [en|fr]`` writes
the preview.
"""
from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from mtgconf.results import EngineRecord, RunResults, RunSettings, summarize
from mtgconf.runner.outcome import Counterexample, PropertyResult, Status
from properties.messages import explanation, parts_to_json, says
from properties.registry import get
from reference_engine import events as ev
from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.codec import to_json
from reference_engine.history import EngineInfo, History
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup, Scenario

CREATURE = ObjectFilter(types=(CardType.CREATURE,))
LOOK_BACK = "leaves-triggers-look-back"


def watcher_scenario(watcher_name: str = "Watcher") -> Scenario:
    watcher = CardDef(key="watcher", name=watcher_name, mana_cost="{3}", types=(CardType.ARTIFACT,), abilities=(
        Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES, subject=CREATURE),
                effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
    bear = CardDef(key="bear", name="Bear", mana_cost="{1}{G}", types=(CardType.CREATURE,),
                   subtypes=("Bear",), power=2, toughness=2)
    sweep = CardDef(key="sweep", name="Final Sweep", mana_cost="{2}{B}{B}", types=(CardType.SORCERY,), abilities=(
        Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=EffectKind.DESTROY, object=ObjectRef.ALL,
            filter=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT)),
        ),)),))
    return Scenario(
        players=(PlayerSetup(id=0, mana_pool="{B}{B}{2}"), PlayerSetup(id=1, life=17)),
        cards=(watcher, bear, sweep),
        objects=(
            ObjectSetup(id=1, card="watcher", owner=0, zone=Zone.BATTLEFIELD),
            ObjectSetup(id=2, card="bear", owner=0, zone=Zone.BATTLEFIELD),
            ObjectSetup(id=3, card="bear", owner=1, zone=Zone.BATTLEFIELD, tapped=True, damage=1),
            ObjectSetup(id=4, card="sweep", owner=0, zone=Zone.HAND),
            ObjectSetup(id=5, card="bear", owner=1, zone=Zone.GRAVEYARD),
        ),
        script=(Action(action=ActionKind.CAST, player=0, object=4), Action(action=ActionKind.RESOLVE_ALL)),
    )


def _dies(seq: int, old: int, new: int, name: str, owner: int, types: tuple[CardType, ...]) -> ev.ZoneChange:
    before = ev.Snapshot(card=name.lower(), name=name, types=types, controller=owner)
    return ev.ZoneChange(seq=seq, causes=(6,), batch=1, old_id=old, new_id=new, from_zone=Zone.BATTLEFIELD,
                         to_zone=Zone.GRAVEYARD, owner=owner, how=ev.ZoneChangeCause.DESTROY, before=before)


def watcher_history() -> History:
    """What a faulty engine did: one trigger where two were due."""
    events: tuple[ev.Event, ...] = (
        ev.ZoneChange(seq=1, old_id=4, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
                      how=ev.ZoneChangeCause.CAST),
        ev.CostPaid(seq=2, causes=(1,), object=10, player=0, mana="{2}{B}{B}"),
        ev.Cast(seq=3, causes=(1,), object=10, card="sweep", player=0),
        ev.Priority(seq=4, player=0, stack=(10,)),
        ev.PassPriority(seq=5, player=0),
        ev.Resolving(seq=6, object=10),
        _dies(7, 1, 11, "Watcher", 0, (CardType.ARTIFACT,)),
        _dies(8, 2, 12, "Bear", 0, (CardType.CREATURE,)),
        _dies(9, 3, 13, "Bear", 1, (CardType.CREATURE,)),
        ev.Resolved(seq=10, object=10),
        ev.ZoneChange(seq=11, old_id=10, new_id=14, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD, owner=0,
                      how=ev.ZoneChangeCause.RESOLVED),
        ev.Triggered(seq=12, causes=(8,), instance=15, ability="watcher/0", source=1, controller=0),
        ev.PutOnStack(seq=13, causes=(12,), object=15, controller=0),
        ev.Priority(seq=14, player=0, stack=(15,)),
        ev.PassPriority(seq=15, player=0),
        ev.Priority(seq=16, player=1, stack=(15,)),
        ev.PassPriority(seq=17, player=1),
        ev.Resolving(seq=18, object=15),
        ev.Life(seq=19, causes=(18,), player=0, amount=1, total=21),
        ev.Resolved(seq=20, object=15),
        ev.Priority(seq=21, player=0, stack=()),
    )
    return History(engine=EngineInfo(name="sample-engine", version="0.9"), events=events)


def _result(pid: str, status: Status, *, examples: int = 200, exercised: int = 150,
            cx: Counterexample | None = None, reason: str = "", stats: dict[str, int] | None = None) -> PropertyResult:
    record = get(pid)  # real catalogue entries, so titles and paraphrases show in both languages
    return PropertyResult(id=pid, rules=record.rules, status=status, examples=examples, exercised=exercised,
                          duration=examples / 90, counterexample=cx, reason=reason, title=record.title,
                          statistics=stats or {})


def sample_run(watcher_name: str = "Watcher") -> RunResults:
    """One engine's run with a failure, an engine fault and every other status."""
    # Explanations as checkers and the runner write them: templates, so the French report is French.
    missed = says("count.triggers", ref="watcher/0", src=3, want=2, occ=8, what="looking back", got=1)
    cx = Counterexample(
        scenario=to_json(watcher_scenario(watcher_name)), history=to_json(watcher_history()),
        explanation=explanation(*missed), explanation_parts=parts_to_json(*missed),
        replay="mtgconf replay --engine sample-engine reports/sample/lookback.json", events=(9, 12),
    )
    died = says("harness.engine-failed", error="crash: the engine exited with status 139")
    crash = Counterexample(scenario=to_json(watcher_scenario(watcher_name)), history={},
                           explanation=explanation(*died), explanation_parts=parts_to_json(*died),
                           replay="mtgconf replay --engine sample-engine reports/sample/crash.json",
                           evidence="Segmentation fault (core dumped)")
    props = (
        _result("prevented-events-trigger-nothing", Status.PASS, exercised=12,
                stats={"prevention": 12, "replacement": 7}),
        _result(LOOK_BACK, Status.FAIL, cx=cx, stats={"dies": 140, "sweeper": 61}),
        _result("apnap-stacking-order", Status.PASS, stats={"apnap": 88, "two-players": 200}),
        _result("intervening-if-rechecked-on-resolution", Status.XFAIL, reason="tracked as issue 12"),
        _result("triggers-stacked-once-before-priority", Status.ERROR, cx=crash),
        _result("blocks-triggers-once-per-combat", Status.UNSUPPORTED, examples=0, exercised=0,
                reason="engine has no combat"),
        _result("mana-abilities-skip-the-stack", Status.XPASS, reason="listed as failing"),
    )
    return RunResults(
        suite_version="0.1.0", engine=EngineRecord(spec="sample-engine", name="sample-engine", version="0.9"),
        settings=RunSettings(seed=1234, examples=200, workers=4), started="2026-08-10T09:30:00+00:00",
        duration=83.5, properties=props, summary=summarize(props),
    )


def sample_runs() -> list[RunResults]:
    """Two engines, for the comparison grid: the second conforms on look-back."""
    first = sample_run()
    fixed = tuple(replace(r, status=Status.PASS, counterexample=None) if r.id == LOOK_BACK else r
                  for r in first.properties)
    second = replace(first, engine=EngineRecord(spec="other", name="other-engine", version="2.1"),
                     properties=fixed, summary=summarize(fixed))
    return [first, second]


if __name__ == "__main__":
    from mtgconf.report.render import write_report

    out = Path(sys.argv[1] if len(sys.argv) > 1 else "reports/sample")
    print(write_report(sample_runs(), out, sys.argv[2] if len(sys.argv) > 2 else "en"))
