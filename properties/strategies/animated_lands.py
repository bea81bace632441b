"""The animated_lands family: a land enters while an effect makes lands
creatures, so it enters as a creature: "whenever a creature enters"
abilities see it, its own among them (CR 603.6a, 603.6b). An effect that
covers only one player's lands leaves the other's lands as they are.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    TargetSpec,
    Who,
)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.arrivals import enters_watchers, own_enters_ability
from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import NONCREATURE_WATCHERS, add_spell, add_watcher
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_LAND = (CardType.LAND,)
# Every land three times in four: lands you control, or an opponent's, now and then.
_LANDS_OF = (Who.ANY, Who.ANY, Who.ANY, Who.YOU, Who.OPPONENT)
_RETURN_LAND = Ability(kind=AbilityKind.SPELL,
                       targets=(TargetSpec(objects=ObjectFilter(types=_LAND), zone=Zone.GRAVEYARD),),
                       effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET),))


@family("animated_lands")
@st.composite
def animated_lands(draw: st.DrawFn) -> Scenario:
    """"Lands are 1/1 creatures" in force, "a creature enters" watchers, and a
    land played from the hand or returned from a graveyard, or both."""
    board = ScenarioBuilder()
    enters_watchers(board, draw)
    _animate(board, draw)
    key = board.card("Plains", _LAND, abilities=own_enters_ability(draw))
    how = draw(pick(("play", "return", "both")))
    if how != "return":
        land = board.put(key, zone=Zone.HAND)
        board.script.append(Action(action=ActionKind.PLAY_LAND, player=board.active, object=land))
        board.resolve_all()  # its triggers first: a sorcery waits for an empty stack
    if how != "play":
        card = board.put(key, owner=draw(pick((board.active, board.opponent))), zone=Zone.GRAVEYARD)
        board.cast(add_spell(board, _RETURN_LAND, mana_cost="{G}"), targets=(TargetRef(object=card),))
        board.resolve_all()
    return board.build("animated_lands")


def _animate(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """The type change, as a scenario effect or a permanent's static ability."""
    animate = ContinuousEffect(kind=ContinuousKind.LANDS_ARE_CREATURES,
                               filter=ObjectFilter(types=_LAND, controller=draw(pick(_LANDS_OF))))
    controller = draw(ints(0, 1))
    if draw(BOOLS):
        board.effect(animate, controller=controller)
    else:
        add_watcher(board, Ability(kind=AbilityKind.STATIC, static=animate), controller=controller,
                    types=draw(pick(NONCREATURE_WATCHERS)))


__all__ = ["animated_lands"]
