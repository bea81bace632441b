"""A replacement effect a spell creates (CR 614.1a, 611.2a, 514.2): Magma
Spray's "If that creature would die this turn, exile it instead" covers the
creature it names, however it would die, until the cleanup step of that turn,
and nothing else."""
from __future__ import annotations

import dataclasses

import pytest

from reference_engine.abilities import (Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
                                        TargetSpec, TriggerEvent)
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import Replaced, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.oracle import render_card
from reference_engine.scenario import Action, ActionKind, Scenario
from reference_engine.validate import _problems as scenario_problems

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell, trig

CREATURE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))
SPRAY = CardDef(key="spray", name="Magma Spray", mana_cost="{R}", types=(CardType.INSTANT,), abilities=(
    Ability(kind=AbilityKind.SPELL, targets=(CREATURE,), effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),
        Effect(kind=EffectKind.EXILE_IF_WOULD_DIE, object=ObjectRef.TARGET))),))
"""Magma Spray: 2 damage to target creature; if that creature would die this turn, exile it instead."""
BEAR = creature("bear", trig(TriggerEvent.DIES, gain(1)), power=2, toughness=2)
"""When this creature dies, you gain 1 life."""
OX = creature("ox", power=2, toughness=4)
MURDER = spell("murder", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True,
               targets=(CREATURE,))
SACK = spell("sack", Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.TARGET), instant=True, targets=(CREATURE,))
SHRINK = spell("shrink", Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=-4, toughness=-4),
               instant=True, targets=(CREATURE,))
SLAYER = permanent("slayer", (CardType.ARTIFACT,), Ability(
    kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(CREATURE,),
    effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),)))
"""{T}: Destroy target creature."""
CARDS = [SPRAY, BEAR, OX, MURDER, SACK, SHRINK, SLAYER]


def _left(h: History, oid: int) -> list[ZoneChange]:
    return [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.old_id == oid]


def _replaced(h: History) -> list[Replaced]:
    return [e for e in of(h, "replaced") if isinstance(e, Replaced)]


def test_614_1a_lethal_damage_from_the_spell_exiles_the_creature() -> None:
    """The replacement exists before the state-based actions see the lethal damage."""
    sc = scenario(CARDS, [on("bear", 1), on("spray", 2, zone=Zone.HAND)],
                  [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{R}"})
    h = play(sc)
    [gone] = _left(h, 1)
    assert gone.to_zone is Zone.EXILE
    [r] = _replaced(h)
    assert r.effect == "spray/0" and r.object == 1 and r.seq in gone.causes
    assert "bear/0" not in [e.ability for e in of(h, "triggered")]  # type: ignore[attr-defined]  # it never died (CR 700.4)


@pytest.mark.parametrize("kill", ["murder", "sack", "shrink"])
def test_614_1a_any_later_death_this_turn_is_replaced(kill: str) -> None:
    """A destroy effect, a sacrifice, a toughness of 0: each would be a death (CR 700.4)."""
    sc = scenario(CARDS, [on("ox", 1), on("spray", 2, zone=Zone.HAND), on(kill, 3, zone=Zone.HAND)],
                  [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all"),
                   act("cast", object=3, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{R}{B}"})
    h = play(sc)
    assert [e.to_zone for e in _left(h, 1)] == [Zone.EXILE]
    assert [r.effect for r in _replaced(h)] == ["spray/0"]


def test_614_1a_only_the_chosen_creature_is_covered() -> None:
    sc = scenario(CARDS, [on("ox", 1), on("bear", 4), on("spray", 2, zone=Zone.HAND), on("murder", 3, zone=Zone.HAND)],
                  [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all"),
                   act("cast", object=3, targets=(TargetRef(object=4),)), act("resolve_all")], pools={0: "{R}{B}"})
    h = play(sc)
    assert [e.to_zone for e in _left(h, 4)] == [Zone.GRAVEYARD] and _replaced(h) == []


def _next_turn_kill() -> Scenario:
    """The Ox (1) is sprayed; in the next turn player 0 taps the Slayer (3) to destroy it."""
    return scenario(CARDS, [on("ox", 1), on("spray", 2, zone=Zone.HAND), on("slayer", 3),
                            on("bear", 4, owner=1, zone=Zone.LIBRARY)],
                    [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all"),
                     act("advance_to", step=Step.PRECOMBAT_MAIN), Action(action=ActionKind.PASS, player=1),
                     act("activate", object=3, targets=(TargetRef(object=1),)), act("resolve_all")],
                    pools={0: "{R}"})


def test_514_2_the_replacement_ends_in_the_cleanup_step() -> None:
    h = play(_next_turn_kill())
    assert [e.to_zone for e in _left(h, 1)] == [Zone.GRAVEYARD] and _replaced(h) == []


def test_400_7_the_card_back_on_the_battlefield_is_a_new_object() -> None:
    """Flickered after the spray, the Ox is a new object the effect does not know."""
    blink = spell("blink", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                  Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET), instant=True,
                  targets=(CREATURE,))
    sc = scenario([*CARDS, blink], [on("ox", 1), on("spray", 2, zone=Zone.HAND), on("blink", 3, zone=Zone.HAND),
                                    on("murder", 4, zone=Zone.HAND)],
                  [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all"),
                   act("cast", object=3, targets=(TargetRef(object=1),)), act("resolve_all"),
                   act("cast", object=4, targets=(TargetRef(object=1),)), act("resolve_all")],
                  pools={0: "{R}{B}{B}"})
    h = play(sc)
    last = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.how.value == "destroy"]
    assert [e.to_zone for e in last] == [Zone.GRAVEYARD] and _replaced(h) == []


def test_oracle_text_and_format() -> None:
    assert "This spell deals 2 damage to target creature. If that creature would die this turn, " \
           "exile it instead." in render_card(SPRAY)
    assert scenario_problems(_next_turn_kill()) == []


def test_the_effect_names_a_target_or_it() -> None:
    bad = spell("bad", Effect(kind=EffectKind.EXILE_IF_WOULD_DIE), instant=True)
    sc = scenario([bad], [on("bad", 1, zone=Zone.HAND)], [])
    assert [p for p, _ in scenario_problems(sc)] == ["$.cards[0].abilities[0].effects[0].object"]


def test_format_1_refuses_exile_if_would_die() -> None:
    old = dataclasses.replace(_next_turn_kill(), format="mtgconf-scenario/1")
    with pytest.raises(ScenarioError) as refused:
        scenario_from_json(to_json(old))
    assert "exile_if_would_die" in str(refused.value) and "1.1" in str(refused.value)
    scenario_from_json(to_json(dataclasses.replace(old, format="mtgconf-scenario/1.1")))


def test_step_reached_is_the_next_turn() -> None:
    """The next-turn scenario really kills the Ox in turn 2."""
    h = play(_next_turn_kill())
    turns = [e.turn for e in of(h, "step_begin") if e.step is Step.PRECOMBAT_MAIN]  # type: ignore[attr-defined]
    assert turns == [2]
