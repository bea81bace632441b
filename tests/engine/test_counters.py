"""Counters on the reference engine: annihilation (CR 704.5q), entering with
counters (CR 614.1c, 122.6, 107.3m) and removing them (CR 122.1)."""
from __future__ import annotations

import pytest

from tests.engine.builder import CREATURE, act, creature, of, on, permanent, play, scenario, spell, trig
from properties.strategies.counters import counter_effect, enters_with, persist_like
from reference_engine import events as ev
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, TokenSpec, TriggerEvent,
)
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.engine import Rules
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, TargetRef, Zone

TARGET = (TargetSpec(objects=ObjectFilter(types=CREATURE)),)
WATCH_ANY = permanent("watch", (CardType.ENCHANTMENT,), trig(TriggerEvent.COUNTER_PUT, subject=Subject.ANY, types=CREATURE))


def counters_of(h: object, oid: int) -> list[tuple[str, int]]:
    return [(e.counter, e.amount) for e in of(h, "counters") if isinstance(e, ev.Counters) and e.object == oid]  # type: ignore[arg-type]


def test_704_5q_plus_and_minus_counters_annihilate_before_the_first_priority() -> None:
    """CR 704.5q: two +1/+1 and three -1/-1 counters leave one -1/-1 counter."""
    h = play(scenario([creature("bear", toughness=4)], [on("bear", 1, counters={"+1/+1": 2, "-1/-1": 3})], []))
    first = h.events[0]
    assert isinstance(first, ev.Sba) and first.rule == "704.5q" and first.object == 1
    assert counters_of(h, 1) == [("+1/+1", -2), ("-1/-1", -2)]
    assert all(first.seq in e.causes and e.batch == first.batch for e in of(h, "counters"))
    assert h.final is not None and [o.counters for o in h.final.objects if o.id == 1] == [{"-1/-1": 1}]


def test_704_5q_a_creature_dying_in_the_same_check_keeps_both_kinds() -> None:
    """CR 704.5q with 704.5f at once: it leaves with both (its last-known information)."""
    h = play(scenario([creature("bear", toughness=1)], [on("bear", 1, counters={"+1/+1": 1, "-1/-1": 2})], []))
    moved = [e for e in of(h, "zone_change") if isinstance(e, ev.ZoneChange)]
    assert moved and moved[0].before is not None and moved[0].before.counters == {"+1/+1": 1, "-1/-1": 2}
    assert not any(isinstance(e, ev.Sba) and e.rule == "704.5q" for e in h.events)


def test_the_mutant_hook_leaves_them_together() -> None:
    class Never(Rules):
        def counters_annihilated(self, plus: int, minus: int) -> int:
            return 0

    h = play(scenario([creature("bear")], [on("bear", 1, counters={"+1/+1": 1, "-1/-1": 1})], []), Never())
    assert not of(h, "sba")


def test_614_1c_122_6_entering_with_counters_is_part_of_the_arrival_and_triggers_counter_watchers() -> None:
    """CR 614.1c, 122.6: the zone change shows them; a counters event caused by it, in its batch."""
    walker = creature("walker", enters_with(2), power=0, toughness=0, cost="{G}")
    h = play(scenario([walker, WATCH_ANY], [on("walker", 1, zone=Zone.HAND), on("watch", 2)],
                      [act("cast", player=0, object=1), act("resolve_all")], pools={0: "{G}"}))
    arrival = [e for e in of(h, "zone_change") if isinstance(e, ev.ZoneChange) and e.to_zone is Zone.BATTLEFIELD][0]
    assert arrival.after is not None and arrival.after.counters == {"+1/+1": 2} and arrival.after.toughness == 2
    put = [e for e in of(h, "counters") if isinstance(e, ev.Counters)]
    assert [(e.object, e.amount, e.batch) for e in put] == [(arrival.new_id, 2, arrival.batch)]
    assert arrival.batch is not None and arrival.seq in put[0].causes
    triggered = [e for e in of(h, "triggered") if isinstance(e, ev.Triggered)]
    assert len(triggered) == 2 and all(t.causes == (put[0].seq,) for t in triggered)  # once per counter
    assert not of(h, "sba")  # never a 0/0 on the battlefield


def test_107_3m_x_counters_are_the_x_paid_for_its_spell() -> None:
    """CR 107.3m: X=0 enters with none and dies as a 0/0."""
    walker = creature("walker", enters_with(0, x=True), power=0, toughness=0, cost="{X}{X}")
    for x, alive in ((2, True), (0, False)):
        h = play(scenario([walker], [on("walker", 1, zone=Zone.HAND)],
                          [act("cast", player=0, object=1, x=x), act("resolve_all")], pools={0: "{4}"}))
        assert [e.amount for e in of(h, "counters") if isinstance(e, ev.Counters)] == ([2 * 1] if x else [])
        assert h.final is not None
        zones = [o.zone for o in h.final.objects if o.card == "walker"]
        assert zones == [Zone.BATTLEFIELD if alive else Zone.GRAVEYARD]


def test_a_token_enters_with_counters_too() -> None:
    token = TokenSpec(key="hydra", types=CREATURE, power=0, toughness=0, abilities=(enters_with(1),))
    make = spell("make", Effect(kind=EffectKind.CREATE_TOKEN, amount=1, token=token))
    h = play(scenario([make], [on("make", 1, zone=Zone.HAND)], [act("cast", player=0, object=1), act("resolve_all")],
                      pools={0: "{B}"}))
    created = [e for e in of(h, "token_created") if isinstance(e, ev.TokenCreated)][0]
    put = [e for e in of(h, "counters") if isinstance(e, ev.Counters)]
    assert [(e.object, e.amount, e.batch) for e in put] == [(created.object, 1, created.batch)]
    assert created.after is not None and created.after.counters == {"+1/+1": 1}


def test_entering_counters_not_put_is_what_the_mutant_hook_breaks() -> None:
    class NotPut(Rules):
        def entering_counters_are_put(self) -> bool:
            return False

    walker = creature("walker", enters_with(1), power=0, toughness=0, cost="{G}")
    h = play(scenario([walker, WATCH_ANY], [on("walker", 1, zone=Zone.HAND), on("watch", 2)],
                      [act("cast", player=0, object=1), act("resolve_all")], pools={0: "{G}"}), NotPut())
    assert of(h, "counters") and not of(h, "triggered")


def test_122_1_removing_counters_removes_at_most_what_it_has() -> None:
    """CR 122.1: "remove two +1/+1 counters" from a creature with one removes one."""
    drain = spell("drain", counter_effect(EffectKind.REMOVE_COUNTERS, "+1/+1", 2), targets=TARGET)
    h = play(scenario([creature("bear"), drain], [on("bear", 1, counters={"+1/+1": 1}), on("drain", 2, zone=Zone.HAND)],
                      [act("cast", player=0, object=2, targets=(TargetRef(object=1),)), act("resolve_all")],
                      pools={0: "{B}"}))
    assert counters_of(h, 1) == [("+1/+1", -1)]
    resolving = [e.seq for e in of(h, "resolving")]
    assert all(set(e.causes) & set(resolving) for e in of(h, "counters"))


def test_702_79_persist_returns_once_its_counters_annihilated() -> None:
    """CR 702.79 with 704.5q: the -1/-1 counter is gone, so persist returns it again."""
    finks = creature("finks", persist_like("-1/-1"), power=3, toughness=2)
    grow = spell("grow", counter_effect(EffectKind.PUT_COUNTERS, "+1/+1"), targets=TARGET)
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), targets=TARGET)
    h = play(scenario([finks, grow, kill], [on("finks", 1, counters={"-1/-1": 1}), on("grow", 2, zone=Zone.HAND),
                                             on("kill", 3, zone=Zone.HAND)],
                      [act("cast", player=0, object=2, targets=(TargetRef(object=1),)), act("resolve_all"),
                       act("cast", player=0, object=3, targets=(TargetRef(object=1),)), act("resolve_all")],
                      pools={0: "{B}{B}"}))
    assert h.final is not None
    assert [(o.zone, o.counters) for o in h.final.objects if o.card == "finks"] == [(Zone.BATTLEFIELD, {"-1/-1": 1})]


def test_614_1c_returned_with_a_counter_it_enters_with_it() -> None:
    """Persist's "return it with a -1/-1 counter on it": part of the arrival, seen by counter watchers."""
    finks = creature("finks", persist_like("-1/-1"), power=3, toughness=2)
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), targets=TARGET)
    h = play(scenario([finks, kill, WATCH_ANY], [on("finks", 1), on("kill", 2, zone=Zone.HAND), on("watch", 3)],
                      [act("cast", player=0, object=2, targets=(TargetRef(object=1),)), act("resolve_all")],
                      pools={0: "{B}"}))
    back = [e for e in of(h, "zone_change") if isinstance(e, ev.ZoneChange) and e.to_zone is Zone.BATTLEFIELD][0]
    assert back.after is not None and back.after.counters == {"-1/-1": 1}
    put = [e for e in of(h, "counters") if isinstance(e, ev.Counters)]
    assert [(e.object, e.amount, e.batch, back.seq in e.causes) for e in put] == [(back.new_id, 1, back.batch, True)]
    assert any(isinstance(t, ev.Triggered) and t.ability == "watch/0" and t.causes == (put[0].seq,)
               for t in of(h, "triggered"))


@pytest.mark.parametrize("kind", ["enters_with_counters", "remove_counters", "return_to_battlefield"])
def test_a_format_1_file_may_not_use_the_counter_words(kind: str) -> None:
    if kind == "enters_with_counters":
        card = creature("walker", enters_with(1))
    elif kind == "return_to_battlefield":
        card = creature("finks", persist_like("-1/-1"))
    else:
        card = spell("drain", counter_effect(EffectKind.REMOVE_COUNTERS, "+1/+1"), targets=TARGET)
    doc = to_json(scenario([card], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=f"{kind}.*needs 'mtgconf-scenario/1.1'|with N counters on it"):
        scenario_from_json(doc)
    doc["format"] = "mtgconf-scenario/1.1"
    scenario_from_json(doc)


def test_counter_fields_belong_to_enters_with_counters_or_anthems_only() -> None:
    bad = permanent("odd", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ENTERS_TAPPED, x=True)))
    with pytest.raises(ScenarioError, match="'counter' and 'x' only on an enters_with_counters or anthem effect"):
        scenario_from_json(to_json(scenario([bad], [], [])))
    others = permanent("odd", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ENTERS_WITH_COUNTERS, filter=ObjectFilter(types=CREATURE), x=True)))
    with pytest.raises(ScenarioError, match="X counters only for the permanent's own ability"):
        scenario_from_json(to_json(scenario([others], [], [])))


def test_614_1c_an_enters_trigger_reads_the_counters_it_entered_with() -> None:
    """"When this creature enters, if it has two or more +1/+1 counters on it": true as it arrives."""
    from reference_engine.abilities import Condition, ConditionKind
    from reference_engine.oracle import render_ability

    check = trig(TriggerEvent.ENTERS, intervening_if=Condition(kind=ConditionKind.COUNTERS_AT_LEAST, amount=2))
    for n, fires in ((2, True), (1, False)):
        walker = creature("walker", enters_with(n), check, power=0, toughness=0, cost="{G}")
        h = play(scenario([walker], [on("walker", 1, zone=Zone.HAND)],
                          [act("cast", player=0, object=1), act("resolve_all")], pools={0: "{G}"}))
        assert bool(of(h, "triggered")) is fires
    assert render_ability(check, walker) == ("When this creature enters, if this creature has two or more +1/+1 counters "
                                             "on it, you gain 1 life.")
