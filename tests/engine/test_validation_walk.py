"""Validation's walk (``ability_checks._marked_parts``) skips the fields whose
declared type cannot hold a part it reports, the records that cannot reach
one (a script's actions, an object's setup) and empty tuples. A walk into
every field of every record must find the same parts at the same paths.
The problems validation keeps per (path, ability) must be a fresh check's."""
from __future__ import annotations

import dataclasses
from pathlib import Path

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, Mode, ObjectFilter, TokenSpec,
    Trigger, TriggerEvent,
)
from reference_engine.ability_checks import (
    _LAST_WALK, _abilities, _ability_problems, _checked_ability, _marked, _marked_parts,
)
from reference_engine.cards import CardDef
from reference_engine.codec import load_scenario
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "scenarios"


def _everything(node: object, path: str, found: list[tuple[str, object]]) -> None:
    """The walk with no pruning: every field, every item of a tuple or a list, every value of a dict;
    trigger conditions and continuous effects kept without a path, as the walk keeps them."""
    if isinstance(node, (Trigger, ContinuousEffect)):
        found.append(("", node))
    elif dataclasses.is_dataclass(node) and _marked(node):
        found.append((path, node))
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            _everything(getattr(node, f.name), f"{path}.{f.name}", found)
    elif isinstance(node, (tuple, list)):
        for k, item in enumerate(node):
            _everything(item, f"{path}[{k}]", found)
    elif isinstance(node, dict):
        for value in node.values():
            _everything(value, f"{path}.?", found)


def _same_parts(sc: Scenario) -> None:
    _LAST_WALK.clear()
    fast = [(p, id(part)) for p, part in _marked_parts("$", sc)]
    full: list[tuple[str, object]] = []
    _everything(sc, "$", full)
    assert sorted(fast) == sorted((p, id(part)) for p, part in full)


def test_the_walk_finds_what_a_full_walk_finds_in_every_fixture() -> None:
    paths = sorted(FIXTURES.rglob("*.json"))
    assert paths
    for path in paths:
        _same_parts(load_scenario(path))


def test_the_walk_finds_parts_nested_anywhere() -> None:
    dies = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES),
                   effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    misplaced = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                        static=ContinuousEffect(kind=ContinuousKind.ANTHEM, power=1, toughness=1))
    token = TokenSpec(key="spirit", types=(CardType.CREATURE,), power=1, toughness=1, abilities=(dies, misplaced))
    modal = Ability(kind=AbilityKind.SPELL, modes=(
        Mode(effects=(Effect(kind=EffectKind.CREATE_TOKEN, token=token),)),
        Mode(effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),))))
    chosen = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ANTHEM, power=1, toughness=1, filter=ObjectFilter(chosen_type=True)))
    walker = CardDef(key="walker", name="Walker", types=(CardType.PLANESWALKER,), loyalty=3)
    spell = CardDef(key="spell", name="Spell", types=(CardType.SORCERY,), abilities=(modal,))
    lord = CardDef(key="lord", name="Lord", types=(CardType.CREATURE,), power=1, toughness=1, abilities=(chosen,))
    granted = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, ability=misplaced)
    sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(walker, spell, lord), effects=(granted,),
                  objects=(ObjectSetup(id=1, card="walker", owner=0, zone=Zone.BATTLEFIELD),))
    _same_parts(sc)
    _LAST_WALK.clear()
    assert len([p for p, _ in _marked_parts("$", sc) if p]) >= 5


def test_kept_ability_problems_are_those_of_a_fresh_check() -> None:
    """Validation keeps each (path, ability)'s problems: they must be what the
    checks find afresh, for every ability of every fixture, and carry the path
    they were asked for."""
    for path in sorted(FIXTURES.rglob("*.json")):
        sc = load_scenario(path)
        for where, ability in _abilities(sc):
            assert _ability_problems(where, ability) == tuple(_checked_ability(where, ability))
    wrong = Ability(kind=AbilityKind.STATIC, convoke=True)
    first = _ability_problems("$.cards[0].abilities[0]", wrong)
    again = _ability_problems("$.cards[1].abilities[2]", Ability(kind=AbilityKind.STATIC, convoke=True))
    assert first == (("$.cards[0].abilities[0].convoke", first[0][1]),)
    assert again == (("$.cards[1].abilities[2].convoke", first[0][1]),)
