"""The checkers' own characteristics: continuous effects in layer order."""
from __future__ import annotations

from properties.tracked_board import initial_board
from properties.characteristics import chars
from reference_engine.abilities import ContinuousEffect, ContinuousKind, ObjectFilter, TriggerEvent
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario

from tests.engine.builder import gain, permanent, trig

FOREST = permanent("forest", (CardType.LAND,), trig(TriggerEvent.ENTERS, gain(1)))


def _land_under(*effects: ContinuousEffect) -> tuple[CardType, ...] | None:
    sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=(FOREST,),
                  objects=(ObjectSetup(id=1, card="forest", owner=0, zone=Zone.BATTLEFIELD),), effects=effects)
    board = initial_board(sc)
    obj = board.get(1)
    assert obj is not None
    got = chars(sc, board, obj)
    return got.types if got.abilities else None


SILENCE = ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES, filter=ObjectFilter(types=(CardType.CREATURE,)))
ANIMATE = ContinuousEffect(kind=ContinuousKind.LANDS_ARE_CREATURES, filter=ObjectFilter(types=(CardType.LAND,)))


def test_613_an_animated_land_loses_its_abilities_whichever_effect_is_listed_first() -> None:
    assert _land_under(ANIMATE, SILENCE) is None
    assert _land_under(SILENCE, ANIMATE) is None


def test_613_a_land_that_is_not_a_creature_keeps_its_abilities() -> None:
    assert _land_under(SILENCE) == (CardType.LAND,)
