"""The "reflexive" family: "you may <act>. When you do, <more>" (CR 603.12)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Reflexive,
    TriggerEvent,
)
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    ANY_TARGET, CREATURE, AbilityExtras, add_creatures, add_spell, add_watcher, gain, sweeper, watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_ACTIONS = (
    Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.YOU),
    Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.SELF),
    Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.SELF),
)
_PAYOFFS = (
    Reflexive(effects=(gain(1),)),
    Reflexive(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),),
              targets=(ANY_TARGET,)),
)


@family("reflexive")
@st.composite
def reflexive(draw: st.DrawFn) -> Scenario:
    """An activated or "dies"-triggered ability whose "may" is accepted or
    declined, then "when you do": the payoff may target a creature or player."""
    board = ScenarioBuilder()
    effects = (draw(pick(_ACTIONS)),)
    extras: AbilityExtras = {"optional": True, "reflexive": draw(pick(_PAYOFFS))}
    add_creatures(board, [draw(ints(0, 1))])
    if draw(BOOLS):
        ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=effects, **extras)
        source = add_watcher(board, ability, controller=board.active, types=CREATURE)
        for _ in range(draw(ints(1, 2))):
            board.activate(source, 0)
    else:
        ability = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE), effects, **extras)
        add_watcher(board, ability, controller=draw(ints(0, 1)))
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_all()
    return board.build("reflexive", choices=ChoicePolicy(may=draw(BOOLS)))
