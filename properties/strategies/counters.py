"""The counters family: +1/+1 and -1/-1 counters meeting on one permanent,
permanents entering with counters, counters removed by effects, and the
undying and persist conditions that read them (CR 122.6, 614.1c, 704.5q,
702.79, 702.93)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Effect, EffectKind,
    ObjectFilter, ObjectRef, Subject, TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import (
    CREATURE, WATCHER_TYPES, add_spell, add_watcher, answers, creature_filters, gain, payoffs_for,
)

PLUS, MINUS = "+1/+1", "-1/-1"
_SELF = ObjectFilter(subject=Subject.SELF)
_CREATURE_TARGET = (TargetSpec(objects=ObjectFilter(types=CREATURE)),)
_START: tuple[dict[str, int], ...] = ({}, {PLUS: 1, MINUS: 1}, {PLUS: 2}, {MINUS: 1}, {PLUS: 2, MINUS: 1}, {PLUS: 1, MINUS: 3})
"""Counters a creature starts with: often both kinds, annihilated before the first priority (CR 704.5q)."""
_WATCHED = (TriggerEvent.COUNTER_PUT, TriggerEvent.COUNTERS_PUT)


def enters_with(amount: int, counter: str = PLUS, *, x: bool = False) -> Ability:
    """"This creature enters with N (or X) <counter> counters on it." (CR 614.1c)."""
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ENTERS_WITH_COUNTERS, filter=_SELF, amount=amount, counter=counter, x=x))


def counter_effect(kind: EffectKind, counter: str, amount: int = 1, ref: ObjectRef = ObjectRef.TARGET) -> Effect:
    """Put or remove ``amount`` counters of a kind (``ALL``: on or from each creature)."""
    flt = ObjectFilter(types=CREATURE) if ref is ObjectRef.ALL else None
    return Effect(kind=kind, amount=amount, counter=counter, object=ref, filter=flt)


def persist_like(counter: str) -> Ability:
    """Undying (+1/+1) or persist (-1/-1): "When this creature dies, if it had
    no <counter> counters on it, return it to the battlefield under its
    owner's control with a <counter> counter on it" (CR 702.93, 702.79): it
    enters with that counter (CR 614.1c, 122.6)."""
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES, subject=_SELF),
                   intervening_if=Condition(kind=ConditionKind.NO_COUNTERS, counter=counter),
                   effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT, amount=1,
                                   counter=counter),))


@family("counters")
@st.composite
def counters(draw: st.DrawFn) -> Scenario:
    """Creatures starting with +1/+1 or -1/-1 counters, often both; watchers
    of counters being put on creatures; a creature card cast that enters with
    counters (N of either kind, or X +1/+1 counters on a 0/0 for an X of 0
    to 2), sometimes with "when this enters, if it has N or more +1/+1
    counters on it"; then spells putting counters of the other kind, removing
    counters, or killing an undying or persist creature (CR 122.6, 614.1c,
    704.5q, 702.79, 702.93)."""
    board = ScenarioBuilder(step=Step.PRECOMBAT_MAIN)
    creatures = _creatures(board, draw)
    for _ in range(draw(ints(0, 2))):
        event = draw(pick(_WATCHED))
        ability = Ability(kind=AbilityKind.TRIGGERED,
                          trigger=Trigger(event=event, subject=draw(creature_filters((Subject.ANY, Subject.ANOTHER))),
                                          counter=draw(pick((None, PLUS, MINUS)))),
                          effects=draw(payoffs_for(event)))
        add_watcher(board, ability, controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    if draw(ints(0, 4)):
        _cast_entering(board, draw)
    for _ in range(draw(ints(1, 2))):
        _spell(board, draw, creatures)
    return board.build("counters", choices=draw(answers()))


def _creatures(board: ScenarioBuilder, draw: st.DrawFn) -> list[ObjectId]:
    out = []
    for _ in range(draw(ints(1, 2))):
        own: tuple[Ability, ...] = ()
        kind = draw(pick(("plain", "plain", "undying", "persist", "watching")))
        if kind in ("undying", "persist"):
            own = (persist_like(PLUS if kind == "undying" else MINUS),)
        elif kind == "watching":  # "Whenever a +1/+1 counter is put on this creature, ..."
            own = (Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
                event=draw(pick(_WATCHED)), subject=_SELF, counter=draw(pick((None, PLUS)))),
                effects=(gain(1),)),)
        key = board.card("Bear", CREATURE, power=2, toughness=draw(ints(1, 3)), abilities=own)
        who: PlayerId = draw(ints(0, 1))
        out.append(board.put(key, owner=who, controller=who, counters=dict(draw(pick(_START)))))
    return out


def _cast_entering(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """A creature that enters with counters, cast by the active player."""
    x_cost = draw(BOOLS)
    own: list[Ability] = []
    if x_cost:
        own.append(enters_with(0, x=True))
        power, toughness, cost = 0, 0, "{X}"
    else:
        own.append(enters_with(draw(ints(1, 3)), draw(pick((PLUS, PLUS, MINUS)))))
        power, toughness, cost = 2, draw(ints(1, 3)), "{G}"
    if draw(BOOLS):
        own.append(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS, subject=_SELF),
                           intervening_if=Condition(kind=ConditionKind.COUNTERS_AT_LEAST, amount=draw(ints(1, 2))),
                           effects=(gain(2),)))
    if draw(ints(0, 2)) == 0:  # its own "whenever a counter is put on this creature"
        own.append(Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=draw(pick(_WATCHED)), subject=_SELF),
                           effects=(gain(1),)))
    key = board.card("Walker", CREATURE, power=power, toughness=toughness, abilities=tuple(own), mana_cost=cost)
    oid = board.put(key, owner=board.active, zone=Zone.HAND)
    if x_cost:
        x = draw(ints(0, 2))
        board.add_mana(board.active, f"{{{x}}}" if x else "")
        board.cast(oid, pay=False, x=x)
    else:
        board.cast(oid)
    board.resolve_all()


def _spell(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    what = draw(pick(("put", "put", "remove", "kill")))
    if what == "kill":
        ability = Ability(kind=AbilityKind.SPELL, targets=_CREATURE_TARGET,
                          effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),))
    else:
        kind = EffectKind.PUT_COUNTERS if what == "put" else EffectKind.REMOVE_COUNTERS
        ref = draw(pick((ObjectRef.TARGET, ObjectRef.TARGET, ObjectRef.ALL)))
        effect = counter_effect(kind, draw(pick((PLUS, MINUS))), draw(ints(1, 2)), ref)
        ability = Ability(kind=AbilityKind.SPELL, targets=_CREATURE_TARGET if ref is ObjectRef.TARGET else (),
                          effects=(effect,))
    spell = add_spell(board, ability, mana_cost="{B}", instant=draw(BOOLS))
    if ability.targets:
        board.cast(spell, targets=(TargetRef(object=draw(pick(tuple(creatures)))),))
    else:
        board.cast(spell)
    board.resolve_all()


@family("counter_removals")
@st.composite
def counter_removals(draw: st.DrawFn) -> Scenario:
    """Creatures with one to three counters of one kind, or of both (which
    annihilate first); one or two spells removing one or two counters of a
    kind from a target creature or from each creature, now and then after a
    spell putting more on; now and then a watcher of counters being put or of
    creatures dying (CR 608.2c, 704.5q)."""
    board = ScenarioBuilder(step=Step.PRECOMBAT_MAIN)
    creatures: list[tuple[ObjectId, str]] = []
    for _ in range(draw(ints(1, 3))):
        key = board.card("Bear", CREATURE, power=2, toughness=draw(ints(2, 4)))
        kind = draw(pick((PLUS, MINUS)))
        start = {kind: draw(ints(1, 3))}
        if draw(ints(0, 3)) == 0:
            start[MINUS if kind == PLUS else PLUS] = 1
        who: PlayerId = draw(ints(0, 1))
        creatures.append((board.put(key, owner=who, controller=who, counters=start), kind))
    if draw(BOOLS):  # something that sees counters put, or a creature dying of them
        event = draw(pick((*_WATCHED, TriggerEvent.DIES)))
        add_watcher(board, Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
            event=event, subject=ObjectFilter(types=CREATURE)), effects=draw(payoffs_for(event))),
            controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    for _ in range(draw(ints(1, 2))):
        put = draw(ints(0, 3)) == 0
        kind = EffectKind.PUT_COUNTERS if put else EffectKind.REMOVE_COUNTERS
        ref = draw(pick((ObjectRef.TARGET, ObjectRef.TARGET, ObjectRef.ALL)))
        aim, its = draw(pick(tuple(creatures)))
        # Mostly the kind the aimed creature has, so the removal removes something.
        counter = its if draw(ints(0, 3)) else (MINUS if its == PLUS else PLUS)
        effect = counter_effect(kind, counter, draw(ints(1, 2)), ref)
        ability = Ability(kind=AbilityKind.SPELL, targets=_CREATURE_TARGET if ref is ObjectRef.TARGET else (),
                          effects=(effect,))
        spell = add_spell(board, ability, mana_cost="{B}", instant=draw(BOOLS))
        if ability.targets:
            board.cast(spell, targets=(TargetRef(object=aim),))
        else:
            board.cast(spell)
        board.resolve_all()
    return board.build("counter_removals", choices=draw(answers()))
