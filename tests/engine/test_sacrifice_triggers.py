"""Sacrifice triggers (CR 701.21a, 603.2, 603.10a): "whenever a player
sacrifices a permanent" sees every sacrifice, by a cost or an effect, and
looks back like a leaves-the-battlefield ability."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    Subject, Trigger, TriggerEvent, Who,
)
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.objects import Chars
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Scenario
from reference_engine.validate import check_references

from tests.engine.builder import act, creature, destroy_all, of, on, permanent, play, scenario, spell, trig

CREATURE = (CardType.CREATURE,)
ENCH = (CardType.ENCHANTMENT,)


def _refs(sc: Scenario, rules: Rules | None = None) -> list[str]:
    return sorted(t.ability for t in of(play(sc, rules), "triggered"))  # type: ignore[attr-defined]


def _watchers() -> list:  # type: ignore[type-arg]
    """Player 0's "whenever you sacrifice a creature" and "whenever an
    opponent sacrifices a permanent", player 1's "whenever a player
    sacrifices another creature"."""
    return [permanent("mine", ENCH, trig(TriggerEvent.SACRIFICES, subject=Subject.ANY, types=CREATURE,
                                         player=Who.YOU)),
            permanent("theirs", ENCH, trig(TriggerEvent.SACRIFICES, subject=Subject.ANY, player=Who.OPPONENT)),
            permanent("anyone", ENCH, trig(TriggerEvent.SACRIFICES, subject=Subject.ANOTHER, types=CREATURE))]


def _board(spell_effect: Effect, *extra: object, effects: tuple[ContinuousEffect, ...] = ()) -> Scenario:
    """Player 0 casts a spell; each player controls two creatures; the
    self-watching "fodder" is player 0's."""
    fodder = creature("fodder", trig(TriggerEvent.SACRIFICES, player=Who.YOU))
    cards = [*_watchers(), fodder, creature("bear"), spell("rite", spell_effect)]
    objs = [on("mine", 1), on("theirs", 2), on("anyone", 3, owner=1), on("fodder", 4), on("bear", 5),
            on("bear", 6, owner=1), on("bear", 7, owner=1), on("rite", 8, zone=Zone.HAND)]
    return scenario(cards, objs, [act("cast", object=8), act("resolve_top"), *extra],  # type: ignore[list-item]
                    pools={0: "{B}"}, effects=effects)


SAC_ALL = Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE))


def test_701_21a_each_sacrificed_permanent_is_one_occurrence_of_its_controllers_sacrifice() -> None:
    """The caster sacrifices only their own creatures (CR 701.21a): two
    occurrences for "you" and "a player", none for "an opponent"; the
    fodder's own ability looks back and triggers (CR 603.10a)."""
    assert _refs(_board(SAC_ALL)) == ["anyone/0", "anyone/0", "fodder/0", "mine/0", "mine/0"]


def test_603_10a_looking_forward_misses_the_sacrificed_permanents_own_trigger() -> None:
    class Forward(Rules):
        def sacrifice_trigger_sources(self, before: list[Chars], after: list[Chars]) -> list[Chars]:
            return after

    assert _refs(_board(SAC_ALL), Forward()) == ["anyone/0", "anyone/0", "mine/0", "mine/0"]


def test_701_21a_destroying_is_not_sacrificing() -> None:
    assert _refs(_board(destroy_all(CardType.CREATURE))) == []


def test_701_21a_a_sacrifice_exiled_instead_is_still_a_sacrifice() -> None:
    rest = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter())
    h = play(_board(SAC_ALL, effects=(rest,)))
    assert {e.to_zone for e in of(h, "zone_change") if e.old_id in (4, 5)} == {Zone.EXILE}  # type: ignore[attr-defined]
    assert sorted(t.ability for t in of(h, "triggered")) == [  # type: ignore[attr-defined]
        "anyone/0", "anyone/0", "fodder/0", "mine/0", "mine/0"]


def test_701_21a_a_sacrifice_to_pay_a_cost_triggers() -> None:
    """Player 1 sacrifices a Bear to its own ability: player 0's "an
    opponent" and player 1's "a player ... another creature" trigger."""
    altar = creature("altar", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True),
                                      effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))
    sc = scenario([*_watchers(), altar], [on("mine", 1), on("theirs", 2), on("anyone", 3, owner=1),
                                          on("altar", 4, owner=1)],
                  [act("pass"), act("activate", player=1, object=4, ability=0)])
    assert _refs(sc) == ["anyone/0", "theirs/0"]


@pytest.mark.parametrize("field, value", [("from_zone", Zone.BATTLEFIELD), ("counter", "+1/+1")])
def test_a_sacrifice_trigger_takes_no_zone_or_counter(field: str, value: object) -> None:
    bad = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.SACRIFICES, **{field: value}),
                  effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    sc = scenario([permanent("bad", ENCH, bad)], [on("bad", 1)], [])
    with pytest.raises(ScenarioError, match=field):
        check_references(sc)


def test_a_format_1_file_may_not_say_sacrifices() -> None:
    from reference_engine.codec import scenario_from_json, to_json

    doc = to_json(_board(SAC_ALL))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.trigger\.event.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
    doc["format"] = "mtgconf-scenario/1.1"
    scenario_from_json(doc)


def test_oracle_text_says_who_sacrifices_what() -> None:
    from reference_engine.oracle import render_card

    texts = [render_card(c) for c in [*_watchers(), creature("fodder", trig(TriggerEvent.SACRIFICES, player=Who.YOU))]]
    assert texts == ["Whenever you sacrifice a creature, you gain 1 life.",
                     "Whenever an opponent sacrifices a permanent, you gain 1 life.",
                     "Whenever a player sacrifices another creature, you gain 1 life.",
                     "When you sacrifice this creature, you gain 1 life."]
    mine = Trigger(event=TriggerEvent.SACRIFICES, player=Who.YOU,
                   subject=ObjectFilter(types=CREATURE, controller=Who.YOU))
    card = permanent("x", ENCH, Ability(kind=AbilityKind.TRIGGERED, trigger=mine,
                                        effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))
    assert render_card(card) == "Whenever you sacrifice a creature, you gain 1 life."  # not "... you control"


def test_python_mtg_refuses_sacrifice_triggers_with_a_reason() -> None:
    """python-mtg has no phrase for them (phase plays them: tests/peers/test_phase.py)."""
    from mtgconf.adapters.protocol import Unsupported
    from mtgconf.adapters.pymtg.cards import translate as for_pymtg

    mine = _watchers()[0]
    with pytest.raises(Unsupported, match="python-mtg has no phrase for 'you sacrifice a creature'"):
        for_pymtg(mine)
