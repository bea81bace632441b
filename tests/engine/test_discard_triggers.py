"""Discard triggers (CR 701.9a, 603.2): "whenever a player discards a card"
triggers once per card discarded, by a cost or an effect, one card or a
whole hand at once."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Subject, Trigger,
    TriggerEvent, Who,
)
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.validate import check_references

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell, trig

CREATURE = (CardType.CREATURE,)
ENCH = (CardType.ENCHANTMENT,)
CARESS = permanent("caress", ENCH, trig(TriggerEvent.DISCARDS, Effect(
    kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.IT_CONTROLLER, object=ObjectRef.IT),
    subject=Subject.ANY, player=Who.OPPONENT))
"""Liliana's Caress: "Whenever an opponent discards a card, that player loses 2 life"."""
MINE = permanent("mine", ENCH, trig(TriggerEvent.DISCARDS, subject=Subject.ANY, types=CREATURE, player=Who.YOU))
""""Whenever you discard a creature card, you gain 1 life"."""
WHEEL = spell("wheel", Effect(kind=EffectKind.DISCARD_HAND_DRAW_THAT_MANY, player=PlayerRef.EACH_PLAYER))
INFESTATION = permanent("infestation", ENCH, Ability(kind=AbilityKind.ACTIVATED, cost=Cost(discard=2),
                                                    effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))


def _hands(script: list[object], rules: Rules | None = None) -> tuple[list[str], dict[int, int]]:
    """Player 0 holds a Bear, a land and the wheel; player 1 a Bear; each
    library has three cards. Player 0 controls the Caress, player 1 ``MINE``."""
    land = permanent("land", (CardType.LAND,))
    cards = [CARESS, MINE, WHEEL, INFESTATION, creature("bear"), land]
    objs = [on("caress", 1), on("mine", 2, owner=1), on("infestation", 3, owner=1),
            on("bear", 4, zone=Zone.HAND), on("land", 5, zone=Zone.HAND), on("wheel", 6, zone=Zone.HAND),
            on("bear", 7, owner=1, zone=Zone.HAND), on("land", 8, owner=1, zone=Zone.HAND)]
    objs += [on("bear", 10 + i, owner=p, zone=Zone.LIBRARY) for i, p in enumerate((0, 0, 0, 1, 1, 1))]
    h = play(scenario(cards, objs, script, pools={0: "{B}"}), rules)  # type: ignore[arg-type]
    life = {p.id: p.life for p in h.final.players}  # type: ignore[union-attr]
    return sorted(t.ability for t in of(h, "triggered")), life  # type: ignore[attr-defined]


def test_701_9a_a_whole_hand_discarded_is_one_occurrence_per_card() -> None:
    """The wheel: player 0 discards the Bear and the land, player 1 the Bear
    and the land. The Caress (player 0's) sees player 1's two cards; player
    1's "you discard a creature card" sees their Bear."""
    refs, life = _hands([act("cast", object=6), act("resolve_all")])
    assert refs == ["caress/0", "caress/0", "mine/0"]
    assert life == {0: 20, 1: 16 + 1}


def test_701_9a_a_discard_cost_triggers_per_card() -> None:
    refs, life = _hands([act("pass"), act("activate", player=1, object=3, ability=0, discard=(7, 8)),
                         act("resolve_all")])
    assert refs == ["caress/0", "caress/0", "mine/0"]
    assert life[1] == 20 - 4 + 1 + 1  # the Caress twice, "mine" once, the Infestation's own ability


def test_603_2_a_mutant_that_ignores_a_discarded_hand_misses_the_wheel() -> None:
    class HandIgnored(Rules):
        def discard_is_occurrence(self, whole_hand: bool) -> bool:
            return not whole_hand

    assert _hands([act("cast", object=6), act("resolve_all")], HandIgnored())[0] == []


def test_oracle_text_of_discard_triggers() -> None:
    from reference_engine.oracle import render_card

    assert render_card(CARESS) == "Whenever an opponent discards a card, that player loses 2 life."
    assert render_card(MINE) == "Whenever you discard a creature card, you gain 1 life."


@pytest.mark.parametrize("field, value, path", [
    ("from_zone", Zone.HAND, "trigger.from_zone"),
    ("subject", ObjectFilter(subject=Subject.SELF), "trigger.subject.subject"),
    ("subject", ObjectFilter(controller=Who.YOU), "trigger.subject.controller"),
])
def test_a_discard_trigger_takes_a_card_filter_only(field: str, value: object, path: str) -> None:
    bad = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DISCARDS, **{field: value}),
                  effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    sc = scenario([permanent("bad", ENCH, bad)], [on("bad", 1)], [])
    with pytest.raises(ScenarioError, match=path.replace(".", r"\.")):
        check_references(sc)


def test_a_format_1_file_may_not_say_discards() -> None:
    from reference_engine.codec import scenario_from_json, to_json

    doc = to_json(scenario([CARESS], [on("caress", 1)], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.trigger\.event.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)


def test_python_mtg_refuses_discard_triggers_with_a_reason() -> None:
    from mtgconf.adapters.protocol import Unsupported
    from mtgconf.adapters.pymtg.cards import translate as for_pymtg

    with pytest.raises(Unsupported, match="python-mtg has no phrase for 'an opponent discards a card'"):
        for_pymtg(CARESS)
