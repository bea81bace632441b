"""The once_each_turn family: "do this only once each turn" watchers meet
the same event again and again in one turn, and maybe once more in the next
turn (CR 603.2h).

Once an instance has resolved and done its action, the ability stops
triggering for the rest of that turn; a declined "may" or an opponent who
pays the "unless" leaves the action undone, so it goes on triggering. Two
copies of the watcher each count their own action, and a new turn starts
afresh.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    EffectKind,
    ObjectFilter,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    answers,
    gain,
    optionality,
    payoffs_for,
    seats,
    targeted,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_EVENTS = (TriggerEvent.DIES, TriggerEvent.CAST, TriggerEvent.ENTERS, TriggerEvent.GAIN_LIFE)
_GAIN_SPELL = Ability(kind=AbilityKind.SPELL, effects=(gain(2),))


def _trigger(event: TriggerEvent, who: Who) -> Trigger:
    """"Whenever a creature dies / enters", "whenever [you / a player] cast(s)
    a spell / gain(s) life", done only once each turn."""
    if event in (TriggerEvent.CAST, TriggerEvent.GAIN_LIFE):
        return Trigger(event=event, player=who, once_each_turn=True)
    return Trigger(event=event, subject=ObjectFilter(types=CREATURE, controller=who), once_each_turn=True)


@family("once_each_turn")
@st.composite
def once_each_turn(draw: st.DrawFn) -> Scenario:
    """One or two copies of a once-each-turn watcher; two or three matching
    events one after the other this turn, and maybe one in the next turn."""
    board = ScenarioBuilder()
    event = draw(pick(_EVENTS))
    who = draw(pick((Who.ANY, Who.ANY, Who.YOU)))
    watch = Ability(kind=AbilityKind.TRIGGERED, trigger=_trigger(event, who),
                    effects=draw(payoffs_for(event)), **draw(optionality()))
    key = board.card("Watcher", draw(pick(WATCHER_TYPES)), abilities=(watch,))
    for p in draw(seats(draw(ints(1, 2)))):
        board.put(key, owner=p, controller=p)
    occur = _OCCURRENCES[event]
    for _ in range(draw(ints(2, 3))):
        occur(board, draw, board.active)
        board.resolve_all()
    if event is not TriggerEvent.ENTERS and draw(BOOLS):
        board.advance_to(Step.UPKEEP)  # the next turn: its active player is the opponent
        occur(board, draw, board.opponent)
        board.resolve_all()
    return board.build("once_each_turn", choices=draw(answers()))


def _dies(board: ScenarioBuilder, draw: st.DrawFn, caster: PlayerId) -> None:
    """A creature dies: destroyed by an instant, or sacrificed to an altar."""
    victim = add_creatures(board, [draw(pick((caster, 1 - caster)))])[0]
    if board.objects[victim - 1].controller == caster and draw(BOOLS):
        outlet = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice=ObjectFilter(types=CREATURE)),
                         effects=(gain(1),))
        altar = board.put(board.card("Altar", (CardType.ARTIFACT,), abilities=(outlet,)),
                          owner=caster, controller=caster)
        board.activate(altar, 0, player=caster, sacrifice=(victim,))
        return
    kill = add_spell(board, targeted(EffectKind.DESTROY), owner=caster, instant=True, mana_cost="{0}")
    board.cast(kill, player=caster, targets=(TargetRef(object=victim),))


def _cast(board: ScenarioBuilder, draw: st.DrawFn, caster: PlayerId) -> None:
    """An instant that gains its caster 2 life: a cast and a life gain at once."""
    board.cast(add_spell(board, _GAIN_SPELL, owner=caster, instant=True, mana_cost="{0}"), player=caster)


def _enters(board: ScenarioBuilder, draw: st.DrawFn, caster: PlayerId) -> None:
    """A creature spell, cast in the main phase the scenario starts in."""
    spell = board.put(board.card("Newcomer", CREATURE, mana_cost="{G}"), owner=caster, zone=Zone.HAND)
    board.cast(spell, player=caster)


_OCCURRENCES = {TriggerEvent.DIES: _dies, TriggerEvent.CAST: _cast, TriggerEvent.ENTERS: _enters,
                TriggerEvent.GAIN_LIFE: _cast}
