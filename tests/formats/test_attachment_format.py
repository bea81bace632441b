"""The enchant ability and the equip ability (format 1.1): "Enchant creature"
printed once on an Aura card (CR 702.5a, 303.4a), "Equip {N}" an activated
ability of an Equipment card attaching it (CR 702.6a); anywhere else they are
refused with their JSON path, and a ``mtgconf-scenario/1`` file may not use
them."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, Subject, TokenSpec,
    Trigger, TriggerEvent, Who, Cost, ObjectRef, TargetSpec, Timing,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_ability
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

CREATURES = ObjectFilter(types=(CardType.CREATURE,))
ENCHANT = ContinuousEffect(kind=ContinuousKind.ENCHANT, filter=CREATURES)
STATIC = Ability(kind=AbilityKind.STATIC, static=ENCHANT)


def _scenario(*abilities: Ability, subtypes: tuple[str, ...] = ("Aura",), fmt: str = "mtgconf-scenario/1.1",
              effects: tuple[ContinuousEffect, ...] = ()) -> Scenario:
    card = CardDef(key="aura", name="Aura", mana_cost="{G}", types=(CardType.ENCHANTMENT,), subtypes=subtypes,
                   abilities=abilities)
    return Scenario(format=fmt, players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,), effects=effects,
                    objects=(ObjectSetup(id=1, card="aura", owner=0, zone=Zone.HAND),))


def test_702_5a_an_aura_with_enchant_creature_round_trips() -> None:
    sc = _scenario(STATIC)
    assert scenario_from_json(to_json(sc)) == sc
    assert render_ability(STATIC, sc.cards[0]) == "Enchant creature"
    mine = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)))
    assert render_ability(mine, sc.cards[0]) == "Enchant creature you control"


def _token_maker() -> Ability:
    spec = TokenSpec(key="spirit", types=(CardType.ENCHANTMENT,), subtypes=("Aura",), abilities=(STATIC,))
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                   effects=(Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=spec),))


BAD = [
    ("version 1", _scenario(STATIC, fmt="mtgconf-scenario/1"), "$.cards[0].abilities[0].static.kind", "1.1"),
    ("not an Aura", _scenario(STATIC, subtypes=()), "$.cards[0].abilities[0].static.kind", "only on an Aura card"),
    ("twice", _scenario(STATIC, STATIC), "$.cards[0].abilities[1]", "at most one"),
    ("a self filter", _scenario(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ENCHANT, filter=ObjectFilter(subject=Subject.SELF)))),
     "$.cards[0].abilities[0].static.filter.subject", "'any'"),
    ("a scenario effect", _scenario(STATIC, effects=(ENCHANT,)), "$.effects[0].kind", "not 'enchant'"),
    ("granted", _scenario(STATIC, Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.GRANT_ABILITY, filter=CREATURES, ability=STATIC))),
     "$.cards[0].abilities[1].static.ability.static.kind", "no granted enchant"),
    ("on a token", _scenario(STATIC, _token_maker()),
     "$.cards[0].abilities[1].effects[0].token.abilities[0].static.kind", "no enchant ability on a token"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [(s, p, w) for _, s, p, w in BAD], ids=[n for n, *_ in BAD])
def test_702_5a_enchant_elsewhere_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)


MINE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU))
ATTACH = Effect(kind=EffectKind.ATTACH, object=ObjectRef.SELF)
EQUIP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}"), timing=Timing.SORCERY, targets=(MINE,),
                effects=(ATTACH,))


def _gear(*abilities: Ability, subtypes: tuple[str, ...] = ("Equipment",), fmt: str = "mtgconf-scenario/1.1") -> Scenario:
    card = CardDef(key="gear", name="Gear", mana_cost="{1}", types=(CardType.ARTIFACT,), subtypes=subtypes,
                   abilities=abilities)
    return Scenario(format=fmt, players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,),
                    objects=(ObjectSetup(id=1, card="gear", owner=0, zone=Zone.BATTLEFIELD),))


def test_702_6a_equip_round_trips_and_reads_as_the_keyword() -> None:
    sc = _gear(EQUIP)
    assert scenario_from_json(to_json(sc)) == sc
    assert render_ability(EQUIP, sc.cards[0]) == "Equip {2}"
    anytime = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}"), targets=(MINE,), effects=(ATTACH,))
    assert render_ability(anytime, sc.cards[0]) == "{2}: Attach this Equipment to target creature you control."


BAD_EQUIP = [
    ("version 1", _gear(EQUIP, fmt="mtgconf-scenario/1"), "$.cards[0].abilities[0].effects[0].kind", "1.1"),
    ("not an Equipment", _gear(EQUIP, subtypes=()), "$.cards[0].abilities[0].effects[0].kind", "Equipment card"),
    ("on a trigger", _gear(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                                   targets=(MINE,), effects=(ATTACH,))),
     "$.cards[0].abilities[0].effects[0].kind", "activated ability"),
    ("another object", _gear(Ability(kind=AbilityKind.ACTIVATED, targets=(MINE,), effects=(
        Effect(kind=EffectKind.ATTACH, object=ObjectRef.TARGET),))), "$.cards[0].abilities[0].effects[0].object",
     "'self'"),
    ("no target", _gear(Ability(kind=AbilityKind.ACTIVATED, effects=(ATTACH,))),
     "$.cards[0].abilities[0].effects[0].target", "target permanent"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [(s, p, w) for _, s, p, w in BAD_EQUIP],
                         ids=[n for n, *_ in BAD_EQUIP])
def test_702_6a_attach_elsewhere_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)
