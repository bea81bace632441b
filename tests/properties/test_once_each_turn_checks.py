""""Do this only once each turn" on hand-built Histories (CR 603.2h)."""
from __future__ import annotations

import pytest

from propkit import BEAR, Built, Log, artifact, assert_pair, check, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, Trigger, TriggerEvent,
)
from reference_engine.events import (
    Choice, ChoiceKind, PutOnStack, Resolved, Resolving, StepBegin, Triggered, ZoneChange,
)
from reference_engine.ids import CardType, Step, Zone

MOURNER = artifact("mourner", Ability(
    kind=AbilityKind.TRIGGERED, optional=True, effects=(Effect(kind=EffectKind.DRAW, amount=1),),
    trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,)),
                    once_each_turn=True)))


def _two_deaths(answer: bool, second_trigger: bool, new_turn: bool = False) -> Built:
    """Bear 2 dies and Mourner's trigger resolves (its "may" answered
    ``answer``); then Bear 3 dies, in the same turn unless ``new_turn``."""
    sc = scenario((MOURNER, BEAR), (on_field(1, "mourner"), on_field(2, "bear"), on_field(3, "bear")))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    t = log.add(Triggered, causes=(z,), instance=20, ability="mourner/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    r = log.add(Resolving, object=20)
    log.add(Choice, causes=(r,), object=20, player=0, choice=ChoiceKind.MAY, value=answer)
    log.add(Resolved, causes=(r,), object=20)
    if new_turn:
        log.add(StepBegin, turn=2, step=Step.UPKEEP, active_player=1)
    z2 = log.add(ZoneChange, old_id=3, new_id=13, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    if second_trigger:
        log.add(Triggered, causes=(z2,), instance=21, ability="mourner/0", source=1, controller=0)
    return sc, log


PAIRS = {
    "once-each-turn-stops-after-the-action": (lambda: _two_deaths(True, False),
                                              lambda: _two_deaths(True, True)),
}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize(("answer", "new_turn"), [(False, False), (True, True)])
def test_not_done_this_turn_still_triggers(answer: bool, new_turn: bool) -> None:
    """A declined "may", or a new turn, leaves the ability free to trigger: it must."""
    prop_id = "once-each-turn-stops-after-the-action"
    assert check(prop_id, *_two_deaths(answer, True, new_turn)).ok
    assert not check(prop_id, *_two_deaths(answer, False, new_turn)).ok
