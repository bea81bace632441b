"""The checkers' own characteristics: continuous effects in layer order."""
from __future__ import annotations

from properties.tracked_board import initial_board
from properties.characteristics import chars
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, TriggerEvent,
)
from reference_engine.cards import CardDef
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


def test_613_1f_a_permanents_own_lose_all_ability_silences_the_static_abilities_it_covers() -> None:
    """A creature's static ability granting enchantments an enters trigger
    never applies while "Creatures lose all abilities." is in force, be it
    the scenario's effect or a noncreature permanent's static ability."""
    grant = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.GRANT_ABILITY, filter=ObjectFilter(types=(CardType.ENCHANTMENT,)),
        ability=trig(TriggerEvent.ENTERS, gain(1), subject=Subject.ANY)))
    herald = permanent("herald", (CardType.CREATURE,), grant, power=1, toughness=1)
    shrine = permanent("shrine", (CardType.ENCHANTMENT,))
    mute = permanent("mute", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=SILENCE))

    def shrine_abilities(*cards: CardDef, effects: tuple[ContinuousEffect, ...] = ()) -> int:
        objects = tuple(ObjectSetup(id=i + 1, card=c.key, owner=0, zone=Zone.BATTLEFIELD) for i, c in enumerate(cards))
        sc = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), cards=cards, objects=objects, effects=effects)
        board = initial_board(sc)
        obj = board.get(2)
        assert obj is not None
        return len(chars(sc, board, obj).abilities)

    assert shrine_abilities(herald, shrine) == 1
    assert shrine_abilities(herald, shrine, effects=(SILENCE,)) == 0
    assert shrine_abilities(herald, shrine, mute) == 0
