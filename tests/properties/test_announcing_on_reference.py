"""The reference engine satisfies every property on hand-made casts that no
fixture or strategy family covers yet: kicker, alternative costs, X, divided
damage, cast triggers and a cleanup step where something happens."""
from __future__ import annotations

import pytest

from propkit import BEAR, creature, on_field, scenario, trig
from properties.registry import Case, all_properties, get
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, DelayedTrigger, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec,
    TriggerEvent as T, Who,
)
from reference_engine import engine
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, PlayerSetup, Scenario


_SPEC = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))
_GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
KICKY = CardDef(key="kicky", name="Kicky", mana_cost="{X}{R}", types=(CardType.INSTANT,), abilities=(Ability(
    kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),),
    targets=(_SPEC,), kicker=Cost(mana="{1}"), kicked_targets=(_SPEC,),
    kicked_effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET, target=1),),
    alternative_costs=(Cost(mana="{U}", pay_life=2),)),))
SPLIT = CardDef(key="split", name="Split", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(Ability(
    kind=AbilityKind.SPELL, targets=(_SPEC, _SPEC),
    effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET, divided=True),)),))
TIDY = CardDef(key="tidy", name="Tidy", mana_cost="{W}", types=(CardType.INSTANT,), abilities=(Ability(
    kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(
        step=Step.CLEANUP, effects=(_GAIN,))),)),))
"""At the beginning of the next cleanup step, you gain 1 life."""
BIG = creature("big", power=5, toughness=5)
HUNGRY = creature("hungry", trig(T.CAST, player=Who.YOU))
_BOTH = (TargetRef(object=3), TargetRef(object=4))


def _scenario(*script: Action) -> Scenario:
    objects = (on_field(1, "kicky", zone=Zone.HAND), on_field(2, "split", zone=Zone.HAND),
               on_field(3, "bear", owner=1), on_field(4, "big", owner=1), on_field(5, "hungry"),
               on_field(6, "tidy", zone=Zone.HAND))
    return scenario((KICKY, SPLIT, TIDY, BEAR, BIG, HUNGRY), objects,
                    players=(PlayerSetup(id=0, mana_pool="{R}{R}{U}{W}{1}{1}"), PlayerSetup(id=1)),
                    script=script + (Action(action=ActionKind.RESOLVE_ALL),))


def _cast(obj: int, **kw: object) -> Action:
    return Action(action=ActionKind.CAST, player=0, object=obj, **kw)


CASES = {
    "kicked-with-x": (_cast(1, x=1, kicked=True, targets=_BOTH), "announced-choices-are-kept"),
    "alternative": (_cast(1, alternative=0, targets=_BOTH[:1]), "announced-choices-are-kept"),
    "alternative-and-kicker": (_cast(1, alternative=0, kicked=True, targets=_BOTH), "caster-gets-priority-back"),
    "divided": (_cast(2, division=(2, 1), targets=_BOTH), "division-gives-each-target-a-share"),
    "badly-divided": (_cast(2, division=(3, 0), targets=_BOTH), "cast-completes-or-rolls-back"),
    "busy-cleanup": (_cast(6), "busy-cleanup-gives-priority-and-repeats"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_reference_engine_satisfies_every_property(name: str) -> None:
    action, exercised = CASES[name]
    script = (action,) if name != "busy-cleanup" else (action, Action(action=ActionKind.RESOLVE_ALL),
                                                       Action(action=ActionKind.ADVANCE_TO, step=Step.UPKEEP))
    sc = _scenario(*script)
    case = Case(scenario=sc, history=engine.run(sc))
    failures = [(r.id, v.expected, v.observed) for r in all_properties() if not (v := r.check(case)).ok]
    assert failures == []
    assert get(exercised).check(case).exercised
