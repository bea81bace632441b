"""Phyrexian mana in an activation cost (Immolating Souleater, "{R/P}: This
creature gets +1/+0 until end of turn."): announced as for a spell
(CR 602.2b, 601.2b), 2 life paid during the activation, before the ability
is on the stack (CR 601.2h), recorded as a ``life`` event of the loss
(CR 107.4f, 119.4)."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, ObjectRef, TriggerEvent, Who
from reference_engine.cards import CardDef
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import Activated, CostPaid, Life, PutOnStack
from reference_engine.history import History
from reference_engine.ids import CardType
from reference_engine.oracle import render_card

from tests.engine.builder import act, gain, of, on, permanent, play, scenario, trig

PUMP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{R/P}"),
               effects=(Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.SELF, power=1),))
SOULEATER = CardDef(key="immolating-souleater", name="Immolating Souleater", mana_cost="{2}",
                    types=(CardType.ARTIFACT, CardType.CREATURE), subtypes=("Phyrexian", "Dog"),
                    power=1, toughness=1, abilities=(PUMP,))
WATCHER = permanent("watcher", (CardType.ENCHANTMENT,), trig(TriggerEvent.GAIN_LIFE, gain(1), player=Who.ANY))
"""Whenever a player gains life, ... : a loss must not look like a gain."""


def _pump(pool: str, *answers: bool) -> History:
    return play(scenario([SOULEATER, WATCHER], [on("immolating-souleater", 1), on("watcher", 2)],
                         [act("activate", object=1, phyrexian_life=answers), act("resolve_all")], pools={0: pool},
                         format="mtgconf-scenario/1.1"))


def test_107_4f_paid_with_life_the_loss_is_a_cause_of_the_payment_before_the_push() -> None:
    h = _pump("", True)
    [done] = [e for e in of(h, "activated") if isinstance(e, Activated)]
    [paid] = [e for e in of(h, "cost_paid") if isinstance(e, CostPaid) and e.object == done.object]
    [loss] = [e for e in of(h, "life") if isinstance(e, Life) and e.amount < 0]
    [push] = [e for e in of(h, "put_on_stack") if isinstance(e, PutOnStack) and e.object == done.object]
    assert done.phyrexian_life == (True,) and paid.life == 2 and paid.mana == ""
    assert loss.amount == -2 and loss.seq in paid.causes and loss.seq < push.seq  # CR 601.2h: during activation
    assert loss.player == 0 and not of(h, "triggered")  # a loss (CR 119.4), no gain


def test_107_4f_paid_with_mana_takes_its_colour_and_no_life() -> None:
    h = _pump("{R}", False)
    [done] = [e for e in of(h, "activated") if isinstance(e, Activated)]
    assert done.phyrexian_life == (False,) and not of(h, "life")


def test_601_2b_left_unanswered_the_pool_pays_when_it_can_else_life() -> None:
    assert not of(_pump("{R}"), "life")
    assert [e.amount for e in of(_pump(""), "life") if isinstance(e, Life)][0] == -2


def test_602_2b_answers_must_match_the_symbols() -> None:
    h = _pump("{R}", True, False)
    assert of(h, "illegal_action") and not of(h, "activated")


def test_oracle_text_as_printed() -> None:
    assert render_card(SOULEATER) == "{R/P}: This creature gets +1/+0 until end of turn."


def test_phyrexian_mana_in_a_mana_ability_or_a_format_1_file_is_refused() -> None:
    gainer = permanent("gainer", (CardType.ARTIFACT,), Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{W/P}"),
                                                              effects=(gain(1),)))
    doc = to_json(scenario([gainer], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"abilities\[0\]\.cost\.mana.*needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
    ritual = permanent("ritual", (CardType.ARTIFACT,), Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{B/P}"),
                                                              effects=(Effect(kind=EffectKind.ADD_MANA, mana="{B}"),)))
    with pytest.raises(ScenarioError, match=r"cost\.mana.*not in a mana ability's"):
        scenario_from_json(to_json(scenario([ritual], [], [], format="mtgconf-scenario/1.1")))


def test_phase_refuses_phyrexian_mana_in_an_activation_cost_with_its_reason() -> None:
    from mtgconf.adapters.phase.cards import translate
    from mtgconf.adapters.protocol import Unsupported

    with pytest.raises(Unsupported, match="Phyrexian mana is paid as phase's player chooses"):
        translate(SOULEATER)  # refused before phase itself is needed
