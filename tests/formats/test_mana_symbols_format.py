"""Mana written in a scenario is symbols the engine knows (CR 107.3, 107.4):
a cost, wherever it is written, and the mana an ability adds are refused
with their JSON path when a symbol is unknown or a brace is missing, so a
typo never becomes a colour no pool holds, nor a symbol silently dropped."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, DelayedTrigger, Effect, EffectKind, Mode,
    ObjectFilter, TokenSpec,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.engine import run
from reference_engine.errors import ScenarioError
from reference_engine.events import ManaAdded
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup, Scenario

GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1)


def _adds(mana: str) -> Ability:
    return Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA,
                                                                                   mana=mana),))


def _scenario(*abilities: Ability, cost: str | None = "{1}", effects: tuple[ContinuousEffect, ...] = (),
              pool: str = "") -> Scenario:
    card = CardDef(key="relic", name="Relic", mana_cost=cost, types=(CardType.ARTIFACT,), abilities=abilities)
    return Scenario(format="mtgconf-scenario/1.1", players=(PlayerSetup(id=0, mana_pool=pool), PlayerSetup(id=1)),
                    cards=(card,), objects=(ObjectSetup(id=1, card="relic", owner=0, zone=Zone.BATTLEFIELD),),
                    effects=effects)


def _cost(mana: str) -> Ability:
    return Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana=mana), effects=(GAIN,))


_GRANT = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, filter=ObjectFilter(types=(CardType.ARTIFACT,)),
                          ability=_cost("{w}"))
_TOKEN = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(
    kind=EffectKind.CREATE_TOKEN, amount=1, token=TokenSpec(key="gadget", name="Gadget", types=(CardType.ARTIFACT,),
                                                            abilities=(_cost("{Q}"),))),))
_LATER = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(
    kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(effects=(Effect(kind=EffectKind.ADD_MANA, mana="{X}"),))),))
_MODAL = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                 modes=(Mode(effects=(GAIN,)), Mode(effects=(Effect(kind=EffectKind.ADD_MANA, mana="{W/U}"),))))

BAD = [
    ("unknown symbol in a mana cost", _scenario(cost="{Q}"), "$.cards[0].mana_cost", "not {Q}"),
    ("lower case in a mana cost", _scenario(cost="{1}{g}"), "$.cards[0].mana_cost", "not {g}"),
    ("snow in a mana cost", _scenario(cost="{S}"), "$.cards[0].mana_cost", "not {S}"),
    ("a number too long", _scenario(cost="{1000}"), "$.cards[0].mana_cost", "up to 999"),
    ("monocoloured hybrid", _scenario(cost="{2/W}"), "$.cards[0].mana_cost", "two-colour hybrid"),
    ("Phyrexian hybrid", _scenario(cost="{W/U/P}"), "$.cards[0].mana_cost", "one colour and P"),
    ("an open brace in an activation cost", _scenario(_cost("{1}{W")), "$.cards[0].abilities[0].cost.mana",
     "in braces"),
    ("text in an activation cost", _scenario(_cost("two")), "$.cards[0].abilities[0].cost.mana", "in braces"),
    ("in a granted ability's cost", _scenario(effects=(_GRANT,)), "$.effects[0].ability.cost.mana", "not {w}"),
    ("in a token's ability", _scenario(_TOKEN), "$.cards[0].abilities[0].effects[0].token.abilities[0].cost.mana",
     "not {Q}"),
    ("X added", _scenario(_LATER), "$.cards[0].abilities[0].effects[0].delayed.effects[0].mana", "ability adds"),
    ("hybrid added", _scenario(_MODAL), "$.cards[0].abilities[0].modes[1].effects[0].mana", "ability adds"),
    ("Phyrexian added", _scenario(_adds("{B/P}")), "$.cards[0].abilities[0].effects[0].mana", "ability adds"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [(s, p, w) for _, s, p, w in BAD], ids=[n for n, *_ in BAD])
def test_unknown_mana_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)


@pytest.mark.parametrize("cost", ["{0}", "{16}", "{X}{X}{R}", "{C}{C}", "{1}{W/U}{B/G}", "{2}{G/P}", None])
def test_107_4_every_symbol_the_engine_pays_is_accepted(cost: str | None) -> None:
    sc = _scenario(_cost("{X}{W/U}{C}"), _adds("{G}{C}{2}"), cost=cost)
    assert scenario_from_json(to_json(sc)) == sc


def test_106_1b_added_mana_is_the_five_colours_colourless_or_a_number_of_colourless() -> None:
    sc = _scenario(_adds("{2}{G}"))
    sc = Scenario(format=sc.format, players=sc.players, cards=sc.cards, objects=sc.objects,
                  script=(Action(action=ActionKind.ACTIVATE, player=0, object=1, ability=0),))
    added = [e for e in run(sc).events if isinstance(e, ManaAdded)]
    assert [e.mana for e in added] == ["{2}{G}"]
