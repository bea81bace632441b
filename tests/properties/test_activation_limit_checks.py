""""Activate only once each turn" on hand-built Histories (CR 602.5b)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, artifact, assert_pair, check, on_field, scenario
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind
from reference_engine.events import Activated, ControlChange, StepBegin
from reference_engine.ids import Step

RELIC = artifact("relic", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), limit_per_turn=1,
                                  effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)))
PROP = "activation-limit-per-turn"


def _twice(new_turn: bool = False, stolen: bool = False) -> Built:
    """Relic 1 is activated by player 1, then again (by player 0 once it was
    ``stolen``), in a later turn if ``new_turn``."""
    sc = scenario((RELIC,), (on_field(1, "relic", owner=1),))
    log = Log()
    log.add(Activated, object=20, source=1, ability="relic/0", player=1)
    if new_turn:
        log.add(StepBegin, turn=2, step=Step.UPKEEP, active_player=1)
    second = 1
    if stolen:
        log.add(ControlChange, object=1, old_controller=1, new_controller=0)
        second = 0
    log.add(Activated, object=21, source=1, ability="relic/0", player=second)
    return sc, log


PAIRS = {PROP: (lambda: _twice(new_turn=True), lambda: _twice())}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_a_new_controller_inherits_the_count() -> None:
    assert not check(PROP, *_twice(stolen=True)).ok
    assert check(PROP, *_twice(new_turn=True, stolen=True)).ok
