"""Validation is remembered per scenario object: a scenario found valid is not
checked again when it is played again (a rerun, the reference comparison),
and an invalid one is refused every time."""
from __future__ import annotations

import dataclasses

import pytest

from reference_engine import validate
from reference_engine.errors import ScenarioError
from reference_engine.scenario import Scenario

from tests.engine.builder import creature, on, play, scenario


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[Scenario]:
    seen: list[Scenario] = []
    problems = validate._problems

    def counted(sc: Scenario) -> list[tuple[str, str]]:
        seen.append(sc)
        return problems(sc)

    monkeypatch.setattr(validate, "_problems", counted)
    return seen


def test_a_valid_scenario_played_twice_is_checked_once(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _counting(monkeypatch)
    sc = scenario([creature("bear")], [on("bear", 1)], [])
    assert play(sc).events == play(sc).events
    assert seen == [sc]


def test_an_equal_but_distinct_scenario_is_checked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _counting(monkeypatch)
    sc = scenario([creature("bear")], [on("bear", 1)], [])
    twin = dataclasses.replace(sc)
    play(sc)
    play(twin)
    assert len(seen) == 2 and seen[1] is twin


def test_an_invalid_scenario_is_refused_every_time(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _counting(monkeypatch)
    bad = scenario([creature("bear")], [on("wolf", 1)], [])  # no card "wolf"
    for _ in range(2):
        with pytest.raises(ScenarioError):
            play(bad)
    assert len(seen) == 2
