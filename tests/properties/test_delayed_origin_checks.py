"""Delayed triggers made by a static replacement or counting resolutions, on hand-built Histories (CR 603.7f-h)."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, assert_pair, check, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, Cost, ContinuousKind, DelayedTrigger, Effect, EffectKind, ObjectFilter,
    ObjectRef, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import Activated, DelayedCreated, SpecialAction, Replaced, Resolved, Resolving, Triggered, ZoneChange
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


IGNITER = CardDef(key="igniter", name="Igniter", mana_cost="{2}{R}", types=(CardType.CREATURE,), power=1,
                  toughness=1, abilities=(Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{R}"), effects=(
                      Effect(kind=EffectKind.GAIN_LIFE, amount=1),
                      Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(
                          resolutions=3, effects=(Effect(kind=EffectKind.DRAW, amount=1),))))),))


def _ignite(times: int = 3, created: tuple[int, ...] = (1,), fires_after: int | None = 3) -> Built:
    """The Igniter's (1) ability resolves ``times`` times; the listed
    resolutions create the delayed trigger; it fires after resolution ``fires_after``."""
    sc = scenario((IGNITER,), (on_field(1, "igniter"),))
    log = Log()
    for i in range(1, times + 1):
        log.add(Activated, object=20 + i, source=1, ability="igniter/0", player=0)
        r = log.add(Resolving, object=20 + i)
        if i in created:
            log.add(DelayedCreated, causes=(r,), ability="igniter/0/delayed", controller=0, source=1)
        done = log.add(Resolved, causes=(r,), object=20 + i)
        if i == fires_after:
            log.add(Triggered, causes=(done,), instance=40, ability="igniter/0/delayed", source=1,
                    controller=0, delayed=True)
    return sc, log


BARGAIN = CardDef(key="bargain", name="Bargain", mana_cost="{1}{W}", types=(CardType.ENCHANTMENT,), abilities=(
    Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=ContinuousKind.PERMITS_ACTION, ability=Ability(
        kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"), effects=(Effect(
            kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(effects=(Effect(kind=EffectKind.GAIN_LIFE,
                                                                                   amount=2),))),)))),))


def _bargain(controller: int = 0, create: bool = True) -> Built:
    """P0 controls the Bargain (1); P1 takes the action it permits."""
    sc = scenario((BARGAIN,), (on_field(1, "bargain"),))
    log = Log()
    s = log.add(SpecialAction, object=1, ability="bargain/0", player=1)
    if create:
        log.add(DelayedCreated, causes=(s,), ability="bargain/0/delayed", controller=controller, source=1)
    return sc, log


PAIRS = {
    "replacement-delayed-trigger-belongs-to-its-static": (_refuge, lambda: _refuge(controller=1)),
    "permitted-action-delayed-trigger-belongs-to-the-permanent": (_bargain, lambda: _bargain(controller=1)),
    "counted-delayed-trigger-made-once": (_ignite, lambda: _ignite(created=(1, 2, 3))),
}


@pytest.mark.parametrize("kw", [{"fires_after": 2}, {"fires_after": None}, {"times": 2, "fires_after": 2},
                                {"created": ()}])
def test_counted_delayed_wrong_moment_or_missing_fails(kw: dict[str, object]) -> None:
    v = check("counted-delayed-trigger-made-once", *_ignite(**kw))  # type: ignore[arg-type]
    assert not v.ok and v.events


def test_counted_delayed_not_reached_is_fine() -> None:
    assert check("counted-delayed-trigger-made-once", *_ignite(times=2, fires_after=None)).ok


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("kw", [{"source": 2}, {"create": False}])
def test_wrong_source_or_missing_creation_fails(kw: dict[str, object]) -> None:
    v = check("replacement-delayed-trigger-belongs-to-its-static", *_refuge(**kw))  # type: ignore[arg-type]
    assert not v.ok and v.events


def test_a_permitted_action_must_create_its_delayed_trigger() -> None:
    v = check("permitted-action-delayed-trigger-belongs-to-the-permanent", *_bargain(create=False))
    assert not v.ok and v.events == (1,)
