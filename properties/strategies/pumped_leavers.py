"""The pumped_leavers family: creatures carrying counters and "until end of
turn" changes, then leaving the battlefield, so that a snapshot shows what
they added up to (CR 122.1, 613.4c, 704.5q)."""
from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.ids import ObjectId, PlayerId, Step, TargetRef
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, WATCHER_TYPES, add_spell, add_watcher, answers, payoffs_for

PLUS, MINUS = "+1/+1", "-1/-1"
_CREATURES = ObjectFilter(types=CREATURE)
_TARGET = (TargetSpec(objects=_CREATURES),)
_START: tuple[dict[str, int], ...] = ({PLUS: 1}, {}, {PLUS: 2}, {MINUS: 1}, {PLUS: 1, MINUS: 1}, {PLUS: 3, MINUS: 1})
"""Counters a creature starts with; the simplest example puts more of a kind it has."""
_LEAVE = (EffectKind.DESTROY, EffectKind.EXILE, EffectKind.RETURN_TO_HAND)


def _aimed(board: ScenarioBuilder, draw: st.DrawFn, effect: Effect, creatures: list[ObjectId]) -> None:
    """Cast and resolve a spell with ``effect``, on a target creature or (two
    times in three) on each creature."""
    if draw(ints(0, 2)) == 2:
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, targets=_TARGET, effects=(effect,)), instant=True)
        board.cast(spell, targets=(TargetRef(object=draw(pick(tuple(creatures)))),))
    else:
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(
            replace(effect, object=ObjectRef.ALL, filter=_CREATURES),)), instant=True)
        board.cast(spell)
    board.resolve_all()


@family("pumped_leavers")
@st.composite
def pumped_leavers(draw: st.DrawFn) -> Scenario:
    """One to three creatures, some starting with +1/+1 or -1/-1 counters
    (both kinds annihilate first); one to three spells putting zero to
    three counters or removing one to three, or giving +N/+M or -N/-M until end of turn (one
    of the two now and then 0), on a target creature or, mostly, on each creature;
    mostly a watcher of counters (of any kind, or of one) being put; then a spell destroying,
    exiling or returning to hand a target creature or each creature."""
    board = ScenarioBuilder(step=Step.PRECOMBAT_MAIN)
    creatures = []
    for _ in range(draw(ints(1, 3))):
        key = board.card("Bear", CREATURE, power=draw(ints(0, 3)), toughness=draw(ints(2, 4)))
        who: PlayerId = draw(ints(0, 1))
        creatures.append(board.put(key, owner=who, controller=who, counters=dict(draw(pick(_START)))))
    if draw(ints(0, 2)):
        event = draw(pick((TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT)))
        trigger = Trigger(event=event, subject=_CREATURES, counter=draw(pick((None, PLUS, MINUS))))
        add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=draw(payoffs_for(event))),
                    controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    for _ in range(draw(ints(1, 3))):
        what = draw(pick(("put", "put", "put", "remove", "pump", "pump")))
        if what == "pump":
            sign = draw(pick((1, 1, -1)))
            power, toughness = sign * draw(ints(0, 2)), sign * draw(ints(0, 2))
            if power == toughness == 0:
                power = sign
            effect = Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=power, toughness=toughness)
        else:
            kind = EffectKind.PUT_COUNTERS if what == "put" else EffectKind.REMOVE_COUNTERS
            amount = draw(pick((1, 2, 3, 0))) if what == "put" else draw(ints(1, 3))
            effect = Effect(kind=kind, amount=amount, counter=draw(pick((PLUS, PLUS, MINUS))),
                            object=ObjectRef.TARGET)
        _aimed(board, draw, effect, creatures)
    _aimed(board, draw, Effect(kind=draw(pick(_LEAVE)), object=ObjectRef.TARGET), creatures)
    return board.build("pumped_leavers", choices=draw(answers()))
