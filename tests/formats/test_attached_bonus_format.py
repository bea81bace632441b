"""The static "Enchanted creature gets +N/+M" / "Equipped creature gets +N/+M"
(continuous kind ``modify_pt``, format 1.1; CR 303.4b, 301.5a, 613.4c): printed
on an Aura or Equipment card, about the permanent it is attached to; anywhere
else it is refused with its JSON path, and a ``mtgconf-scenario/1`` file may
not use it."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, Subject, TokenSpec,
    Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_ability, render_card
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

HOST = ObjectFilter(subject=Subject.ENCHANTED, types=(CardType.CREATURE,))


def bonus(power: int, toughness: int, flt: ObjectFilter = HOST) -> ContinuousEffect:
    return ContinuousEffect(kind=ContinuousKind.MODIFY_PT, filter=flt, power=power, toughness=toughness)


def static(effect: ContinuousEffect) -> Ability:
    return Ability(kind=AbilityKind.STATIC, static=effect)


SPLITTER = static(bonus(2, 0))


def _card(*abilities: Ability, subtypes: tuple[str, ...] = ("Equipment",), fmt: str = "mtgconf-scenario/1.1",
          effects: tuple[ContinuousEffect, ...] = ()) -> Scenario:
    types = (CardType.ARTIFACT,) if "Equipment" in subtypes else (CardType.ENCHANTMENT,)
    card = CardDef(key="gear", name="Gear", mana_cost="{1}", types=types, subtypes=subtypes, abilities=abilities)
    return Scenario(format=fmt, players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,), effects=effects,
                    objects=(ObjectSetup(id=1, card="gear", owner=0, zone=Zone.BATTLEFIELD),))


def test_613_4c_the_bonus_round_trips_and_reads_as_oracle_text() -> None:
    """Bonesplitter's "Equipped creature gets +2/+0.", Holy Strength's
    "Enchanted creature gets +1/+2.", Dead Weight's "Enchanted creature gets -2/-2."."""
    sc = _card(SPLITTER)
    assert scenario_from_json(to_json(sc)) == sc
    assert render_ability(SPLITTER, sc.cards[0]) == "Equipped creature gets +2/+0."
    aura = _card(static(bonus(1, 2)), subtypes=("Aura",)).cards[0]
    assert render_ability(aura.abilities[0], aura) == "Enchanted creature gets +1/+2."
    weight = _card(static(bonus(-2, -2)), subtypes=("Aura",)).cards[0]
    assert render_card(weight).endswith("Enchanted creature gets -2/-2.")


def _token_maker() -> Ability:
    spec = TokenSpec(key="blade", types=(CardType.ARTIFACT,), subtypes=("Equipment",), abilities=(SPLITTER,))
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                   effects=(Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=spec),))


BAD = [
    ("version 1", _card(SPLITTER, fmt="mtgconf-scenario/1"), "$.cards[0].abilities[0].static.kind", "1.1"),
    ("not attached", _card(SPLITTER, subtypes=()), "$.cards[0].abilities[0].static.kind", "Aura or Equipment card"),
    ("not a static", _card(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                                   static=bonus(2, 0))), "$.cards[0].abilities[0].kind", "'static'"),
    ("all creatures", _card(static(bonus(2, 0, ObjectFilter(types=(CardType.CREATURE,))))),
     "$.cards[0].abilities[0].static.filter.subject", "'enchanted'"),
    ("no change", _card(static(bonus(0, 0))), "$.cards[0].abilities[0].static", "power or toughness not 0"),
    ("a scenario effect", _card(SPLITTER, effects=(bonus(1, 1),)), "$.effects[0].kind", "not 'modify_pt'"),
    ("granted", _card(static(ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, filter=HOST, ability=SPLITTER))),
     "$.cards[0].abilities[0].static.ability.static.kind", "no granted modify_pt"),
    ("on a token", _card(SPLITTER, _token_maker()),
     "$.cards[0].abilities[1].effects[0].token.abilities[0].static.kind", "no modify_pt ability on a token"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [(s, p, w) for _, s, p, w in BAD], ids=[n for n, *_ in BAD])
def test_613_4c_the_bonus_elsewhere_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)
