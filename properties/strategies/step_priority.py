"""The step_priority family: who receives priority when a step begins (CR 117.3a)
and as players pass around the table (CR 117.3d).

Three or four players most of the time, in any turn order, the active player in
any seat. "At the beginning of" watchers on random seats stack triggers before
the first priority of a step; players pass one by one, some with mana still in
their pool, a non-active player casts an instant once the players before them
have passed; then the game advances a step or two (the draw step's draw is a
turn-based action), now and then into the next player's turn.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import add_spell, add_watcher, gain
from properties.strategies.draws import BOOLS, ints, lists_of, permutations_of, pick
from reference_engine.abilities import Ability, AbilityKind, Trigger, TriggerEvent, Who
from reference_engine.ids import CardType, PlayerId, Step, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

_INSTANT = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))
_STARTS = (Step.UPKEEP, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT, Step.END)
_LATER = {
    Step.UPKEEP: (Step.DRAW, Step.PRECOMBAT_MAIN),
    Step.PRECOMBAT_MAIN: (Step.BEGINNING_OF_COMBAT, Step.END),
    Step.BEGINNING_OF_COMBAT: (Step.END, Step.POSTCOMBAT_MAIN),
    Step.END: (Step.UPKEEP, Step.DRAW),
}
"""Where each start may advance to: a step or two later, or into the next turn."""
_WATCHED = (Step.UPKEEP, Step.DRAW, Step.BEGINNING_OF_COMBAT, Step.END)
_WHO = st.sampled_from((Who.YOU, Who.ANY, Who.OPPONENT))


def _from_active(board: ScenarioBuilder) -> list[PlayerId]:
    order = list(board.turn_order or range(board.n_players))
    at = order.index(board.active)
    return order[at:] + order[:at]


def _watch(step: Step, who: Who) -> Ability:
    """"At the beginning of [your / each / each opponent's] <step>, gain 1 life"."""
    return Ability(kind=AbilityKind.TRIGGERED,
                   trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=step, player=who),
                   effects=(gain(1),))


@family("step_priority")
@st.composite
def step_priority(draw: st.DrawFn) -> Scenario:
    """Three or four players (now and then two), any turn order and active
    seat; "at the beginning of" watchers on random seats; players pass one by
    one (some with floating mana), a non-active player casts an instant after
    the players before them pass, and the game advances a step or two, now and
    then into the next turn."""
    n = draw(pick((2, 3, 3, 4, 4)))
    order = tuple(draw(permutations_of(range(n))))
    start = draw(pick(_STARTS))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)), step=start,
                            turn_order=() if order == tuple(range(n)) else order)
    filler = board.card("Filler", (CardType.LAND,))
    for p in range(n):
        board.put(filler, owner=p, zone=Zone.LIBRARY)
    for seat in draw(lists_of(ints(0, n - 1), min_size=1, max_size=3)):
        add_watcher(board, _watch(draw(pick(_WATCHED)), draw(_WHO)), controller=seat)
    for p in draw(lists_of(ints(0, n - 1), max_size=2, unique=True)):
        board.add_mana(p, "{R}")  # floating mana: the pass still goes on (CR 117.3d)
    seating = _from_active(board)
    if draw(BOOLS):
        caster = draw(pick(seating[1:]))
        for before in seating[:seating.index(caster)]:
            board.script.append(Action(action=ActionKind.PASS, player=before))
        board.cast(add_spell(board, _INSTANT, owner=caster, instant=True, mana_cost="{W}"), player=caster)
        board.resolve_all()
    board.advance_to(draw(pick(_LATER[start])))
    return board.build("step_priority")
