"""The refuges family: a permanent's static ability exiles dying creatures
instead and, each time it does, makes a delayed "return it" trigger. That
trigger belongs to whoever controlled the permanent as the replacement
applied, not to its owner nor to the caster of the spell that killed
(CR 603.7f, 614.6).
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
    ObjectRef,
    TargetSpec,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    NONCREATURE_WATCHERS,
    add_creatures,
    add_spell,
    add_watcher,
    gain,
    seats,
    sweeper,
    targeted,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_RETURN = Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED)
_BACK_STEPS = (Step.END, Step.UPKEEP, Step.BEGINNING_OF_COMBAT)


@family("refuges")
@st.composite
def refuges(draw: st.DrawFn) -> Scenario:
    """One or two refuges, each owned by one player and maybe controlled by
    the other (or stolen before the deaths); creatures die to a spell or a
    sacrifice; sometimes the game reaches the step the delayed triggers wait for."""
    board = ScenarioBuilder()
    creatures = add_creatures(board, [board.active, board.opponent][:draw(ints(1, 2))]
                              + draw(seats(draw(ints(0, 1)))))
    steps: list[Step] = []
    refuges_ = [_refuge(board, draw, steps) for _ in range(draw(ints(1, 2)))]
    if draw(ints(0, 3)) == 3:
        _steal(board, draw(pick(refuges_)))
    _DEATHS[draw(pick(tuple(_DEATHS)))](board, draw, creatures)
    board.resolve_all()
    if draw(BOOLS):
        board.advance_to(steps[0])
    return board.build("refuges")


def _refuge(board: ScenarioBuilder, draw: st.DrawFn, steps: list[Step]) -> ObjectId:
    """"If a creature [you control / an opponent controls] would die, exile it
    instead and return it at the beginning of the next <step>"."""
    steps.append(draw(pick(_BACK_STEPS)))
    back = DelayedTrigger(step=steps[-1], effects=draw(pick(((_RETURN,), (gain(1),)))))
    whose = draw(pick((Who.ANY, Who.YOU, Who.OPPONENT)))
    static = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING,
                              filter=ObjectFilter(types=CREATURE, controller=whose), delayed=back)
    controller: PlayerId = draw(ints(0, 1))
    owner: PlayerId = draw(pick((1 - controller, controller)))
    return add_watcher(board, Ability(kind=AbilityKind.STATIC, static=static), controller=controller,
                       owner=owner, types=draw(pick(NONCREATURE_WATCHERS)))


def _steal(board: ScenarioBuilder, refuge: ObjectId) -> None:
    """The active player gains control of a refuge before anything dies."""
    steal = targeted(EffectKind.GAIN_CONTROL, spec=TargetSpec(objects=ObjectFilter()))
    board.cast(add_spell(board, steal, mana_cost="{U}"), targets=(TargetRef(object=refuge),))
    board.resolve_all()


def _sweep(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    spell = draw(pick((sweeper(EffectKind.DESTROY), sweeper(EffectKind.DEAL_DAMAGE, amount=3))))
    caster = draw(pick((board.active, board.opponent)))
    if caster != board.active:
        board.script.append(Action(action=ActionKind.PASS))  # the opponent casts it (CR 117.3d)
    board.cast(add_spell(board, spell, owner=caster, instant=caster != board.active), player=caster)


def _kill_one(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    board.cast(add_spell(board, targeted(EffectKind.DESTROY)),
               targets=(TargetRef(object=draw(pick(creatures))),))


def _sacrifice(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """Sacrificed as a cost: the replacement applies to that death too."""
    outlet = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice=ObjectFilter(types=CREATURE)),
                     effects=(gain(1),))
    altar = board.put(board.card("Altar", (CardType.ARTIFACT,), abilities=(outlet,)))
    mine = [c for c in creatures if board.objects[c - 1].controller == board.active]
    board.activate(altar, 0, sacrifice=(draw(pick(mine)),))


_DEATHS = {"sweep": _sweep, "kill_one": _kill_one, "sacrifice": _sacrifice}
