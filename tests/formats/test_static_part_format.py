"""The ``static`` part of an ability (a continuous effect) belongs to static
abilities alone (CR 604.1): on any other ability, wherever it is defined, it is
refused with its JSON path, and on a static ability it is taken."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, TokenSpec, Trigger,
    TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

LOSE_ALL = ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES, filter=ObjectFilter(types=(CardType.LAND,)))
ENTERS = Trigger(event=TriggerEvent.ENTERS)
GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
STATIC = Ability(kind=AbilityKind.STATIC, static=LOSE_ALL)


def _scenario(*abilities: Ability, effects: tuple[ContinuousEffect, ...] = ()) -> Scenario:
    card = CardDef(key="relic", name="Relic", mana_cost="{1}", types=(CardType.ARTIFACT,), abilities=abilities)
    return Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,), effects=effects,
                    objects=(ObjectSetup(id=1, card="relic", owner=0, zone=Zone.BATTLEFIELD),))


def _token_maker(inner: Ability) -> Ability:
    spec = TokenSpec(key="thopter", types=(CardType.ARTIFACT,), abilities=(inner,))
    return Ability(kind=AbilityKind.TRIGGERED, trigger=ENTERS,
                   effects=(Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=spec),))


BAD = [
    ("triggered", _scenario(Ability(kind=AbilityKind.TRIGGERED, trigger=ENTERS, effects=(GAIN,), static=LOSE_ALL)),
     "$.cards[0].abilities[0].static"),
    ("activated", _scenario(STATIC, Ability(kind=AbilityKind.ACTIVATED, effects=(GAIN,), static=LOSE_ALL)),
     "$.cards[0].abilities[1].static"),
    ("granted by a static ability", _scenario(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.GRANT_ABILITY, ability=Ability(kind=AbilityKind.TRIGGERED, trigger=ENTERS,
                                                           effects=(GAIN,), static=LOSE_ALL)))),
     "$.cards[0].abilities[0].static.ability.static"),
    ("on a token", _scenario(_token_maker(Ability(kind=AbilityKind.TRIGGERED, trigger=ENTERS, effects=(GAIN,),
                                                  static=LOSE_ALL))),
     "$.cards[0].abilities[0].effects[0].token.abilities[0].static"),
    ("granted by a scenario effect", _scenario(effects=(ContinuousEffect(
        kind=ContinuousKind.GRANT_ABILITY, ability=Ability(kind=AbilityKind.ACTIVATED, effects=(GAIN,),
                                                           static=LOSE_ALL)),)),
     "$.effects[0].ability.static"),
]


@pytest.mark.parametrize(("scenario", "path"), [(s, p) for _, s, p in BAD], ids=[n for n, _, _ in BAD])
def test_604_1_a_static_part_off_a_static_ability_is_refused_at_its_path(scenario: Scenario, path: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert "only on a static one" in str(caught.value)


def test_604_1_a_static_part_on_static_abilities_is_taken_wherever_they_are() -> None:
    granting = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, ability=STATIC)
    sc = _scenario(STATIC, _token_maker(STATIC), effects=(granting,))
    assert scenario_from_json(to_json(sc)) == sc
