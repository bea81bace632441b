"""Power/toughness changes, marked damage and their state-based actions
(CR 613.4c, 611.2c, 704.5f, 704.5g, 702.12b, 514.2, 120.3, 603.2c)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, TriggerEvent,
)
from reference_engine.events import PtModified, Sba, WoreOff, ZoneChange, ZoneChangeCause
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Attack, Block, Scenario

from tests.engine.builder import act, creature, gain, of, on, play, scenario, spell, trig

_CREATURES = ObjectFilter(types=(CardType.CREATURE,))
_AT_CREATURE = (TargetSpec(objects=_CREATURES),)
INDESTRUCTIBLE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.INDESTRUCTIBLE, filter=ObjectFilter(subject=Subject.SELF)))
MYR = creature("myr", INDESTRUCTIBLE, power=0, toughness=1, cost="{3}")


def _pt(power: int, toughness: int, *, all_creatures: bool = False) -> Effect:
    if all_creatures:
        return Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.ALL, filter=_CREATURES,
                      power=power, toughness=toughness)
    return Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=power, toughness=toughness)


def _damage(amount: int, *, all_creatures: bool = False) -> Effect:
    if all_creatures:
        return Effect(kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.ALL, filter=_CREATURES)
    return Effect(kind=EffectKind.DEAL_DAMAGE, amount=amount, object=ObjectRef.TARGET)


SHRINK = spell("shrink", _pt(-2, -2), instant=True, targets=_AT_CREATURE)
PUMP = spell("pump", _pt(3, 3), instant=True, targets=_AT_CREATURE)
LANGUISH = spell("languish", _pt(-4, -4, all_creatures=True))
PYROCLASM = spell("pyroclasm", _damage(2, all_creatures=True))
SHOCK = spell("shock", _damage(2), instant=True, targets=_AT_CREATURE)
MURDER = spell("murder", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True,
               targets=_AT_CREATURE)


def _cast(oid: int, target: int | None = None) -> list[object]:
    targets = (TargetRef(object=target),) if target is not None else ()
    return [act("cast", player=0, object=oid, targets=targets), act("resolve_all")]


def _died(sc: Scenario) -> dict[int, str]:
    """Creatures that left the battlefield by SBA: id -> rule."""
    return {e.object: e.rule for e in of(play(sc), "sba") if isinstance(e, Sba) and e.object is not None}


def test_704_5f_zero_toughness_kills_even_an_indestructible_creature() -> None:
    sc = scenario([MYR, creature("bear"), LANGUISH], [on("myr", 1, owner=1), on("bear", 2, owner=1),
                                                     on("languish", 3, zone=Zone.HAND)],
                  _cast(3), pools={0: "{B}"})  # type: ignore[arg-type]
    h = play(sc)
    assert _died(sc) == {1: "704.5f", 2: "704.5f"}
    modified = [e for e in h.events if isinstance(e, PtModified)]
    assert [(e.object, e.power, e.toughness) for e in modified] == [(1, -4, -4), (2, -4, -4)]
    assert modified[0].batch is not None and modified[0].batch == modified[1].batch
    moves = [e for e in h.events if isinstance(e, ZoneChange) and e.from_zone is Zone.BATTLEFIELD]
    assert {e.how for e in moves} == {ZoneChangeCause.SBA}


def test_702_12b_indestructible_survives_lethal_damage_and_destroy() -> None:
    sc = scenario([MYR, PYROCLASM, MURDER], [on("myr", 1, owner=1), on("pyroclasm", 2, zone=Zone.HAND),
                                             on("murder", 3, zone=Zone.HAND)],
                  _cast(2) + _cast(3, 1), pools={0: "{B}{B}"})  # type: ignore[arg-type]
    h = play(sc)
    assert not of(h, "sba")
    assert h.final is not None and any(o.id == 1 and o.zone is Zone.BATTLEFIELD for o in h.final.objects)


def test_704_5g_damage_stays_marked_so_a_later_shrink_makes_it_lethal() -> None:
    giant = creature("giant", power=3, toughness=3)
    sc = scenario([giant, SHOCK, SHRINK], [on("giant", 1, owner=1), on("shock", 2, zone=Zone.HAND),
                                           on("shrink", 3, zone=Zone.HAND)],
                  _cast(2, 1) + _cast(3, 1), pools={0: "{B}{B}"})  # type: ignore[arg-type]
    assert _died(sc) == {1: "704.5g"}


def test_613_4c_counters_and_pumps_add_up() -> None:
    """A 2/2 with a -1/-1 counter gets +3/+3: 4/4, so 3 damage does not kill it."""
    sc = scenario([creature("bear"), PUMP, spell("bolt", _damage(3), instant=True, targets=_AT_CREATURE)],
                  [on("bear", 1, owner=1, counters={"-1/-1": 1}), on("pump", 2, zone=Zone.HAND),
                   on("bolt", 3, zone=Zone.HAND)],
                  _cast(2, 1) + _cast(3, 1), pools={0: "{B}{B}"})  # type: ignore[arg-type]
    assert _died(sc) == {}


def test_514_2_damage_and_pumps_wear_off_together_in_cleanup() -> None:
    sc = scenario([creature("bear"), PUMP, SHOCK], [on("bear", 1, owner=1), on("pump", 2, zone=Zone.HAND),
                                                    on("shock", 3, zone=Zone.HAND)],
                  _cast(2, 1) + _cast(3, 1) + [act("advance_to", step=Step.UPKEEP)],
                  pools={0: "{B}{B}"})  # type: ignore[arg-type]
    h = play(sc)
    pump = next(e for e in h.events if isinstance(e, PtModified))
    worn = [e for e in h.events if isinstance(e, WoreOff)]
    assert [(w.object, w.damage, w.ended) for w in worn] == [(1, 2, (pump.seq,))]
    cleanup = next(e for e in of(h, "step_begin") if e.step is Step.CLEANUP)  # type: ignore[attr-defined]
    assert worn[0].causes == (cleanup.seq,)
    final = next(o for o in h.final.objects if o.id == 1) if h.final else None
    assert final is not None and final.damage == 0


def test_611_2c_a_sweeper_does_not_touch_a_later_arrival() -> None:
    """All creatures get -2/-2; a 2/2 cast afterwards enters as a 2/2 and lives."""
    sweep = spell("sweep", _pt(-2, -2, all_creatures=True))
    sc = scenario([creature("bear"), sweep], [on("bear", 1, owner=0, zone=Zone.HAND), on("bear", 2, owner=1),
                                              on("sweep", 3, zone=Zone.HAND)],
                  _cast(3) + _cast(1), pools={0: "{B}{1}{G}"})  # type: ignore[arg-type]
    assert _died(sc) == {2: "704.5f"}


def test_603_2c_two_blockers_deal_damage_once_for_is_dealt_damage() -> None:
    """Double blocked, the attacker is dealt damage once: "is dealt damage"
    triggers once; it deals damage to both blockers once: "deals damage" once."""
    raptor = creature("raptor", trig(TriggerEvent.DEALT_DAMAGE, gain(1)), trig(TriggerEvent.DEALS_DAMAGE, gain(1)),
                      power=4, toughness=5)
    sc = scenario([raptor, creature("bear")], [on("raptor", 1), on("bear", 2, owner=1), on("bear", 3, owner=1)], [
        act("declare_attackers", player=0, attackers=(Attack(attacker=1, defender=1),)),
        act("declare_blockers", player=1, blocks=(Block(blocker=2, attacker=1), Block(blocker=3, attacker=1))),
        act("advance_to", step=Step.END_OF_COMBAT)])
    h = play(sc)
    assert len(of(h, "damage")) == 4
    assert sorted(t.ability for t in of(h, "triggered")) == ["raptor/0", "raptor/1"]  # type: ignore[attr-defined]
