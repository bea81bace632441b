"""The "repeated_payment" family: "you may pay <cost> any number of times.
When you pay this cost one or more times, <more>" (CR 603.12a)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, Reflexive,
    Trigger, TriggerEvent,
)
from reference_engine.ids import PlayerId
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import ANY_TARGET, CREATURE, add_creatures, add_spell, add_watcher, gain, sweeper
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_COSTS = (Cost(pay_life=1), Cost(mana="{1}"), Cost(pay_life=2), Cost(mana="{B}"), Cost(mana="{1}", pay_life=1))
_FIRST = ((), (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),))
"""What the ability does before the payments: nothing, or something that is not a payment."""
_PAYOFFS = (
    Reflexive(effects=(gain(1),)),
    Reflexive(effects=(Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.TARGET),),
              targets=(ANY_TARGET,)),
)
MOST = 3
"""Payments a policy asks for, at most."""


@family("repeated_payment")
@st.composite
def repeated_payment(draw: st.DrawFn) -> Scenario:
    """An activated or "dies"-triggered ability whose controller pays a life
    or mana cost 0 to 3 times, then "when you pay this cost one or more
    times": the payoff may target a creature or player. Sometimes the payer
    can afford fewer payments than the policy asks for."""
    board = ScenarioBuilder()
    cost = draw(pick(_COSTS))
    effects, payoff = draw(pick(_FIRST)), draw(pick(_PAYOFFS))
    add_creatures(board, [draw(ints(0, 1))])
    if draw(BOOLS):
        payer = board.active
        ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=effects, repeatable=cost, reflexive=payoff)
        source = add_watcher(board, ability, controller=payer, types=CREATURE)
        for _ in range(draw(ints(1, 2))):
            board.activate(source, 0)
    else:
        payer = draw(ints(0, 1))
        dies = Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=CREATURE))
        ability = Ability(kind=AbilityKind.TRIGGERED, trigger=dies, effects=effects, repeatable=cost,
                          reflexive=payoff)
        source = add_watcher(board, ability, controller=payer)
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_all()
    affordable = draw(ints(0, MOST - 1)) if draw(BOOLS) else 2 * MOST
    _fund(board, payer, cost, affordable)
    return board.build("repeated_payment", choices=_policy(draw, f"{board.objects[source - 1].card}/0"))


def _fund(board: ScenarioBuilder, payer: PlayerId, cost: Cost, times: int) -> None:
    """Float mana for exactly ``times`` payments and give the payer one life
    more than ``times`` payments take: paying 1 life, they can pay once more,
    down to 0 life, and then lose the game (CR 119.4, 704.5a)."""
    if cost.pay_life:
        board.life[payer] = cost.pay_life * times + 1
    for _ in range(times):
        board.add_mana(payer, cost.mana)


def _policy(draw: st.DrawFn, ref: str) -> ChoicePolicy:
    """How many times the payer pays: for every such ability, or for this one."""
    times = draw(ints(0, MOST))
    if draw(BOOLS):
        return ChoicePolicy(payments_by_ability={ref: times})
    return ChoicePolicy(payments=times)
