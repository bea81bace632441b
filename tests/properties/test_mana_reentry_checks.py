"""A mana ability under way is not activated again (CR 605.3c), on hand-built Histories."""
from __future__ import annotations

from typing import Callable

import pytest

from propkit import Built, Log, artifact, assert_pair, check, on_field, scenario
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind
from reference_engine.events import Activated, CostLocked, CostPaid, IllegalAction, ManaAdded, Priority
from reference_engine.scenario import Action, ActionKind, ManaActivation

ROCK = artifact("rock", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
                                effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}{C}"),)))
PROP = "mana-ability-not-reactivated-before-it-resolves"


def _activation(log: Log, aid: int, source: int, *, inner: tuple[int, int] | None = None) -> None:
    """Rock ``source``'s ability activated as ``aid``, its cost paid with
    ``inner`` = (activation id, source) activated inside it."""
    lock = log.add(CostLocked, object=aid, mana="{1}")
    if inner is not None:
        _activation(log, *inner)
    paid = log.add(CostPaid, object=aid, player=0, mana="{1}")
    x = log.add(Activated, causes=(lock, paid), object=aid, source=source, ability="rock/0", player=0,
                mana_ability=True)
    log.add(ManaAdded, causes=(x,), player=0, mana="{C}{C}")


def _nested(inner_source: int) -> Built:
    """Rock 1's ability, its cost paid by the ability of rock ``inner_source``."""
    sc = scenario((ROCK,), (on_field(1, "rock"), on_field(2, "rock")))
    log = Log()
    _activation(log, 10, 1, inner=(11, inner_source))
    log.add(Priority, player=0)
    return sc, log


def _one_after_the_other() -> Built:
    sc = scenario((ROCK,), (on_field(1, "rock"),))
    log = Log()
    _activation(log, 10, 1)
    _activation(log, 11, 1)
    return sc, log


def _refused() -> Built:
    """The re-entry is attempted and the whole action reversed (CR 733.1)."""
    plan = (ManaActivation(object=1, mana_abilities=(ManaActivation(object=1),)),)
    sc = scenario((ROCK,), (on_field(1, "rock"),),
                  script=(Action(action=ActionKind.ACTIVATE, object=1, mana_abilities=plan),))
    log = Log()
    lock = log.add(CostLocked, object=10, mana="{1}")
    log.add(IllegalAction, player=0, action=0, reason="already being activated", rolled_back=(lock,))
    return sc, log


def _undone_reentry() -> Built:
    """A re-entry the engine itself reversed leaves nothing standing."""
    sc, log = _nested(1)
    log.add(IllegalAction, player=0, action=0, reason="undone", rolled_back=tuple(range(1, 9)))
    return sc, log


PAIRS = {PROP: (lambda: _nested(2), lambda: _nested(1))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_the_failure_names_both_starts() -> None:
    bad = check(PROP, *_nested(1))
    assert bad.events == (1, 2, 7)


def test_the_same_ability_after_the_first_resolved_is_fine() -> None:
    verdict = check(PROP, *_one_after_the_other())
    assert verdict.ok and not verdict.exercised


@pytest.mark.parametrize("make", [_refused, _undone_reentry], ids=["refused", "undone"])
def test_an_attempt_reversed_as_illegal_passes_and_counts(make: Callable[[], Built]) -> None:
    verdict = check(PROP, *make())
    assert verdict.ok and verdict.exercised
