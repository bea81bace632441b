"""Activating abilities (CR 602), mana abilities (CR 605), resolution with
illegal targets (CR 608.2b) and abilities independent of their source (CR 113.7a)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    Subject, Timing, TriggerEvent,
)
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.rules.decisions import Rules

from tests.engine.builder import act, creature, kinds, of, on, permanent, play, scenario, spell, trig
from tests.engine.casting_cards import A_CREATURE, DESTROY_TARGET, oxidize, stone, swamp, watcher

GAIN_1 = Effect(kind=EffectKind.GAIN_LIFE, amount=1)
PING = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(GAIN_1,))


def _life(h: History, player: int = 0) -> int:
    assert h.final is not None
    return h.final.players[player].life


def test_602_2_activation_records_lock_in_payment_then_the_ability_on_the_stack() -> None:
    h = play(scenario([permanent("relic", (CardType.ARTIFACT,), PING)], [on("relic", 1)],
                      [act("activate", object=1), act("resolve_all")]))
    ks = kinds(h)
    start = ks.index("cost_locked")
    assert ks[start:start + 5] == ["cost_locked", "tapped", "cost_paid", "activated", "put_on_stack"]
    assert _life(h) == 21


def test_602_2_only_the_controller_may_activate_and_the_script_goes_on() -> None:
    sc = scenario([permanent("relic", (CardType.ARTIFACT,), PING)], [on("relic", 1, owner=1), on("relic", 2)],
                  [act("activate", object=1), act("activate", object=2), act("resolve_all")])
    h = play(sc)
    assert "controller" in of(h, "illegal_action")[0].reason  # type: ignore[union-attr]
    assert [a.source for a in of(h, "activated")] == [2] and _life(h) == 21  # type: ignore[union-attr]


def test_602_5a_a_summoning_sick_creature_cannot_pay_tap() -> None:
    elf = creature("elf", PING)
    h = play(scenario([elf], [on("elf", 1, summoning_sick=True)], [act("activate", object=1)]))
    assert "602.5a" in of(h, "illegal_action")[0].reason and not of(h, "activated")  # type: ignore[union-attr]
    ok = play(scenario([elf], [on("elf", 1)], [act("activate", object=1)]))
    assert of(ok, "activated")


def test_602_5d_activate_only_as_a_sorcery() -> None:
    slow = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(GAIN_1,), timing=Timing.SORCERY)
    cards = [permanent("slow", (CardType.ARTIFACT,), slow), spell("heal", GAIN_1, instant=True)]
    objs = [on("slow", 1), on("heal", 5, zone=Zone.HAND)]
    busy = play(scenario(cards, objs, [act("cast", object=5), act("activate", object=1)], pools={0: "{B}"}))
    assert "sorcery" in of(busy, "illegal_action")[0].reason  # type: ignore[union-attr]
    upkeep = play(scenario(cards, objs, [act("activate", object=1)], step=Step.UPKEEP))
    assert of(upkeep, "illegal_action")
    main = play(scenario(cards, objs, [act("activate", object=1)]))
    assert of(main, "activated") and not of(main, "illegal_action")


def test_602_5_cant_activate_stops_activations_but_not_triggers() -> None:
    # CR 603.2a: a triggered ability is not activated, so the prohibition does not reach it.
    both = permanent("both", (CardType.ENCHANTMENT,), PING,
                     trig(TriggerEvent.ENTERS, subject=Subject.ANOTHER, types=(CardType.CREATURE,)))
    silence = ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE, filter=ObjectFilter())
    sc = scenario([both, creature("bear")], [on("both", 1), on("bear", 5, zone=Zone.HAND)],
                  [act("activate", object=1), act("cast", object=5), act("resolve_all")],
                  pools={0: "{1}{G}"}, effects=(silence,))
    h = play(sc)
    assert "can't be activated" in of(h, "illegal_action")[0].reason  # type: ignore[union-attr]
    assert [t.ability for t in of(h, "triggered")] == ["both/1"] and _life(h) == 21  # type: ignore[union-attr]


def test_605_3a_a_mana_ability_is_activated_with_priority_and_resolves_at_once() -> None:
    h = play(scenario([swamp()], [on("swamp", 1)], [act("activate", object=1)]))
    ks = kinds(h)
    start = ks.index("activated")
    assert ks[start:start + 3] == ["activated", "mana_added", "priority"]
    assert of(h, "activated")[0].mana_ability and of(h, "priority")[-1].player == 0  # type: ignore[union-attr]


def test_605_3b_a_mana_ability_never_uses_the_stack() -> None:
    sc = scenario([swamp()], [on("swamp", 1)], [act("activate", object=1)])
    assert not of(play(sc), "put_on_stack")

    class OnStack(Rules):
        def mana_ability_uses_stack(self) -> bool:
            return True

    assert of(play(sc, OnStack()), "put_on_stack")


def test_113_7a_an_ability_resolves_after_its_source_left() -> None:
    cards = [stone(), creature("bear")]
    objs = [on("stone", 1), on("bear", 2), on("bear", 3, owner=1)]
    h = play(scenario(cards, objs, [act("activate", object=1, ability=0), act("resolve_all")],
                      pools={0: "{5}"}))
    assert of(h, "cost_paid")[0].sacrificed and of(h, "resolved")  # type: ignore[union-attr]
    assert h.final is not None
    assert sorted(o.card for o in h.final.objects if o.zone is Zone.GRAVEYARD) == ["bear", "bear", "stone"]


def test_608_2b_oxidize_fizzles_without_being_countered() -> None:
    # Oxidize targets the Stone; the Stone is sacrificed in response. Oxidize does
    # not resolve and goes to the graveyard, but it was not countered.
    countered = watcher(TriggerEvent.SPELL_COUNTERED)
    cards = [stone(), oxidize(), countered]
    objs = [on("stone", 1), on("watcher", 2, owner=1), on("rust", 5, owner=1, zone=Zone.HAND)]
    script = [act("pass"), act("cast", object=5, targets=(TargetRef(object=1),)), act("pass"),
              act("activate", object=1), act("resolve_all")]
    h = play(scenario(cards, objs, script, pools={0: "{5}", 1: "{G}"}))
    rust = of(h, "cast")[0].object  # type: ignore[union-attr]
    removed = [r for r in of(h, "removed_from_stack") if r.object == rust]  # type: ignore[union-attr]
    assert [r.reason.value for r in removed] == ["illegal_on_resolution"]  # type: ignore[union-attr]
    assert not [r for r in of(h, "resolving") if r.object == rust] and not of(h, "triggered")  # type: ignore[union-attr]
    assert h.final is not None and {o.card for o in h.final.objects if o.zone is Zone.GRAVEYARD} == {"rust", "stone"}


def test_608_2b_with_some_targets_illegal_it_resolves_for_the_rest() -> None:
    two = spell("two", DESTROY_TARGET, Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET, target=1),
                targets=(A_CREATURE, A_CREATURE), instant=True)
    kill = spell("kill", DESTROY_TARGET, targets=(A_CREATURE,), instant=True)
    objs = [on("bear", 1, owner=1), on("bear", 2, owner=1), on("two", 5, zone=Zone.HAND),
            on("kill", 6, zone=Zone.HAND)]
    script = [act("cast", object=5, targets=(TargetRef(object=1), TargetRef(object=2))),
              act("cast", object=6, targets=(TargetRef(object=1),)), act("resolve_all")]
    h = play(scenario([two, kill, creature("bear")], objs, script, pools={0: "{B}{B}"}))
    assert len(of(h, "resolved")) == 2 and not of(h, "removed_from_stack")
    destroyed = [z for z in of(h, "zone_change") if z.how.value == "destroy"]  # type: ignore[union-attr]
    assert sorted(z.old_id for z in destroyed) == [1, 2]  # type: ignore[union-attr]
