"""A cost paid any number of times (CR 603.12a) in the Scenario format: it
round-trips, and nonsense is refused with a JSON path."""
from __future__ import annotations

import copy
from typing import Any, Callable

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, Reflexive,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ChoicePolicy, ObjectSetup, PlayerSetup, Scenario

GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
FORGE = CardDef(key="forge", name="Forge", mana_cost="{2}", types=(CardType.ARTIFACT,), abilities=(
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), repeatable=Cost(mana="{1}", pay_life=1),
            reflexive=Reflexive(effects=(GAIN,))),))


def _scenario() -> Scenario:
    return Scenario(players=(PlayerSetup(id=0, mana_pool="{3}"), PlayerSetup(id=1)), cards=(FORGE,),
                    objects=(ObjectSetup(id=1, card="forge", owner=0, zone=Zone.BATTLEFIELD),),
                    choices=ChoicePolicy(payments=2, payments_by_ability={"forge/0": 3}))


def _edit(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(to_json(_scenario()))
    change(data)
    return data


def _ability(d: dict[str, Any]) -> dict[str, Any]:
    return d["cards"][0]["abilities"][0]  # type: ignore[no-any-return]


def test_repeatable_cost_and_payments_round_trip() -> None:
    assert scenario_from_json(to_json(_scenario())) == _scenario()
    assert _scenario().choices.payments_for("forge/0") == 3 and _scenario().choices.payments_for("x/0") == 2


HERE = "$.cards[0].abilities[0].repeatable"
BAD: list[tuple[str, Callable[[dict[str, Any]], None], str, str]] = [
    ("without reflexive", lambda d: _ability(d).pop("reflexive"), HERE, "'reflexive' trigger"),
    ("empty cost", lambda d: _ability(d).update(repeatable={}), HERE, "a cost to pay"),
    ("negative life", lambda d: _ability(d).update(repeatable={"pay_life": -1}), HERE, "a cost to pay"),
    ("tap in the cost", lambda d: _ability(d)["repeatable"].update(tap=True), HERE, "mana, life or both"),
    ("X in the cost", lambda d: _ability(d)["repeatable"].update(mana="{X}"), HERE, "without {X}"),
    ("with optional", lambda d: _ability(d).update(optional=True), HERE, "no 'optional'"),
    ("on a static ability", lambda d: _ability(d).update(kind="static"), HERE, "static or spell"),
    ("negative payments", lambda d: d["choices"].update(payments=-1), "$.choices.payments", "0 or more"),
    ("negative payments for one ability", lambda d: d["choices"]["payments_by_ability"].update({"forge/0": -2}),
     "$.choices.payments_by_ability.forge/0", "0 or more"),
]


@pytest.mark.parametrize(("change", "path", "words"), [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_nonsense_is_refused_with_its_path(change: Callable[[dict[str, Any]], None], path: str,
                                           words: str) -> None:
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(_edit(change), source="case.json")
    assert err.value.path == path and words in str(err.value)


def test_a_granted_ability_is_checked_too() -> None:
    bad = Ability(kind=AbilityKind.TRIGGERED, repeatable=Cost(pay_life=1))
    grant = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, filter=ObjectFilter(), ability=bad)
    data = to_json(Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), effects=(grant,)))
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(data)
    assert err.value.path == "$.effects[0].ability.repeatable"
