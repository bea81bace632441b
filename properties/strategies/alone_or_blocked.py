"""The alone_or_blocked family: "attacks alone" (CR 506.5) and "blocks or
becomes blocked" (CR 509.3a, 509.3c) watchers in a combat where one or two
creatures attack and none, one or two creatures block them."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, ObjectFilter, Subject, TriggerEvent
from reference_engine.ids import ObjectId, Step
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, creature_filters, payoffs, watcher_ability

_EVENTS = (TriggerEvent.ATTACKS_ALONE, TriggerEvent.BLOCKS_OR_BECOMES_BLOCKED)


@family("alone_or_blocked")
@st.composite
def alone_or_blocked(draw: st.DrawFn) -> Scenario:
    """One or two attackers (of two or three creatures), each "whenever this
    creature attacks alone" or "blocks or becomes blocked"; no block, one
    blocker on one attacker, one blocker on both, or two blockers on one;
    now and then a permanent watching any creature do either."""
    board = ScenarioBuilder()
    n_att = draw(ints(1, 2))
    shape = draw(pick(("none", "pairs", "one_on_many", "many_on_one")))
    home = [_creature(board, draw, 0) for _ in range(n_att + draw(ints(0, 1)))]
    attackers = home[:n_att]
    blockers = [_creature(board, draw, 1, extra=n_att - 1) for _ in range(2 if shape == "many_on_one" else 1)]
    if draw(BOOLS):
        event = draw(pick(_EVENTS))
        add_watcher(board, watcher_ability(event, draw(creature_filters((Subject.ANY, Subject.ANOTHER))),
                                           draw(payoffs())), controller=draw(ints(0, 1)))
    board.attack(tuple(attackers), board.opponent)
    if shape == "pairs":
        board.block(((blockers[0], draw(pick(tuple(attackers)))),), board.opponent)
    elif shape == "one_on_many":
        board.block(tuple((blockers[0], a) for a in attackers), board.opponent)
    elif shape == "many_on_one":
        board.block(tuple((b, attackers[0]) for b in blockers), board.opponent)
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("alone_or_blocked")


def _creature(board: ScenarioBuilder, draw: st.DrawFn, player: int, *, extra: int = 0) -> ObjectId:
    """A 2/3 creature watching itself attack alone or block or become blocked."""
    ability: Ability = watcher_ability(draw(pick(_EVENTS)), ObjectFilter(subject=Subject.SELF), draw(payoffs()))
    key = board.card("Fighter", CREATURE, abilities=(ability,), power=2, toughness=3, extra_blocks=extra)
    return board.put(key, owner=player, controller=player)
