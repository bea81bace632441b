"""The "sorcery_abilities" family: "activate only as a sorcery" abilities
activated when their controller may (CR 602.5d), and maybe once more when
they may not.

Every example activates the ability at a moment that allows it: the starting
main phase, the same phase once a spell has resolved, the second main phase,
or the next turn's main phase under the other player. Then, sometimes, an
attempt the rule forbids: the same ability again while the first is on the
stack, in response to a spell, in a later step, or by the player whose turn
it is not.
"""
from __future__ import annotations

from typing import Callable

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    Effect,
    EffectKind,
    ObjectRef,
    PlayerRef,
    Timing,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import CREATURE, add_spell, add_watcher, gain
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_EFFECTS = (
    (gain(1),),
    (Effect(kind=EffectKind.PUT_COUNTERS, amount=1, object=ObjectRef.SELF),),
    (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),),
)
_ON_CAST = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY),
                   effects=(gain(1),))
_FREE_INSTANT = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))
_FORBIDDEN = ("again", "response", "later_step", "not_active")


def _stone(board: ScenarioBuilder, draw: st.DrawFn, controller: PlayerId) -> ObjectId:
    """An artifact or a creature with "{0}: <effect>. Activate only as a sorcery."."""
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), timing=Timing.SORCERY,
                      effects=draw(pick(_EFFECTS)))
    types = draw(pick(((CardType.ARTIFACT,), CREATURE)))
    return board.put(board.card("Stone", types, abilities=(ability,)), owner=controller, controller=controller)


def _instant(board: ScenarioBuilder, player: PlayerId) -> None:
    board.cast(add_spell(board, _FREE_INSTANT, owner=player, instant=True, mana_cost="{0}"), player=player)


def _in_main(board: ScenarioBuilder, stone: ObjectId) -> PlayerId:
    board.activate(stone, 0)
    return board.active


def _after_spell(board: ScenarioBuilder, stone: ObjectId) -> PlayerId:
    _instant(board, board.active)
    board.resolve_all()
    board.activate(stone, 0)
    return board.active


def _second_main(board: ScenarioBuilder, stone: ObjectId) -> PlayerId:
    board.advance_to(Step.POSTCOMBAT_MAIN)
    board.activate(stone, 0)
    return board.active


def _next_turn(board: ScenarioBuilder, stone: ObjectId) -> PlayerId:
    """The next turn's main phase, where the other player is active (with a
    card to draw on the way, or they would lose the game, CR 704.5b)."""
    board.put(board.card("Card", (CardType.ARTIFACT,)), owner=board.opponent, zone=Zone.LIBRARY)
    board.advance_to(Step.PRECOMBAT_MAIN)
    board.activate(stone, 0, player=board.opponent)
    return board.opponent


_LEGAL: dict[str, Callable[[ScenarioBuilder, ObjectId], PlayerId]] = {
    "main": _in_main, "after_spell": _after_spell, "second_main": _second_main, "next_turn": _next_turn,
}


@family("sorcery_abilities")
@st.composite
def sorcery_abilities(draw: st.DrawFn) -> Scenario:
    """A sorcery-speed ability activated at a legal moment, then maybe tried
    at one the rule forbids."""
    board = ScenarioBuilder()
    add_watcher(board, _ON_CAST, controller=draw(ints(0, 1)))
    moment = draw(pick(tuple(_LEGAL)))
    stone = _stone(board, draw, board.opponent if moment == "next_turn" else board.active)
    other = _stone(board, draw, board.active if moment == "next_turn" else board.opponent)
    turn_player = _LEGAL[moment](board, stone)
    if draw(BOOLS):
        _forbidden(board, draw(pick(_FORBIDDEN)), stone, other, turn_player)
    board.resolve_all()
    return board.build("sorcery_abilities")


def _forbidden(board: ScenarioBuilder, flaw: str, stone: ObjectId, other: ObjectId, turn_player: PlayerId) -> None:
    """An attempt outside its controller's main phase or with a non-empty stack."""
    if flaw == "again":  # the first activation is still on the stack
        board.activate(stone, 0, player=turn_player)
    elif flaw == "response":
        _instant(board, turn_player)
        board.activate(stone, 0, player=turn_player)
    elif flaw == "later_step":
        board.advance_to(Step.END)
        board.activate(stone, 0, player=turn_player)
    elif flaw == "not_active":  # the other player, given priority in this main phase
        board.resolve_all()
        board.script.append(Action(action=ActionKind.PASS, player=turn_player))
        board.activate(other, 0, player=board.opponent if turn_player == board.active else board.active)
