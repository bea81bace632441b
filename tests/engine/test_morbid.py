""""If a creature died this turn" (morbid, CR 700.4, 603.4): true once a
creature was put into a graveyard from the battlefield this turn; a creature
a replacement effect exiles instead never died (CR 614.6)."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter,
    ObjectRef, TargetSpec, Trigger, TriggerEvent as T, Who,
)
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.oracle import render_card
from reference_engine.rules.decisions import Rules

from tests.engine.builder import CREATURE, act, creature, gain, on, permanent, play, scenario, spell, triggered_refs

MORBID = Condition(kind=ConditionKind.CREATURE_DIED_THIS_TURN)
RITUAL = permanent("ritual", (CardType.ENCHANTMENT,), Ability(
    kind=AbilityKind.TRIGGERED, trigger=Trigger(event=T.BEGINNING_OF_STEP, step=Step.END),
    effects=(gain(1),), intervening_if=MORBID))
"""Deathreap Ritual: at the beginning of each end step, if a creature died this turn, you gain 1 life."""
MURDER = spell("murder", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
               targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),))
KALITAS = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING,
                           filter=ObjectFilter(types=CREATURE, controller=Who.OPPONENT))
"""Kalitas, Traitor of Ghet: if a creature an opponent controls would die, exile it instead."""
BEAR = creature("bear")


def _turn(victim: int | None, *, kalitas: bool = False, rules: Rules | None = None) -> History:
    """Player 0 controls the Ritual (1) and a Bear (2); player 1 a Bear (3).
    Player 0 murders ``victim`` (or nobody), then the turn goes to its end step."""
    objects = [on("ritual", 1), on("bear", 2), on("bear", 3, owner=1), on("murder", 4, zone=Zone.HAND)]
    script = [act("cast", player=0, object=4, targets=(TargetRef(object=victim),)), act("resolve_all")] \
        if victim is not None else []
    script += [act("advance_to", step="end"), act("resolve_all")]
    effects = (KALITAS,) if kalitas else ()
    return play(scenario([RITUAL, BEAR, MURDER], objects, script, pools={0: "{B}"}, effects=effects), rules)


def test_700_4_a_death_this_turn_makes_it_true() -> None:
    assert triggered_refs(_turn(2)).count("ritual/0") == 1
    assert triggered_refs(_turn(3)).count("ritual/0") == 1


def test_603_4_no_death_no_trigger() -> None:
    assert "ritual/0" not in triggered_refs(_turn(None))


def test_614_6_a_creature_exiled_instead_never_died() -> None:
    assert "ritual/0" not in triggered_refs(_turn(3, kalitas=True))
    assert triggered_refs(_turn(2, kalitas=True)).count("ritual/0") == 1  # Kalitas spares only opponents'


class _ExiledCounts(Rules):
    def counts_as_died(self, to_graveyard: bool, death_replaced: bool) -> bool:
        return to_graveyard or death_replaced


def test_a_rules_change_counting_the_exiled_creature_is_visible() -> None:
    assert triggered_refs(_turn(3, kalitas=True, rules=_ExiledCounts())).count("ritual/0") == 1


def test_oracle_text_says_a_creature_died_this_turn() -> None:
    assert "At the beginning of each end step, if a creature died this turn, you gain 1 life." in render_card(RITUAL)


def test_morbid_is_an_intervening_if_never_a_state_trigger() -> None:
    odd = permanent("odd", (CardType.ENCHANTMENT,), Ability(
        kind=AbilityKind.TRIGGERED, trigger=Trigger(event=T.STATE, state=MORBID), effects=(gain(1),)))
    with pytest.raises(ScenarioError, match=r"trigger\.state\.kind.*other than 'creature_died_this_turn'"):
        scenario_from_json(to_json(scenario([odd], [], [])))


def test_a_format_1_file_may_not_use_it() -> None:
    doc = to_json(scenario([RITUAL], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match="creature_died_this_turn.*needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
