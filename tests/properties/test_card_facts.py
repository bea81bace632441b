"""The checkers' own mana-symbol, colour and mana-ability rules agree with the
engine's on every card of the fixtures and of generated scenarios: two
independent readings of CR 202.2 and 605.1 that must never drift apart."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import fixtures
from properties.card_facts import card_colors, is_mana_ability, mana_symbols
from properties.strategies import FAMILIES
from reference_engine import cards
from reference_engine.codec import load_scenario
from reference_engine.scenario import Scenario

SCENARIOS = sorted((Path(fixtures.__file__).parent / "scenarios").rglob("*.json"))


def _agree(scenario: Scenario) -> None:
    for card in scenario.cards:
        assert card_colors(card) == card.colors, card.key
        assert mana_symbols(card.mana_cost or "") == cards.mana_symbols(card.mana_cost or "")
        for ability in card.abilities:
            assert is_mana_ability(ability) == ability.is_mana_ability, card.key


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_fixture_cards(path: Path) -> None:
    _agree(load_scenario(path))


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_generated_cards(family: str) -> None:
    @settings(max_examples=20, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(FAMILIES[family])
    def check(scenario: Scenario) -> None:
        _agree(scenario)

    check()


@pytest.mark.parametrize("cost", ["", "{0}", "{2}{B}{B}", "{X}{R}", "{W/U}{G/P}{C}", "{{B}", "{}{1}", "{G", "B}"])
def test_symbols_match_on_odd_costs(cost: str) -> None:
    assert mana_symbols(cost) == cards.mana_symbols(cost)
