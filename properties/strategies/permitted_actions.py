"""The permitted_actions family: a permanent's static ability lets players
pay a cost any time they could cast an instant; that special action makes a
delayed trigger whose source is the permanent and whose controller is
whoever controlled the permanent then, not the player who acted
(CR 116.2, 603.7g).

The permanent may be owned by one player and controlled by the other, or
stolen before anyone acts, and may print another ability before the
permitting one (the action names the ability by its index); one or both players take the action, and the
game sometimes reaches the step the delayed triggers wait for.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    DelayedTrigger,
    Effect,
    EffectKind,
    ObjectFilter,
    PlayerRef,
    TargetSpec,
    Who,
)
from reference_engine.ids import ObjectId, PlayerId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import NONCREATURE_WATCHERS, add_spell, gain, targeted
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_STEPS = (Step.END, Step.UPKEEP, Step.BEGINNING_OF_COMBAT)
_COSTS = (Cost(), Cost(mana="{1}"), Cost(pay_life=1))
_PAYOFFS = ((gain(1),), (Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),))
# Who may act, relative to the permanent's controller: anyone (unset or ANY),
# its controller only, or its controller's opponents only.
_WHO: tuple[Who | None, ...] = (None, Who.OPPONENT, Who.ANY, Who.YOU)
# What the permanent prints before the permitting ability, now and then: "{T}: You gain 1 life."
_FIRST: tuple[tuple[Ability, ...], ...] = ((), (), (Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                                                            effects=(gain(1),)),))


@family("permitted_actions")
@st.composite
def permitted_actions(draw: st.DrawFn) -> Scenario:
    """One permanent permitting a special action; one or both players take it."""
    board = ScenarioBuilder()
    step = draw(pick(_STEPS))
    cost = draw(pick(_COSTS))
    deal = Ability(kind=AbilityKind.ACTIVATED, cost=cost, effects=(Effect(
        kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=step, effects=draw(pick(_PAYOFFS)))),))
    who = draw(pick(_WHO))
    static = ContinuousEffect(kind=ContinuousKind.PERMITS_ACTION, ability=deal, players=who)
    controller: PlayerId = draw(ints(0, 1))
    owner = draw(pick((1 - controller, controller)))
    types = draw(pick(NONCREATURE_WATCHERS))
    first = draw(pick(_FIRST))  # the action names the static ability by its index, not always 0
    permit = Ability(kind=AbilityKind.STATIC, static=static)
    source = board.put(board.card("Watcher", types, abilities=(*first, permit)), owner=owner, controller=controller)
    if controller != board.active and draw(ints(0, 2)) == 2:
        _steal(board, source)
        controller = board.active
    for actor in _actors(draw, who, controller):
        if actor != board.active:
            board.script.append(Action(action=ActionKind.PASS, player=board.active))  # CR 117.3d
        board.add_mana(actor, cost.mana)
        board.script.append(Action(action=ActionKind.SPECIAL_ACTION, player=actor, object=source,
                                   ability=len(first)))
    if draw(BOOLS):
        board.advance_to(step)
    board.resolve_all()
    return board.build("permitted_actions")


def _actors(draw: st.DrawFn, who: Who | None, controller: PlayerId) -> list[PlayerId]:
    """The players who act, the active player (0) first: one of those the
    ability lets act, or both when it lets anyone."""
    allowed = [p for p in (0, 1) if who in (None, Who.ANY) or (p == controller) == (who is Who.YOU)]
    if len(allowed) == 2 and draw(BOOLS):
        return allowed
    return [draw(pick(allowed[::-1]))]  # the later player first: the action of another player


def _steal(board: ScenarioBuilder, source: ObjectId) -> None:
    """The active player takes the permanent from the other player before anyone acts."""
    steal = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))
    board.cast(add_spell(board, steal, mana_cost="{U}"), targets=(TargetRef(object=source),))
    board.resolve_all()
