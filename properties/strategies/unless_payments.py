"""The unless_payments family: "<do something> unless [you / each opponent]
pays N life", activated or triggered, with payers who can afford it or not
(CR 118.12, 119.4)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, PlayerRef, Trigger, TriggerEvent, Unless, Who,
)
from reference_engine.scenario import ChoicePolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import CREATURE, add_spell, add_watcher, gain, payoffs
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_GAIN_SPELL = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))


@family("unless_payments")
@st.composite
def unless_payments(draw: st.DrawFn) -> Scenario:
    """An activated ability, or a "whenever a player casts a spell" watcher,
    that does something unless its controller or each opponent pays 1 to 3
    life; two or three players, each with 1 to 4 life or 20, mostly willing
    to pay. Activated once or twice, or triggered by one or two spells."""
    n = draw(pick((2, 2, 3)))
    board = ScenarioBuilder(players=n)
    unless = Unless(payer=draw(pick((PlayerRef.EACH_OPPONENT, PlayerRef.YOU))), life=draw(ints(1, 3)))
    for p in range(n):
        if draw(BOOLS):
            board.life[p] = draw(ints(1, 4))
    effects = draw(payoffs())
    times = draw(ints(1, 2))
    if draw(BOOLS):
        ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=effects, unless=unless)
        source = add_watcher(board, ability, controller=board.active, types=CREATURE)
        for _ in range(times):
            board.activate(source, 0)
            board.resolve_all()
    else:
        trigger = Trigger(event=TriggerEvent.CAST, player=Who.ANY)
        ability = Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=effects, unless=unless)
        add_watcher(board, ability, controller=draw(ints(0, n - 1)))
        for _ in range(times):
            board.cast(add_spell(board, _GAIN_SPELL, instant=True, mana_cost="{0}"))
            board.resolve_all()
    pays = draw(ints(0, 2)) > 0  # willing two times in three
    by_player = {str(p): not pays for p in range(n) if draw(ints(0, 3)) == 0}
    return board.build("unless_payments", choices=ChoicePolicy(unless_pay=pays, unless_pay_by_player=by_player))
