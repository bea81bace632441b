"""An effect acting on "target ..." names one of the target phrases it can
see (CR 115.1): its ability's, its mode's or its reflexive trigger's, and a
kicked effect also the kicker's. An index out of range is refused at its
JSON path; before, the effect acted on nothing, in silence."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, Mode, ObjectFilter, ObjectRef, PlayerRef, Reflexive, TargetSpec,
    Who,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

PLAYER = TargetSpec(players=Who.ANY)
CREATURE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))


def _drain(target: int) -> Effect:
    return Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.TARGET, target=target)


def _tap(target: int) -> Effect:
    return Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET, target=target)


def _scenario(ability: Ability) -> Scenario:
    card = CardDef(key="k", name="K", types=(CardType.SORCERY,), abilities=(ability,), mana_cost="{0}")
    return Scenario(format="mtgconf-scenario/1.1", players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,),
                    objects=(ObjectSetup(id=1, card="k", owner=0, zone=Zone.HAND),))


SPELL = AbilityKind.SPELL
BAD = [
    ("a player target past the phrases", Ability(kind=SPELL, targets=(PLAYER,), effects=(_drain(1),)),
     "$.cards[0].abilities[0].effects[0].target"),
    ("an object target with no phrase", Ability(kind=SPELL, effects=(_tap(0),)),
     "$.cards[0].abilities[0].effects[0].target"),
    ("a negative index", Ability(kind=SPELL, targets=(CREATURE,), effects=(_tap(-1),)),
     "$.cards[0].abilities[0].effects[0].target"),
    ("a mode naming another mode's phrase", Ability(kind=SPELL, modes=(Mode(targets=(CREATURE,), effects=(_tap(0),)),
                                                                       Mode(effects=(_tap(0),)))),
     "$.cards[0].abilities[0].modes[1].effects[0].target"),
    ("a kicked effect past the kicker's phrases", Ability(kind=SPELL, targets=(PLAYER,), kicker=Cost(mana="{1}"),
                                                          kicked_targets=(CREATURE,), effects=(_drain(0),),
                                                          kicked_effects=(_tap(2),)),
     "$.cards[0].abilities[0].kicked_effects[0].target"),
]


@pytest.mark.parametrize(("ability", "path"), [(a, p) for _, a, p in BAD], ids=[n for n, *_ in BAD])
def test_an_effect_naming_no_target_phrase_is_refused_at_its_path(ability: Ability, path: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(_scenario(ability)))
    assert caught.value.path == path
    assert "target phrase(s) it can name" in str(caught.value)


@pytest.mark.parametrize("ability", [
    Ability(kind=SPELL, targets=(PLAYER, CREATURE), effects=(_drain(0), _tap(1))),
    Ability(kind=SPELL, targets=(PLAYER,), kicker=Cost(mana="{1}"), kicked_targets=(CREATURE,),
            effects=(_drain(0),), kicked_effects=(_tap(1),)),
    Ability(kind=SPELL, modes=(Mode(targets=(CREATURE,), effects=(_tap(0),)), Mode(targets=(PLAYER,),
                                                                                   effects=(_drain(0),)))),
    Ability(kind=AbilityKind.TRIGGERED, optional=True, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),),
            reflexive=Reflexive(targets=(PLAYER,), effects=(_drain(0),))),
], ids=["two phrases", "kicker phrase after the others", "each mode its own", "reflexive"])
def test_an_effect_naming_a_phrase_it_can_see_is_accepted(ability: Ability) -> None:
    sc = _scenario(ability)
    assert scenario_from_json(to_json(sc)) == sc
