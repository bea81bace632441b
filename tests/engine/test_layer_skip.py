"""Characteristics skip collecting the effects in force when the scenario
holds no effect that changes characteristics (CR 613: layers 4, 6 and 7c;
``effects._layer_effects``). Every effect in force comes from the scenario
(``continuous_kinds`` must find it wherever the scenario holds it) or is one
the engine makes itself, of a kind listed in ``ENGINE_MADE``; if either
broke, a layer effect could be in force unseen."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from reference_engine import ability_checks, codec
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, TokenSpec,
)
from reference_engine.ability_checks import continuous_kinds
from reference_engine.cards import CardDef
from reference_engine.codec import load_scenario
from reference_engine.engine import run
from reference_engine.ids import CardType
from reference_engine.rules import effects
from reference_engine.scenario import PlayerSetup, Scenario

ENGINE = Path(effects.__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "scenarios"
PLAYERS = (PlayerSetup(id=0), PlayerSetup(id=1))


def _static(kind: ContinuousKind, **kw: object) -> Ability:
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=kind, **kw))  # type: ignore[arg-type]


def test_a_bare_creature_has_no_continuous_effect() -> None:
    bear = CardDef(key="bear", name="Bear", types=(CardType.CREATURE,), power=2, toughness=2)
    assert continuous_kinds(Scenario(players=PLAYERS, cards=(bear,))) == frozenset()


def test_printed_granted_token_and_scenario_effects_are_found() -> None:
    token = TokenSpec(key="spirit", types=(CardType.CREATURE,), power=1, toughness=1,
                      abilities=(_static(ContinuousKind.ANTHEM, power=1, toughness=1),))
    maker = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.CREATE_TOKEN, token=token),))
    granted = _static(ContinuousKind.GRANT_ABILITY, ability=_static(ContinuousKind.LOSE_ALL_ABILITIES))
    card = CardDef(key="maker", name="Maker", types=(CardType.SORCERY,), abilities=(maker, granted))
    effect = ContinuousEffect(kind=ContinuousKind.LANDS_ARE_CREATURES)
    found = continuous_kinds(Scenario(players=PLAYERS, cards=(card,), effects=(effect,)))
    assert found == {ContinuousKind.ANTHEM, ContinuousKind.GRANT_ABILITY, ContinuousKind.LOSE_ALL_ABILITIES,
                     ContinuousKind.LANDS_ARE_CREATURES}


def _made_kinds() -> set[str]:
    """The ``kind=ContinuousKind.X`` of every ``ContinuousEffect(...)`` the engine's code builds."""
    kinds: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ContinuousEffect":
                kind = next((k.value for k in node.keywords if k.arg == "kind"), None)
                assert isinstance(kind, ast.Attribute), f"{path.name}:{node.lineno}: a kind named in place"
                kinds.add(kind.attr)
    return kinds


def test_the_engine_makes_only_the_listed_kinds_none_of_them_a_layer_kind() -> None:
    made = _made_kinds()
    assert made, "the engine makes prevention shields and riders"
    assert made <= {k.name for k in effects.ENGINE_MADE}
    assert not set(effects.ENGINE_MADE) & set(effects._LAYER_KINDS)


@pytest.mark.parametrize("path", sorted(FIXTURES.rglob("*.json")), ids=lambda p: p.stem)
def test_613_histories_are_those_of_collecting_the_effects_every_time(path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    sc = load_scenario(path)
    skipped = codec.dumps(run(sc))
    monkeypatch.setattr(ability_checks, "continuous_kinds", lambda _: frozenset(ContinuousKind))
    assert codec.dumps(run(sc)) == skipped
