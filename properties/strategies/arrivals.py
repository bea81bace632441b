"""The arrivals family: a creature enters under a continuous effect that
changes its abilities as it arrives, watched by enters abilities (CR 603.6a,
603.6b). A creature cast or returned from a graveyard while creatures lose
all abilities enters without its own enters ability; while creatures are
granted an enters ability, the newcomer has it as it arrives. Lands that
enter as creatures are the ``animated_lands`` family's.
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
    Subject,
    TargetSpec,
    TriggerEvent,
    Who,
)
from reference_engine.ids import TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    NONCREATURE_WATCHERS,
    add_creatures,
    add_spell,
    add_watcher,
    payoffs,
    seats,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

# "a creature" twice: it sees every arrival, the others only one side's.
WHOSE = (Who.ANY, Who.ANY, Who.YOU, Who.OPPONENT)
_REANIMATE = Ability(kind=AbilityKind.SPELL,
                     targets=(TargetSpec(objects=ObjectFilter(types=CREATURE), zone=Zone.GRAVEYARD),),
                     effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET),))


@family("arrivals")
@st.composite
def arrivals(draw: st.DrawFn) -> Scenario:
    """An effect in force (creatures lose all abilities, or have an enters
    ability), "a creature enters" watchers that it leaves alone, and one
    creature arriving: cast, or returned from a graveyard."""
    board = ScenarioBuilder()
    add_creatures(board, draw(seats(draw(ints(0, 1)))))
    enters_watchers(board, draw)
    _effect_on_creatures(board, draw, draw(pick(("lose_all", "grant"))))
    _creature_arrives(board, draw, own_enters_ability(draw))
    board.resolve_all()
    return board.build("arrivals")


def enters_watchers(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """One or two noncreature permanents with "whenever a creature [you
    control / an opponent controls] enters" (or "another creature"); the
    "another" ones ask for a state (CR 614.1c): "another creature you
    control enters untapped", "another creature [an opponent controls]
    enters tapped", which an untapped arrival does and does not satisfy.
    The state is read from what was drawn, with no draw of its own, so the
    families sharing these watchers draw the boards they drew before."""
    for _ in range(draw(ints(1, 2))):
        watched = ObjectFilter(subject=draw(pick((Subject.ANY, Subject.ANOTHER))), types=CREATURE,
                               controller=draw(pick(WHOSE)))
        state = _STATES.get(watched.controller) if watched.subject is Subject.ANOTHER else None
        watch = watcher_ability(TriggerEvent.ENTERS, watched, draw(payoffs()), tapped=state)
        add_watcher(board, watch, controller=draw(ints(0, 1)), types=draw(pick(NONCREATURE_WATCHERS)))


_STATES = {Who.ANY: True, Who.YOU: False, Who.OPPONENT: True}
"""The state an "another creature" watcher asks of arrivals, by whose creatures it watches."""


def own_enters_ability(draw: st.DrawFn) -> tuple[Ability, ...]:
    """A newcomer's own enters ability, "when this enters" or "whenever a
    creature enters", which sees its own arrival (CR 603.6a); or none."""
    subject = draw(pick((Subject.SELF, Subject.ANY, None)))
    if subject is None:
        return ()
    watched = ObjectFilter(subject=subject, types=() if subject is Subject.SELF else CREATURE)
    return (watcher_ability(TriggerEvent.ENTERS, watched, draw(payoffs())),)


def _effect_on_creatures(board: ScenarioBuilder, draw: st.DrawFn, how: str) -> None:
    """Creatures [you control / an opponent controls] lose all abilities, or
    have "when this enters, ..."; as a scenario effect or a static ability."""
    filter_ = ObjectFilter(types=CREATURE, controller=draw(pick(WHOSE)))
    if how == "lose_all":
        effect = ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES, filter=filter_)
    else:
        granted = watcher_ability(TriggerEvent.ENTERS, ObjectFilter(subject=Subject.SELF), draw(payoffs()))
        effect = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, filter=filter_, ability=granted)
    controller = draw(ints(0, 1))
    if draw(BOOLS):
        board.effect(effect, controller=controller)
    else:
        add_watcher(board, Ability(kind=AbilityKind.STATIC, static=effect), controller=controller,
                    types=draw(pick(NONCREATURE_WATCHERS)))


def _creature_arrives(board: ScenarioBuilder, draw: st.DrawFn, own: tuple[Ability, ...]) -> None:
    """The active player casts a creature, or returns one from a graveyard to
    the battlefield under its owner's control."""
    key = board.card("Newcomer", CREATURE, abilities=own, mana_cost="{G}")
    if draw(BOOLS):
        board.cast(board.put(key, zone=Zone.HAND))
        return
    card = board.put(key, owner=draw(pick((board.active, board.opponent))), zone=Zone.GRAVEYARD)
    board.cast(add_spell(board, _REANIMATE), targets=(TargetRef(object=card),))


__all__ = ["WHOSE", "arrivals", "enters_watchers", "own_enters_ability"]
