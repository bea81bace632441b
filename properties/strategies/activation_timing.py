"""The "activation_timing" family: an ability that may be activated only as a
sorcery, only as an instant, or at any time, tried at a moment that is or is
not sorcery timing for its controller (CR 602.5d, 602.5e).

The moments: a main phase with an empty stack (the active player's, or the
opponent's turn for the other player), an upkeep, a combat step, the end
step or a later main phase, a main phase with a spell and its cast trigger on
the stack, a main phase with a "beginning of main phase" trigger on the
stack, and the next turn's upkeep. Some moments are the scenario's starting
step, the others begin during the script, so both ways of reading the step
are exercised.
"""
from __future__ import annotations

from typing import Callable

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, Cost, Timing, Trigger, TriggerEvent, Who
from reference_engine.ids import CardType, ObjectId, PlayerId, Step
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import add_spell, add_watcher, gain
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, pick

_TIMINGS = (Timing.INSTANT, Timing.ANY, Timing.SORCERY)
_LATER_STEPS = (Step.BEGINNING_OF_COMBAT, Step.POSTCOMBAT_MAIN, Step.END)
_ON_CAST = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST), effects=(gain(1),))
_AT_MAIN = Ability(kind=AbilityKind.TRIGGERED, effects=(gain(1),), trigger=Trigger(
    event=TriggerEvent.BEGINNING_OF_STEP, step=Step.PRECOMBAT_MAIN, player=Who.YOU))


def _stone(board: ScenarioBuilder, controller: PlayerId, timing: Timing) -> ObjectId:
    """An artifact with "{0}: You gain 1 life", maybe "Activate only as a
    sorcery" or "Activate only as an instant"."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),), timing=timing)
    key = board.card("Stone", (CardType.ARTIFACT,), abilities=(ability,))
    return board.put(key, owner=controller, controller=controller)


def _try(board: ScenarioBuilder, holder: PlayerId, activator: PlayerId, stone: ObjectId) -> None:
    """``holder`` has priority; it passes it on if someone else activates."""
    if activator != holder:
        board.script.append(Action(action=ActionKind.PASS, player=holder))
    board.activate(stone, 0, player=activator)


def _main(draw: st.DrawFn, timing: Timing, other: bool) -> ScenarioBuilder:
    """The starting main phase, empty stack: sorcery timing for the active player only."""
    board = ScenarioBuilder()
    activator = board.opponent if other else board.active
    _try(board, board.active, activator, _stone(board, activator, timing))
    return board


def _upkeep(draw: st.DrawFn, timing: Timing, other: bool) -> ScenarioBuilder:
    """The starting upkeep."""
    board = ScenarioBuilder(step=Step.UPKEEP)
    activator = board.opponent if other else board.active
    _try(board, board.active, activator, _stone(board, activator, timing))
    return board


def _later(draw: st.DrawFn, timing: Timing, other: bool) -> ScenarioBuilder:
    """A later step of the same turn: combat, the second main phase, the end step."""
    board = ScenarioBuilder()
    activator = board.opponent if other else board.active
    stone = _stone(board, activator, timing)
    board.advance_to(draw(pick(_LATER_STEPS)))
    _try(board, board.active, activator, stone)
    return board


def _spell(draw: st.DrawFn, timing: Timing, other: bool) -> ScenarioBuilder:
    """In response to an instant and its cast trigger."""
    board = ScenarioBuilder()
    activator = board.opponent if other else board.active
    stone = _stone(board, activator, timing)
    add_watcher(board, _ON_CAST, controller=board.active)
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),)), instant=True))
    _try(board, board.active, activator, stone)
    return board


def _trigger(draw: st.DrawFn, timing: Timing, other: bool) -> ScenarioBuilder:
    """The main phase begins with a trigger on the stack."""
    board = ScenarioBuilder(step=Step.DRAW)
    activator = board.opponent if other else board.active
    stone = _stone(board, activator, timing)
    add_watcher(board, _AT_MAIN, controller=board.active)
    board.advance_to(Step.PRECOMBAT_MAIN)
    _try(board, board.active, activator, stone)
    return board


def _next_turn(draw: st.DrawFn, timing: Timing, other: bool) -> ScenarioBuilder:
    """The next turn's upkeep, where the other player is active."""
    board = ScenarioBuilder()
    activator = board.opponent if other else board.active
    stone = _stone(board, activator, timing)
    board.advance_to(Step.UPKEEP)
    _try(board, board.opponent, activator, stone)
    return board


_MOMENTS: dict[str, Callable[[st.DrawFn, Timing, bool], ScenarioBuilder]] = {
    "main": _main, "upkeep": _upkeep, "later": _later, "spell": _spell, "trigger": _trigger,
    "next_turn": _next_turn,
}


@family("activation_timing")
@st.composite
def activation_timing(draw: st.DrawFn) -> Scenario:
    """One ability of a drawn timing, activated by its controller (the active
    player or the other one) at a drawn moment, then everything resolves."""
    timing = draw(pick(_TIMINGS))
    moment = draw(pick(tuple(_MOMENTS)))
    board = _MOMENTS[moment](draw, timing, draw(BOOLS))
    board.resolve_all()
    return board.build("activation_timing")
