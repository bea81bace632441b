"""The exiles family: cards put into exile from the battlefield and from
graveyards while "put into exile" abilities watch (CR 603.2, 603.6c,
603.10a).

Creatures on the battlefield and creature cards in graveyards, some with
their own "when this creature is put into exile from the battlefield" (it
looks back) or "when this card is put into exile from anywhere" (it works
from exile); watchers ("whenever a creature card is put into exile from
anywhere", "... from a graveyard", "... from the battlefield") on
enchantments. Then the active player exiles: a target creature, a target
creature card in a graveyard, every creature at once, or a sweeper destroys
them while an effect exiles what would die.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, add_watcher, payoffs

FAMILY = "exiles"
_FROM = (None, None, Zone.BATTLEFIELD, Zone.GRAVEYARD)
_SUBJECTS = (ObjectFilter(types=CREATURE), ObjectFilter(), ObjectFilter(subject=Subject.ANOTHER, types=CREATURE))


def _watch(draw: st.DrawFn, subject: ObjectFilter, from_zone: Zone | None) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()), trigger=Trigger(
        event=TriggerEvent.PUT_INTO_EXILE, subject=subject, from_zone=from_zone))


def _creatures(board: ScenarioBuilder, draw: st.DrawFn, zone: Zone) -> list[ObjectId]:
    placed = []
    for _ in range(draw(ints(1, 2))):
        own = (_watch(draw, ObjectFilter(subject=Subject.SELF), draw(pick(_FROM))),) if draw(BOOLS) else ()
        seat = draw(ints(0, board.n_players - 1))
        key = board.card("Beast", CREATURE, abilities=own)
        placed.append(board.put(key, owner=seat, controller=seat if zone is Zone.BATTLEFIELD else None, zone=zone))
    return placed


def _exile(target_zone: Zone) -> Ability:
    return Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE), zone=target_zone),),
                   effects=(Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),))


@family(FAMILY)
@st.composite
def exiles(draw: st.DrawFn) -> Scenario:
    """Creatures and creature cards in graveyards, some watching their own
    exile, "put into exile from <zone>" watchers, and the active player
    exiling a creature, a card from a graveyard, every creature, or
    destroying them under an "exile instead" effect."""
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    alive = _creatures(board, draw, Zone.BATTLEFIELD)
    dead = _creatures(board, draw, Zone.GRAVEYARD)
    for _ in range(draw(ints(1, 3))):
        add_watcher(board, _watch(draw, draw(pick(_SUBJECTS)), draw(pick(_FROM))),
                    controller=draw(ints(0, board.n_players - 1)))
    how = draw(pick(("creature", "card", "all", "instead")))
    if how == "creature":
        board.cast(add_spell(board, _exile(Zone.BATTLEFIELD), instant=True),
                   targets=(TargetRef(object=draw(pick(alive))),))
    elif how == "card":
        board.cast(add_spell(board, _exile(Zone.GRAVEYARD), instant=True),
                   targets=(TargetRef(object=draw(pick(dead))),))
    else:
        kind = EffectKind.EXILE if how == "all" else EffectKind.DESTROY
        if how == "instead":
            board.effect(ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter()))
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=kind, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE)),)), instant=True))
    board.resolve_all()
    return board.build(FAMILY)
