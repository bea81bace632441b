"""Intervening "if" clauses that read the board (CR 603.4, 608.2h): the
source untapped, whose turn it is, an opponent with more life, N or more
permanents of a kind, the source's card in a graveyard; and their
validation."""
from __future__ import annotations

from dataclasses import replace

import pytest

from reference_engine.abilities import (
    Condition, ConditionKind as K, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec,
    TriggerEvent as T, Who,
)
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.events import RemovalReason
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Scenario

from tests.engine.builder import CREATURE, act, creature, destroy_all, of, on, permanent, play, scenario, spell, trig

ENCH = (CardType.ENCHANTMENT,)
ELVES = ObjectFilter(subtypes=("Elf",))
LIFE = spell("life", Effect(kind=EffectKind.GAIN_LIFE, amount=1))
WRATH = spell("wrath", destroy_all(CardType.CREATURE))
TAP = spell("tap", Effect(kind=EffectKind.TAP, object=ObjectRef.TARGET), instant=True, cost="{W}",
            targets=(TargetSpec(objects=ObjectFilter()),))


def watcher(key: str, cond: Condition, types: tuple[CardType, ...] = ENCH) -> object:
    """"Whenever a player gains life, if <cond>, draw nothing: lose 1 life"."""
    return permanent(key, types, trig(T.GAIN_LIFE, Effect(kind=EffectKind.LOSE_LIFE, amount=1),
                                      player=Who.ANY, intervening_if=cond))


def _gain(cards: list[object], objects: list[object], *, life: tuple[int, int] = (20, 20),
          rules: Rules | None = None, respond: list[object] | None = None) -> History:
    """Player 0 (active) casts "you gain 1 life" (object 9); ``respond`` goes
    between the triggers and their resolution."""
    script = [act("cast", player=0, object=9), act("resolve_top")] + (respond or []) + [act("resolve_all")]
    sc = scenario([LIFE, TAP, *cards], [*objects, on("life", 9, zone=Zone.HAND), on("tap", 10, zone=Zone.HAND)],
                  script, pools={0: "{B}{W}"})
    return play(_with_life(sc, life), rules)


def _with_life(sc: Scenario, life: tuple[int, int]) -> Scenario:
    return replace(sc, players=tuple(replace(p, life=life[p.id]) for p in sc.players))


def _fired(h: History) -> list[tuple[str, int]]:
    return sorted((e.ability, e.controller) for e in of(h, "triggered"))  # type: ignore[attr-defined]


class _AnyTurn(Rules):
    def turn_condition_holds(self, active: int, you: int, yours: bool) -> bool:
        return True


def test_603_4_your_turn_and_not_your_turn() -> None:
    cards = [watcher("mine", Condition(kind=K.YOUR_TURN)), watcher("other", Condition(kind=K.NOT_YOUR_TURN))]
    objects = [on("mine", 1), on("mine", 2, owner=1), on("other", 3), on("other", 4, owner=1)]
    assert _fired(_gain(cards, objects)) == [("mine/0", 0), ("other/0", 1)]
    assert len(_fired(_gain(cards, objects, rules=_AnyTurn()))) == 4


def test_603_4_an_opponent_has_more_life() -> None:
    cards = [watcher("poor", Condition(kind=K.OPPONENT_MORE_LIFE))]
    objects = [on("poor", 1), on("poor", 2, owner=1)]
    # Player 0 gains 1 (21 against 22): only player 0's opponent has more life.
    assert _fired(_gain(cards, objects, life=(20, 22))) == [("poor/0", 0)]
    # 22 against 22 after the gain: nobody has more.
    assert _fired(_gain(cards, objects, life=(21, 22))) == []


def test_603_4_control_three_or_more_elves() -> None:
    cards = [watcher("lord", Condition(kind=K.CONTROL_AT_LEAST, amount=3, filter=ELVES)),
             replace(creature("elf"), subtypes=("Elf",))]
    objects = [on("lord", 1), on("elf", 2), on("elf", 3), on("elf", 4, owner=1)]
    assert _fired(_gain(cards, objects)) == []
    assert _fired(_gain(cards, [*objects, on("elf", 5)])) == [("lord/0", 0)]


def test_603_4_608_2a_untapped_at_the_event_and_on_resolution() -> None:
    cards = [watcher("sentry", Condition(kind=K.SOURCE_UNTAPPED))]
    assert _fired(_gain(cards, [on("sentry", 1, tapped=True)])) == []
    untapped = _gain(cards, [on("sentry", 1)])
    assert _fired(untapped) == [("sentry/0", 0)]
    assert [e.reason for e in of(untapped, "removed_from_stack")] == []  # type: ignore[attr-defined]
    tapped_in_response = _gain(cards, [on("sentry", 1)],
                               respond=[act("cast", player=0, object=10, targets=(TargetRef(object=1),))])
    assert [e.reason for e in of(tapped_in_response, "removed_from_stack")] == [  # type: ignore[attr-defined]
        RemovalReason.CONDITION_FALSE]


def test_603_10a_608_2h_a_dying_source_is_read_as_it_last_existed() -> None:
    bear = creature("bear", trig(T.DIES, intervening_if=Condition(kind=K.SOURCE_UNTAPPED)))
    for tapped, fired in ((False, 1), (True, 0)):
        sc = scenario([bear, WRATH], [on("bear", 1, tapped=tapped), on("wrath", 2, zone=Zone.HAND)],
                      [act("cast", player=0, object=2), act("resolve_all")], pools={0: "{B}"})
        h = play(sc)
        assert len(of(h, "triggered")) == fired
        assert len(of(h, "removed_from_stack")) == 0


def test_603_4_this_card_in_your_graveyard() -> None:
    """It triggers from the graveyard it arrived in; returned to the
    battlefield in response, it is a new object and the check fails."""
    returner = creature("returner", trig(T.PUT_INTO_GRAVEYARD, intervening_if=Condition(
        kind=K.SOURCE_IN_ZONE, zone=Zone.GRAVEYARD)))
    back = spell("back", Effect(kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD, filter=ObjectFilter(types=CREATURE)),
                 instant=True, cost="{W}")
    objects = [on("returner", 1), on("wrath", 2, zone=Zone.HAND), on("back", 3, zone=Zone.HAND)]
    stays = play(scenario([returner, WRATH, back], objects, [act("cast", player=0, object=2), act("resolve_all")],
                          pools={0: "{B}{W}"}))
    assert len(of(stays, "triggered")) == 1 and len(of(stays, "resolved")) == 2
    returned = play(scenario([returner, WRATH, back], objects, [
        act("cast", player=0, object=2), act("resolve_top"), act("cast", player=0, object=3), act("resolve_all")],
        pools={0: "{B}{W}"}))
    assert [e.reason for e in of(returned, "removed_from_stack")] == [  # type: ignore[attr-defined]
        RemovalReason.CONDITION_FALSE]


def _refused(cond: Condition, event: T = T.GAIN_LIFE, *, state: bool = False, fmt: str | None = None) -> str:
    ability = trig(T.STATE, state=cond) if state else trig(event, player=Who.ANY, intervening_if=cond)
    doc = to_json(scenario([permanent("odd", ENCH, ability)], [], []))
    if fmt:
        doc["format"] = fmt
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(doc)
    return str(err.value)


def test_validation_names_the_json_path() -> None:
    here = "$.cards[0].abilities[0]"
    assert f"{here}.intervening_if.filter" in _refused(Condition(kind=K.CONTROL_AT_LEAST, amount=2))
    assert f"{here}.intervening_if.filter" in _refused(Condition(kind=K.YOUR_TURN, filter=ELVES))
    assert f"{here}.intervening_if.amount" in _refused(Condition(kind=K.CONTROL_AT_LEAST, filter=ELVES))
    assert f"{here}.intervening_if.filter.subject" in _refused(Condition(
        kind=K.CONTROL_AT_LEAST, amount=1, filter=ObjectFilter(subject=Subject.ANOTHER, subtypes=("Elf",))))
    assert f"{here}.intervening_if.filter.controller" in _refused(Condition(
        kind=K.CONTROL_AT_LEAST, amount=1, filter=ObjectFilter(controller=Who.OPPONENT)))
    assert f"{here}.intervening_if.zone" in _refused(Condition(kind=K.SOURCE_IN_ZONE))
    assert f"{here}.intervening_if.zone" in _refused(Condition(kind=K.SOURCE_IN_ZONE, zone=Zone.LIBRARY))
    assert f"{here}.intervening_if.zone" in _refused(Condition(kind=K.YOUR_TURN, zone=Zone.GRAVEYARD))
    in_yard = Condition(kind=K.SOURCE_IN_ZONE, zone=Zone.GRAVEYARD)
    assert f"{here}.intervening_if.kind" in _refused(in_yard, T.DIES)
    assert f"{here}.trigger.state.kind" in _refused(in_yard, state=True)
    assert "needs 'mtgconf-scenario/1.1'" in _refused(Condition(kind=K.YOUR_TURN), fmt="mtgconf-scenario/1")
