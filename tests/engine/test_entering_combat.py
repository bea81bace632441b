"""Creatures put onto the battlefield attacking or blocking (CR 508.4, 509.4),
and blockers that keep blocking once an attacker has left (CR 509.1g)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, TriggerEvent as T, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import Damage, IllegalAction, Triggered, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Attack, Block, Scenario

from tests.engine.builder import CREATURE, act, creature, gain, of, on, permanent, play, scenario, spell, trig

JOIN = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING,
              filter=ObjectFilter(types=CREATURE, subtypes=("Soldier",)))
BLOCK = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING, filter=ObjectFilter(types=CREATURE))
CAPTAIN = CardDef(key="captain", name="Captain", types=CREATURE, subtypes=("Soldier",), power=2, toughness=2,
                  abilities=(trig(T.ATTACKS, JOIN),))
"""Whenever this creature attacks, put a Soldier creature card from your hand
onto the battlefield tapped and attacking."""
RECRUIT = CardDef(key="recruit", name="Recruit", types=CREATURE, subtypes=("Soldier",), power=3, toughness=1,
                  abilities=(trig(T.ATTACKS, gain(5)),))
WATCH = permanent("watch", (CardType.ENCHANTMENT,), trig(T.ATTACKS, gain(1), subject=Subject.ANY, types=CREATURE))
"""Whenever a creature attacks, you gain 1 life."""


def _attack(defender: int = 1, players: int = 2) -> History:
    return play(scenario([CAPTAIN, RECRUIT, WATCH],
                         [on("captain", 1), on("recruit", 2, zone=Zone.HAND), on("watch", 3)],
                         [act("declare_attackers", attackers=(Attack(attacker=1, defender=defender),)),
                          act("advance_to", step="end_of_combat")], players=players))


def _arrival(h: History) -> ZoneChange:
    [z] = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.attacking is not None]
    return z


def test_508_4_enters_tapped_and_attacking_the_same_player() -> None:
    h = _attack(defender=2, players=3)
    z = _arrival(h)
    assert z.attacking == 2 and z.after is not None and z.after.tapped
    hits = [d for d in of(h, "damage") if isinstance(d, Damage) and d.combat]
    assert {(d.source, d.target.player, d.amount) for d in hits} == {(1, 2, 2), (z.new_id, 2, 3)}


def test_508_4_triggers_no_attacks_ability() -> None:
    h = _attack()
    fired = [t.ability for t in of(h, "triggered") if isinstance(t, Triggered)]
    assert sorted(fired) == ["captain/0", "watch/0"]  # the Captain's own declaration only


def test_508_4_a_mutant_that_counts_it_as_declared_is_seen() -> None:
    from mtgconf.engines.mutants.entered_attacker_attacked import EnteredAttackerAttacked
    h = play(scenario([CAPTAIN, RECRUIT, WATCH],
                      [on("captain", 1), on("recruit", 2, zone=Zone.HAND), on("watch", 3)],
                      [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)),
                       act("advance_to", step="end_of_combat")]), EnteredAttackerAttacked())
    assert sorted(t.ability for t in of(h, "triggered") if isinstance(t, Triggered)) == [
        "captain/0", "recruit/0", "watch/0", "watch/0"]


AMBUSH = permanent("ambush", (CardType.ENCHANTMENT,), trig(
    T.ATTACKS_UNBLOCKED, BLOCK, filter=ObjectFilter(types=CREATURE, controller=Who.OPPONENT)))
"""Whenever a creature an opponent controls attacks and isn't blocked, put a
creature card from your hand onto the battlefield blocking that creature."""
SENTRY = creature("sentry", trig(T.BLOCKS, gain(4)), power=1, toughness=4)
RAIDER = creature("raider", trig(T.BECOMES_BLOCKED, gain(1)), trig(T.BECOMES_BLOCKED_BY_A_CREATURE, gain(2)))


def _ambushed(defender: int) -> Scenario:
    return scenario([RAIDER, AMBUSH, SENTRY],
                    [on("raider", 1), on("ambush", 2, owner=1), on("sentry", 3, owner=1, zone=Zone.HAND)],
                    [act("declare_attackers", attackers=(Attack(attacker=1, defender=defender),)),
                     act("advance_to", step="end_of_combat")], players=3)


def test_509_4_blocking_but_never_blocks_and_the_attacker_becomes_blocked() -> None:
    h = play(_ambushed(1))
    [z] = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.blocking is not None]
    assert z.blocking == 1
    fired = sorted(t.ability for t in of(h, "triggered") if isinstance(t, Triggered))
    assert fired == ["ambush/0", "raider/0", "raider/1"]
    assert not [d for d in of(h, "damage") if isinstance(d, Damage) and d.target.player is not None]


def test_509_4a_not_blocking_when_its_controller_is_not_attacked() -> None:
    h = play(_ambushed(2))
    [z] = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.from_zone is Zone.HAND]
    assert z.to_zone is Zone.BATTLEFIELD and z.blocking is None  # it enters, blocking nothing
    assert [t.ability for t in of(h, "triggered") if isinstance(t, Triggered)] == ["ambush/0"]


CANT_BLOCK = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CANT_BLOCK, filter=ObjectFilter(subject=Subject.SELF)))
GOBLIN = creature("goblin", CANT_BLOCK, power=2, toughness=2)
"""Hulking Goblin: This creature can't block."""


def _goblin_ambush(declared: bool) -> Scenario:
    attack = [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),))]
    block = [act("declare_blockers", player=1, blocks=(Block(blocker=4, attacker=1),))] if declared else []
    return scenario([RAIDER, AMBUSH, GOBLIN],
                    [on("raider", 1), on("ambush", 2, owner=1), on("goblin", 3, owner=1, zone=Zone.HAND),
                     on("goblin", 4, owner=1)],
                    attack + block + [act("advance_to", step="end_of_combat")])


def test_509_1b_a_creature_that_cant_block_is_refused_as_a_blocker() -> None:
    h = play(_goblin_ambush(declared=True))
    assert not of(h, "blockers_declared")
    [refused] = of(h, "illegal_action")
    assert isinstance(refused, IllegalAction) and "can't block" in refused.reason


def test_509_4b_a_creature_that_cant_block_put_onto_the_battlefield_blocking_blocks() -> None:
    h = play(_goblin_ambush(declared=True))
    [z] = [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.blocking is not None]
    hits = sorted((d.source, d.target.object, d.target.player, d.amount)
                  for d in of(h, "damage") if isinstance(d, Damage) and d.combat)
    assert hits == sorted([(1, z.new_id, None, 2), (z.new_id, 1, None, 2)])  # no damage to player 1


def test_509_4b_mutant_leaves_it_out_of_combat() -> None:
    from mtgconf.engines.mutants.entered_blocker_restricted import EnteredBlockerRestricted
    h = play(_goblin_ambush(declared=False), EnteredBlockerRestricted())
    hits = [(d.source, d.target.player) for d in of(h, "damage") if isinstance(d, Damage) and d.combat]
    assert hits == [(1, 1)]


GIANT = CardDef(key="giant", name="Giant", types=CREATURE, power=4, toughness=8, extra_blocks=1)
BEAR = creature("bear")


def _forsaken() -> Scenario:
    bounce = spell("bounce", Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.TARGET), instant=True,
        targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),))
    land = permanent("swamp", (CardType.LAND,), Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                                                        effects=(Effect(kind=EffectKind.ADD_MANA, mana="{B}"),)))
    return scenario([GIANT, BEAR, bounce, land],
                    [on("bear", 1), on("bear", 2), on("giant", 3, owner=1), on("bounce", 4, zone=Zone.HAND),
                     on("swamp", 5)],
                    [act("declare_attackers", attackers=(Attack(attacker=1, defender=1), Attack(attacker=2, defender=1))),
                     act("declare_blockers", blocks=(Block(blocker=3, attacker=1), Block(blocker=3, attacker=2))),
                     act("activate", player=0, object=5), act("cast", player=0, object=4, targets=(TargetRef(object=1),)),
                     act("advance_to", step="end_of_combat")])


def test_509_1g_a_blocker_whose_attacker_left_still_blocks_the_other() -> None:
    h = play(_forsaken())
    hits = [(d.source, d.target.object, d.amount) for d in of(h, "damage") if isinstance(d, Damage) and d.combat]
    assert sorted(hits) == [(2, 3, 2), (3, 2, 4)]


def test_509_1g_mutant_drops_the_blocker() -> None:
    from mtgconf.engines.mutants.blocker_leaves_with_attacker import BlockerLeavesWithAttacker
    h = play(_forsaken(), BlockerLeavesWithAttacker())
    hits = [(d.source, d.target.object) for d in of(h, "damage") if isinstance(d, Damage) and d.combat]
    assert hits == [(2, 3)]


def test_a_format_1_file_may_not_say_cant_block() -> None:
    import pytest
    from reference_engine.codec import scenario_from_json, to_json
    from reference_engine.errors import ScenarioError

    doc = to_json(scenario([GOBLIN], [], []))
    doc["format"] = "mtgconf-scenario/1"
    with pytest.raises(ScenarioError, match=r"\$\.cards\[0\]\.abilities\[0\]\.static\.kind.*"
                                            r"needs 'mtgconf-scenario/1.1'"):
        scenario_from_json(doc)
    doc["format"] = "mtgconf-scenario/1.1"
    scenario_from_json(doc)
