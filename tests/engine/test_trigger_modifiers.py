"""State triggers (CR 603.8), delayed triggers (CR 603.7) and trigger modifiers
(CR 603.3c-d, 603.4, 603.5), visibility (CR 603.2f), continuous effects."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Cost, DelayedTrigger,
    Effect, EffectKind, Mode, ObjectFilter, ObjectRef, PlayerRef, Subject, TargetSpec, TriggerEvent, Unless, Who,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy

from tests.engine.builder import (
    act, creature, destroy_all, gain, kinds, of, on, permanent, play, scenario, spell, trig, triggered_refs,
)

ENCH = (CardType.ENCHANTMENT,)
EMPTY_HAND = Condition(kind=ConditionKind.NO_CARDS_IN_HAND)


def test_state_trigger_does_not_retrigger_while_on_stack() -> None:
    hellbent = permanent("hellbent", ENCH, trig(TriggerEvent.STATE, state=EMPTY_HAND))
    sc = scenario([hellbent], [on("hellbent", 1)], [act("resolve_top")])
    h = play(sc)
    # Triggers once, resolves, then triggers again because the hand is still empty.
    assert triggered_refs(h) == ["hellbent/0", "hellbent/0"]
    first_put = of(h, "put_on_stack")[0].seq
    second = of(h, "triggered")[1].seq
    assert second > of(h, "resolved")[0].seq > first_put


def test_state_trigger_during_resolution() -> None:
    hellbent = permanent("hellbent", ENCH, trig(TriggerEvent.STATE, state=EMPTY_HAND))
    wheel = spell("wheel", Effect(kind=EffectKind.DISCARD_HAND_DRAW_THAT_MANY))
    sc = scenario([hellbent, wheel, creature("c")],
                  [on("hellbent", 1), on("wheel", 2, zone=Zone.HAND), on("c", 3, zone=Zone.HAND),
                   on("c", 4, zone=Zone.LIBRARY)],
                  [act("cast", object=2), act("resolve_top")], pools={0: "{B}"})
    h = play(sc)
    [t] = of(h, "triggered")
    start, end = of(h, "resolving")[0].seq, of(h, "resolved")[0].seq
    assert start < t.causes[0] < end  # the hand was empty between the discard and the draw
    assert h.final.players[0].hand == 1  # type: ignore[union-attr]


def test_delayed_trigger_fires_once_at_next_end_step() -> None:
    sac_later = Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(
        step=Step.END, effects=(Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.TRACKED),)))
    summoner = creature("summoner", trig(TriggerEvent.ENTERS, sac_later))
    sc = scenario([summoner], [on("summoner", 1, zone=Zone.HAND, owner=0)],
                  [act("cast", object=1), act("resolve_all"), act("advance_to", step=Step.END), act("resolve_all"),
                   act("advance_to", step=Step.END), act("resolve_all")], pools={0: "{1}{G}"})
    h = play(sc)
    delayed = [t for t in of(h, "triggered") if t.delayed]  # type: ignore[union-attr]
    assert len(delayed) == 1 and delayed[0].ability == "summoner/0/delayed"  # type: ignore[union-attr]
    assert [o.zone for o in h.final.objects if o.card == "summoner"] == [Zone.GRAVEYARD]  # type: ignore[union-attr]
    created = of(h, "delayed_created")[0]
    assert created.controller == 0 and created.seq < delayed[0].seq  # type: ignore[union-attr]


def test_intervening_if_checked_at_event_and_on_resolution() -> None:
    rich = permanent("rich", ENCH, trig(TriggerEvent.GAIN_LIFE, gain(1), player=Who.YOU,
                                        intervening_if=Condition(kind=ConditionKind.LIFE_AT_LEAST, amount=21)))
    small = spell("small", gain(1), instant=True)
    sc = scenario([rich, small], [on("rich", 1), on("small", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_top")], pools={0: "{B}"})
    assert triggered_refs(play(sc)) == ["rich/0"]  # 21 life after the gain
    pay = spell("pay", Effect(kind=EffectKind.LOSE_LIFE, amount=5), instant=True)
    sc2 = scenario([rich, small, pay], [on("rich", 1), on("small", 2, zone=Zone.HAND), on("pay", 3, zone=Zone.HAND)],
                   [act("cast", object=2), act("resolve_top"), act("cast", object=3), act("resolve_top"),
                    act("resolve_top")], pools={0: "{B}{B}"})
    h = play(sc2)
    removed = of(h, "removed_from_stack")
    assert [r.reason.value for r in removed] == ["condition_false"]  # type: ignore[union-attr]


def test_may_and_unless_are_choices_on_resolution() -> None:
    maybe = creature("maybe", trig(TriggerEvent.ENTERS, gain(3), optional=True))
    taxed = creature("taxed", trig(TriggerEvent.ENTERS, gain(3), unless=Unless(payer=PlayerRef.YOU, life=1)))
    sc = scenario([maybe, taxed], [on("maybe", 1, zone=Zone.HAND), on("taxed", 2, zone=Zone.HAND)],
                  [act("cast", object=1), act("resolve_all"), act("cast", object=2), act("resolve_all")],
                  pools={0: "{1}{G}{1}{G}"}, choices=ChoicePolicy(may=False, unless_pay=True))
    h = play(sc)
    choices = of(h, "choice")
    assert [(c.choice.value, c.value) for c in choices] == [("may", False), ("unless", True)]  # type: ignore[union-attr]
    for c in choices:
        resolving = [e for e in of(h, "resolving") if e.object == c.object][0]  # type: ignore[union-attr]
        assert resolving.seq < c.seq
    assert h.final.players[0].life == 19  # type: ignore[union-attr]


def test_modal_and_targeted_triggers_without_choices_are_removed() -> None:
    hit_creature = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), subject=Subject.ANOTHER))
    modal = Ability(kind=AbilityKind.TRIGGERED, trigger=_enters(), modes=(
        Mode(effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),), targets=(hit_creature,)),))
    aimed = Ability(kind=AbilityKind.TRIGGERED, trigger=_enters(), targets=(hit_creature,),
                    effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),))
    card = creature("lone", modal, aimed)
    sc = scenario([card], [on("lone", 1, zone=Zone.HAND)], [act("cast", object=1), act("resolve_top")],
                  pools={0: "{1}{G}"})
    h = play(sc)
    assert sorted(r.reason.value for r in of(h, "removed_from_stack")) == ["no_legal_mode", "no_legal_targets"]  # type: ignore[union-attr]
    assert len(of(h, "put_on_stack")) == 2 and not [e for e in of(h, "resolving") if e.object != of(h, "cast")[0].object]  # type: ignore[union-attr]


def _enters():  # type: ignore[no-untyped-def]
    from reference_engine.abilities import Trigger

    return Trigger(event=TriggerEvent.ENTERS, subject=ObjectFilter(subject=Subject.SELF))


def test_spell_with_all_targets_illegal_is_not_countered() -> None:
    bolt = spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET), instant=True,
                 targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
    wrath = spell("wrath", destroy_all(CardType.CREATURE), instant=True)
    sc = scenario([bolt, wrath, creature("bear")],
                  [on("bear", 1), on("bolt", 2, zone=Zone.HAND), on("wrath", 3, zone=Zone.HAND)],
                  [act("cast", object=2), act("cast", object=3), act("resolve_all")], pools={0: "{B}{B}"})
    h = play(sc)
    [removed] = of(h, "removed_from_stack")
    assert removed.reason.value == "illegal_on_resolution"  # type: ignore[union-attr]
    assert [o.zone for o in h.final.objects if o.card == "bolt"] == [Zone.GRAVEYARD]  # type: ignore[union-attr]


def test_hidden_cards_do_not_trigger_and_cant_activate_does_not_stop_triggers() -> None:
    watcher = creature("watcher", trig(TriggerEvent.DIES, subject=Subject.ANY, types=(CardType.CREATURE,)))
    wrath = spell("wrath", destroy_all(CardType.CREATURE))
    stop = ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE, filter=ObjectFilter())
    sc = scenario([watcher, wrath, creature("bear")],
                  [on("watcher", 1, zone=Zone.HAND), on("watcher", 2), on("bear", 3), on("wrath", 4, zone=Zone.HAND)],
                  [act("cast", object=4), act("resolve_top")], pools={0: "{B}"}, effects=(stop,))
    h = play(sc)
    assert [t.source for t in of(h, "triggered")] == [2, 2]  # type: ignore[union-attr]


def test_granted_ability_and_extra_trigger() -> None:
    grant = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, filter=ObjectFilter(types=(CardType.CREATURE,)),
                             ability=trig(TriggerEvent.DIES))
    twice = ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER, filter=ObjectFilter(types=(CardType.CREATURE,)))
    wrath = spell("wrath", destroy_all(CardType.CREATURE))
    sc = scenario([creature("bear"), wrath], [on("bear", 1), on("wrath", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_top")], pools={0: "{B}"}, effects=(grant, twice))
    assert triggered_refs(play(sc)) == ["effect/0", "effect/0"]


def test_illegal_actions_are_rolled_back_without_triggers() -> None:
    fodder = creature("fodder", trig(TriggerEvent.DIES),
                      Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True, mana="{5}"),
                              effects=(gain(1),)))
    sc = scenario([fodder], [on("fodder", 1)],
                  [act("activate", object=1, ability=1), act("pass", player=1), act("pass")])
    h = play(sc)
    illegal = of(h, "illegal_action")
    assert [i.action for i in illegal] == [0, 1]  # type: ignore[union-attr]
    assert illegal[0].rolled_back and not of(h, "triggered")  # type: ignore[union-attr]
    assert [o.zone for o in h.final.objects] == [Zone.BATTLEFIELD]  # type: ignore[union-attr]
    assert kinds(h)[-1] == "priority"


def test_603_4_603_10a_a_dies_ability_counts_creatures_as_they_were() -> None:
    """"Whenever a creature you control dies, if you control two or more
    creatures": the ability looks back, so the creature that died still counts
    as its "if" is checked at the event; by resolution it no longer does."""
    two = Condition(kind=ConditionKind.CONTROL_CREATURES_AT_LEAST, amount=2)
    mourner = permanent("mourner", ENCH, trig(TriggerEvent.DIES, intervening_if=two, filter=ObjectFilter(
        types=(CardType.CREATURE,), controller=Who.YOU)))
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
                 targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
    sc = scenario([mourner, creature("bear"), kill],
                  [on("mourner", 1), on("bear", 2), on("bear", 3), on("kill", 4, zone=Zone.HAND)],
                  [act("cast", object=4, targets=(TargetRef(object=2),)), act("resolve_all")], pools={0: "{B}"})
    h = play(sc)
    assert triggered_refs(h) == ["mourner/0"]
    assert [e.reason.value for e in of(h, "removed_from_stack")] == ["condition_false"]  # type: ignore[attr-defined]
