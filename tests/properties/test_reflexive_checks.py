""""When you do" reflexive triggers on hand-built Histories (CR 603.12)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, PlayerRef, Reflexive,
)
from reference_engine.events import (
    Activated, Choice, ChoiceKind, Life, PutOnStack, Resolved, Resolving, Triggered,
)

PAY = Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.YOU)
GAIN = Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU)
ALTAR = creature("altar", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), optional=True, effects=(PAY,),
                                  reflexive=Reflexive(effects=(GAIN,))))
"""{0}: You may lose 1 life. When you do, you gain 1 life."""
PROP = "reflexive-trigger-follows-the-action"


def _activation(answer: bool, reflexive: bool, early: bool = False, names_start: bool = False) -> Built:
    """Altar's ability resolves with its "may" answered ``answer``; a reflexive
    trigger is recorded if ``reflexive`` (put on the stack before the
    resolution ends if ``early``, naming the ``resolving`` event if ``names_start``)."""
    sc = scenario((ALTAR,), (on_field(1, "altar"),))
    log = Log()
    a = log.add(Activated, object=10, source=1, ability="altar/0", player=0)
    log.add(PutOnStack, causes=(a,), object=10, controller=0)
    r = log.add(Resolving, object=10)
    log.add(Choice, causes=(r,), object=10, player=0, choice=ChoiceKind.MAY, value=answer)
    paid = log.add(Life, causes=(r,), player=0, amount=-1, total=19) if answer else r
    cause = r if names_start else paid
    if reflexive and early:
        t = log.add(Triggered, causes=(cause,), instance=11, ability="altar/0/reflexive", source=1,
                    controller=0, reflexive=True)
        log.add(PutOnStack, causes=(t,), object=11, controller=0)
    log.add(Resolved, causes=(r,), object=10)
    if reflexive and not early:
        t = log.add(Triggered, causes=(cause,), instance=11, ability="altar/0/reflexive", source=1,
                    controller=0, reflexive=True)
        log.add(PutOnStack, causes=(t,), object=11, controller=0)
    return sc, log


PAIRS = {PROP: (lambda: _activation(True, True), lambda: _activation(False, True))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_declined_action_expects_no_trigger() -> None:
    assert check(PROP, *_activation(False, False)).ok


@pytest.mark.parametrize("built", [
    lambda: _activation(True, False),  # the action was done: it must trigger
    lambda: _activation(True, True, early=True),  # stacked before the resolution ended
    lambda: _activation(True, True, names_start=True),  # names no action taken
])
def test_failing_reflexive_histories(built) -> None:  # type: ignore[no-untyped-def]
    verdict = check(PROP, *built())
    assert not verdict.ok and verdict.events
