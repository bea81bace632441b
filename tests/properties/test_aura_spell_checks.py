"""Aura spells entering attached to their target, on hand-built Histories (CR 303.4a, 608.3b)."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, assert_pair, check, on_field, scenario, snap
from reference_engine.abilities import Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter
from reference_engine.cards import CardDef
from reference_engine.events import Cast, RemovalReason, RemovedFromStack, Resolved, Resolving, ZoneChange, \
    ZoneChangeCause
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


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_an_aura_entering_once_its_target_is_gone_fails() -> None:
    verdict = check("aura-spell-enters-attached-to-its-target", *_cast(1, bear_gone=True))
    assert not verdict.ok and "illegal" in str(verdict.expected)


def test_an_aura_attached_to_another_permanent_fails() -> None:
    verdict = check("aura-spell-enters-attached-to-its-target", *_cast(3))
    assert not verdict.ok


def test_an_aura_that_did_not_resolve_is_not_this_propertys() -> None:
    verdict = check("aura-spell-enters-attached-to-its-target", *_cast(bear_gone=True, fizzle=True))
    assert verdict.ok and not verdict.exercised
