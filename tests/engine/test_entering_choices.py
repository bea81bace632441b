""""As this enters, choose a creature type" (CR 614.1c, 614.12a): the choice
is made as the permanent enters, recorded before its arrival with nothing in
between, and read by its "of the chosen type" abilities; a new object after a
zone change chooses again (CR 400.7)."""
from __future__ import annotations

import dataclasses

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, TriggerEvent, Who,
)
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import Cast, Chose, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.oracle import render_card
from reference_engine.scenario import ChoicePolicy, Scenario

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell, trig

CHOOSE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CHOOSE_CREATURE_TYPE, filter=ObjectFilter(subject=Subject.SELF)))
DRAW = Effect(kind=EffectKind.DRAW, amount=1)
BANNER = permanent("banner", (CardType.ARTIFACT,), CHOOSE, trig(
    TriggerEvent.CAST, DRAW, player=Who.YOU,
    filter=ObjectFilter(types=(CardType.CREATURE,), chosen_type=True)), mana_cost="{3}")
"""Vanquisher's Banner's choice and its draw trigger."""
ELF = dataclasses.replace(creature("elf", cost="{G}"), subtypes=("Elf",))
BEAR = dataclasses.replace(creature("bear", cost="{G}"), subtypes=("Bear",))
FLICKER = spell("flicker", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET), instant=True,
                targets=(TargetSpec(objects=ObjectFilter(types=(CardType.ARTIFACT,))),))


def _game(*casts: int, types: dict[str, str] | None = None, flicker: bool = False) -> tuple[Scenario, History]:
    objects = [on("banner", 1, zone=Zone.HAND), on("elf", 2, zone=Zone.HAND), on("bear", 3, zone=Zone.HAND),
               on("elf", 4, zone=Zone.HAND), on("flicker", 5, zone=Zone.HAND)]
    objects += [on("bear", 10 + i, zone=Zone.LIBRARY) for i in range(5)]
    script = [act("cast", player=0, object=1), act("resolve_all")]
    if flicker:
        script += [act("cast", player=0, object=5, targets=(TargetRef(object=1),)), act("resolve_all")]
    for oid in casts:
        script += [act("cast", player=0, object=oid), act("resolve_all")]
    sc = scenario([BANNER, ELF, BEAR, FLICKER], objects, script, pools={0: "{G}{G}{G}{B}{3}"},
                  choices=ChoicePolicy(creature_types=types or {}))
    return sc, play(sc)


def _draw_triggers(h: History) -> list[int]:
    return [t.causes[0] for t in of(h, "triggered")]  # type: ignore[union-attr]


def test_614_12a_choice_recorded_before_the_arrival_with_nothing_between() -> None:
    _, h = _game(types={"banner/0": "Elf"})
    [chose] = of(h, "chose")
    assert isinstance(chose, Chose) and (chose.choice, chose.value, chose.ability) == ("creature_type", "Elf", "banner/0")
    nxt = h.events[chose.seq]  # seq is 1-based: the event right after it
    assert isinstance(nxt, ZoneChange) and nxt.new_id == chose.object and nxt.to_zone is Zone.BATTLEFIELD


def test_603_2_the_cast_trigger_fires_only_for_spells_of_the_chosen_type() -> None:
    _, h = _game(2, 3, types={"banner/0": "Elf"})
    elf_casts = [e.seq for e in h.events if isinstance(e, Cast) and e.card == "elf"]
    assert len(elf_casts) == 1 and _draw_triggers(h) == elf_casts  # the Bear spell triggers nothing


def test_614_12a_default_is_the_first_creature_type_of_the_scenario() -> None:
    _, h = _game(2, 3)
    [chose] = of(h, "chose")
    assert isinstance(chose, Chose) and chose.value == "Bear"  # "Bear" < "Elf"
    assert len(_draw_triggers(h)) == 1


def test_400_7_a_flickered_permanent_chooses_again_as_a_new_object() -> None:
    _, h = _game(2, types={"banner/0": "Elf"}, flicker=True)
    first, second = of(h, "chose")
    assert isinstance(first, Chose) and isinstance(second, Chose) and first.object != second.object
    assert len(_draw_triggers(h)) == 1  # the new object chose Elf again


def test_614_12a_oracle_text() -> None:
    text = render_card(BANNER)
    assert "As this artifact enters, choose a creature type." in text
    assert "Whenever you cast a creature spell of the chosen type, draw a card." in text


def test_chosen_type_needs_a_card_that_chooses() -> None:
    bad = dataclasses.replace(BANNER, abilities=BANNER.abilities[1:])
    sc = scenario([bad], [], [])
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.trigger\.subject\.chosen_type"):
        scenario_from_json(to_json(sc))


def test_format_1_refuses_the_choice() -> None:
    sc, _ = _game(types={"banner/0": "Elf"})
    old = dict(to_json(sc), format="mtgconf-scenario/1")
    with pytest.raises(ScenarioError, match="1.1"):
        scenario_from_json(old)
