"""Neither peer adapter starts a game: a ``game_start`` scenario, or a card
with an opening-hand ability, is refused as ``Unsupported`` with a clear
message instead of being played as a game already under way (CR 103.6)."""
from __future__ import annotations

import dataclasses
import importlib
import importlib.util

import pytest

from mtgconf.adapters.protocol import Unsupported
from mtgconf.runner import Status, run_property
from properties.registry import get
from reference_engine.abilities import Ability, AbilityKind, DelayedTrigger, Effect, EffectKind
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import ObjectSetup, Scenario
from tests.peers.scenarios import wrath_scenario

PEERS = [pytest.param(adapter, marks=pytest.mark.skipif(importlib.util.find_spec(module) is None,
                                                        reason=f"{module} is not installed"))
         for adapter, module in (("phase", "phase"), ("pymtg", "mtg"))]
HERALD = CardDef(key="herald", name="Herald", mana_cost="{4}{B}", types=(CardType.CREATURE,), power=5,
                 toughness=5, abilities=(Ability(kind=AbilityKind.OPENING_HAND, effects=(Effect(
                     kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.UPKEEP, effects=(
                         Effect(kind=EffectKind.GAIN_LIFE, amount=3),))),)),))


def _adapter(name: str):  # type: ignore[no-untyped-def]
    return importlib.import_module(f"mtgconf.adapters.{name}").make_adapter()


def _starting(sc: Scenario) -> Scenario:
    return dataclasses.replace(sc, game_start=True, turn=1, step=Step.UNTAP, script=sc.script[-1:])


def _with_herald(sc: Scenario) -> Scenario:
    herald = ObjectSetup(id=99, card="herald", owner=0, zone=Zone.HAND)
    return dataclasses.replace(sc, cards=(*sc.cards, HERALD), objects=(*sc.objects, herald))


@pytest.mark.parametrize("name", PEERS)
def test_a_game_being_started_is_unsupported(name: str) -> None:
    for scenario in (_starting(wrath_scenario()), _starting(_with_herald(wrath_scenario()))):
        with pytest.raises(Unsupported, match="game_start"):
            _adapter(name).run(scenario)


@pytest.mark.parametrize("name", PEERS)
def test_an_opening_hand_ability_is_unsupported_mid_game(name: str) -> None:
    with pytest.raises(Unsupported, match="opening_hand"):
        _adapter(name).run(_with_herald(wrath_scenario()))


@pytest.mark.parametrize("name", PEERS)
def test_the_game_start_property_is_unsupported(name: str) -> None:
    adapter = _adapter(name)
    try:
        result = run_property(get("game-start-actions-in-apnap-order"), adapter, examples=1)
    finally:
        adapter.close()
    assert result.status is Status.UNSUPPORTED and "game-start" in result.reason
