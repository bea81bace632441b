"""An effect finds the object it moved to a public zone (one of the exceptions
of CR 400.7), and the delayed trigger it creates tracks that object (CR 603.7c)."""
from __future__ import annotations

from reference_engine.abilities import (
    Condition, ConditionKind, DelayedTrigger, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec,
    TriggerEvent,
)
from reference_engine.events import Counters, DelayedCreated, ZoneChange
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from tests.engine.builder import act, creature, of, on, play, scenario, spell, trig

_CREATURE = ObjectFilter(types=(CardType.CREATURE,))


def _delayed(*effects: Effect) -> Effect:
    return Effect(kind=EffectKind.CREATE_DELAYED, object=ObjectRef.TARGET,
                  delayed=DelayedTrigger(step=Step.END, effects=effects))


def _cast_then_end(card: str, target: int) -> list:  # type: ignore[type-arg]
    return [act("cast", object=9, targets=(TargetRef(object=target),)), act("resolve_all"),
            act("advance_to", step=Step.END), act("resolve_all")]


def reanimation() -> Scenario:
    """Return target creature card from your graveyard; sacrifice it at the next end step."""
    goryo = spell("goryo", Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET),
                  _delayed(Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.TRACKED)),
                  targets=(TargetSpec(objects=_CREATURE, zone=Zone.GRAVEYARD),))
    return scenario([goryo, creature("bear")], [on("bear", 1, zone=Zone.GRAVEYARD), on("goryo", 9, zone=Zone.HAND)],
                    _cast_then_end("goryo", 1), pools={0: "{B}"})


def _moves_of(sc: Scenario, card: int = 1) -> list[tuple[Zone, Zone]]:
    """The zone changes of scenario object ``card``, following its new ids."""
    now, out = card, []
    for e in of(play(sc), "zone_change"):
        if isinstance(e, ZoneChange) and e.old_id == now:
            out.append((e.from_zone, e.to_zone))
            now = e.new_id
    return out


def test_400_7_delayed_sacrifice_finds_the_returned_creature() -> None:
    assert _moves_of(reanimation()) == [(Zone.GRAVEYARD, Zone.BATTLEFIELD), (Zone.BATTLEFIELD, Zone.GRAVEYARD)]


def test_400_7_delayed_return_finds_the_exiled_card_and_its_counter_the_permanent() -> None:
    journey = spell("journey", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                    _delayed(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED),
                             Effect(kind=EffectKind.PUT_COUNTERS, object=ObjectRef.TRACKED, amount=1)),
                    targets=(TargetSpec(objects=_CREATURE),))
    sc = scenario([journey, creature("bear")], [on("bear", 1, owner=1), on("journey", 9, zone=Zone.HAND)],
                  _cast_then_end("journey", 1), pools={0: "{B}"})
    h = play(sc)
    back = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD]
    assert len(back) == 1 and back[0].from_zone is Zone.EXILE
    assert [e.object for e in of(h, "counters") if isinstance(e, Counters)] == [back[0].new_id]


def test_400_7_a_later_part_of_the_same_effect_finds_the_exiled_card() -> None:
    shift = spell("shift", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                  Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET),
                  targets=(TargetSpec(objects=_CREATURE),), instant=True)
    sc = scenario([shift, creature("bear")], [on("bear", 1), on("shift", 9, zone=Zone.HAND)],
                  [act("cast", object=9, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{B}"})
    assert _moves_of(sc) == [(Zone.BATTLEFIELD, Zone.EXILE), (Zone.EXILE, Zone.BATTLEFIELD)]


def test_400_7_it_returned_by_a_dies_trigger_gets_its_counter() -> None:
    undying = trig(TriggerEvent.DIES,
                   Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT),
                   Effect(kind=EffectKind.PUT_COUNTERS, object=ObjectRef.IT, amount=1))
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), targets=(TargetSpec(objects=_CREATURE),))
    sc = scenario([kill, creature("phoenix", undying)], [on("phoenix", 1), on("kill", 9, zone=Zone.HAND)],
                  [act("cast", object=9, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{B}"})
    h = play(sc)
    back = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.to_zone is Zone.BATTLEFIELD]
    assert [e.object for e in of(h, "counters") if isinstance(e, Counters)] == [back[0].new_id]


def flickerwisp() -> Scenario:
    """"When this creature enters, exile another target creature. At the
    beginning of the next end step, return that card to the battlefield": the
    trigger's "it" is the creature that entered, the delayed trigger's is the
    card the effect exiled."""
    enters = trig(TriggerEvent.ENTERS, Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                  _delayed(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED)),
                  targets=(TargetSpec(objects=ObjectFilter(subject=Subject.ANOTHER, types=(CardType.CREATURE,))),))
    return scenario([creature("wisp", enters, cost="{B}"), creature("bear")],
                    [on("bear", 1, owner=1), on("wisp", 9, zone=Zone.HAND)],
                    [act("cast", object=9), act("resolve_all"), act("advance_to", step=Step.END),
                     act("resolve_all")], pools={0: "{B}"})


def test_603_7c_a_triggered_ability_s_delayed_trigger_tracks_what_its_effect_exiled() -> None:
    assert _moves_of(flickerwisp()) == [(Zone.BATTLEFIELD, Zone.EXILE), (Zone.EXILE, Zone.BATTLEFIELD)]
    made = [e for e in play(flickerwisp()).events if isinstance(e, DelayedCreated)]
    exiled = next(e.new_id for e in of(play(flickerwisp()), "zone_change")
                  if isinstance(e, ZoneChange) and e.old_id == 1)
    assert [d.tracked for d in made] == [exiled]


def test_400_7_a_card_sent_to_a_hidden_zone_is_not_found() -> None:
    bounce = spell("bounce", Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.TARGET),
                   Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                   targets=(TargetSpec(objects=_CREATURE),), instant=True)
    sc = scenario([bounce, creature("bear")], [on("bear", 1), on("bounce", 9, zone=Zone.HAND)],
                  [act("cast", object=9, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{B}"})
    assert _moves_of(sc) == [(Zone.BATTLEFIELD, Zone.HAND)]


def undying() -> Scenario:
    """A creature with "when this dies, if it had no +1/+1 counters on it,
    return it to the battlefield with a +1/+1 counter on it", destroyed twice."""
    back = trig(TriggerEvent.DIES, Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT),
                Effect(kind=EffectKind.PUT_COUNTERS, object=ObjectRef.IT, amount=1),
                intervening_if=Condition(kind=ConditionKind.NO_COUNTERS))
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), targets=(TargetSpec(objects=_CREATURE),))
    wrath = spell("wrath", Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=_CREATURE))
    return scenario([kill, wrath, creature("wolf", back)],
                    [on("wolf", 1), on("kill", 8, zone=Zone.HAND), on("wrath", 9, zone=Zone.HAND)],
                    [act("cast", object=8, targets=(TargetRef(object=1),)), act("resolve_all"),
                     act("cast", object=9), act("resolve_all")], pools={0: "{B}{B}"})


def test_603_10a_a_condition_about_the_source_reads_it_as_it_last_existed() -> None:
    """It returns once (no counters as it died), not twice (it had one the second time)."""
    assert _moves_of(undying()) == [(Zone.BATTLEFIELD, Zone.GRAVEYARD), (Zone.GRAVEYARD, Zone.BATTLEFIELD),
                                    (Zone.BATTLEFIELD, Zone.GRAVEYARD)]


def test_603_4_a_counter_condition_on_resolution_reads_the_source_as_it_left() -> None:
    """"When this dies, if it had a +1/+1 counter on it, you gain 1 life": it
    died with one, so it triggers and resolves, although the card has none."""
    gain_if = trig(TriggerEvent.DIES, Effect(kind=EffectKind.GAIN_LIFE, amount=1),
                   intervening_if=Condition(kind=ConditionKind.COUNTERS_AT_LEAST, amount=1))
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), targets=(TargetSpec(objects=_CREATURE),))
    sc = scenario([kill, creature("grown", gain_if)], [on("grown", 1, counters={"+1/+1": 1}), on("kill", 8, zone=Zone.HAND)],
                  [act("cast", object=8, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{B}"})
    assert [e.amount for e in of(play(sc), "life")] == [1]
