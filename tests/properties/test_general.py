"""General History properties: well-formed, deterministic, agreeing with the reference."""
from __future__ import annotations

from typing import Any

import pytest

from properties.catalogue.general import normalise
from properties.registry import Case, get
from reference_engine.events import (
    PutOnStack, Resolved, Resolving, Tapped, Triggered, ZoneChange,
)
from reference_engine.ids import Zone
from propkit import BEAR, WATCHER, Built, Log, assert_pair, on_field, scenario

SC = scenario((WATCHER, BEAR), (on_field(1, "watcher"), on_field(2, "bear")))


def _death(new_id: int = 12, instance: int = 20, causes: tuple[int, ...] = (1,), resolve: bool = True,
           batch: int | None = None) -> Log:
    log = Log()
    log.add(ZoneChange, old_id=2, new_id=new_id, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0,
            batch=batch)
    t = log.add(Triggered, causes=causes, instance=instance, ability="watcher/0", source=1, controller=0)
    if resolve:
        log.add(PutOnStack, causes=(t,), object=instance, controller=0)
    r = log.add(Resolving, object=instance)
    log.add(Resolved, causes=(r,), object=instance)
    return log


@pytest.mark.parametrize("bad", [
    _death(new_id=1),              # a zone change reusing a live id
    _death(instance=12),           # the trigger's instance reuses the new object's id
    _death(causes=(5,)),           # a cause that is not earlier
    _death(causes=()),             # a trigger naming no occurrence
    _death(resolve=False),         # resolving without a push
])
def test_ill_formed_histories_fail(bad: Log) -> None:
    v = get("history-well-formed").check(Case(scenario=SC, history=bad.history()))
    assert not v.ok and v.events


def _impossible(change: str) -> Log:
    """A death History made causally impossible in one way."""
    log = Log()
    old = 9 if change == "ghost" else 2
    log.add(ZoneChange, old_id=old, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
            owner=5 if change == "player" else 0)
    t = log.add(Triggered, causes=(1,), instance=20, ability="watcher/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=21 if change == "push" else 20, controller=0)
    if change == "tapped":
        log.add(Tapped, object=44)
    r = log.add(Resolving, object=20)
    log.add(Resolved, causes=(r,), object=20)
    if change == "resolved":
        log.add(Resolved, object=20)
    return log


@pytest.mark.parametrize("change", ["ghost", "player", "push", "tapped", "resolved"])
def test_causally_impossible_histories_fail_without_the_reference(change: str) -> None:
    # A zone change of an object that never existed, a player not in the game,
    # a push of an ability that never triggered, a tap of nothing, a second resolved.
    assert get("history-well-formed").check(Case(scenario=SC, history=_death().history())).ok
    v = get("history-well-formed").check(Case(scenario=SC, history=_impossible(change).history()))
    assert not v.ok and v.events, v


def _rerun(same: bool) -> tuple[Any, ...]:
    first = _death().history()
    other = _death(instance=21).history()
    return SC, _death(), {"rerun": (lambda: first) if same else (lambda: other)}


def _reference(same_up_to_ids: bool) -> tuple[Any, ...]:
    other = _death(new_id=30, instance=31) if same_up_to_ids else _death(resolve=True, causes=())
    return SC, _death(), {"reference": other.history}


def _check(prop_id: str, built: tuple[Any, ...]) -> Any:
    sc, log, kw = built
    return get(prop_id).check(Case(scenario=sc, history=log.history(), **kw))


def test_determinism_and_differential_pairs() -> None:
    for prop_id, make in (("history-deterministic", _rerun), ("agrees-with-reference", _reference)):
        good, bad = _check(prop_id, make(True)), _check(prop_id, make(False))
        assert good.ok and good.exercised
        assert not bad.ok and bad.events
        assert not _check(prop_id, (SC, _death(), {})).exercised


def test_normalise_renames_ids_by_first_appearance() -> None:
    a = normalise(_death(new_id=12, instance=20).history())
    b = normalise(_death(new_id=40, instance=41).history())
    assert a == b and a[0]["new_id"] == 2 and a[1]["instance"] == 3


def _well(batch_resumes: bool) -> Built:
    log = _death(batch=1)
    if batch_resumes:
        log.add(ZoneChange, old_id=1, new_id=50, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                owner=0, batch=1)
    return SC, log


PAIRS = {"history-well-formed": (lambda: _well(False), lambda: _well(True))}


def test_well_formed_pair() -> None:
    assert_pair("history-well-formed", *PAIRS["history-well-formed"])
