"""The mana pool and the payments made while resolving, on hand-built
Histories (CR 106.4, 601.2h, 118.12, 119.4, 603.12a)."""
from __future__ import annotations

from propkit import Built, Log, artifact, assert_pair, check, on_field, scenario, spell_card
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, PlayerRef, Unless
from reference_engine.events import (
    Activated, Choice, ChoiceKind, CostLocked, CostPaid, IllegalAction, Life, ManaAdded, RefusalCode, Resolved,
    Resolving, StepBegin,
)
from reference_engine.ids import Step, Zone
from reference_engine.scenario import Action, ActionKind, ManaActivation, PlayerSetup

POOL = "mana-pool-holds-what-was-made-less-what-was-paid"
PAYMENTS = "resolution-payments-are-made"
GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1)


def _pool(pool: str) -> tuple[PlayerSetup, PlayerSetup]:
    return PlayerSetup(id=0, mana_pool=pool), PlayerSetup(id=1)


def _two_payments(second: str, *, step_between: bool = False) -> Built:
    """{R}{G} floating: {1} paid (with either), then ``second``."""
    sc = scenario((), (), players=_pool("{R}{G}"))
    log = Log()
    log.add(CostPaid, object=5, player=0, mana="{1}")
    if step_between:
        log.add(StepBegin, turn=1, step=Step.BEGINNING_OF_COMBAT, active_player=0)
    log.add(CostPaid, object=6, player=0, mana=second)
    return sc, log


def test_generic_mana_may_be_paid_with_either_colour() -> None:
    assert check(POOL, *_two_payments("{G}")).ok
    assert check(POOL, *_two_payments("{R}")).ok


def test_mana_paid_twice_fails() -> None:
    assert_pair(POOL, lambda: _two_payments("{G}"), lambda: _two_payments("{1}{G}"))


def test_the_pool_empties_as_a_step_begins() -> None:
    v = check(POOL, *_two_payments("{G}", step_between=True))
    assert not v.ok and "{G}" in v.expected


def test_mana_made_is_in_the_pool() -> None:
    sc = scenario((), (), players=_pool(""))
    log = Log()
    log.add(ManaAdded, player=0, mana="{2}")
    log.add(CostPaid, object=5, player=0, mana="{1}")
    log.add(CostPaid, object=6, player=0, mana="{C}")
    v = check(POOL, sc, log)
    assert v.ok and v.exercised


MOUNTAIN = artifact("mountain", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                                        effects=(Effect(kind=EffectKind.ADD_MANA, mana="{R}"),)))
"""{T}: add {R}."""


def _refused(pool: str, land_tapped: bool | None = None) -> Built:
    """A {R} instant cast, refused as unpaid, with ``pool`` floating; with
    ``land_tapped`` set, its payment plan names land 3's "{T}: add {R}", not
    activated before the refusal, the land tapped already or not."""
    bolt = spell_card("bolt", GAIN, mana="{R}")
    plan = (ManaActivation(object=3, ability=0),) if land_tapped is not None else ()
    land = (on_field(3, "mountain", tapped=land_tapped),) if land_tapped is not None else ()
    sc = scenario((bolt, MOUNTAIN), (on_field(1, "bolt", zone=Zone.HAND), *land), players=_pool(pool),
                  script=(Action(action=ActionKind.CAST, player=0, object=1, mana_abilities=plan),))
    log = Log()
    locked = log.add(CostLocked, object=2, mana="{R}")
    log.add(IllegalAction, player=0, action=0, reason="the mana pool can't pay {R}", code=RefusalCode.COST,
            rolled_back=(locked,))
    return sc, log


def test_a_cost_the_pool_holds_is_not_refused() -> None:
    assert_pair(POOL, lambda: _refused("{G}"), lambda: _refused("{R}"))


def _unless(paid: int | None, life: int = 20) -> Built:
    """An activated ability "gain 1 life unless each opponent pays 2 life";
    player 1 pays, losing ``paid`` life (None: no life event)."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(GAIN,),
                      unless=Unless(payer=PlayerRef.EACH_OPPONENT, life=2))
    sc = scenario((artifact("altar", ability),), (on_field(1, "altar"),),
                  players=(PlayerSetup(id=0), PlayerSetup(id=1, life=life)))
    log = Log()
    log.add(Activated, object=2, source=1, ability="altar/0", player=0)
    log.add(Resolving, object=2)
    log.add(Choice, object=2, player=1, choice=ChoiceKind.UNLESS, value=True)
    if paid is not None:
        log.add(Life, player=1, amount=-paid, total=life - paid)
    log.add(Resolved, object=2)
    return sc, log


def test_a_paid_unless_takes_the_life() -> None:
    assert_pair(PAYMENTS, lambda: _unless(2), lambda: _unless(None))


def test_an_unless_is_paid_only_with_enough_life() -> None:
    v = check(PAYMENTS, *_unless(2, life=1))
    assert not v.ok and "at least that much" in v.expected


def test_601_2g_a_payment_is_not_refused_before_its_planned_mana_ability_is_activated() -> None:
    verdict = check(POOL, *_refused("", land_tapped=False))
    assert not verdict.ok and "payment plan" in verdict.expected, verdict
    assert check(POOL, *_refused("", land_tapped=True)).ok  # a tapped land can't pay {T}: the refusal stands
