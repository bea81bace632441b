"""The turn_rotation family: a game of three or four players, in a drawn turn
order, played on through a round of turns or more while players leave it.

Some players have an empty library: each loses as they draw in their own
draw step (CR 704.5b), so their turn goes on without an active player (CR
800.4j). Now and then the active player first casts "target player loses 2
life" at a player at 1 life, maybe themselves. Every turn after that must
go to the next player in turn order still in the game (CR 800.4k). One or
two "at the beginning of each [your] upkeep [end step], you gain 1 life"
watchers sit on random seats: a leaver's turn still has its end step, and a
leaver's upkeep never comes again. At least two players always stay, so the
game goes on.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Effect,
    EffectKind,
    PlayerRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import ints, lists_of, permutations_of, pick
from properties.strategies.families import family
from properties.strategies.parts import add_spell, add_watcher

_STARTS = (Step.UPKEEP, Step.PRECOMBAT_MAIN)
"""From the upkeep, a decked active player leaves in this turn's draw step."""

_SHOT = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(players=Who.ANY),), effects=(
    Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.TARGET),))

_WATCHERS = tuple(
    Ability(kind=AbilityKind.TRIGGERED, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1, player=PlayerRef.YOU),),
            trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=step, player=who))
    for step in (Step.UPKEEP, Step.END) for who in (Who.ANY, Who.YOU))
"""Beginning-of-step watchers whose turns the rotation decides."""


@family("turn_rotation")
@st.composite
def turn_rotation(draw: st.DrawFn) -> Scenario:
    """One to all but two players leave: decked ones at their draw step, and
    maybe one at once, to the active player's spell; then one more turn than
    there are players."""
    n = draw(ints(3, 4))
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)), step=draw(pick(_STARTS)),
                            turn_order=() if order == tuple(range(n)) else order)
    leavers: list[PlayerId] = draw(lists_of(pick(range(n)), min_size=1, max_size=n - 2, unique=True))
    shot = draw(pick((None, *leavers)))
    for _ in range(draw(ints(1, 2))):
        add_watcher(board, draw(pick(_WATCHERS)), controller=draw(ints(0, n - 1)))
    filler = board.card("Filler", (CardType.LAND,))
    for p in range(n):
        if p not in leavers or p == shot:
            for _ in range(n - 1):  # a draw for each of their turns to come, and no more
                board.put(filler, owner=p, zone=Zone.LIBRARY)
    if shot is not None:
        board.life[shot] = 1
        board.cast(add_spell(board, _SHOT, instant=True), targets=(TargetRef(player=shot),))
        board.resolve_all()
    for _ in range(n + 1):
        board.advance_to(Step.PRECOMBAT_MAIN)
    return board.build("turn_rotation")


__all__ = ["turn_rotation"]
