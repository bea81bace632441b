"""The numbers of an effect or a cost that count something (an amount of
damage, life, cards or counters; the life or cards a cost takes) are never
negative: a negative one is refused at its JSON path, wherever written,
rather than played backwards ("remove -1 counters" putting one on)."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario


def _scenario(ability: Ability, effects: tuple[ContinuousEffect, ...] = ()) -> Scenario:
    card = CardDef(key="relic", name="Relic", types=(CardType.ARTIFACT,), abilities=(ability,))
    return Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,),
                    objects=(ObjectSetup(id=1, card="relic", owner=0, zone=Zone.BATTLEFIELD),), effects=effects)


def _activated(cost: Cost, *effects: Effect) -> Ability:
    return Ability(kind=AbilityKind.ACTIVATED, cost=cost, effects=effects or (Effect(kind=EffectKind.GAIN_LIFE,
                                                                                     amount=1),))


UNCOUNTER = Effect(kind=EffectKind.REMOVE_COUNTERS, amount=-1, object=ObjectRef.SELF, counter="+1/+1")
_GRANT = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, filter=ObjectFilter(types=(CardType.ARTIFACT,)),
                          ability=_activated(Cost(tap=True), Effect(kind=EffectKind.DRAW, amount=-2)))
BAD = [
    ("counters removed", _scenario(_activated(Cost(tap=True), UNCOUNTER)),
     "$.cards[0].abilities[0].effects[0].amount", "-1"),
    ("life lost", _scenario(_activated(Cost(tap=True), Effect(kind=EffectKind.LOSE_LIFE, amount=-3))),
     "$.cards[0].abilities[0].effects[0].amount", "-3"),
    ("cards drawn, granted", _scenario(_activated(Cost(tap=True)), (_GRANT,)), "$.effects[0].ability.effects[0].amount",
     "-2"),
    ("life paid", _scenario(_activated(Cost(pay_life=-2))), "$.cards[0].abilities[0].cost.pay_life", "-2"),
    ("cards discarded", _scenario(_activated(Cost(discard=-1))), "$.cards[0].abilities[0].cost.discard", "-1"),
]


@pytest.mark.parametrize(("scenario", "path", "value"), [(s, p, v) for _, s, p, v in BAD], ids=[n for n, *_ in BAD])
def test_a_negative_count_is_refused_at_its_path(scenario: Scenario, path: str, value: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert f"at least 0, not {value}" in str(caught.value)


def test_zero_and_positive_counts_are_accepted() -> None:
    ok = _scenario(_activated(Cost(pay_life=0, discard=0), Effect(kind=EffectKind.REMOVE_COUNTERS, amount=2,
                                                                 object=ObjectRef.SELF, counter="+1/+1")))
    assert scenario_from_json(to_json(ok)) == ok
