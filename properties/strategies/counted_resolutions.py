"""The counted_resolutions family: "when this ability has resolved the Nth
time this turn, ..." on an activated or a triggered ability. Only its first
resolution in a turn makes that delayed trigger, and it fires once, as the
Nth resolution ends, or never if the count is not reached (CR 603.7h).

Resolutions come one at a time or stacked together, from one source or two
copies of it (each counts its own), and maybe go on in the next turn, where
the count starts again.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    DelayedTrigger,
    Effect,
    EffectKind,
    ObjectFilter,
    PlayerRef,
    TriggerEvent,
)
from reference_engine.ids import CardType, PlayerId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    gain,
    seats,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_PAYOFFS = ((gain(1),), (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),))


def _nth(draw: st.DrawFn) -> Effect:
    later = DelayedTrigger(resolutions=draw(ints(2, 3)), effects=draw(pick(_PAYOFFS)))
    return Effect(kind=EffectKind.CREATE_DELAYED, delayed=later)


@family("counted_resolutions")
@st.composite
def counted_resolutions(draw: st.DrawFn) -> Scenario:
    """An activated ability used one to four times, or a dies watcher seeing
    one to three creatures die, together or one then the rest."""
    board = ScenarioBuilder()
    if draw(BOOLS):
        _triggered(board, draw)
    else:
        _activated(board, draw)
    board.resolve_all()
    return board.build("counted_resolutions")


def _activated(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"{0} (or {1}): you gain 1 life. When this ability has resolved the Nth
    time this turn, ...", on one or two copies controlled by the active player."""
    cost = draw(pick((Cost(), Cost(mana="{1}"))))
    ignite = Ability(kind=AbilityKind.ACTIVATED, cost=cost, effects=(gain(1), _nth(draw)))
    key = board.card("Igniter", draw(pick((CREATURE, (CardType.ARTIFACT,)))), abilities=(ignite,))
    sources = [board.put(key) for _ in range(draw(ints(1, 2)))]
    together = draw(BOOLS)  # all on the stack at once, or each resolved before the next
    for i in range(draw(ints(1, 4))):
        board.add_mana(board.active, cost.mana)
        # the later copy first: its count and delayed trigger exist while the
        # earlier copy's resolutions are counted (each copy counts its own)
        board.activate(sources[-1] if i == 0 else draw(pick(sources)), 0)
        if not together:
            board.resolve_top()
    if cost.mana or not draw(BOOLS):
        return
    # The next turn: the count starts again, and the opponent, now active, passes first.
    board.advance_to(Step.UPKEEP)
    board.script.append(Action(action=ActionKind.PASS, player=board.opponent))
    for _ in range(draw(ints(1, 2))):
        board.activate(sources[0], 0)


def _triggered(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"Whenever a creature dies, you gain 1 life. When this ability has
    resolved the Nth time this turn, ...": maybe one creature is destroyed
    first, then a sweeper kills the rest together."""
    watch = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE), (gain(1), _nth(draw)))
    owner: PlayerId = draw(ints(0, 1))
    board.put(board.card("Watcher", (CardType.ENCHANTMENT,), abilities=(watch,)), owner=owner, controller=owner)
    victims = add_creatures(board, draw(seats(draw(ints(1, 3)))))
    if len(victims) > 1 and draw(BOOLS):
        board.cast(add_spell(board, targeted(EffectKind.DESTROY)), targets=(TargetRef(object=victims[0]),))
        board.resolve_all()
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
