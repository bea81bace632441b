"""Hand-built Scenario and History values that exercise most record fields."""
from __future__ import annotations

from typing import Any

from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Effect,
    EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Cast, Choice, ChoiceKind, Life, Priority, PutOnStack, RemovalReason, RemovedFromStack, Resolved,
    Resolving, Snapshot, Triggered, ZoneChange, ZoneChangeCause,
)
from reference_engine.history import EngineInfo, FinalObject, FinalPlayer, FinalState, History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import (
    Action, ActionKind, Attack, ChoicePolicy, Meta, ObjectSetup, PlayerSetup, Scenario,
)

WATCHER = CardDef(key="watcher", name="Watcher", mana_cost="{2}", types=(CardType.ARTIFACT,), abilities=(
    Ability(kind=AbilityKind.TRIGGERED, optional=True,
            trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,))),
            intervening_if=Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=1),
            effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),
))
BEAR = CardDef(key="bear", name="Bear", mana_cost="{1}{G}", types=(CardType.CREATURE,), subtypes=("Bear",),
               power=2, toughness=2)
BOLT = CardDef(key="bolt", name="Bolt", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL,
            targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), players=Who.ANY),),
            effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET),)),
))


def scenario() -> Scenario:
    return Scenario(
        meta=Meta(id="sample", title="Sample", rules=("603.2",), features=("dies",)),
        players=(PlayerSetup(id=0, life=20, mana_pool="{R}"), PlayerSetup(id=1)),
        active_player=1, turn_order=(1, 0), step=Step.PRECOMBAT_MAIN,
        cards=(WATCHER, BEAR, BOLT),
        objects=(ObjectSetup(id=1, card="watcher", owner=0, zone=Zone.BATTLEFIELD),
                 ObjectSetup(id=2, card="bear", owner=1, zone=Zone.BATTLEFIELD, counters={"+1/+1": 1}),
                 ObjectSetup(id=3, card="bolt", owner=0, zone=Zone.HAND)),
        effects=(ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE,
                                  filter=ObjectFilter(subject=Subject.ANY, types=(CardType.LAND,))),),
        effect_controllers=(0,),
        script=(Action(action=ActionKind.PASS, player=1),
                Action(action=ActionKind.CAST, player=0, object=3, targets=(TargetRef(object=2),)),
                Action(action=ActionKind.DECLARE_ATTACKERS, attackers=(Attack(attacker=2, defender=0),)),
                Action(action=ActionKind.RESOLVE_ALL)),
        choices=ChoicePolicy(may_by_ability={"watcher/0": False}),
        expect=({"fact": "triggered", "ability": "watcher/0", "count": 1},),
    )


def scenario_json() -> dict[str, Any]:
    from reference_engine.codec import to_json

    return to_json(scenario())


def _bear_lki() -> Snapshot:
    return Snapshot(card="bear", name="Bear", types=(CardType.CREATURE,), controller=1, power=2, toughness=2)


def history() -> History:
    return History(engine=EngineInfo(name="hand", version="1"), scenario_id="sample", events=(
        Priority(seq=1, player=1),
        ZoneChange(seq=2, old_id=3, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
                   how=ZoneChangeCause.CAST),
        Cast(seq=3, causes=(2,), object=10, card="bolt", player=0, targets=(TargetRef(object=2),)),
        Priority(seq=4, player=0, stack=(10,)),
        Resolving(seq=5, object=10),
        ZoneChange(seq=6, causes=(5,), batch=1, old_id=2, new_id=11, from_zone=Zone.BATTLEFIELD,
                   to_zone=Zone.GRAVEYARD, owner=1, how=ZoneChangeCause.SBA, before=_bear_lki()),
        Resolved(seq=7, object=10),
        Triggered(seq=8, causes=(6,), instance=12, ability="watcher/0", source=1, controller=0),
        PutOnStack(seq=9, causes=(8,), object=12, controller=0),
        Priority(seq=10, player=1, stack=(12,)),
        Resolving(seq=11, object=12),
        Choice(seq=12, causes=(11,), object=12, player=0, choice=ChoiceKind.MAY, value=True),
        Life(seq=13, causes=(11,), player=0, amount=1, total=21),
        Resolved(seq=14, object=12),
        RemovedFromStack(seq=15, object=99, reason=RemovalReason.NO_LEGAL_TARGETS),
    ), final=FinalState(
        players=(FinalPlayer(id=0, life=21, hand=0, library=0), FinalPlayer(id=1, life=20, hand=0, library=0)),
        objects=(FinalObject(id=1, card="watcher", zone=Zone.BATTLEFIELD, owner=0, controller=0),
                 FinalObject(id=11, card="bear", zone=Zone.GRAVEYARD, owner=1)),
    ))
