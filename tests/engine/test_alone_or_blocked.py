""""Whenever this creature attacks alone" (CR 506.5) and "whenever this
creature blocks or becomes blocked" (CR 509.3a, 509.3c)."""
from __future__ import annotations

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, TriggerEvent, Who
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Zone
from reference_engine.oracle import render_ability
from reference_engine.scenario import Action, Attack, Block, Scenario

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, trig

KAVU = creature("kavu", trig(TriggerEvent.ATTACKS_ALONE, Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.SELF,
                                                               power=2, toughness=0)), power=1, toughness=1)
"""Rogue Kavu: Whenever this creature attacks alone, it gets +2/+0 until end of turn."""
DROMOSAUR = creature("dromosaur", trig(TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED, Effect(
    kind=EffectKind.MODIFY_PT, object=ObjectRef.SELF, power=2, toughness=-2)), power=2, toughness=3)
"""Dromosaur: Whenever this creature blocks or becomes blocked, it gets +2/-2 until end of turn."""
WALL = CardDef(key="wall", name="Wall", types=(CardType.CREATURE,), power=0, toughness=6, extra_blocks=1)
"""A creature that can block an additional creature (CR 509.1a)."""


def _sources(sc: Scenario, ability: str) -> list[int]:
    return sorted(t.source for t in of(play(sc), "triggered") if t.ability == ability)  # type: ignore[union-attr]


def _attack(*attackers: int, blocks: tuple[Block, ...] = ()) -> list[Action]:
    script = [act("declare_attackers", attackers=tuple(Attack(attacker=a, defender=1) for a in attackers)),
              act("resolve_all")]
    return script + [act("declare_blockers", blocks=blocks), act("resolve_all")] if blocks else script


def test_506_5_a_creature_declared_alone_attacks_alone() -> None:
    sc = scenario([KAVU], [on("kavu", 1), on("kavu", 2)], _attack(1))
    assert _sources(sc, "kavu/0") == [1]


def test_506_5_two_attackers_attack_alone_never() -> None:
    sc = scenario([KAVU], [on("kavu", 1), on("kavu", 2)], _attack(1, 2))
    assert _sources(sc, "kavu/0") == []


def test_509_3a_a_blocker_of_two_attackers_triggers_once() -> None:
    wall = CardDef(key="wall", name="Wall", types=(CardType.CREATURE,), power=0, toughness=6, extra_blocks=1,
                   abilities=DROMOSAUR.abilities)
    sc = scenario([creature("bear"), wall], [on("bear", 1), on("bear", 2), on("wall", 3, owner=1)],
                  _attack(1, 2, blocks=(Block(blocker=3, attacker=1), Block(blocker=3, attacker=2))))
    assert _sources(sc, "wall/0") == [3]


def test_509_3c_an_attacker_blocked_by_two_triggers_once_and_its_blockers_each_once() -> None:
    sc = scenario([DROMOSAUR], [on("dromosaur", 1), on("dromosaur", 2, owner=1), on("dromosaur", 3, owner=1)],
                  _attack(1, blocks=(Block(blocker=2, attacker=1), Block(blocker=3, attacker=1))))
    assert _sources(sc, "dromosaur/0") == [1, 2, 3]


def test_509_3c_an_unblocked_attacker_does_not_trigger() -> None:
    sc = scenario([DROMOSAUR, WALL], [on("dromosaur", 1), on("dromosaur", 2), on("wall", 3, owner=1)],
                  _attack(1, 2, blocks=(Block(blocker=3, attacker=2),)))
    assert _sources(sc, "dromosaur/0") == [2]


def test_oracle_text_as_printed() -> None:
    assert render_ability(KAVU.abilities[0], KAVU) == \
        "Whenever this creature attacks alone, it gets +2/+0 until end of turn."
    assert render_ability(DROMOSAUR.abilities[0], DROMOSAUR) == \
        "Whenever this creature blocks or becomes blocked, it gets +2/-2 until end of turn."


def test_509_4_put_onto_the_battlefield_blocking_it_never_blocks_but_the_attacker_becomes_blocked() -> None:
    """CR 509.4, 509.3c: the arriving Dromosaur does not trigger; the attacker does, once."""
    block = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING, filter=ObjectFilter(types=(CardType.CREATURE,)))
    ambush = permanent("ambush", (CardType.ENCHANTMENT,), trig(
        TriggerEvent.ATTACKS_UNBLOCKED, block, filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.OPPONENT)))
    sc = scenario([DROMOSAUR, ambush], [on("dromosaur", 1), on("ambush", 2, owner=1),
                                        on("dromosaur", 3, owner=1, zone=Zone.HAND)],
                  [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)),
                   act("advance_to", step="end_of_combat")])
    assert _sources(sc, "dromosaur/0") == [1]
