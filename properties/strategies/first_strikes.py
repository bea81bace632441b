"""The first_strikes family: combats with first strikers and double strikers
(CR 510.4, 702.4, 702.7).

Two or three players. The active player attacks the next player with one to
three creatures, each with first strike, double strike or neither, some with
"whenever this creature deals combat damage to a player, you gain 1 life".
Half the time a Captain attacks with them: "Other creatures you control have
first strike" (or double strike); most often the defending player blocks it
with a first striker that kills it in the first combat damage step, so the
other attackers lose what it gave them before the second step (CR 702.7c,
702.4c). The defending player's other creatures, of every kind, block some
attackers.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, watcher_ability
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, TriggerEvent as T, Who,
)
from reference_engine.ids import ObjectId, PlayerId, Step
from reference_engine.scenario import Scenario

_SELF = ObjectFilter(subject=Subject.SELF)
_OTHERS = ObjectFilter(subject=Subject.ANOTHER, types=CREATURE, controller=Who.YOU)
_KEYWORDS = {kind: Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=kind, filter=_SELF))
             for kind in (ContinuousKind.FIRST_STRIKE, ContinuousKind.DOUBLE_STRIKE)}
_HITS = watcher_ability(T.DEALS_COMBAT_DAMAGE_TO_PLAYER, _SELF)
"""Whenever this creature deals combat damage to a player, you gain 1 life."""
_KINDS = (None, ContinuousKind.FIRST_STRIKE, ContinuousKind.DOUBLE_STRIKE, None, ContinuousKind.FIRST_STRIKE)


def _fighter(draw: st.DrawFn, board: ScenarioBuilder, player: PlayerId, name: str,
             kind: ContinuousKind | None = None, power: int | None = None) -> ObjectId:
    kind = draw(pick(_KINDS)) if kind is None else kind
    abilities = ((_KEYWORDS[kind],) if kind is not None else ()) + ((_HITS,) if draw(ints(0, 2)) == 0 else ())
    key = board.card(name, CREATURE, abilities=abilities,
                     power=draw(ints(0, 3)) if power is None else power, toughness=draw(ints(1, 3)))
    return board.put(key, owner=player, controller=player)


@family("first_strikes")
@st.composite
def first_strikes(draw: st.DrawFn) -> Scenario:
    """Two or three players; one to three attackers with first strike,
    double strike or neither, some watching their combat damage to a player;
    half the time a Captain giving the others first strike or double strike,
    most often blocked and killed by a first striker; other blockers of every
    kind."""
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    defender = board.opponent
    attackers = [_fighter(draw, board, board.active, "Raider") for _ in range(draw(ints(1, 3)))]
    blocks: list[tuple[ObjectId, ObjectId]] = []
    if draw(BOOLS):
        grant = draw(pick((ContinuousKind.FIRST_STRIKE, ContinuousKind.FIRST_STRIKE, ContinuousKind.DOUBLE_STRIKE)))
        captain = board.put(board.card("Captain", CREATURE, power=1, toughness=1, abilities=(
            Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=grant, filter=_OTHERS)),)),
            owner=board.active, controller=board.active)
        attackers.append(captain)
        if draw(ints(0, 3)) > 0:
            duelist = _fighter(draw, board, defender, "Duelist", kind=ContinuousKind.FIRST_STRIKE,
                               power=draw(ints(1, 3)))
            blocks.append((duelist, captain))
    for _ in range(draw(ints(0, 2))):
        guard = _fighter(draw, board, defender, "Guard")
        if draw(BOOLS):
            blocks.append((guard, draw(pick(tuple(attackers)))))
    board.attack(tuple(attackers), defender)
    if blocks:
        board.block(tuple(blocks), defender)
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("first_strikes")


__all__ = ["first_strikes"]
