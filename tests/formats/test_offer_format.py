"""Offers in the Scenario format: round trip, and clear errors where an offer
or its answers are malformed (CR 101.4d)."""
from __future__ import annotations

import copy
from typing import Any, Callable

import pytest

from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Action, ActionKind, ChoicePolicy, ObjectSetup, PlayerSetup, Scenario

OFFER = Effect(kind=EffectKind.OFFER, amount=1)
DRAW = Effect(kind=EffectKind.DRAW, amount=1)


def offer_scenario() -> Scenario:
    card = CardDef(key="offer", name="Offer", mana_cost="{U}", types=(CardType.SORCERY,),
                   abilities=(Ability(kind=AbilityKind.SPELL, effects=(OFFER,)),))
    return Scenario(players=(PlayerSetup(id=0, mana_pool="{U}"), PlayerSetup(id=1), PlayerSetup(id=2)),
                    cards=(card,), objects=(ObjectSetup(id=1, card="offer", owner=0, zone=Zone.HAND),),
                    script=(Action(action=ActionKind.CAST, player=0, object=1),
                            Action(action=ActionKind.RESOLVE_ALL)),
                    choices=ChoicePolicy(offer_answers={"0": (False, True), "2": (True,)}))


def test_offer_scenario_round_trips() -> None:
    sc = offer_scenario()
    assert scenario_from_json(to_json(sc)) == sc


def test_missing_answers_decline() -> None:
    policy = offer_scenario().choices
    assert [policy.offer_answer(0, i) for i in range(3)] == [False, True, False]
    assert policy.offer_answer(1, 0) is False


def _ability(d: dict[str, Any]) -> dict[str, Any]:
    return d["cards"][0]["abilities"][0]  # type: ignore[no-any-return]


BAD: list[tuple[str, Callable[[dict[str, Any]], None], str, str]] = [
    ("no cards to draw", lambda d: _ability(d)["effects"][0].update(amount=0),
     "$.cards[0].abilities[0].effects[0].amount", "at least 1 card"),
    ("not alone", lambda d: _ability(d)["effects"].append(to_json_effect(DRAW)),
     "$.cards[0].abilities[0].effects[0]", "only effect"),
    ("optional", lambda d: _ability(d).update(optional=True),
     "$.cards[0].abilities[0].effects[0]", "no \"may\""),
    ("in a mode", lambda d: _ability(d).update(effects=[], modes=[{"effects": [to_json_effect(OFFER)]}]),
     "$.cards[0].abilities[0].modes[0].effects[0]", "not in a mode"),
    ("answers of no player", lambda d: d["choices"]["offer_answers"].update({"3": [True]}),
     "$.choices.offer_answers.3", "a player id"),
    ("answers not yes or no", lambda d: d["choices"]["offer_answers"].update({"1": ["maybe"]}),
     "$.choices.offer_answers.1[0]", ""),
]


def to_json_effect(e: Effect) -> dict[str, Any]:
    card = CardDef(key="k", name="K", types=(CardType.SORCERY,),
                   abilities=(Ability(kind=AbilityKind.SPELL, effects=(e,)),))
    sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,))
    return to_json(sc)["cards"][0]["abilities"][0]["effects"][0]  # type: ignore[no-any-return]


@pytest.mark.parametrize(("change", "path", "words"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_offer_names_the_json_path(change: Callable[[dict[str, Any]], None], path: str, words: str) -> None:
    data = copy.deepcopy(to_json(offer_scenario()))
    change(data)
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(data)
    assert err.value.path == path and words in err.value.expected
