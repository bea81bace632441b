"""Families about a permanent's status and protection: tapping, damage
shields, and replacement of dying by exile."""
from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    EffectKind,
    ObjectFilter,
    Subject,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
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
from properties.strategies.draws import BOOLS, ints, lists_of, pick


@family("tapped")
@st.composite
def tapped(draw: st.DrawFn) -> Scenario:
    """Entering tapped versus becoming tapped, and tapping what is already
    tapped: only a real change triggers "becomes tapped" (CR 603.2e); an
    "enters tapped" effect whose filter may leave the newcomer untapped
    (CR 110.5b, 614.1d)."""
    board = ScenarioBuilder()
    creatures = add_creatures(board, draw(seats(draw(ints(1, 3)))))
    # Entering tapped three times and a {T} cost twice as often as the sweeps:
    # the shapes the enters-tapped effects, their qualifier and the tap cost
    # are judged on.
    how = draw(pick(("tap_all", "enters_tapped", "tap_cost", "enters_tapped", "tap_cost", "untap_all",
                     "enters_tapped")))
    event = TriggerEvent.BECOMES_UNTAPPED if how == "untap_all" else TriggerEvent.BECOMES_TAPPED
    for _ in range(draw(ints(1, 2))):
        watched = draw(creature_filters((Subject.ANY, Subject.ANOTHER)))
        if how == "tap_cost" and draw(BOOLS):
            watched = ObjectFilter()  # "whenever a permanent becomes tapped": sees the tapper
        add_watcher(board, watcher_ability(event, watched, draw(payoffs())),
                    controller=draw(ints(0, 1)),
                    types=draw(pick(WATCHER_TYPES)))
    if how == "enters_tapped":  # "whenever a creature enters tapped / untapped" (CR 614.1c), never either way
        add_watcher(board, watcher_ability(TriggerEvent.ENTERS, draw(creature_filters((Subject.ANY, Subject.ANOTHER))),
                                           draw(payoffs()), tapped=draw(BOOLS)),
                    controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    already = draw(lists_of(BOOLS, min_size=len(creatures), max_size=len(creatures)))
    for oid, is_tapped in zip(creatures, already):
        board.objects[oid - 1] = replace(board.objects[oid - 1], tapped=is_tapped)
    _tap_script(board, how, draw)
    board.resolve_all()
    return board.build("tapped")


_ENTERS_TAPPED_FILTERS = (ObjectFilter(types=CREATURE), ObjectFilter(types=CREATURE, controller=Who.OPPONENT),
                          ObjectFilter(types=(CardType.ARTIFACT,)))
"""Which arrivals an "enters tapped" effect taps: every creature, only the
opponents' ones (Blind Obedience), or artifacts only: the newcomer, a
creature its controller casts, enters tapped under the first alone."""


def _tap_script(board: ScenarioBuilder, how: str, draw: st.DrawFn) -> None:
    if how == "tap_all":
        board.cast(add_spell(board, sweeper(EffectKind.TAP)))
    elif how == "untap_all":
        board.cast(add_spell(board, sweeper(EffectKind.UNTAP)))
    elif how == "enters_tapped":
        board.effect(ContinuousEffect(kind=ContinuousKind.ENTERS_TAPPED, filter=draw(pick(_ENTERS_TAPPED_FILTERS))))
        board.cast(board.put(board.card("Newcomer", CREATURE, mana_cost="{G}"), zone=Zone.HAND))
    else:
        tapper = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(gain(1),))
        source = board.put(board.card("Tapper", (CardType.ARTIFACT,), abilities=(tapper,)))
        board.activate(source, 0)


# Per kind of shield: what the watchers may wait for, and the spells it meets.
# "dies" twice: it is the one whose meaning the exile replacement changes (CR 700.4).
_DEATH_WATCHES = (TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.DIES,
                  TriggerEvent.PUT_INTO_GRAVEYARD)
_DAMAGE_WATCHES = (TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_DAMAGE, TriggerEvent.DIES, TriggerEvent.DAMAGE_PREVENTED)


@family("shields")
@st.composite
def shields(draw: st.DrawFn) -> Scenario:
    """Prevent the next N, prevent all, exile instead of dying: what never
    happened triggers nothing (CR 603.2g, 614.6, 615.6, 700.4)."""
    board = ScenarioBuilder()
    creatures = add_creatures(board, draw(seats(draw(ints(1, 3)))),
                              toughness=draw(pick((2, 3))))
    exile_instead = draw(pick(("exile", "prevent"))) == "exile"
    for _ in range(draw(ints(1, 2))):
        event = draw(pick(_DEATH_WATCHES if exile_instead else _DAMAGE_WATCHES))
        own = event is TriggerEvent.DEALS_DAMAGE  # "whenever this deals damage": the spell can't
        watch = watcher_ability(event, ObjectFilter(subject=Subject.SELF) if own
                                else draw(creature_filters((Subject.ANY, Subject.ANOTHER))),
                                draw(payoffs()))
        add_watcher(board, watch, controller=draw(ints(0, 1)),
                    types=(CardType.ENCHANTMENT,) if own else draw(pick(WATCHER_TYPES)))
    if exile_instead:
        whose = draw(pick((Who.ANY, Who.YOU, Who.OPPONENT)))
        board.effect(ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING,
                                      filter=ObjectFilter(types=CREATURE, controller=whose)),
                     controller=draw(ints(0, 1)))
    else:
        _add_prevention(board, draw, creatures)
    # Replacing a death needs a death: lethal spells only, then.
    amount = 3 if exile_instead else draw(pick((2, 1, 3)))
    spell = draw(pick((sweeper(EffectKind.DEAL_DAMAGE, amount=amount),
                                  sweeper(EffectKind.DESTROY))))
    board.cast(add_spell(board, spell))
    board.resolve_all()
    return board.build("shields")


def _add_prevention(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    if draw(BOOLS):
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE,
                                      amount=draw(ints(1, 3)),
                                      object=draw(pick(creatures))))
    else:
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE,
                                      filter=draw(creature_filters((Subject.ANY,)))),
                     controller=draw(ints(0, 1)))
