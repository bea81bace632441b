"""A cost paid any number of times, then "when you pay this cost one or more
times", on hand-built Histories (CR 603.12, 603.12a)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, PlayerRef, Reflexive
from reference_engine.events import (
    Activated, CostLocked, CostPaid, IllegalAction, Life, PlayerLost, PutOnStack, Resolved, Resolving, Sba,
    Triggered,
)
from reference_engine.scenario import PlayerSetup

DRAIN = Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT)
GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU)
FORGE = creature("forge", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(DRAIN,),
                                  repeatable=Cost(pay_life=1), reflexive=Reflexive(effects=(GAIN,))))
"""{0}: Each opponent loses 1 life. You may pay 1 life any number of times.
When you pay this cost one or more times, you gain 1 life."""
SMITHY = creature("smithy", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(DRAIN,),
                                   repeatable=Cost(mana="{1}"), reflexive=Reflexive(effects=(GAIN,))))
"""The same, paying {1} any number of times."""
ONCE = "repeated-payment-reflexive-triggers-once"
FOLLOWS = "reflexive-trigger-follows-the-action"


def _forge(payments: int, triggers: int, *, per_payment: bool = False, early: bool = False,
           lost: bool = False, undone: bool = False, mana: bool = False, pool: str = "{3}") -> Built:
    """Forge's ability resolves: the opponent loses 1 life, then its controller
    pays 1 life ``payments`` times; ``triggers`` reflexive triggers are
    recorded, naming every payment (or one each, if ``per_payment``; the
    opponent's life event when nothing was paid). ``early``: put on the stack
    before the resolution ends. ``lost``: paying the last life, the payer loses
    and the game ends before the trigger is recorded. ``undone``: the
    payments are listed as rolled back. ``mana``: Smithy, paying {1} instead,
    from a starting pool of ``pool``."""
    life = payments if lost else 20
    card = SMITHY if mana else FORGE
    payer = PlayerSetup(id=0, life=life, mana_pool=pool if mana else "")
    sc = scenario((card,), (on_field(1, card.key),), players=(payer, PlayerSetup(id=1)))
    log = Log()
    lock = log.add(CostLocked, object=10, mana="")
    pay = log.add(CostPaid, causes=(lock,), object=10, player=0)
    a = log.add(Activated, causes=(lock, pay), object=10, source=1, ability=f"{card.key}/0", player=0)
    log.add(PutOnStack, causes=(a,), object=10, controller=0)
    r = log.add(Resolving, object=10)
    drain = log.add(Life, causes=(r,), player=1, amount=-1, total=19)
    paid = []
    for k in range(payments):
        if mana:
            paid.append(log.add(CostPaid, causes=(r,), object=10, player=0, mana="{1}"))
            continue
        log.add(Life, causes=(r,), player=0, amount=-1, total=life - k - 1)
        paid.append(log.add(CostPaid, causes=(r,), object=10, player=0, life=1))
    if undone:
        log.add(IllegalAction, player=0, action=0, reason="undone", rolled_back=tuple(paid))
    names = [tuple(paid) or (drain,)] * triggers
    if per_payment:
        names = [(paid[k % len(paid)],) for k in range(triggers)]

    def _record() -> None:
        for k, causes in enumerate(names):
            t = log.add(Triggered, causes=causes, instance=11 + k, ability=f"{card.key}/0/reflexive", source=1,
                        controller=0, reflexive=True)
            log.add(PutOnStack, causes=(t,), object=11 + k, controller=0)

    if early:
        _record()
    end = log.add(Resolved, causes=(r,), object=10)
    if lost:
        s = log.add(Sba, causes=(end,), rule="704.5a", player=0)
        log.add(PlayerLost, causes=(s,), player=0)
    elif not early:
        _record()
    return sc, log


PAIRS = {
    ONCE: (lambda: _forge(3, 1), lambda: _forge(3, 3, per_payment=True)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("built", [
    lambda: _forge(0, 0),  # never paid, no trigger
    lambda: _forge(1, 1),
    lambda: _forge(2, 0, lost=True),  # the payer lost before the trigger could be recorded
])
def test_passing_histories(built) -> None:  # type: ignore[no-untyped-def]
    assert check(ONCE, *built()).ok and check(FOLLOWS, *built()).ok


@pytest.mark.parametrize("built", [
    lambda: _forge(0, 1),  # never paid, yet it triggered
    lambda: _forge(2, 0),  # paid twice, never triggered
    lambda: _forge(2, 2),  # paid twice, triggered twice
    lambda: _forge(2, 1, undone=True),  # the payments were undone
    lambda: _forge(3, 1, mana=True, pool="{2}"),  # the third {1} was paid with mana the pool did not hold
])
def test_failing_histories(built) -> None:  # type: ignore[no-untyped-def]
    verdict = check(ONCE, *built())
    assert not verdict.ok and verdict.events


def test_the_action_of_a_repeated_payment_is_the_payments() -> None:
    """CR 603.12 on the new vocabulary: the effects alone are not the action,
    a trigger names a payment, and it waits for the resolution to end; the
    count beyond one is left to CR 603.12a."""
    assert not check(FOLLOWS, *_forge(0, 1)).ok  # the drain is no payment
    assert not check(FOLLOWS, *_forge(2, 0)).ok
    assert not check(FOLLOWS, *_forge(2, 1, early=True)).ok
    assert check(FOLLOWS, *_forge(3, 3, per_payment=True)).ok
    assert not check(ONCE, *_forge(3, 3, per_payment=True)).ok


@pytest.mark.parametrize("mana", [False, True])
def test_payments_while_resolving_are_no_activation_cost(mana: bool) -> None:
    """The activation's locked and paid cost stays {0}; a reflexive trigger
    naming the payments names its occurrence."""
    built = lambda: _forge(3, 1, mana=mana)  # noqa: E731
    assert check(ONCE, *built()).ok and check(FOLLOWS, *built()).ok
    assert check("mana-abilities-then-full-payment", *built()).ok
    assert check("history-well-formed", *built()).ok
