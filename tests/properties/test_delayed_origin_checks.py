"""Delayed triggers made by a static replacement, on hand-built Histories (CR 603.7f)."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, assert_pair, check, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, DelayedTrigger, Effect, EffectKind, ObjectFilter,
    ObjectRef, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import DelayedCreated, Replaced, ZoneChange
from reference_engine.ids import CardType, Step, Zone

REFUGE = ContinuousEffect(
    kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU),
    delayed=DelayedTrigger(step=Step.END, effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD,
                                                          object=ObjectRef.TRACKED),)))
SANCTUARY = CardDef(key="sanctuary", name="Sanctuary", mana_cost="{2}{W}", types=(CardType.ENCHANTMENT,),
                    abilities=(Ability(kind=AbilityKind.STATIC, static=REFUGE),))


def _refuge(controller: int = 0, source: int = 1, create: bool = True) -> Built:
    """P0 controls the Sanctuary (1), owned by P1; P0's Bear (2) would die and is exiled."""
    sc = scenario((SANCTUARY, BEAR), (on_field(1, "sanctuary", owner=1, controller=0), on_field(2, "bear")))
    log = Log()
    r = log.add(Replaced, original="zone_change 2 battlefield->graveyard", object=2, effect="sanctuary/0")
    log.add(ZoneChange, causes=(r,), old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.EXILE, owner=0)
    if create:
        log.add(DelayedCreated, causes=(r,), ability="sanctuary/0/delayed", controller=controller,
                source=source, tracked=12)
    return sc, log


PAIRS = {
    "replacement-delayed-trigger-belongs-to-its-static": (_refuge, lambda: _refuge(controller=1)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("kw", [{"source": 2}, {"create": False}])
def test_wrong_source_or_missing_creation_fails(kw: dict[str, object]) -> None:
    v = check("replacement-delayed-trigger-belongs-to-its-static", *_refuge(**kw))  # type: ignore[arg-type]
    assert not v.ok and v.events
