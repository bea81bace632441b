"""\"Whenever damage that would be dealt to ... is prevented\" (CR 615.13): one
trigger per application of a prevention effect to one or more simultaneous
damage events, however many sources it covered, and none when nothing was
prevented."""
from __future__ import annotations

from collections import Counter

from reference_engine.abilities import (
    ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TriggerEvent as T, Who,
)
from reference_engine.events import DamagePrevented, Triggered
from reference_engine.history import History
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Attack

from tests.engine.builder import CREATURE, act, creature, gain, of, on, permanent, play, scenario, spell, trig

SQUIRE = creature("squire", trig(T.DAMAGE_PREVENTED, gain(1), filter=ObjectFilter(), player=Who.YOU))
"""Whenever damage that would be dealt to you is prevented, you gain 1 life."""
KEEPER = permanent("keeper", (CardType.ENCHANTMENT,),
                   trig(T.DAMAGE_PREVENTED, gain(1), filter=ObjectFilter(types=CREATURE, controller=Who.YOU)))
"""Whenever damage that would be dealt to a creature you control is prevented, you gain 1 life."""
BEAR = creature("bear")
FOG_YOU = ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE, filter=ObjectFilter(types=(CardType.LAND,)),
                           players=Who.YOU)
"""Prevent all damage that would be dealt to you (player 1 controls it)."""


def _fired(h: History) -> Counter[str]:
    return Counter(t.ability for t in of(h, "triggered") if isinstance(t, Triggered))


def test_615_13_once_for_several_attackers() -> None:
    """Three attackers at player 1, whose damage one effect prevents: one trigger."""
    objects = [on("bear", 1), on("bear", 2), on("bear", 3), on("squire", 10, owner=1)]
    h = play(scenario([BEAR, SQUIRE], objects, [
        act("declare_attackers", attackers=tuple(Attack(attacker=a, defender=1) for a in (1, 2, 3))),
        act("advance_to", step="end_of_combat")], effects=(FOG_YOU,), effect_controllers=(1,)))
    prevented = of(h, "damage_prevented")
    assert len(prevented) == 3 and len({e.batch for e in prevented}) == 1
    assert _fired(h)["squire/0"] == 1
    fired = next(t for t in of(h, "triggered") if isinstance(t, Triggered) and t.ability == "squire/0")
    assert fired.causes == (prevented[0].seq,)


def test_615_13_two_shields_two_applications() -> None:
    """A sweeper at two creatures, one of them under two shields: both apply,
    two triggers; nothing is prevented for the other creature."""
    quake = spell("quake", Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.ALL,
                                  filter=ObjectFilter(types=CREATURE)), cost="")
    objects = [on("bear", 1), on("bear", 2, owner=1), on("keeper", 10), on("quake", 20, zone=Zone.HAND)]
    shields = (ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=1, object=1),
               ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=1, object=1))
    h = play(scenario([BEAR, KEEPER, quake], objects, [act("cast", object=20), act("resolve_all")],
                      effects=shields, effect_controllers=(0, 0)))
    assert len([e for e in of(h, "damage_prevented") if isinstance(e, DamagePrevented)]) == 2
    assert _fired(h)["keeper/0"] == 2


def test_615_13_nothing_prevented_nothing_triggers() -> None:
    objects = [on("bear", 1), on("squire", 10, owner=1)]
    h = play(scenario([BEAR, SQUIRE], objects, [
        act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)),
        act("advance_to", step="end_of_combat")]))
    assert not of(h, "damage_prevented") and _fired(h)["squire/0"] == 0


def test_615_13_oracle_wording() -> None:
    from reference_engine.oracle.triggers import trigger_text

    assert SQUIRE.abilities[0].trigger is not None and KEEPER.abilities[0].trigger is not None
    assert trigger_text(SQUIRE.abilities[0].trigger, SQUIRE) == \
        "Whenever damage that would be dealt to you is prevented"
    assert trigger_text(KEEPER.abilities[0].trigger, KEEPER) == \
        "Whenever damage that would be dealt to a creature you control is prevented"


def test_615_13_strict_input() -> None:
    """A format 1 scenario may not use the word; a trigger may not name both a
    player and a permanent recipient."""
    import dataclasses

    import pytest

    from reference_engine.errors import ScenarioError
    from reference_engine.validate import check_references

    objects = [on("squire", 10)]
    old = dataclasses.replace(scenario([SQUIRE], objects, []), format="mtgconf-scenario/1")
    with pytest.raises(ScenarioError, match="'damage_prevented' needs 'mtgconf-scenario/1.1'"):
        check_references(old)
    both = creature("both", trig(T.DAMAGE_PREVENTED, gain(1), filter=ObjectFilter(subject=Subject.SELF),
                                 player=Who.YOU))
    with pytest.raises(ScenarioError, match=r"abilities\[0\].trigger.player"):
        check_references(scenario([both], [on("both", 1)], []))
