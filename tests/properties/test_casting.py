"""Casting, activation and illegal-action properties on hand-built Histories (CR 601, 602, 605, 733)."""
from __future__ import annotations

import pytest

from propkit import BEAR, BOLT_ZAP, Built, Log, assert_pair, check, creature, on_field, scenario, trig
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, Timing,
    TriggerEvent as T, Who,
)
from reference_engine.cards import CardDef
from reference_engine.events import (
    Activated, Cast, CostLocked, CostPaid, IllegalAction, ManaAdded, Priority, PutOnStack,
    Triggered, ZoneChange, ZoneChangeCause,
)
from reference_engine.ids import CardType, Color, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind

REDUCER = CardDef(key="familiar", name="Familiar", mana_cost="{1}{B}", types=(CardType.CREATURE,), power=1,
                  toughness=1, abilities=(Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
                      kind=ContinuousKind.COST_REDUCTION, amount=1, colors=(Color.RED,))),))
HUNGRY = creature("hungry", trig(T.CAST, player=Who.YOU))


def _cast(locked: str = "{R}", paid: str = "{R}", cast_first: bool = False,
          targets: tuple[TargetRef, ...] = (TargetRef(object=3),), rollback: bool = False,
          trigger_on_rolled: bool = False) -> Built:
    """Player 0 casts Zap ({R}; Familiar only reduces red spells' generic mana) at
    Bear #3; Hungry triggers on the cast."""
    sc = scenario((BOLT_ZAP, BEAR, REDUCER, HUNGRY),
                  (on_field(1, "zap", zone=Zone.HAND), on_field(2, "familiar"), on_field(3, "bear", owner=1),
                   on_field(4, "hungry")))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
                how=ZoneChangeCause.CAST)
    if cast_first:
        log.add(Cast, object=9, card="zap", player=0, targets=targets)
    log.add(CostLocked, object=9, mana=locked)
    log.add(CostPaid, object=9, player=0, mana=paid)
    if rollback:
        il = log.add(IllegalAction, player=0, action=0, reason="test", rolled_back=(z, z + 1, z + 2))
        if trigger_on_rolled:
            log.add(Triggered, causes=(z,), instance=40, ability="hungry/0", source=4, controller=0)
        log.add(Priority, player=0)
        assert il
        return sc, log
    if not cast_first:
        c = log.add(Cast, object=9, card="zap", player=0, targets=targets)
        log.add(Triggered, causes=(c,), instance=40, ability="hungry/0", source=4, controller=0)
    return sc, log


ZAP2 = CardDef(key="zap2", name="Zap2", mana_cost="{1}{R}", types=(CardType.INSTANT,), abilities=BOLT_ZAP.abilities)


def _reduced(locked: str, paid: str) -> Built:
    """Zap2 costs {1}{R}; Familiar makes red spells cost {1} less: the total is {R}."""
    sc = scenario((ZAP2, BEAR, REDUCER), (on_field(1, "zap2", zone=Zone.HAND), on_field(2, "familiar"),
                                          on_field(3, "bear", owner=1)))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    log.add(CostLocked, object=9, mana=locked)
    log.add(CostPaid, object=9, player=0, mana=paid, sacrificed=(2,))
    log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    log.add(Cast, object=9, card="zap2", player=0, targets=(TargetRef(object=3),))
    return sc, log


def _mana_early() -> Built:
    sc, log = _reduced("{R}", "{R}")
    events = list(log.events)
    log.events = [events[0]]
    log.add(Activated, object=50, source=8, ability="land/0", player=0, mana_ability=True)
    log.add(ManaAdded, player=0, mana="{R}")
    for e in events[1:]:
        log.add(type(e), **{k: getattr(e, k) for k in e.__dataclass_fields__ if k != "seq"})
    return sc, log


LAND = CardDef(key="land", name="Land", types=(CardType.LAND,), abilities=(Ability(
    kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(Effect(kind=EffectKind.ADD_MANA, mana="{R}"),)),))
PINGER = creature("pinger", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), timing=Timing.SORCERY,
                                    effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))


def _activate(card: CardDef, pushed: bool, player: int = 0, sick: bool = False, banned: bool = False,
              rolled: bool = False, step: Step = Step.PRECOMBAT_MAIN, priority_between: bool = False) -> Built:
    effects = (ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE),) if banned else ()
    sc = scenario((card,), (on_field(8, card.key, summoning_sick=sick),), effects=effects, step=step)
    log = Log()
    x = log.add(Activated, object=50, source=8, ability=f"{card.key}/0", player=player,
                mana_ability=card.abilities[0].is_mana_ability)
    if priority_between:
        log.add(Priority, player=0)
    if card.abilities[0].is_mana_ability and not pushed:
        log.add(ManaAdded, player=player, mana="{R}")
    log.add(CostPaid, object=50, player=player, tapped_source=True)
    if pushed:
        log.add(PutOnStack, causes=(x,), object=50, controller=player)
    if rolled:
        log.add(IllegalAction, player=player, action=0, reason="forbidden", rolled_back=tuple(range(1, len(log.events) + 1)))
    return sc, log


PAIRS = {
    "cast-moves-card-then-pays-then-casts": (lambda: _cast(), lambda: _cast(cast_first=True)),
    "total-cost-locked-in": (lambda: _reduced("{R}", "{R}"), lambda: _reduced("{1}{R}", "{1}{R}")),
    "mana-abilities-then-full-payment": (lambda: _cast(), lambda: _cast(paid="{1}")),
    "cast-targets-are-legal": (lambda: _cast(), lambda: _cast(targets=(TargetRef(player=1),))),
    "cast-completes-or-rolls-back": (lambda: _cast(rollback=True), lambda: (_cast()[0], _half_cast())),
    "rolled-back-actions-trigger-nothing": (lambda: _cast(rollback=True),
                                            lambda: _cast(rollback=True, trigger_on_rolled=True)),
    "priority-returns-after-rollback": (lambda: _cast(rollback=True), lambda: _priority_to(1)),
    "activation-by-controller": (lambda: _activate(PINGER, True), lambda: _activate(PINGER, True, player=1)),
    "prohibited-activation-never-happens": (lambda: _activate(PINGER, True, sick=True, rolled=True),
                                            lambda: _activate(PINGER, True, sick=True)),
    "sorcery-speed-activation": (lambda: _activate(PINGER, True),
                                 lambda: _activate(PINGER, True, step=Step.UPKEEP)),
    "mana-abilities-skip-the-stack": (lambda: _activate(LAND, False), lambda: _activate(LAND, True)),
}


def _half_cast() -> Log:
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=9, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    log.add(Priority, player=0)
    return log


def _priority_to(player: int) -> Built:
    sc, log = _cast(rollback=True)
    log.events[-1] = Priority(seq=log.events[-1].seq, player=player)
    return sc, log


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_passes_and_fails(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_mana_ability_before_lock_in_fails() -> None:
    v = check("mana-abilities-then-full-payment", *_mana_early())
    assert not v.ok and "before" in v.observed


def test_can_t_activate_effect_forbids() -> None:
    assert not check("prohibited-activation-never-happens", *_activate(PINGER, True, banned=True)).ok


def _refused_up_front(sick: bool = False, banned: bool = False) -> Built:
    """Player 0 tries Pinger's {T} ability; the engine refuses it before
    announcing anything, so only the illegal action shows the attempt."""
    effects = (ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE),) if banned else ()
    attempt = Action(action=ActionKind.ACTIVATE, player=0, object=8, ability=0)
    sc = scenario((PINGER,), (on_field(8, "pinger", summoning_sick=sick),), effects=effects, script=(attempt,))
    log = Log()
    log.add(Priority, player=0)
    log.add(IllegalAction, player=0, action=0, reason="forbidden")
    log.add(Priority, player=0)
    return sc, log


@pytest.mark.parametrize("why", ["sick", "banned"])
def test_602_5_forbidden_attempt_refused_up_front_is_exercised(why: str) -> None:
    v = check("prohibited-activation-never-happens", *_refused_up_front(**{why: True}))
    assert v.ok and v.exercised


def test_602_5_refused_attempt_that_was_allowed_is_not_exercised() -> None:
    v = check("prohibited-activation-never-happens", *_refused_up_front())
    assert v.ok and not v.exercised


def test_mana_ability_with_priority_between_fails() -> None:
    v = check("mana-abilities-skip-the-stack", *_activate(LAND, False, priority_between=True))
    assert not v.ok
