"""Adamant: "When this creature enters, if at least three mana of the same
color was spent to cast it, draw a card." (Clockwork Servant; CR 601.2h,
603.4). The pool's mana that paid the cast is what counts, generic mana
included; a permanent that was not cast had none spent."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Condition, ConditionKind, Effect, EffectKind, PlayerRef, Subject, TriggerEvent
from reference_engine.cards import CardDef
from reference_engine.engine import Rules
from reference_engine.events import CostPaid
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_card
from tests.engine.builder import act, of, on, play, scenario, trig

DRAW = Effect(kind=EffectKind.DRAW, amount=1, player=PlayerRef.YOU)
SERVANT = CardDef(key="servant", name="Clockwork Servant", mana_cost="{5}", types=(CardType.ARTIFACT, CardType.CREATURE),
                  subtypes=("Construct",), power=3, toughness=3, abilities=(trig(
                      TriggerEvent.ENTERS, DRAW,
                      intervening_if=Condition(kind=ConditionKind.SAME_COLOR_MANA_SPENT, amount=3)),))
FILLER = CardDef(key="filler", name="Filler", types=(CardType.LAND,))


def _cast(pool: str, rules: Rules | None = None) -> int:
    """Cards player 0 draws after casting the Servant with ``pool``."""
    sc = scenario([SERVANT, FILLER], [on("servant", 1, zone=Zone.HAND), on("filler", 2, zone=Zone.LIBRARY)],
                  [act("cast", player=0, object=1), act("resolve_all")], pools={0: pool})
    return len(of(play(sc, rules), "draw"))


@pytest.mark.parametrize(("pool", "draws"), [("{R}{R}{R}{G}{G}", 1), ("{R}{R}{G}{G}{C}", 0),
                                              ("{W}{W}{W}{W}{W}", 1), ("{C}{C}{C}{C}{C}", 0)])
def test_601_2h_the_mana_the_pool_paid_decides(pool: str, draws: int) -> None:
    assert _cast(pool) == draws


def test_cost_paid_reports_the_mana_spent() -> None:
    sc = scenario([SERVANT], [on("servant", 1, zone=Zone.HAND)], [act("cast", player=0, object=1)],
                  pools={0: "{G}{R}{R}{R}{W}"})
    [paid] = [e for e in play(sc).events if isinstance(e, CostPaid)]
    assert paid.mana == "{5}" and paid.spent == "{W}{R}{R}{R}{G}"


class _Forgets(Rules):
    def mana_spent_kept(self, spent: str) -> str:
        return ""


def test_603_4_the_permanent_keeps_what_was_spent_on_the_spell() -> None:
    # The condition is read on the permanent, which must remember the spell's
    # mana; forgetting it (as XMage did for Clockwork Servant cast from a
    # graveyard) means the trigger never fires.
    assert _cast("{R}{R}{R}{G}{G}", _Forgets()) == 0


def test_oracle_text() -> None:
    assert render_card(SERVANT).endswith(
        "When this creature enters, if at least three mana of the same color was spent to cast it, draw a card.")


def test_validation_keeps_the_condition_on_the_source_s_own_arrival() -> None:
    from dataclasses import replace

    from reference_engine.codec import scenario_from_json, to_json
    from reference_engine.errors import ScenarioError

    watcher = replace(SERVANT, abilities=(trig(TriggerEvent.ENTERS, DRAW, subject=Subject.ANOTHER, intervening_if=Condition(
        kind=ConditionKind.SAME_COLOR_MANA_SPENT, amount=3)),))
    with pytest.raises(ScenarioError, match=r"intervening_if\.kind"):
        scenario_from_json(to_json(scenario([watcher], [], [])))
    doc = to_json(scenario([SERVANT], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match="same_color_mana_spent.*needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
