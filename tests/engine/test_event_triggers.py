"""Damage, prevention, replacement, tapping, counters, life, draw, control, losing (CR 603.2)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    PlayerRef, Subject, TargetSpec, TriggerEvent, Who,
)
from reference_engine.ids import CardType, TargetRef, Zone

from tests.engine.builder import (
    act, creature, destroy_all, of, on, permanent, play, scenario, spell, trig, triggered_refs,
)

ENCH = (CardType.ENCHANTMENT,)
ANY_CREATURE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))


def _bolt(amount: int = 2) -> object:
    return spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.TARGET),
                 instant=True, cost="{R}", targets=(ANY_CREATURE,))


def test_dealt_and_deals_damage() -> None:
    victim = creature("victim", trig(TriggerEvent.DEALT_DAMAGE), toughness=5)
    src = permanent("src", ENCH, trig(TriggerEvent.DEALS_DAMAGE, subject=Subject.ANY))
    sc = scenario([victim, src, _bolt()], [on("victim", 1), on("src", 2), on("bolt", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_top")], pools={0: "{R}"})
    h = play(sc)
    assert sorted(triggered_refs(h)) == ["src/0", "victim/0"]
    assert of(h, "damage")[0].amount == 2  # type: ignore[union-attr]


def test_prevented_damage_triggers_nothing() -> None:
    victim = creature("victim", trig(TriggerEvent.DEALT_DAMAGE), toughness=5)
    fog = ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE, filter=ObjectFilter(types=(CardType.CREATURE,)))
    sc = scenario([victim, _bolt()], [on("victim", 1), on("bolt", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_top")], pools={0: "{R}"}, effects=(fog,))
    h = play(sc)
    assert triggered_refs(h) == [] and not of(h, "damage") and len(of(h, "damage_prevented")) == 1


def test_prevent_next_n_lets_the_rest_through() -> None:
    victim = creature("victim", trig(TriggerEvent.DEALT_DAMAGE), toughness=5)
    shield = ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=1, object=1)
    sc = scenario([victim, _bolt(3)], [on("victim", 1), on("bolt", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_top")], pools={0: "{R}"}, effects=(shield,))
    h = play(sc)
    assert [e.amount for e in of(h, "damage_prevented")] == [1]  # type: ignore[union-attr]
    assert [e.amount for e in of(h, "damage")] == [2]  # type: ignore[union-attr]
    assert triggered_refs(h) == ["victim/0"]


def test_exile_instead_of_dying_is_not_dying() -> None:
    bear = creature("bear", trig(TriggerEvent.DIES), trig(TriggerEvent.LEAVES))
    rest = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter())
    wrath = spell("wrath", destroy_all(CardType.CREATURE))
    sc = scenario([bear, wrath], [on("bear", 1), on("wrath", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_top")], pools={0: "{B}"}, effects=(rest,))
    h = play(sc)
    assert triggered_refs(h) == ["bear/1"]
    replaced = of(h, "replaced")[0]
    moved = [e for e in of(h, "zone_change") if e.old_id == 1][0]  # type: ignore[union-attr]
    assert moved.to_zone is Zone.EXILE and replaced.seq in moved.causes  # type: ignore[union-attr]


def test_tapped_untapped_and_entering_tapped() -> None:
    watch = permanent("watch", ENCH, trig(TriggerEvent.BECOMES_TAPPED, subject=Subject.ANY),
                      trig(TriggerEvent.BECOMES_UNTAPPED, subject=Subject.ANY))
    tapper = spell("tapper", Effect(kind=EffectKind.TAP, object=ObjectRef.ALL, filter=ObjectFilter(types=(CardType.LAND,))))
    land = permanent("land", (CardType.LAND,))
    tapped_lands = ContinuousEffect(kind=ContinuousKind.ENTERS_TAPPED, filter=ObjectFilter(types=(CardType.LAND,)))
    sc = scenario([watch, tapper, land],
                  [on("watch", 1), on("land", 2), on("land", 3, tapped=True), on("land", 4, zone=Zone.HAND),
                   on("tapper", 5, zone=Zone.HAND)],
                  [act("play_land", object=4), act("cast", object=5), act("resolve_top")],
                  pools={0: "{B}"}, effects=(tapped_lands,))
    h = play(sc)
    assert triggered_refs(h) == ["watch/0"]  # only the untapped land became tapped
    entered = [e for e in of(h, "zone_change") if e.to_zone is Zone.BATTLEFIELD][0]
    assert entered.after.tapped  # type: ignore[union-attr]


def test_counters_each_vs_one_or_more() -> None:
    each = creature("each", trig(TriggerEvent.COUNTER_PUT))
    some = creature("some", trig(TriggerEvent.COUNTERS_PUT))
    grow = spell("grow", Effect(kind=EffectKind.PUT_COUNTERS, amount=3, object=ObjectRef.ALL,
                                filter=ObjectFilter(types=(CardType.CREATURE,))))
    sc = scenario([each, some, grow], [on("each", 1), on("some", 2), on("grow", 3, zone=Zone.HAND)],
                  [act("cast", object=3), act("resolve_top")], pools={0: "{B}"})
    refs = triggered_refs(play(sc))
    assert refs.count("each/0") == 3 and refs.count("some/0") == 1


def test_life_gain_and_draw() -> None:
    watch = permanent("watch", ENCH, trig(TriggerEvent.GAIN_LIFE, player=Who.YOU),
                      trig(TriggerEvent.DRAW, Effect(kind=EffectKind.LOSE_LIFE, amount=1), player=Who.ANY))
    brew = spell("brew", Effect(kind=EffectKind.DRAW, amount=2), Effect(kind=EffectKind.GAIN_LIFE, amount=1))
    sc = scenario([watch, brew, creature("c")],
                  [on("watch", 1), on("brew", 2, zone=Zone.HAND), on("c", 3, zone=Zone.LIBRARY),
                   on("c", 4, zone=Zone.LIBRARY)],
                  [act("cast", object=2), act("resolve_top")], pools={0: "{B}"})
    refs = triggered_refs(play(sc))
    # The draw trigger's life loss is not a gain; only the spell's gain triggers.
    assert refs.count("watch/1") == 2 and refs.count("watch/0") == 1


def test_lose_control_looks_back() -> None:
    mine = creature("mine", trig(TriggerEvent.LOSE_CONTROL))
    steal = spell("steal", Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET), targets=(ANY_CREATURE,))
    sc = scenario([mine, steal], [on("mine", 1, owner=1), on("steal", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_top")], pools={0: "{B}"})
    h = play(sc)
    [t] = of(h, "triggered")
    assert t.controller == 1  # type: ignore[union-attr]


def test_player_losing_triggers_and_ends_game() -> None:
    watch = permanent("watch", ENCH, trig(TriggerEvent.PLAYER_LOSES, player=Who.ANY))
    drain = spell("drain", Effect(kind=EffectKind.LOSE_LIFE, amount=5, player=PlayerRef.EACH_OPPONENT))
    sc = scenario([watch, drain], [on("watch", 1, owner=1), on("drain", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_top")], pools={0: "{B}"}, players=3)
    h = play(sc)
    assert not of(h, "player_lost")
    from reference_engine.scenario import PlayerSetup

    low = scenario(sc.cards, sc.objects, list(sc.script), pools={0: "{B}"}, players=3)
    low = type(low)(**{**{f: getattr(low, f) for f in low.__dataclass_fields__},
                       "players": (PlayerSetup(id=0, mana_pool="{B}"), PlayerSetup(id=1, life=5),
                                   PlayerSetup(id=2, life=20))})
    h2 = play(low)
    [lost] = of(h2, "player_lost")
    assert lost.player == 1 and lost.rule == "704.5a"  # type: ignore[union-attr]
    [t] = of(h2, "triggered")
    assert lost.seq in t.causes  # type: ignore[union-attr]  # the loser's own permanent looks back


def test_mana_ability_does_not_use_the_stack() -> None:
    elf = creature("elf", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                                  effects=(Effect(kind=EffectKind.ADD_MANA, mana="{G}"),)))
    sc = scenario([elf], [on("elf", 1)], [act("activate", object=1)])
    h = play(sc)
    assert not of(h, "put_on_stack") and of(h, "mana_added") and of(h, "activated")[0].mana_ability  # type: ignore[union-attr]


def test_target_choice_uses_policy_and_scenario_ids() -> None:
    sc = scenario([creature("victim", toughness=5), _bolt()],
                  [on("victim", 1), on("victim", 2), on("bolt", 3, zone=Zone.HAND)],
                  [act("cast", object=3, targets=(TargetRef(object=2),)), act("resolve_top")], pools={0: "{R}"})
    assert [e.target.object for e in of(play(sc), "damage")] == [2]  # type: ignore[union-attr]
