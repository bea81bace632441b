"""The checkers' triggered sources read printed abilities while no effect in
force adds or removes abilities (CR 613.1f), and agree with the full
characteristics otherwise."""
from __future__ import annotations

import pytest

from properties.characteristics import ABILITY_CHANGING, abilities_as_printed, chars, printed
from properties.matching import Source, sources
from properties.tracked_board import TrackedBoard, initial_board
from reference_engine.abilities import AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, TriggerEvent
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

from tests.engine.builder import creature, gain, trig

WATCHER = creature("watcher", trig(TriggerEvent.ENTERS, gain(1)))
GRANTED = trig(TriggerEvent.DIES, gain(2))
WATCHER_FILTER = ObjectFilter(types=(CardType.CREATURE,))


def _board(*effects: ContinuousEffect) -> tuple[Scenario, TrackedBoard]:
    sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(WATCHER,),
                  objects=(ObjectSetup(id=1, card="watcher", owner=0, zone=Zone.BATTLEFIELD),
                           ObjectSetup(id=2, card="watcher", owner=1, zone=Zone.BATTLEFIELD)),
                  effects=effects)
    return sc, initial_board(sc)


def _full(sc: Scenario, board: TrackedBoard) -> list[Source]:
    """The sources with every effect applied to every permanent."""
    found: list[Source] = []
    for obj in board.in_zone(Zone.BATTLEFIELD):
        c = chars(sc, board, obj)
        found += [Source(obj, ref, a, c.controller) for ref, a in c.abilities
                  if a.kind is AbilityKind.TRIGGERED and a.trigger and a.trigger.event is not TriggerEvent.STATE]
    return found


@pytest.mark.parametrize("kind", list(ContinuousKind))
def test_613_1f_only_the_listed_kinds_change_abilities_or_controllers(kind: ContinuousKind) -> None:
    """Every effect kind, applying to every creature: the abilities and the
    controller differ from the printed ones exactly for the kinds the fast
    path knows to change abilities."""
    sc, board = _board(ContinuousEffect(kind=kind, ability=GRANTED, filter=WATCHER_FILTER))
    obj = board.get(1)
    assert obj is not None
    got, base = chars(sc, board, obj), printed(sc, obj)
    assert got.controller == base.controller
    assert (got.abilities != base.abilities) == (kind in ABILITY_CHANGING)
    assert abilities_as_printed(sc, board) == (kind not in ABILITY_CHANGING)


@pytest.mark.parametrize("effects", [
    (),
    (ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, ability=GRANTED, filter=WATCHER_FILTER),),
    (ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES, filter=WATCHER_FILTER),),
    (ContinuousEffect(kind=ContinuousKind.MODIFY_PT, power=1, toughness=1, filter=WATCHER_FILTER),),
])
def test_603_2_sources_agree_with_the_full_characteristics(effects: tuple[ContinuousEffect, ...]) -> None:
    sc, board = _board(*effects)
    assert sources(sc, board) == _full(sc, board)
