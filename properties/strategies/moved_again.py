"""The moved_again family: an ability refers to an object an event moved
("return it", "exile it") or a delayed trigger tracks one, and by the time
it resolves that card has moved again. It is a new object then, and the
ability leaves it alone (CR 400.7, 603.6, 603.7c).
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    DelayedTrigger,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    Subject,
    TargetSpec,
    TriggerEvent,
)
from reference_engine.ids import ObjectId, Step, TargetRef
from reference_engine.scenario import ChoicePolicy, OrderPolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    add_watcher,
    seats,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

# What "it" is sent to; each can reach a card in a graveyard.
_SENDS = (EffectKind.EXILE, EffectKind.RETURN_TO_HAND, EffectKind.RETURN_TO_BATTLEFIELD)


def _it(kind: EffectKind, ref: ObjectRef = ObjectRef.IT) -> tuple[Effect, ...]:
    return (Effect(kind=kind, object=ref),)


@family("moved_again")
@st.composite
def moved_again(draw: st.DrawFn) -> Scenario:
    """Two abilities race for the same dead creature, or a delayed trigger
    waits for a creature that dies before it fires."""
    board = ScenarioBuilder()
    victims = add_creatures(board, draw(seats(draw(ints(0, 2)))))
    how = draw(pick(("race", "tracked")))
    if how == "race":
        _race(board, draw)
    else:
        _tracked(board, draw, victims)
    order = draw(pick(tuple(OrderPolicy)))
    return board.build("moved_again", choices=ChoicePolicy(trigger_order=order))


def _phoenix(board: ScenarioBuilder, draw: st.DrawFn) -> ObjectId:
    """A creature with "when this dies, return it to the battlefield (or to
    its owner's hand)"."""
    back = watcher_ability(TriggerEvent.DIES, ObjectFilter(subject=Subject.SELF),
                           _it(draw(pick((EffectKind.RETURN_TO_BATTLEFIELD, EffectKind.RETURN_TO_HAND)))))
    owner = draw(ints(0, 1))
    return board.put(board.card("Phoenix", CREATURE, abilities=(back,)), owner=owner, controller=owner)


def _race(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"When this dies, return it" against "whenever a creature dies, exile
    it": whichever resolves second finds the card already gone."""
    phoenix = _phoenix(board, draw)
    add_watcher(board, watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE),
                                       _it(draw(pick(_SENDS[:2])))),
                controller=draw(ints(0, 1)))
    if draw(BOOLS):
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    else:
        board.cast(add_spell(board, targeted(EffectKind.DESTROY)), targets=(TargetRef(object=phoenix),))
    board.resolve_all()


def _tracked(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """"At the beginning of the next <step>, exile (or return) target creature":
    the creature dies first, maybe coming back as a new object."""
    marked = _phoenix(board, draw) if draw(BOOLS) else (
        victims[0] if victims else add_creatures(board, [board.active])[0])
    step = draw(pick((Step.END, Step.BEGINNING_OF_COMBAT)))
    later = DelayedTrigger(step=step, effects=_it(draw(pick(_SENDS[:2])), ObjectRef.TRACKED))
    mark = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                   effects=(Effect(kind=EffectKind.CREATE_DELAYED, delayed=later),))
    board.cast(add_spell(board, mark), targets=(TargetRef(object=marked),))
    board.resolve_all()
    board.cast(add_spell(board, targeted(EffectKind.DESTROY), mana_cost="{R}"), targets=(TargetRef(object=marked),))
    board.resolve_all()
    board.advance_to(step)
    board.resolve_all()
