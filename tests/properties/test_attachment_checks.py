"""Aura spells entering attached to their target and equip abilities moving
an Equipment, on hand-built Histories (CR 303.4a, 608.3b, 702.6a, 701.3a)."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, assert_pair, check, on_field, scenario, snap
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    TargetSpec, Timing, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Activated, Attached, Cast, PutOnStack, RemovalReason, RemovedFromStack, Resolved, Resolving, Unattached,
    ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, TargetRef, Zone

AURA = CardDef(key="aura", name="Aura", mana_cost="{G}", types=(CardType.ENCHANTMENT,), subtypes=("Aura",),
               abilities=(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                   kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=(CardType.CREATURE,)))),))


def _cast(host: int | None = 1, *, bear_gone: bool = False, fizzle: bool = False) -> Built:
    """The Aura (2) is cast on the Bear (1); it enters attached to ``host``."""
    sc = scenario((AURA, BEAR), (on_field(1, "bear"), on_field(2, "aura", zone=Zone.HAND)))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=5, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
                how=ZoneChangeCause.CAST)
    log.add(Cast, causes=(z,), object=5, card="aura", player=0, targets=(TargetRef(object=1),))
    if bear_gone:
        log.add(ZoneChange, old_id=1, new_id=7, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    if fizzle:
        r = log.add(RemovedFromStack, object=5, reason=RemovalReason.ILLEGAL_ON_RESOLUTION)
        log.add(ZoneChange, causes=(r,), old_id=5, new_id=6, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD,
                owner=0, how=ZoneChangeCause.RESOLVED)
        return sc, log
    start = log.add(Resolving, object=5)
    done = log.add(Resolved, causes=(start,), object=5)
    log.add(ZoneChange, causes=(done,), old_id=5, new_id=6, from_zone=Zone.STACK, to_zone=Zone.BATTLEFIELD,
            owner=0, how=ZoneChangeCause.RESOLVED,
            after=snap("aura", types=(CardType.ENCHANTMENT,), subtypes=("Aura",), attached_to=host))
    return sc, log


PAIRS = {"aura-spell-enters-attached-to-its-target": (_cast, lambda: _cast(None))}


def test_an_aura_entering_once_its_target_is_gone_fails() -> None:
    verdict = check("aura-spell-enters-attached-to-its-target", *_cast(1, bear_gone=True))
    assert not verdict.ok and "illegal" in str(verdict.expected)


def test_an_aura_attached_to_another_permanent_fails() -> None:
    verdict = check("aura-spell-enters-attached-to-its-target", *_cast(3))
    assert not verdict.ok


def test_an_aura_that_did_not_resolve_is_not_this_propertys() -> None:
    verdict = check("aura-spell-enters-attached-to-its-target", *_cast(bear_gone=True, fizzle=True))
    assert verdict.ok and not verdict.exercised


EQUIP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), timing=Timing.SORCERY,
                targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)),),
                effects=(Effect(kind=EffectKind.ATTACH, object=ObjectRef.SELF),))
BLADE = CardDef(key="blade", name="Blade", mana_cost="{1}", types=(CardType.ARTIFACT,), subtypes=("Equipment",),
                abilities=(EQUIP,))


def _equip(*, moved: bool = True, unattach: bool = True, start: int | None = 2) -> Built:
    """The Blade (1), on Bear 2 (or on nothing), equips Bear 3."""
    sc = scenario((BLADE, BEAR), (on_field(1, "blade", attached_to=start), on_field(2, "bear"),
                                  on_field(3, "bear")))
    log = Log()
    a = log.add(Activated, object=10, source=1, ability="blade/0", player=0, targets=(TargetRef(object=3),))
    log.add(PutOnStack, causes=(a,), object=10, controller=0, targets=(TargetRef(object=3),))
    r = log.add(Resolving, object=10)
    if moved:
        if unattach and start is not None:
            log.add(Unattached, causes=(r,), batch=1, object=1, host=start)
        log.add(Attached, causes=(r,), batch=1 if start is not None else None, object=1, host=3)
    log.add(Resolved, causes=(r,), object=10)
    return sc, log


PAIRS["equip-moves-the-equipment-onto-its-target"] = (_equip, lambda: _equip(moved=False))


def test_an_equipment_attached_without_leaving_its_creature_fails() -> None:
    verdict = check("equip-moves-the-equipment-onto-its-target", *_equip(unattach=False))
    assert not verdict.ok and "unattached" in str(verdict.observed)


def test_an_unattached_equipment_just_attaches() -> None:
    verdict = check("equip-moves-the-equipment-onto-its-target", *_equip(start=None))
    assert verdict.ok and verdict.exercised


def test_an_attached_event_no_equip_explains_fails() -> None:
    sc, log = _equip(start=3, moved=False)
    log.add(Attached, object=1, host=2)
    verdict = check("equip-moves-the-equipment-onto-its-target", sc, log)
    assert not verdict.ok


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])
