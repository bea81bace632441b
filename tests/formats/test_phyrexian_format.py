"""Phyrexian mana (format 1.1; CR 107.4f, 601.2b): the symbols and the cast's
answers round-trip, render as printed, and are refused with their JSON path
where they mean nothing, or in a ``mtgconf-scenario/1`` file."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup, Scenario

DRAW = Effect(kind=EffectKind.DRAW, amount=1)
PROBE = Ability(kind=AbilityKind.SPELL, effects=(DRAW,))
CAST = Action(action=ActionKind.CAST, player=0, object=1, phyrexian_life=(True,))


def _scenario(ability: Ability = PROBE, *, cost: str = "{U/P}", fmt: str = "mtgconf-scenario/1.1",
              script: tuple[Action, ...] = (CAST,)) -> Scenario:
    card = CardDef(key="probe", name="Probe", mana_cost=cost, types=(CardType.SORCERY,), abilities=(ability,))
    return Scenario(format=fmt, players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,),
                    objects=(ObjectSetup(id=1, card="probe", owner=0, zone=Zone.HAND),), script=script)


def test_the_symbols_and_answers_round_trip() -> None:
    sc = _scenario(cost="{1}{B/P}{B/P}", script=(Action(action=ActionKind.CAST, player=0, object=1,
                                                        phyrexian_life=(True, False)),))
    assert scenario_from_json(to_json(sc)) == sc


def test_107_4f_a_phyrexian_cost_renders_as_printed() -> None:
    card = CardDef(key="k", name="K", mana_cost="{U/P}", types=(CardType.SORCERY,),
                   abilities=(Ability(kind=AbilityKind.SPELL, cost=Cost(mana="{B/P}"), effects=(DRAW,)),))
    assert render_card(card).splitlines()[0] == "As an additional cost to cast this spell, {B/P}."


TAP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{G/P}"), effects=(Effect(kind=EffectKind.ADD_MANA,
                                                                                   mana="{G}"),))
"""A mana ability: its cost may not hold a Phyrexian symbol (a non-mana activated ability's may, CR 602.2b)."""
BAD = [
    ("version 1 cost", _scenario(fmt="mtgconf-scenario/1", script=()), "$.cards[0].mana_cost", "1.1"),
    ("version 1 answers", _scenario(cost="{U}", fmt="mtgconf-scenario/1"), "$.script[0].phyrexian_life", "1.1"),
    ("not a colour", _scenario(cost="{C/P}"), "$.cards[0].mana_cost", "one colour and P"),
    ("on a mana ability", _scenario(TAP), "$.cards[0].abilities[0].cost.mana", "not in a mana ability's"),
    ("answers on a pass", _scenario(script=(Action(action=ActionKind.PASS, player=0, phyrexian_life=(True,)),)),
     "$.script[0].phyrexian_life", "cast or activate action"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [(s, p, w) for _, s, p, w in BAD], ids=[n for n, *_ in BAD])
def test_a_bad_word_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)


def test_answers_are_strictly_booleans() -> None:
    data = to_json(_scenario())
    data["script"][0]["phyrexian_life"] = ["yes"]
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(data)
    assert "phyrexian_life" in caught.value.path


def test_602_2b_a_non_mana_activated_ability_may_hold_them_and_its_activation_answers() -> None:
    pump = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{G/P}"), effects=(DRAW,))
    sc = _scenario(pump, script=(Action(action=ActionKind.ACTIVATE, player=0, object=1, phyrexian_life=(True,)),))
    assert scenario_from_json(to_json(sc)) == sc
