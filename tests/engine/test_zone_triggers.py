"""Zone-change triggers (CR 603.6, 603.10a, 700.4)."""
from __future__ import annotations

from reference_engine.abilities import (
    ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TriggerEvent, Who,
)
from reference_engine.ids import CardType, Zone

from tests.engine.builder import (
    act, creature, destroy_all, of, on, permanent, play, scenario, spell, trig, triggered_refs,
)

EVERYTHING = Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter())


def test_enters_self_another_and_filtered() -> None:
    me = creature("me", trig(TriggerEvent.ENTERS))
    other = permanent("other", (CardType.ENCHANTMENT,),
                      trig(TriggerEvent.ENTERS, subject=Subject.ANOTHER, types=(CardType.CREATURE,)))
    mine = permanent("mine", (CardType.ENCHANTMENT,),
                     trig(TriggerEvent.ENTERS, filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT)))
    sc = scenario([me, other, mine], [on("me", 5, zone=Zone.HAND), on("other", 1), on("mine", 2)],
                  [act("cast", object=5)], pools={0: "{1}{G}"})
    assert triggered_refs(play(sc)) == []  # nothing entered yet: the spell is on the stack
    resolved = scenario(sc.cards, sc.objects, [act("cast", object=5), act("resolve_top")], pools={0: "{1}{G}"})
    assert sorted(triggered_refs(play(resolved))) == ["me/0", "other/0"]


def test_dies_leaves_and_returned_to_hand() -> None:
    dies = creature("dies", trig(TriggerEvent.DIES))
    leaves = creature("leaves", trig(TriggerEvent.LEAVES))
    bounce = creature("bounce", trig(TriggerEvent.RETURNED_TO_HAND))
    exile_all = spell("exile_all", Effect(kind=EffectKind.EXILE, object=ObjectRef.ALL, filter=ObjectFilter()))
    sc = scenario([dies, leaves, bounce, exile_all],
                  [on("dies", 1), on("leaves", 2), on("bounce", 3), on("exile_all", 4, zone=Zone.HAND)],
                  [act("cast", object=4), act("resolve_top")], pools={0: "{B}"})
    assert triggered_refs(play(sc)) == ["leaves/0"]
    back = spell("back", Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.ALL, filter=ObjectFilter()))
    sc2 = scenario([dies, leaves, bounce, back],
                   [on("dies", 1), on("leaves", 2), on("bounce", 3), on("back", 4, zone=Zone.HAND)],
                   [act("cast", object=4), act("resolve_top")], pools={0: "{B}"})
    assert sorted(triggered_refs(play(sc2))) == ["bounce/0", "leaves/0"]


def test_lookback_sees_permanents_leaving_together() -> None:
    watcher = permanent("watcher", (CardType.ARTIFACT,),
                        trig(TriggerEvent.DIES, subject=Subject.ANY, types=(CardType.CREATURE,)))
    sweep = spell("sweep", EVERYTHING)
    sc = scenario([watcher, creature("bear"), sweep],
                  [on("watcher", 1), on("bear", 2), on("bear", 3, owner=1), on("sweep", 4, zone=Zone.HAND)],
                  [act("cast", object=4), act("resolve_top")], pools={0: "{B}"})
    h = play(sc)
    assert triggered_refs(h) == ["watcher/0", "watcher/0"]
    assert all(t.source == 1 for t in of(h, "triggered"))  # type: ignore[union-attr]


def test_from_anywhere_is_not_a_leaves_ability() -> None:
    anywhere = creature("anywhere", trig(TriggerEvent.PUT_INTO_GRAVEYARD))
    from_bf = creature("from_bf", trig(TriggerEvent.PUT_INTO_GRAVEYARD, from_zone=Zone.BATTLEFIELD))
    mill = spell("mill", Effect(kind=EffectKind.MILL, amount=2))
    sc = scenario([anywhere, from_bf, mill],
                  [on("anywhere", 1, zone=Zone.LIBRARY), on("from_bf", 2, zone=Zone.LIBRARY),
                   on("mill", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_top")], pools={0: "{B}"})
    assert triggered_refs(play(sc)) == ["anywhere/0"]
    wrath = spell("wrath", destroy_all(CardType.CREATURE))
    sc2 = scenario([anywhere, from_bf, wrath], [on("anywhere", 1), on("from_bf", 2), on("wrath", 3, zone=Zone.HAND)],
                   [act("cast", object=3), act("resolve_top")], pools={0: "{B}"})
    assert sorted(triggered_refs(play(sc2))) == ["anywhere/0", "from_bf/0"]


def test_enters_sees_continuous_effects() -> None:
    me = creature("me", trig(TriggerEvent.ENTERS))
    silence = ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES, filter=ObjectFilter(types=(CardType.CREATURE,)))
    sc = scenario([me], [on("me", 1, zone=Zone.HAND)], [act("cast", object=1), act("resolve_top")],
                  pools={0: "{1}{G}"}, effects=(silence,))
    assert triggered_refs(play(sc)) == []
    watcher = permanent("watcher", (CardType.ENCHANTMENT,),
                        trig(TriggerEvent.ENTERS, subject=Subject.ANY, types=(CardType.CREATURE,)))
    land = permanent("land", (CardType.LAND,))
    animate = ContinuousEffect(kind=ContinuousKind.LANDS_ARE_CREATURES, filter=ObjectFilter(types=(CardType.LAND,)))
    sc2 = scenario([watcher, land], [on("watcher", 1), on("land", 2, zone=Zone.HAND)],
                   [act("play_land", object=2)], effects=(animate,))
    h = play(sc2)
    assert triggered_refs(h) == ["watcher/0"]
    arrived = [e for e in of(h, "zone_change") if e.to_zone is Zone.BATTLEFIELD][0]  # type: ignore[union-attr]
    assert CardType.CREATURE in arrived.after.types  # type: ignore[union-attr]


def test_it_acts_in_new_zone_or_not_at_all() -> None:
    # "When this dies, return it to the battlefield": works once; if the card left
    # the graveyard first, the ability does nothing (CR 603.6, 400.7).
    phoenix = creature("phoenix", trig(TriggerEvent.DIES, Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD,
                                                                  object=ObjectRef.IT)))
    wrath = spell("wrath", destroy_all(CardType.CREATURE))
    sc = scenario([phoenix, wrath], [on("phoenix", 1), on("wrath", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_all")], pools={0: "{B}"})
    h = play(sc)
    assert [o.zone for o in h.final.objects if o.card == "phoenix"] == [Zone.BATTLEFIELD]  # type: ignore[union-attr]
    exile = spell("exile_gy", Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                  instant=True, targets=(_gy_target(),))
    sc2 = scenario([phoenix, wrath, exile],
                   [on("phoenix", 1), on("wrath", 2, zone=Zone.HAND), on("exile_gy", 3, zone=Zone.HAND)],
                   [act("cast", object=2), act("resolve_top"), act("cast", object=3), act("resolve_all")],
                   pools={0: "{B}{B}"})
    h2 = play(sc2)
    assert [o.zone for o in h2.final.objects if o.card == "phoenix"] == [Zone.EXILE]  # type: ignore[union-attr]
    assert any(e.kind == "resolved" for e in h2.events)


def _gy_target():  # type: ignore[no-untyped-def]
    from reference_engine.abilities import TargetSpec

    return TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)), zone=Zone.GRAVEYARD)
