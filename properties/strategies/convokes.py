"""The "convokes" family: spells with convoke (CR 702.51) cast by tapping
one to three of the caster's creatures, watched by "whenever a creature
becomes tapped" abilities, so each tap is a "becomes tapped" occurrence
(CR 603.2e) that triggers each matching ability once.

The creatures are of the spell's colour or not (a green one pays for {1}, a
red one for {R} or {1}), some just arrived (convoke is no {T} ability, so
summoning sickness does not matter); the pool holds the whole cost, so any
reading of what the creatures paid leaves the cast legal.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, watcher_ability

_COSTS = ("{2}{R}{R}", "{1}{R}", "{3}", "{R}{R}", "{2}{G}")


def convoke_spell(board: ScenarioBuilder, mana_cost: str) -> ObjectId:
    """"Convoke / This spell deals 4 damage to target player." in the active player's hand."""
    ability = Ability(kind=AbilityKind.SPELL, convoke=True, targets=(TargetSpec(players=Who.ANY),),
                      effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=4, object=ObjectRef.TARGET),))
    return board.put(board.card("Stoke", (CardType.INSTANT,), abilities=(ability,), mana_cost=mana_cost),
                     zone=Zone.HAND)


@family("convokes")
@st.composite
def convokes(draw: st.DrawFn) -> Scenario:
    """A spell with convoke cast by tapping some of the caster's creatures, under "becomes tapped" watchers."""
    board = ScenarioBuilder()
    me = board.active
    creatures: list[ObjectId] = []
    for _ in range(draw(ints(1, 3))):
        key = board.card("Goblin", CREATURE, power=1, toughness=1, mana_cost=draw(pick(("{R}", "{G}", "{1}"))))
        creatures.append(board.put(key, controller=me, tapped=draw(pick((False, False, False, True)))))
    for _ in range(draw(ints(1, 2))):
        watched = ObjectFilter(types=CREATURE, controller=draw(pick((Who.ANY, Who.YOU, Who.OPPONENT))))
        add_watcher(board, watcher_ability(TriggerEvent.BECOMES_TAPPED, watched), controller=draw(ints(0, 1)))
    cost = draw(pick(_COSTS))
    spell = convoke_spell(board, cost)
    untapped = [c for c in creatures if not board.objects[c - 1].tapped]
    tapping = tuple(c for c in untapped if draw(pick((True, True, False))))[:3]
    board.add_mana(me, cost)
    board.cast(spell, pay=False, targets=(TargetRef(player=board.opponent),), convoke=tapping)
    board.resolve_all()
    if draw(BOOLS):  # a creature already tapped can't pay: the cast is refused and reversed
        tapped = [c for c in creatures if c not in untapped] or list(tapping)
        if tapped:
            second = convoke_spell(board, "{1}{R}")
            board.add_mana(me, "{1}{R}")
            board.cast(second, pay=False, targets=(TargetRef(player=board.opponent),), convoke=(tapped[0],))
            board.resolve_all()
    return board.build("convokes")
