"""The continuous family: effects in force that change what triggers — lands
that are creatures, lost abilities, granted triggers, "can't activate"."""
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
    Subject,
    TriggerEvent,
)
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.scoped_extra_triggers import PANHARMONICON
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_creatures,
    add_spell,
    add_watcher,
    creature_filters,
    gain,
    payoffs,
    seats,
    sweeper,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_LAND = (CardType.LAND,)


@family("continuous")
@st.composite
def continuous(draw: st.DrawFn) -> Scenario:
    """Triggers matched against characteristics with continuous effects
    applied (CR 603.6b, 603.10, 613), and prohibitions that stop activation
    but never triggering (CR 602.5, 603.2a)."""
    board = ScenarioBuilder()
    add_creatures(board, draw(seats(draw(ints(0, 2)))))
    # "extra" is listed twice: only it exercises CR 603.2d, and only when its filter fits.
    how = draw(pick(tuple(_SETUPS) + ("extra",)))
    _SETUPS[how](board, draw)
    board.resolve_all()
    return board.build("continuous")


def _lands(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    board.effect(ContinuousEffect(kind=ContinuousKind.LANDS_ARE_CREATURES,
                                  filter=ObjectFilter(types=_LAND)))
    land = board.card("Plains", _LAND)
    for p in draw(seats(draw(ints(1, 2)))):
        board.put(land, owner=p, controller=p)
    event = draw(pick((TriggerEvent.DIES, TriggerEvent.ENTERS)))
    add_watcher(board, watcher_ability(event, draw(creature_filters()), draw(payoffs())),
                controller=draw(ints(0, 1)))
    if event is TriggerEvent.ENTERS:
        played = board.put(land, zone=Zone.HAND)
        board.script.append(Action(action=ActionKind.PLAY_LAND, player=board.active, object=played))
    else:
        board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))


def _lose_all(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """Creatures lose all abilities: an entering creature's own enters
    trigger never exists on the battlefield. A creature's static ability
    would grant enchantments an enters trigger; it lost that ability, so the
    enchantment beside it has none (CR 613.1f). The effect is mostly a
    noncreature permanent's static ability ("Creatures lose all
    abilities."), which silences the creature's just the same, otherwise the
    scenario's."""
    lose = ContinuousEffect(kind=ContinuousKind.LOSE_ALL_ABILITIES, filter=ObjectFilter(types=CREATURE))
    if draw(ints(0, 3)) > 0:
        add_watcher(board, Ability(kind=AbilityKind.STATIC, static=lose), controller=draw(ints(0, 1)))
    else:
        board.effect(lose)
    own = watcher_ability(TriggerEvent.ENTERS, ObjectFilter(subject=Subject.SELF),
                          draw(payoffs()))
    key = board.card("Newcomer", CREATURE, abilities=(own,), mana_cost="{G}")
    other = watcher_ability(TriggerEvent.ENTERS, draw(creature_filters()), draw(payoffs()))
    add_watcher(board, other, controller=draw(ints(0, 1)),
                types=draw(pick(WATCHER_TYPES)))
    herald = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.GRANT_ABILITY, filter=ObjectFilter(types=(CardType.ENCHANTMENT,)),
        ability=watcher_ability(TriggerEvent.ENTERS, ObjectFilter(types=CREATURE), (gain(1),))))
    board.put(board.card("Herald", CREATURE, abilities=(herald,)))
    board.put(board.card("Shrine", (CardType.ENCHANTMENT,)))
    board.cast(board.put(key, zone=Zone.HAND))


def _grant(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """A static ability grants creatures a dies trigger; they die together."""
    granted = watcher_ability(TriggerEvent.DIES, draw(creature_filters()), draw(payoffs()))
    static = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.GRANT_ABILITY, filter=ObjectFilter(types=CREATURE), ability=granted))
    if draw(BOOLS):
        add_watcher(board, static, controller=draw(ints(0, 1)))
    else:
        board.effect(ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY,
                                      filter=ObjectFilter(types=CREATURE), ability=granted))
    add_creatures(board, draw(seats(1)), name="Grantee")
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))


def _cant_activate(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """An activation the effect forbids is an illegal action (CR 602.5, 733)."""
    tapper = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(gain(1),))
    source = board.put(board.card("Tapper", CREATURE, abilities=(tapper,)))
    board.effect(ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE,
                                  filter=draw(creature_filters((Subject.ANY,)))),
                 controller=draw(ints(0, 1)))
    watch = watcher_ability(TriggerEvent.BECOMES_TAPPED, ObjectFilter(), draw(payoffs()))
    add_watcher(board, watch, controller=draw(ints(0, 1)))
    board.activate(source, 0)


def _extra(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """One or two "triggers an additional time" effects over a watcher (CR 603.2d);
    now and then one is Panharmonicon's, scoped to arrivals, which a death
    is not."""
    add_creatures(board, draw(seats(draw(ints(1, 2)))))
    later = draw(BOOLS)  # the payoff is a delayed trigger, which is never multiplied
    payoff = (Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(effects=(gain(1),))),)
    watch = watcher_ability(TriggerEvent.DIES, draw(creature_filters()),
                            payoff if later else draw(payoffs()))
    add_watcher(board, watch, controller=draw(ints(0, 1)),
                types=draw(pick(WATCHER_TYPES)))
    for _ in range(draw(ints(1, 2))):
        board.effect(ContinuousEffect(kind=ContinuousKind.EXTRA_TRIGGER,
                                      filter=ObjectFilter(types=draw(pick(
                                          ((), (CardType.ENCHANTMENT,), CREATURE)))),
                                      scope=draw(pick((None, None, PANHARMONICON)))),
                     controller=draw(ints(0, 1)))
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    if later:
        board.resolve_all()
        board.advance_to(Step.END)


def _refuge(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """A permanent one player owns and the other controls exiles dying
    creatures instead, each time making a delayed "return it" trigger; that
    trigger is its controller's, not its owner's (CR 603.7f)."""
    add_creatures(board, draw(seats(draw(ints(1, 2)))))
    back = DelayedTrigger(step=Step.END, effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD,
                                                         object=ObjectRef.TRACKED),))
    refuge = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, filter=ObjectFilter(types=CREATURE),
                              delayed=back)
    controller = draw(ints(0, 1))
    add_watcher(board, Ability(kind=AbilityKind.STATIC, static=refuge), controller=controller,
                owner=draw(pick((1 - controller, controller))))
    board.cast(add_spell(board, sweeper(EffectKind.DESTROY)))
    if draw(BOOLS):
        board.resolve_all()
        board.advance_to(Step.END)


_SETUPS = {"lands": _lands, "lose_all": _lose_all, "grant": _grant,
           "cant_activate": _cant_activate, "extra": _extra, "refuge": _refuge}
