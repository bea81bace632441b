"""The shrinks family: "until end of turn" power/toughness changes, marked
damage and the state-based actions between them (CR 613.4c, 704.5f, 704.5g,
702.12b, 514.2), with "is dealt damage" and "deals damage" watchers counted
once per damage event (CR 603.2c, 120.3).

Creatures of toughness 1 to 4, some indestructible, some with damage already
marked or a -1/-1 counter. One of five scripts: a -X/-X sweeper (Languish), mostly followed by a
creature it does not affect (CR 611.2c);
damage, then a shrink that makes it lethal; a pump, then damage it survives;
a double block, so one creature is dealt damage by two sources at once and
one source deals damage to two; damage or a pump that wears off in the
cleanup step before a shrink in the next turn. The others go on into the
next turn two times in three.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef,
    Subject, TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_mana_land, add_spell, add_watcher, gain, payoffs
from properties.strategies.draws import BOOLS, ints, pick

_CREATURES = ObjectFilter(types=CREATURE)
_BEAST_COUNTERS: tuple[dict[str, int], ...] = ({}, {}, {"-1/-1": 1})
_INDESTRUCTIBLE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.INDESTRUCTIBLE, filter=ObjectFilter(subject=Subject.SELF)))
_ENRAGE = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
    event=TriggerEvent.DEALT_DAMAGE, subject=ObjectFilter(subject=Subject.SELF)), effects=(gain(1),))
_WATCHED = (TriggerEvent.DIES, TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_DAMAGE)
_TOUGHNESS = st.integers(1, 4)


def _pt(power: int, toughness: int, *, target: bool) -> Effect:
    if target:
        return Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=power, toughness=toughness)
    return Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.ALL, filter=_CREATURES,
                  power=power, toughness=toughness)


def _creatures(board: ScenarioBuilder, draw: st.DrawFn) -> list[ObjectId]:
    placed = []
    for _ in range(draw(ints(2, 4))):
        abilities = tuple(a for a, on in ((_INDESTRUCTIBLE, draw(ints(0, 3)) == 0),
                                          (_ENRAGE, draw(ints(0, 2)) == 0)) if on)
        key = board.card("Beast", CREATURE, power=draw(ints(1, 3)), toughness=draw(_TOUGHNESS),
                         abilities=abilities)
        who = draw(ints(0, 1))
        placed.append(board.put(key, owner=who, controller=who, damage=draw(pick((0, 0, 1))),
                                counters=dict(draw(pick(_BEAST_COUNTERS)))))
    return placed


def _watchers(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    for _ in range(draw(ints(0, 2))):
        event = draw(pick(_WATCHED))
        ability = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=_CREATURES),
                          effects=draw(payoffs()))
        add_watcher(board, ability, controller=draw(ints(0, 1)))


def _target_spell(board: ScenarioBuilder, effect: Effect) -> ObjectId:
    return add_spell(board, Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=_CREATURES),),
                                    effects=(effect,)), instant=True)


def _sweep(board: ScenarioBuilder, draw: st.DrawFn, aims: list[ObjectId]) -> None:
    """"All creatures get -X/-X until end of turn" (Languish), maybe a pump in
    response; mostly a creature no bigger than X cast afterwards, which it
    does not affect (CR 611.2c)."""
    x = draw(ints(1, 4))
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(_pt(-x, -x, target=False),))))
    if draw(BOOLS):
        board.cast(_target_spell(board, _pt(2, 2, target=True)), player=board.opponent,
                   targets=(TargetRef(object=draw(pick(aims))),))
    board.resolve_all()
    if draw(ints(0, 3)) < 3:  # three times in four, and in the simplest scenario
        # No bigger than the sweep, so it would die if the sweep still applied.
        late = board.card("Latecomer", CREATURE, power=2, toughness=draw(ints(1, min(2, x))),
                          mana_cost="{1}{G}")
        board.cast(board.put(late, owner=board.active, zone=Zone.HAND))
        board.resolve_all()


def _burn_then_shrink(board: ScenarioBuilder, draw: st.DrawFn, aims: list[ObjectId]) -> None:
    """Damage short of lethal, then a shrink: the damage becomes lethal (CR 704.5g)."""
    burn = Effect(kind=EffectKind.DEAL_DAMAGE, amount=draw(ints(1, 2)), object=ObjectRef.ALL,
                  filter=_CREATURES)
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(burn,)), instant=True))
    board.resolve_all()
    shrink = draw(ints(1, 2))
    if draw(BOOLS):
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(_pt(0, -shrink, target=False),))))
    else:
        board.cast(_target_spell(board, _pt(-shrink, -shrink, target=True)),
                   targets=(TargetRef(object=draw(pick(aims))),))
    board.resolve_all()


def _pump_then_burn(board: ScenarioBuilder, draw: st.DrawFn, aims: list[ObjectId]) -> None:
    """"Target creature gets +3/+3 until end of turn" (Giant Growth), then damage to each creature."""
    board.cast(_target_spell(board, _pt(3, 3, target=True)), targets=(TargetRef(object=draw(pick(aims))),))
    board.resolve_all()
    burn = Effect(kind=EffectKind.DEAL_DAMAGE, amount=draw(ints(2, 4)), object=ObjectRef.ALL,
                  filter=_CREATURES)
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(burn,))))
    board.resolve_all()


def _double_block(board: ScenarioBuilder, draw: st.DrawFn, aims: list[ObjectId]) -> None:
    """One attacker, two blockers: simultaneous damage from two sources (CR 510.2)."""
    mine = [a for a in aims if board.objects[a - 1].controller == board.active]
    theirs = [a for a in aims if board.objects[a - 1].controller != board.active]
    key = board.card("Wall", CREATURE, power=draw(ints(1, 2)), toughness=draw(_TOUGHNESS))
    while len(theirs) < 2:
        theirs.append(board.put(key, owner=board.opponent, controller=board.opponent))
    if not mine:
        mine.append(board.put(key, owner=board.active, controller=board.active))
    watch = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=draw(pick(
        (TriggerEvent.DEALT_DAMAGE, TriggerEvent.DEALS_DAMAGE))), subject=_CREATURES), effects=(gain(1),))
    add_watcher(board, watch, controller=draw(ints(0, 1)))
    board.attack((mine[0],), board.opponent)
    board.block(((theirs[0], mine[0]), (theirs[1], mine[0])), board.opponent)
    board.advance_to(Step.END_OF_COMBAT)


def _next_turn(board: ScenarioBuilder, draw: st.DrawFn, aims: list[ObjectId]) -> None:
    """Damage or a shrink this turn, then the cleanup step, then -1/-1 in the next turn."""
    if draw(BOOLS):
        burn = Effect(kind=EffectKind.DEAL_DAMAGE, amount=1, object=ObjectRef.ALL, filter=_CREATURES)
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(burn,))))
    else:
        board.cast(_target_spell(board, _pt(-1, -1, target=True)),
                   targets=(TargetRef(object=draw(pick(aims))),))
    board.resolve_all()
    them = board.opponent
    land = add_mana_land(board, them)
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=_CREATURES),),
                                     effects=(_pt(-1, -1, target=True),)), owner=them, instant=True)
    board.advance_to(Step.UPKEEP)  # through the cleanup step: damage and changes wear off (CR 514.2)
    board.activate(land, 0, player=them)
    board.cast(spell, player=them, pay=False, targets=(TargetRef(object=draw(pick(aims))),))
    board.resolve_all()


_SCRIPTS = {"sweep": _sweep, "burn_then_shrink": _burn_then_shrink, "pump_then_burn": _pump_then_burn,
            "double_block": _double_block, "next_turn": _next_turn}


@family("shrinks")
@st.composite
def shrinks(draw: st.DrawFn) -> Scenario:
    """Creatures, some indestructible, damaged or shrunk by -1/-1 counters;
    watchers of deaths and damage; one script of pumps, shrinks, damage and
    a cleanup step between them."""
    board = ScenarioBuilder()
    aims = _creatures(board, draw)
    _watchers(board, draw)
    script = draw(pick(tuple(_SCRIPTS)))
    _SCRIPTS[script](board, draw, aims)
    if script != "next_turn" and draw(ints(0, 2)):
        board.advance_to(Step.UPKEEP)  # into the next turn, through the cleanup step
    return board.build("shrinks")
