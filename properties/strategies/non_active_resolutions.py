"""The non_active_resolutions family: spells and abilities of the players
whose turn it is not resolve, so that who receives priority afterwards shows
(CR 117.3b: the active player, whoever controlled what resolved).

Three or four players most of the time, in any turn order, the active player
in any seat. Non-active players cast instants in turn, each once the players
before them in turn order have passed; "whenever a player casts a spell"
watchers on any seat add triggered abilities of other players to the stack.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import add_spell, add_watcher, gain, payoffs, watcher_ability
from properties.strategies.draws import ints, lists_of, permutations_of, pick
from reference_engine.abilities import Ability, AbilityKind, TriggerEvent
from reference_engine.ids import PlayerId
from reference_engine.scenario import Action, ActionKind, Scenario

_INSTANT = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))


def _from_active(board: ScenarioBuilder) -> list[PlayerId]:
    """The players in turn order, the active player first."""
    order = list(board.turn_order or range(board.n_players))
    at = order.index(board.active)
    return order[at:] + order[:at]


@family("non_active_resolutions")
@st.composite
def non_active_resolutions(draw: st.DrawFn) -> Scenario:
    """Three or four players (now and then two), any turn order and active
    seat; one to three instants cast by non-active players, each after the
    players before them pass, and resolved before the next; "whenever a player
    casts a spell" watchers on random seats."""
    n = draw(pick((2, 3, 3, 4, 4)))
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                            turn_order=() if order == tuple(range(n)) else order)
    for seat in draw(lists_of(ints(0, n - 1), max_size=2)):
        add_watcher(board, watcher_ability(TriggerEvent.CAST, effects=draw(payoffs())), controller=seat)
    seating = _from_active(board)
    for caster in draw(lists_of(pick(seating[1:]), min_size=1, max_size=3)):
        for before in seating[:seating.index(caster)]:
            board.script.append(Action(action=ActionKind.PASS, player=before))
        board.cast(add_spell(board, _INSTANT, owner=caster, instant=True, mana_cost="{W}"), player=caster)
        board.resolve_all()
    return board.build("non_active_resolutions")
