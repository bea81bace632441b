"""The counterspells family: spells countered by a counterspell, next to
spells and abilities that fail to resolve because every target became
illegal, watched by "whenever a spell is countered" abilities. Only the
former are countered (CR 701.6a, 603.10e); the latter are removed from the
stack without being countered (CR 608.2b). Now and then a Stifle counters
the watchers' trigger, or an activated ability: an ability countered is no
spell countered; now and then a Twincast copies the spell before a
counterspell counters the original.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    gain,
    payoffs,
    seats,
    targeted,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.spell_copies import add_twincast
from properties.strategies.stifles import stifle

COUNTER = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(), zone=Zone.STACK),),
                   effects=(Effect(kind=EffectKind.COUNTER_SPELL, object=ObjectRef.TARGET),))
_KILL = targeted(EffectKind.DESTROY)
# What removes a targeted creature in response.
_REMOVALS = (targeted(EffectKind.EXILE), targeted(EffectKind.DESTROY), targeted(EffectKind.RETURN_TO_HAND))


@family("counterspells")
@st.composite
def counterspells(draw: st.DrawFn) -> Scenario:
    """A spell meets a counterspell (or two), or loses its only target."""
    board = ScenarioBuilder()
    victims = add_creatures(board, [board.opponent] + draw(seats(draw(ints(0, 1)))))
    for _ in range(draw(ints(1, 2))):
        # "a spell", now and then "a spell you control" or "a spell an opponent controls"
        whose = draw(pick((Who.ANY, Who.ANY, Who.ANY, Who.YOU, Who.OPPONENT)))
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                        trigger=Trigger(event=TriggerEvent.SPELL_COUNTERED, subject=ObjectFilter(controller=whose)))
        add_watcher(board, watch, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    # Counters come up twice as often as lost targets: only they make the watchers trigger.
    how = draw(pick(("counter", "fizzle", "war", "counter", "fizzle_ability", "war", "stifle", "twincast")))
    _HOW[how](board, draw, victims)
    board.resolve_all()
    return board.build("counterspells")


def first_spell(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> ObjectId:
    """The active player's spell: "gain 2 life", a creature, or "destroy target creature"."""
    kind = draw(pick(("plain", "creature", "targeted")))
    if kind == "creature":
        spell = board.put(board.card("Newcomer", CREATURE, mana_cost="{G}"), zone=Zone.HAND)
        board.cast(spell)
    elif kind == "targeted":
        spell = add_spell(board, _KILL)
        board.cast(spell, targets=(TargetRef(object=draw(pick(victims))),))
    else:
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(2),)))
        board.cast(spell)
    return spell


def respond(board: ScenarioBuilder, draw: st.DrawFn, ability: Ability, target: TargetRef, mana: str) -> PlayerId:
    """An instant cast in response, by the active player or (after they pass)
    the opponent; returns its caster, who holds priority next."""
    who: PlayerId = draw(pick((board.active, board.opponent)))
    if who != board.active:
        board.script.append(Action(action=ActionKind.PASS, player=board.active))
    board.cast(add_spell(board, ability, owner=who, instant=True, mana_cost=mana), player=who, targets=(target,))
    return who


def _counter(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    spell = first_spell(board, draw, victims)
    respond(board, draw, COUNTER, TargetRef(object=spell), "{U}")


def _war(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """A second counterspell aimed at the first one (which then never
    counters anything), or at the same spell (and then its target is gone
    when it resolves: it is not countered either)."""
    spell = first_spell(board, draw, victims)
    first = add_spell(board, COUNTER, instant=True, mana_cost="{U}")
    board.cast(first, targets=(TargetRef(object=spell),))
    aim = draw(pick((first, spell)))
    board.cast(add_spell(board, COUNTER, instant=True, mana_cost="{U}"), targets=(TargetRef(object=aim),))


def _fizzle(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """"Destroy target creature", its only target removed in response."""
    target = TargetRef(object=draw(pick(victims)))
    board.cast(add_spell(board, _KILL), targets=(target,))
    respond(board, draw, draw(pick(_REMOVALS)), target, "{W}")


def _fizzle_ability(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """An activated ability loses its only target: it is not a spell, and it
    is not countered."""
    kill = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), targets=_KILL.targets, effects=_KILL.effects)
    rod = board.put(board.card("Rod", (CardType.ARTIFACT,), abilities=(kill,)))
    target = TargetRef(object=draw(pick(victims)))
    board.activate(rod, 0, targets=(target,))
    respond(board, draw, draw(pick(_REMOVALS)), target, "{W}")


def _stifle(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """A spell is countered and, once the watchers' triggers wait on the
    stack, Stifle counters one of them; or Stifle counters an activated
    ability. Its target is left to the target policy: an ability on the
    stack has no scenario id."""
    if draw(BOOLS):
        _counter(board, draw, victims)
        board.resolve_top()
    else:
        rod = board.put(board.card("Rod", (CardType.ARTIFACT,),
                                   abilities=(Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),)),)))
        board.activate(rod, 0)
    board.cast(add_spell(board, stifle(), instant=True, mana_cost="{U}"))


def _twincast(board: ScenarioBuilder, draw: st.DrawFn, victims: list[ObjectId]) -> None:
    """A sorcery copied by Twincast (CR 707.10); once the copy waits above it,
    a counterspell left to the target policy counters the oldest spell, the
    original: the copy still resolves."""
    if draw(BOOLS):
        spell = add_spell(board, _KILL)
        board.cast(spell, targets=(TargetRef(object=draw(pick(victims))),))
    else:
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(2),)))
        board.cast(spell)
    board.cast(add_twincast(board, board.active)[0], targets=(TargetRef(object=spell),))
    board.resolve_top()
    board.cast(add_spell(board, COUNTER, instant=True, mana_cost="{U}"))


_HOW = {"counter": _counter, "war": _war, "fizzle": _fizzle, "fizzle_ability": _fizzle_ability, "stifle": _stifle,
        "twincast": _twincast}
