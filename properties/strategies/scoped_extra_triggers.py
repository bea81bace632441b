"""The scoped_extra_triggers family: "triggers an additional time" effects
limited to one triggering event, like Panharmonicon (an artifact or creature
entering) and Veyran, Voice of Duality (you casting an instant or sorcery),
over watchers of arrivals, deaths and casts (CR 603.2d).

The events that happen are drawn both in and out of the scopes: creatures,
artifacts and enchantments enter, either player casts an instant, a sweeper
kills, so a doubler that multiplies the wrong event or the wrong caster's
spell is seen.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, EffectKind, ObjectFilter, Trigger, TriggerEvent,
    TriggerScope, Who,
)
from reference_engine.ids import CardType, PlayerId, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_creatures, add_spell, add_watcher, gain, sweeper

PANHARMONICON = TriggerScope(event=TriggerEvent.ENTERS,
                             subject=ObjectFilter(any_types=(CardType.ARTIFACT, CardType.CREATURE)))
"""An artifact or creature entering the battlefield."""
_SPELLS = ObjectFilter(any_types=(CardType.INSTANT, CardType.SORCERY))
_SCOPES = (
    PANHARMONICON,
    TriggerScope(event=TriggerEvent.ENTERS, subject=ObjectFilter(types=CREATURE)),
    TriggerScope(event=TriggerEvent.CAST, subject=_SPELLS, player=Who.YOU),  # Veyran
    TriggerScope(event=TriggerEvent.CAST, subject=_SPELLS, player=Who.OPPONENT),
    TriggerScope(event=TriggerEvent.CAST, player=Who.ANY),
)
_ARRIVALS = (("Newcomer", CREATURE), ("Trinket", (CardType.ARTIFACT,)), ("Charm", (CardType.ENCHANTMENT,)))


@family("scoped_extra_triggers")
@st.composite
def scoped_extra_triggers(draw: st.DrawFn) -> Scenario:
    """Panharmonicon- and Veyran-like effects, from a permanent or the
    scenario, over watchers of arrivals, deaths and casts controlled by
    either player; a creature, artifact or enchantment enters, either
    player casts an instant, and now and then a sweeper kills."""
    board = ScenarioBuilder()
    for _ in range(draw(ints(1, 2))):
        _doubler(board, draw)
    for _ in range(draw(ints(1, 2))):
        event = draw(pick((TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.CAST)))
        subject = ObjectFilter(types=CREATURE) if event is TriggerEvent.DIES else ObjectFilter()
        watch = Ability(kind=AbilityKind.TRIGGERED, effects=(gain(1),), trigger=Trigger(
            event=event, subject=subject, player=draw(pick((Who.ANY, Who.YOU))) if event is TriggerEvent.CAST
            else Who.ANY))
        add_watcher(board, watch, controller=draw(ints(0, 1)))
    for _ in range(draw(ints(1, 2))):
        _happen(board, draw)
    board.resolve_all()
    return board.build("scoped_extra_triggers")


def _doubler(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    controller: PlayerId = draw(ints(0, 1))
    scope = draw(pick(_SCOPES))
    effect = ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER, scope=scope,
                              filter=draw(pick((ObjectFilter(controller=Who.YOU), ObjectFilter(controller=Who.YOU),
                                                ObjectFilter()))))
    if draw(BOOLS):
        board.effect(effect, controller=controller)
        return
    static = Ability(kind=AbilityKind.STATIC, static=effect)
    types = (CardType.ARTIFACT,) if scope.event is TriggerEvent.ENTERS else CREATURE
    board.put(board.card("Amplifier", types, abilities=(static,)), owner=controller, controller=controller)


def _happen(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """One event in or out of the scopes, resolved before the next."""
    what = draw(pick(("enters", "enters", "instant", "instant", "sweeper")))
    if what == "enters":
        name, types = draw(pick(_ARRIVALS))
        board.cast(board.put(board.card(name, types, mana_cost="{G}"), zone=Zone.HAND))
    elif what == "instant":
        caster: PlayerId = draw(ints(0, 1))
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(2),)), owner=caster,
                             instant=True), player=caster)
    else:
        add_creatures(board, [draw(ints(0, 1))])
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    board.resolve_all()
