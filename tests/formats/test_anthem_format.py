"""The static "Creatures you control get +N/+M" (continuous kind ``anthem``,
format 1.1; CR 613.4c, 611.3a): printed on a permanent card, about creatures;
anywhere else it is refused with its JSON path, a ``mtgconf-scenario/1`` file
may not use it, and it reads as modern Oracle text."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_ability
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

YOURS = ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)
CHOOSE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CHOOSE_CREATURE_TYPE, filter=ObjectFilter(subject=Subject.SELF)))


def anthem(power: int = 1, toughness: int = 1, flt: ObjectFilter = YOURS, *, x: bool = False,
           counter: str = "+1/+1") -> ContinuousEffect:
    return ContinuousEffect(kind=ContinuousKind.ANTHEM, filter=flt, power=power, toughness=toughness, x=x,
                            counter=counter)


def static(effect: ContinuousEffect) -> Ability:
    return Ability(kind=AbilityKind.STATIC, static=effect)


GLORIOUS = static(anthem())


def _card(*abilities: Ability, types: tuple[CardType, ...] = (CardType.ENCHANTMENT,),
          fmt: str = "mtgconf-scenario/1.1", effects: tuple[ContinuousEffect, ...] = ()) -> Scenario:
    card = CardDef(key="anthem", name="Anthem", mana_cost="{1}{W}{W}", types=types, abilities=abilities)
    return Scenario(format=fmt, players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(card,), effects=effects,
                    objects=(ObjectSetup(id=1, card="anthem", owner=0, zone=Zone.BATTLEFIELD),))


def test_613_4c_anthems_round_trip_and_read_as_oracle_text() -> None:
    """Glorious Anthem, Vanquisher's Banner and Door of Destinies as Oracle prints them today."""
    sc = _card(GLORIOUS)
    assert scenario_from_json(to_json(sc)) == sc
    assert render_ability(GLORIOUS, sc.cards[0]) == "Creatures you control get +1/+1."
    chosen = ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU, chosen_type=True)
    banner = _card(CHOOSE, static(anthem(flt=chosen)), types=(CardType.ARTIFACT,))
    assert scenario_from_json(to_json(banner)) == banner
    assert render_ability(banner.cards[0].abilities[1], banner.cards[0]) == \
        "Creatures you control of the chosen type get +1/+1."
    door = _card(CHOOSE, static(anthem(flt=chosen, x=True, counter="charge")), types=(CardType.ARTIFACT,))
    assert scenario_from_json(to_json(door)) == door
    assert render_ability(door.cards[0].abilities[1], door.cards[0]) == \
        "Creatures you control of the chosen type get +1/+1 for each charge counter on this artifact."
    others = static(anthem(2, 0, ObjectFilter(subject=Subject.ANOTHER, types=(CardType.CREATURE,),
                                               controller=Who.YOU)))
    assert render_ability(others, sc.cards[0]) == "Other creatures you control get +2/+0."
    theirs = static(anthem(-1, -1, ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT)))
    assert render_ability(theirs, sc.cards[0]) == "Creatures your opponents control get -1/-1."


BAD = [
    ("version 1", _card(GLORIOUS, fmt="mtgconf-scenario/1"), "$.cards[0].abilities[0].static.kind", "1.1"),
    ("not a permanent card", _card(GLORIOUS, types=(CardType.INSTANT,)), "$.cards[0].abilities[0].static.kind",
     "permanent card"),
    ("not a static", _card(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS),
                                   static=anthem())), "$.cards[0].abilities[0].kind", "'static'"),
    ("itself", _card(static(anthem(flt=ObjectFilter(subject=Subject.SELF, types=(CardType.CREATURE,))))),
     "$.cards[0].abilities[0].static.filter.subject", "'any' or 'another'"),
    ("not creatures", _card(static(anthem(flt=ObjectFilter(controller=Who.YOU)))),
     "$.cards[0].abilities[0].static.filter.types", "'creature'"),
    ("no change", _card(static(anthem(0, 0))), "$.cards[0].abilities[0].static", "power or toughness not 0"),
    ("a counter without x", _card(static(anthem(counter="charge"))), "$.cards[0].abilities[0].static.counter",
     "only with x"),
    ("a scenario effect", _card(GLORIOUS, effects=(anthem(),)), "$.effects[0].kind", "not 'anthem'"),
    ("granted", _card(static(ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, filter=YOURS, ability=GLORIOUS))),
     "$.cards[0].abilities[0].static.ability.static.kind", "no granted anthem"),
]


@pytest.mark.parametrize(("scenario", "path", "words"), [(s, p, w) for _, s, p, w in BAD], ids=[n for n, *_ in BAD])
def test_613_4c_an_anthem_elsewhere_is_refused_at_its_path(scenario: Scenario, path: str, words: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        scenario_from_json(to_json(scenario))
    assert caught.value.path == path
    assert words in str(caught.value)
