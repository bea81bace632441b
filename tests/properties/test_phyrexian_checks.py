"""Phyrexian mana on hand-built Histories (CR 107.4f, 119.4, 601.2b)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, scenario
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind
from reference_engine.cards import CardDef
from reference_engine.events import Activated, Cast, CostLocked, CostPaid, Life, ZoneChange, ZoneChangeCause
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup

PROP = "phyrexian-mana-paid-with-mana-or-two-life"
PROBE = CardDef(key="probe", name="Probe", mana_cost="{U/P}", types=(CardType.SORCERY,),
                abilities=(Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))


def _cast(answer: bool = True, paid_life: int = 2, linked: bool = True, start: int = 20,
          scripted: tuple[bool, ...] = ()) -> Built:
    """Probe (object 1) cast for {U/P}, announced as paid with 2 life if
    ``answer``; the payment says ``paid_life`` and names its life loss as a
    cause if ``linked``."""
    sc = scenario((PROBE,), (ObjectSetup(id=1, card="probe", owner=0, zone=Zone.HAND),),
                  players=(PlayerSetup(id=0, life=start), PlayerSetup(id=1)),
                  script=(Action(action=ActionKind.CAST, player=0, object=1, phyrexian_life=scripted),))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(CostLocked, object=10, mana="" if answer else "{U}")
    lost = log.add(Life, player=0, amount=-paid_life, total=start - paid_life) if paid_life else None
    log.add(CostPaid, causes=(lost,) if lost and linked else (), object=10, player=0,
            mana="" if answer else "{U}", life=paid_life)
    log.add(Cast, object=10, card="probe", player=0, phyrexian_life=(answer,))
    return sc, log


PAIRS = {PROP: (lambda: _cast(), lambda: _cast(paid_life=0))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_107_4f_a_symbol_paid_with_mana_pays_no_life() -> None:
    assert check(PROP, *_cast(answer=False, paid_life=0)).ok
    assert not check(PROP, *_cast(answer=False, paid_life=2)).ok


def test_119_4_the_life_is_lost_as_a_cause_of_the_payment_from_a_total_that_holds_it() -> None:
    assert not check(PROP, *_cast(linked=False)).ok
    assert not check(PROP, *_cast(start=1)).ok
    assert check(PROP, *_cast(start=2)).ok


def test_601_2b_the_script_answers_are_kept() -> None:
    assert check(PROP, *_cast(scripted=(True,))).ok
    assert not check(PROP, *_cast(answer=False, paid_life=0, scripted=(True,))).ok


PUMP = CardDef(key="eater", name="Eater", types=(CardType.ARTIFACT, CardType.CREATURE), power=1, toughness=1,
               abilities=(Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{R/P}"),
                                  effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))


def _activate(answer: bool = True, paid_life: int = 2, scripted: tuple[bool, ...] = ()) -> Built:
    """Eater (object 1) activated for {R/P}, announced as paid with 2 life if
    ``answer``; the payment says ``paid_life``, caused by the loss (CR 602.2b)."""
    sc = scenario((PUMP,), (ObjectSetup(id=1, card="eater", owner=0, zone=Zone.BATTLEFIELD, controller=0),),
                  script=(Action(action=ActionKind.ACTIVATE, player=0, object=1, phyrexian_life=scripted),))
    log = Log()
    log.add(CostLocked, object=10, mana="" if answer else "{R}")
    lost = log.add(Life, player=0, amount=-paid_life, total=20 - paid_life) if paid_life else None
    log.add(CostPaid, causes=(lost,) if lost else (), object=10, player=0, mana="" if answer else "{R}",
            life=paid_life)
    log.add(Activated, object=10, source=1, ability="eater/0", player=0, phyrexian_life=(answer,))
    return sc, log


def test_602_2b_an_activation_pays_its_phyrexian_symbol_as_announced() -> None:
    assert_pair(PROP, _activate, lambda: _activate(paid_life=0))
    assert check(PROP, *_activate(answer=False, paid_life=0)).ok
    assert not check(PROP, *_activate(answer=False, paid_life=0, scripted=(True,))).ok
