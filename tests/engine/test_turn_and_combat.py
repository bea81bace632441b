"""Steps (CR 500-514), "at the beginning of" triggers, combat and block triggers (CR 509.3)."""
from __future__ import annotations

from reference_engine.abilities import Effect, EffectKind, TriggerEvent, Who
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Attack, Block

from tests.engine.builder import act, creature, kinds, of, on, permanent, play, scenario, trig, triggered_refs

ENCH = (CardType.ENCHANTMENT,)


def test_beginning_of_steps_your_and_each() -> None:
    yours = permanent("yours", ENCH, trig(TriggerEvent.BEGINNING_OF_STEP, step=Step.UPKEEP, player=Who.YOU))
    each = permanent("each", ENCH, trig(TriggerEvent.BEGINNING_OF_STEP, step=Step.END, player=Who.ANY))
    sc = scenario([yours, each, creature("card")],
                  [on("yours", 1), on("each", 2), on("card", 3, zone=Zone.LIBRARY, owner=1)],
                  [act("advance_to", step=Step.END), act("advance_to", step=Step.END)])
    h = play(sc)
    # P0's end step, then P1's upkeep (not P0's), then P1's end step.
    assert triggered_refs(h) == ["each/0", "each/0"]
    steps = [(e.turn, e.step) for e in of(h, "step_begin")]  # type: ignore[union-attr]
    assert steps[0] == (1, Step.BEGINNING_OF_COMBAT)
    assert (2, Step.UNTAP) in steps and (2, Step.DRAW) in steps
    assert h.final.players[1].hand == 1  # type: ignore[union-attr]  # the draw step draws
    untap_seq = next(e.seq for e in of(h, "step_begin") if e.step is Step.UNTAP)  # type: ignore[union-attr]
    after = [e for e in h.events if e.seq > untap_seq]
    assert after[0].kind != "priority"  # nobody gets priority in the untap step
    assert next(e for e in of(h, "step_begin") if e.turn == 2).active_player == 1  # type: ignore[union-attr]


def test_turn_order_not_seat_order() -> None:
    sc = scenario([], [], [act("advance_to", step=Step.UPKEEP)], players=3, turn_order=(0, 2, 1))
    h = play(sc)
    assert [e.active_player for e in of(h, "step_begin") if e.step is Step.UPKEEP] == [2]  # type: ignore[union-attr]


def _combat_cards():  # type: ignore[no-untyped-def]
    atk = creature("atk", trig(TriggerEvent.ATTACKS), trig(TriggerEvent.BECOMES_BLOCKED),
                   trig(TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE),
                   trig(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER), power=3, toughness=3)
    blk = creature("blk", trig(TriggerEvent.BLOCKS), trig(TriggerEvent.BLOCKS_A_CREATURE),
                   trig(TriggerEvent.DEALT_DAMAGE), power=1, toughness=1)
    return [atk, blk]


def test_attack_block_and_combat_damage_triggers() -> None:
    sc = scenario(_combat_cards(),
                  [on("atk", 1), on("atk", 2), on("blk", 3, owner=1), on("blk", 4, owner=1)],
                  [act("declare_attackers", attackers=(Attack(attacker=1, defender=1), Attack(attacker=2, defender=1))),
                   act("resolve_all"),
                   act("declare_blockers", blocks=(Block(blocker=3, attacker=1), Block(blocker=4, attacker=1))),
                   act("resolve_all"), act("advance_to", step=Step.COMBAT_DAMAGE), act("resolve_all")])
    h = play(sc)
    refs = triggered_refs(h)
    assert refs.count("atk/0") == 2  # each attacker
    assert refs.count("atk/1") == 1  # attacker 1 became blocked once
    assert refs.count("atk/2") == 2  # ... by two creatures (CR 509.3d)
    assert refs.count("blk/0") == 2 and refs.count("blk/1") == 2
    assert refs.count("atk/3") == 1  # the unblocked attacker hit the player
    assert refs.count("blk/2") == 2
    assert h.final.players[1].life == 20 - 3 + 6  # type: ignore[union-attr]  # hit once, six gains
    tapped = of(h, "tapped")
    assert len(tapped) == 2 and tapped[0].batch == of(h, "attackers_declared")[0].batch


def test_blocking_two_attackers_triggers_blocks_once() -> None:
    sc = scenario(_combat_cards(),
                  [on("atk", 1), on("atk", 2), on("blk", 3, owner=1)],
                  [act("declare_attackers", attackers=(Attack(attacker=1, defender=1), Attack(attacker=2, defender=1))),
                   act("resolve_all"),
                   act("declare_blockers", blocks=(Block(blocker=3, attacker=1), Block(blocker=3, attacker=2))),
                   act("resolve_all")])
    refs = triggered_refs(play(sc))
    assert refs.count("blk/0") == 1 and refs.count("blk/1") == 2


def test_illegal_attack_is_recorded_and_script_goes_on() -> None:
    sc = scenario(_combat_cards(), [on("atk", 1, summoning_sick=True)],
                  [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)), act("pass")])
    h = play(sc)
    assert "illegal_action" in kinds(h) and not of(h, "attackers_declared")


def test_damage_wears_off_in_cleanup() -> None:
    pinger = permanent("pinger", ENCH, trig(TriggerEvent.BEGINNING_OF_STEP, Effect(
        kind=EffectKind.DEAL_DAMAGE, amount=1, object=_all_creatures()), step=Step.END))
    sc = scenario([pinger, creature("bear")], [on("pinger", 1), on("bear", 2)],
                  [act("advance_to", step=Step.END), act("resolve_all")])
    assert [o.damage for o in play(sc).final.objects if o.card == "bear"] == [1]  # type: ignore[union-attr]
    sc2 = scenario(sc.cards, sc.objects, list(sc.script) + [act("advance_to", step=Step.UPKEEP)])
    assert [o.damage for o in play(sc2).final.objects if o.card == "bear"] == [0]  # type: ignore[union-attr]


def _all_creatures():  # type: ignore[no-untyped-def]
    from reference_engine.abilities import ObjectRef

    return ObjectRef.ALL


def test_attack_declared_during_combat_waits_for_the_next_declare_attackers_step() -> None:
    # The declaration waits while the turn passes through this combat's declare
    # blockers step; that step must not read the waiting attack as blocks.
    sc = scenario(_combat_cards(),
                  [on("atk", 1), on("atk", 5, owner=1), on("blk", 7, zone=Zone.LIBRARY, owner=1)],
                  [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)),
                   act("declare_attackers", attackers=(Attack(attacker=5, defender=0),))])
    h = play(sc)
    declared = [e.attackers for e in of(h, "attackers_declared")]  # type: ignore[union-attr]
    assert declared == [((1, 1),), ((5, 0),)]
    assert not of(h, "blockers_declared") and not of(h, "illegal_action")


def test_510_1c_a_creature_blocked_by_object_0_deals_its_damage_to_that_blocker() -> None:
    """Object id 0 is a legal id: a creature it blocks is blocked (CR 509.1h)
    and assigns its combat damage to it (CR 510.1c), not to the player."""
    cards = [creature("bear", power=2, toughness=2), creature("wall", power=0, toughness=4)]
    sc = scenario(cards, [on("bear", 300), on("wall", 0, owner=1)],
                  [act("declare_attackers", attackers=(Attack(attacker=300, defender=1),)), act("resolve_all"),
                   act("declare_blockers", blocks=(Block(blocker=0, attacker=300),)), act("resolve_all"),
                   act("advance_to", step=Step.COMBAT_DAMAGE), act("resolve_all")])
    h = play(sc)
    hits = [(e.target.object, e.target.player, e.amount) for e in of(h, "damage")]  # type: ignore[attr-defined]
    assert hits == [(0, None, 2)]
    assert h.final.players[1].life == 20  # type: ignore[union-attr]
