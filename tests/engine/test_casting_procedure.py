"""Casting a spell, step by step (CR 601.2a-i)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, Mode, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.history import History
from reference_engine.ids import CardType, Color, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ManaActivation

from tests.engine.builder import act, creature, kinds, of, on, permanent, play, scenario, spell
from tests.engine.casting_cards import (
    A_CREATURE, A_PLAYER, DESTROY_TARGET, death_bomb, familiar, swamp, watcher,
)

GAIN_2 = Effect(kind=EffectKind.GAIN_LIFE, amount=2)


def _life(h: History, player: int = 0) -> int:
    assert h.final is not None
    return h.final.players[player].life


def _zone_of(h: History, physical: int) -> Zone:
    ids = {physical}
    for z in of(h, "zone_change"):
        if z.old_id in ids:  # type: ignore[union-attr]
            ids.add(z.new_id)  # type: ignore[union-attr]
    assert h.final is not None
    return next(o.zone for o in h.final.objects if o.id in ids)


def _cast_kinds(h: History) -> list[str]:
    """Event kinds from the move to the stack up to the cast, inclusive."""
    ks = kinds(h)
    start = next(i for i, e in enumerate(h.events) if e.kind == "zone_change" and e.to_zone is Zone.STACK)  # type: ignore[union-attr]
    return ks[start: ks.index("cast") + 1]


def test_601_2a_card_moves_to_the_stack_first_and_the_caster_controls_it() -> None:
    sc = scenario([spell("heal", GAIN_2, instant=True)], [on("heal", 5, owner=1, zone=Zone.HAND)],
                  [act("pass"), act("cast", object=5)], pools={1: "{B}"})
    h = play(sc)
    move = next(e for e in h.events if e.kind == "zone_change")
    assert move.to_zone is Zone.STACK and move.after is not None and move.after.controller == 1  # type: ignore[union-attr]
    cast = of(h, "cast")[0]
    assert cast.player == 1 and cast.object == move.new_id  # type: ignore[union-attr]


def test_601_2b_x_kicker_and_alternative_cost_are_announced_and_recorded() -> None:
    kick = Ability(kind=AbilityKind.SPELL, effects=(GAIN_2,), kicker=Cost(mana="{2}"),
                   kicked_effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=5),),
                   alternative_costs=(Cost(pay_life=3),))
    card = CardDef(key="boon", name="Boon", mana_cost="{X}{B}", types=(CardType.SORCERY,), abilities=(kick,))
    objs = [on("boon", 5, zone=Zone.HAND)]
    kicked = play(scenario([card], objs, [act("cast", object=5, x=1, kicked=True), act("resolve_all")],
                           pools={0: "{3}{B}"}))
    assert of(kicked, "cost_locked")[0].mana == "{3}{B}"  # type: ignore[union-attr]
    cast = of(kicked, "cast")[0]
    assert cast.x == 1 and cast.kicked and cast.alternative is None  # type: ignore[union-attr]
    assert _life(kicked) == 27
    plain = play(scenario([card], objs, [act("cast", object=5), act("resolve_all")], pools={0: "{B}"}))
    assert _life(plain) == 22 and not of(plain, "cast")[0].kicked  # type: ignore[union-attr]
    alt = play(scenario([card], objs, [act("cast", object=5, alternative=0), act("resolve_all")]))
    assert of(alt, "cost_locked")[0].mana == "" and of(alt, "cast")[0].alternative == 0  # type: ignore[union-attr]
    assert _life(alt) == 20 - 3 + 2


def test_601_2b_kicking_a_spell_without_kicker_is_illegal() -> None:
    h = play(scenario([spell("heal", GAIN_2)], [on("heal", 5, zone=Zone.HAND)],
                      [act("cast", object=5, kicked=True)], pools={0: "{B}"}))
    assert "kicker" in of(h, "illegal_action")[0].reason and not of(h, "cast")  # type: ignore[union-attr]


def test_601_2c_a_target_that_exists_only_with_the_kicker_is_chosen_only_then() -> None:
    ab = Ability(kind=AbilityKind.SPELL, targets=(A_CREATURE,), effects=(DESTROY_TARGET,),
                 kicker=Cost(mana="{1}"), kicked_targets=(A_PLAYER,),
                 kicked_effects=(Effect(kind=EffectKind.LOSE_LIFE, amount=3, player=_target_player(), target=1),))
    card = CardDef(key="blow", name="Blow", mana_cost="{B}", types=(CardType.INSTANT,), abilities=(ab,))
    objs = [on("blow", 5, zone=Zone.HAND), on("bear", 6, owner=1)]
    plain = play(scenario([card, creature("bear")], objs, [act("cast", object=5), act("resolve_all")],
                          pools={0: "{B}"}))
    assert len(of(plain, "cast")[0].targets) == 1  # type: ignore[union-attr]
    kicked = play(scenario([card, creature("bear")], objs, [
        act("cast", object=5, kicked=True, targets=(TargetRef(object=6), TargetRef(player=1))),
        act("resolve_all")], pools={0: "{1}{B}"}))
    assert of(kicked, "cast")[0].targets == (TargetRef(object=6), TargetRef(player=1))  # type: ignore[union-attr]
    assert _life(kicked, 1) == 17 and _zone_of(kicked, 6) is Zone.GRAVEYARD


def _target_player():  # type: ignore[no-untyped-def]
    from reference_engine.abilities import PlayerRef

    return PlayerRef.TARGET


def test_601_2c_an_illegal_target_makes_the_cast_illegal() -> None:
    land = permanent("land", (CardType.LAND,))
    kill = spell("kill", DESTROY_TARGET, targets=(A_CREATURE,))
    h = play(scenario([land, kill], [on("land", 1), on("kill", 5, zone=Zone.HAND)],
                      [act("cast", object=5, targets=(TargetRef(object=1),))], pools={0: "{B}"}))
    illegal = of(h, "illegal_action")[0]
    assert "not a legal target" in illegal.reason and not of(h, "cast")  # type: ignore[union-attr]
    assert _zone_of(h, 5) is Zone.HAND


def test_601_2c_the_same_object_may_be_chosen_for_two_target_words() -> None:
    pump = spell("twice", Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=_tref(), target=0),
                 Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=_tref(), target=1),
                 targets=(A_CREATURE, A_CREATURE))
    both = (TargetRef(object=2), TargetRef(object=2))
    h = play(scenario([pump, creature("bear")], [on("bear", 2), on("twice", 5, zone=Zone.HAND)],
                      [act("cast", object=5, targets=both), act("resolve_all")], pools={0: "{B}"}))
    assert of(h, "cast")[0].targets == both and len(of(h, "counters")) == 2  # type: ignore[union-attr]


def _tref():  # type: ignore[no-untyped-def]
    from reference_engine.abilities import ObjectRef

    return ObjectRef.TARGET


def test_601_2c_a_mode_without_legal_targets_cannot_be_chosen() -> None:
    modal = CardDef(key="choice", name="Choice", mana_cost="{B}", types=(CardType.SORCERY,), abilities=(
        Ability(kind=AbilityKind.SPELL, modes=(Mode(effects=(GAIN_2,)),
                                              Mode(effects=(DESTROY_TARGET,), targets=(A_CREATURE,)))),))
    objs = [on("choice", 5, zone=Zone.HAND)]
    h = play(scenario([modal], objs, [act("cast", object=5, mode=1), act("cast", object=5, mode=0),
                                     act("resolve_all")], pools={0: "{B}"}))
    assert "mode 1" in of(h, "illegal_action")[0].reason  # type: ignore[union-attr]
    assert of(h, "cast")[0].modes == (0,) and _life(h) == 22  # type: ignore[union-attr]


def test_601_2e_a_sorcery_proposed_at_instant_speed_is_reversed_after_the_move() -> None:
    sc = scenario([spell("heal", GAIN_2), spell("quick", GAIN_2, instant=True)],
                  [on("quick", 4, zone=Zone.HAND), on("heal", 5, zone=Zone.HAND)],
                  [act("cast", object=4), act("cast", object=5)], pools={0: "{B}{B}"})
    h = play(sc)
    illegal = of(h, "illegal_action")[0]
    moved = [e for e in h.events if e.seq in illegal.rolled_back and e.kind == "zone_change"]  # type: ignore[union-attr]
    assert moved and moved[0].old_id == 5 and "main phase" in illegal.reason  # type: ignore[union-attr]
    assert _zone_of(h, 5) is Zone.HAND


def test_601_2f_total_cost_locked_before_payment() -> None:
    # Death Bomb with Thunderscape Familiar: sacrificing the Familiar as the
    # additional cost does not undo its reduction, so {2}{B} pays in full.
    cards = [death_bomb(), familiar(), creature("bear")]
    objs = [on("storm-familiar", 1), on("bear", 2, owner=1), on("grave-offering", 5, zone=Zone.HAND)]
    script = [act("cast", object=5, sacrifice=(1,), targets=(TargetRef(object=2),)), act("resolve_all")]
    h = play(scenario(cards, objs, script, pools={0: "{2}{B}"}))
    assert of(h, "cost_locked")[0].mana == "{2}{B}" and of(h, "cost_paid")[0].mana == "{2}{B}"  # type: ignore[union-attr]
    assert of(h, "cost_paid")[0].sacrificed and not of(h, "illegal_action")  # type: ignore[union-attr]
    assert _zone_of(h, 2) is Zone.GRAVEYARD and _life(h, 1) == 18

    class Unlocked(Rules):
        def cost_locked_before_payment(self) -> bool:
            return False

    late = play(scenario(cards, objs, script, pools={0: "{2}{B}"}), Unlocked())
    assert of(late, "illegal_action") and not of(late, "cast")


def test_601_2f_reductions_lower_only_generic_mana_and_never_below_zero() -> None:
    cheaper = ContinuousEffect(kind=ContinuousKind.COST_REDUCTION, amount=3, colors=(Color.BLACK,))
    h = play(scenario([spell("heal", GAIN_2, cost="{1}{B}")], [on("heal", 5, zone=Zone.HAND)],
                      [act("cast", object=5)], pools={0: "{B}"}, effects=(cheaper,)))
    assert of(h, "cost_locked")[0].mana == "{B}"  # type: ignore[union-attr]


def test_601_2g_mana_abilities_come_after_the_lock_in_and_before_payment() -> None:
    sc = scenario([swamp(), spell("heal", GAIN_2, cost="{1}{B}")],
                  [on("swamp", 1), on("heal", 5, zone=Zone.HAND)],
                  [act("cast", object=5, mana_abilities=(ManaActivation(object=1),))], pools={0: "{1}"})
    h = play(sc)
    assert _cast_kinds(h) == ["zone_change", "cost_locked", "cost_locked", "tapped", "cost_paid", "activated",
                              "mana_added", "cost_paid", "cast"]
    assert of(h, "activated")[0].mana_ability and not of(h, "put_on_stack")  # type: ignore[union-attr]


def test_601_2h_no_partial_payment() -> None:
    # {1}{B} with only {B}: nothing is paid; the {B} is still there for the next spell.
    sc = scenario([spell("big", GAIN_2, cost="{1}{B}"), spell("small", GAIN_2)],
                  [on("big", 4, zone=Zone.HAND), on("small", 5, zone=Zone.HAND)],
                  [act("cast", object=4), act("cast", object=5), act("resolve_all")], pools={0: "{B}"})
    h = play(sc)
    assert len(of(h, "illegal_action")) == 1 and [c.card for c in of(h, "cast")] == ["small"]  # type: ignore[union-attr]
    assert _life(h) == 22


def test_601_2h_additional_costs_discard_and_pay_life_are_paid() -> None:
    ab = Ability(kind=AbilityKind.SPELL, effects=(GAIN_2,), cost=Cost(discard=1, pay_life=1))
    card = CardDef(key="deal", name="Deal", mana_cost="{B}", types=(CardType.SORCERY,), abilities=(ab,))
    objs = [on("deal", 5, zone=Zone.HAND), on("bear", 6, zone=Zone.HAND)]
    h = play(scenario([card, creature("bear")], objs, [act("cast", object=5, discard=(6,)), act("resolve_all")],
                      pools={0: "{B}"}))
    paid = of(h, "cost_paid")[0]
    assert paid.discarded and paid.life == 1 and _zone_of(h, 6) is Zone.GRAVEYARD  # type: ignore[union-attr]
    assert _life(h) == 21
    missing = play(scenario([card, creature("bear")], objs, [act("cast", object=5)], pools={0: "{B}"}))
    assert "discards 1" in of(missing, "illegal_action")[0].reason  # type: ignore[union-attr]


def test_601_2i_cast_triggers_are_stacked_before_the_caster_gets_priority() -> None:
    w = watcher(TriggerEvent.CAST)
    h = play(scenario([w, spell("heal", GAIN_2)], [on("watcher", 1), on("heal", 5, zone=Zone.HAND)],
                      [act("cast", object=5)], pools={0: "{B}"}))
    ks = kinds(h)
    after = ks[ks.index("cast") + 1:]
    assert after[:3] == ["triggered", "put_on_stack", "priority"]
    prio = of(h, "priority")[-1]
    assert prio.player == 0 and len(prio.stack) == 2  # type: ignore[union-attr]


def test_mana_pool_keeps_colours_and_empties_between_steps() -> None:
    from reference_engine.ids import Step

    sc = scenario([spell("heal", GAIN_2, cost="{1}{B}")], [on("heal", 5, zone=Zone.HAND)],
                  [act("advance_to", step=Step.BEGINNING_OF_COMBAT), act("advance_to", step=Step.POSTCOMBAT_MAIN),
                   act("cast", object=5)], pools={0: "{1}{B}"})
    h = play(sc)
    assert of(h, "illegal_action") and not of(h, "cast")
    now = play(scenario(sc.cards, sc.objects, [act("cast", object=5)], pools={0: "{1}{B}"}))
    assert of(now, "cast") and not of(now, "illegal_action")
    wrong_colour = play(scenario(sc.cards, sc.objects, [act("cast", object=5)], pools={0: "{G}{R}"}))
    assert "{B}" in of(wrong_colour, "illegal_action")[0].reason  # type: ignore[union-attr]


def test_601_2d_division_is_announced_with_at_least_one_for_each_target() -> None:
    from reference_engine.abilities import TargetSpec, Who

    split = spell("split", Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, divided=True),
                  targets=(A_CREATURE, TargetSpec(players=Who.ANY)), instant=True)
    objs = [on("bear", 1, owner=1), on("split", 5, zone=Zone.HAND)]
    aim = (TargetRef(object=1), TargetRef(player=1))
    script = [act("cast", object=5, targets=aim, division=(3, 0)),  # a target with nothing
              act("cast", object=5, targets=aim, division=(1, 1)),  # does not add up to 3
              act("cast", object=5, targets=aim, division=(2, 1)), act("resolve_all")]
    h = play(scenario([split, creature("bear")], objs, script, pools={0: "{B}"}))
    assert len(of(h, "illegal_action")) == 2 and of(h, "cast")[0].division == (2, 1)  # type: ignore[union-attr]
    assert [d.amount for d in of(h, "damage")] == [2, 1]  # type: ignore[union-attr]
    assert _zone_of(h, 1) is Zone.GRAVEYARD and _life(h, 1) == 19
