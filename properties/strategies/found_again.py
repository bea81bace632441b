"""The found_again family: an effect moves an object to a public zone and then
names it again, in a later part ("exile target creature, then return that
card") or through a delayed trigger it creates ("return target creature card
to the battlefield; sacrifice it at the beginning of the next end step").
The new object can be found (an exception of CR 400.7; CR 603.7c).

Sometimes the card moves on before the delayed trigger fires, so the
"not once it has left" half of CR 603.7c is drawn too. A spell now and then
moves two targets before naming the first again, which must then be the
first one's new object, not the second's. The effect is a spell's,
an activated ability's ("{T}: return target creature card ...", Whip of
Erebos) or a creature's own enters trigger ("exile another target creature;
return that card at the beginning of the next end step", Flickerwisp), whose
"it" is the creature that entered, not the card its delayed trigger returns.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, Cost, DelayedTrigger, Effect, EffectKind, ObjectFilter,
    ObjectRef, Subject, TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, ObjectId, Step, TargetRef, Zone
from reference_engine.scenario import ChoicePolicy, OrderPolicy, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_creatures, add_spell, add_watcher, targeted, watcher_ability
from properties.strategies.draws import BOOLS, ints, pick

_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))
_FROM_BATTLEFIELD = (EffectKind.EXILE, EffectKind.DESTROY, EffectKind.SACRIFICE)
_THEN_ON_CARD = (EffectKind.RETURN_TO_BATTLEFIELD, EffectKind.EXILE, EffectKind.RETURN_TO_HAND)
_THEN_ON_PERMANENT = (EffectKind.PUT_COUNTERS, EffectKind.TAP, EffectKind.SACRIFICE, EffectKind.EXILE,
                      EffectKind.RETURN_TO_HAND)


def _on(kind: EffectKind, ref: ObjectRef) -> Effect:
    if kind is EffectKind.PUT_COUNTERS:
        return Effect(kind=kind, object=ref, counter="+1/+1", amount=1)
    return Effect(kind=kind, object=ref)


@family("found_again")
@st.composite
def found_again(draw: st.DrawFn) -> Scenario:
    """One effect that moves its target and names it again, with watchers
    that see the comings and goings."""
    board = ScenarioBuilder()
    mine = add_creatures(board, [0, 0, 1][: draw(ints(1, 3))])
    if draw(BOOLS):
        event = draw(pick((TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.LEAVES)))
        add_watcher(board, watcher_ability(event, ObjectFilter(types=CREATURE)), controller=draw(ints(0, 1)))
    shape = draw(pick(("flicker", "reanimate", "delayed_return", "persist", "blink_trigger")))
    aimed: dict[str, tuple[TargetRef, ...]] = {}
    if shape == "flicker":
        _flicker(board, draw, mine)
    elif shape == "reanimate":
        _reanimate(board, draw)
    elif shape == "delayed_return":
        _delayed_return(board, draw, mine)
    elif shape == "persist":
        _persist(board, draw)
    else:
        aimed = _blink_trigger(board, draw, mine)
    order = draw(pick(tuple(OrderPolicy)))
    return board.build("found_again", choices=ChoicePolicy(trigger_order=order, targets_by_ability=aimed))


def _flicker(board: ScenarioBuilder, draw: st.DrawFn, mine: list[ObjectId]) -> None:
    """"<Move> target creature, then <do something> to that card"; with two
    creatures or more, now and then "<move> target creature and another
    target creature, then <do something> to the first card", so a later part
    must find the first object moved, not the last."""
    first = draw(pick(_FROM_BATTLEFIELD))
    then = draw(pick(_THEN_ON_CARD))
    parts = [_on(first, ObjectRef.TARGET), _on(then, ObjectRef.TARGET)]
    if then is EffectKind.RETURN_TO_BATTLEFIELD and draw(BOOLS):
        parts.append(_on(draw(pick(_THEN_ON_PERMANENT)), ObjectRef.TARGET))
    aims: tuple[ObjectId, ...] = (draw(pick(mine)),)
    if len(mine) > 1 and draw(BOOLS):
        aims += (draw(pick([m for m in mine if m != aims[0]])),)
        parts.insert(1, Effect(kind=draw(pick(_FROM_BATTLEFIELD)), object=ObjectRef.TARGET, target=1))
    spell = Ability(kind=AbilityKind.SPELL, targets=(_CREATURE,) * len(aims), effects=tuple(parts))
    board.cast(add_spell(board, spell, instant=draw(BOOLS)), targets=tuple(TargetRef(object=a) for a in aims))
    board.resolve_all()


def _reanimate(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"Return target creature card from your graveyard to the battlefield",
    then a part now, or at the beginning of the next end step."""
    key = board.card("Fallen", CREATURE)
    dead = board.put(key, owner=0, zone=Zone.GRAVEYARD)
    later = _on(draw(pick(_THEN_ON_PERMANENT)), ObjectRef.TRACKED)
    now = draw(BOOLS)
    parts = [Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET)]
    if now:
        parts.append(_on(later.kind, ObjectRef.TARGET))
    else:
        parts.append(Effect(kind=EffectKind.CREATE_DELAYED, object=ObjectRef.TARGET,
                            delayed=DelayedTrigger(step=Step.END, effects=(later,))))
    spec = TargetSpec(objects=ObjectFilter(types=CREATURE), zone=Zone.GRAVEYARD)
    if draw(BOOLS):
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, targets=(spec,), effects=tuple(parts))),
                   targets=(TargetRef(object=dead),))
    else:  # "{T}: Return target creature card from your graveyard ..." (Whip of Erebos)
        whip = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(spec,), effects=tuple(parts))
        relic = board.put(board.card("Whip", (CardType.ARTIFACT,), abilities=(whip,)), owner=0, controller=0)
        board.activate(relic, 0, player=0, targets=(TargetRef(object=dead),))
    board.resolve_all()
    _maybe_moved_on(board, draw, dead)
    if not now:
        board.advance_to(Step.END)
        board.resolve_all()


def _delayed_return(board: ScenarioBuilder, draw: st.DrawFn, mine: list[ObjectId]) -> None:
    """"Exile target creature. At the beginning of the next end step, return
    that card to the battlefield (with a +1/+1 counter on it)"."""
    back = [Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED)]
    if draw(BOOLS):
        back.append(_on(draw(pick(_THEN_ON_PERMANENT)), ObjectRef.TRACKED))
    spell = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=CREATURE)),),
                    effects=(Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
                             Effect(kind=EffectKind.CREATE_DELAYED, object=ObjectRef.TARGET,
                                    delayed=DelayedTrigger(step=Step.END, effects=tuple(back)))))
    victim = draw(pick(mine))
    board.cast(add_spell(board, spell, instant=True), targets=(TargetRef(object=victim),))
    board.resolve_all()
    board.advance_to(Step.END)
    board.resolve_all()


def _blink_trigger(board: ScenarioBuilder, draw: st.DrawFn, mine: list[ObjectId]) -> dict[str, tuple[TargetRef, ...]]:
    """Flickerwisp: "When this creature enters, <move> another target creature.
    At the beginning of the next end step, return that card to the battlefield
    (and do something to it)". The trigger's "it" is the creature that entered;
    the delayed trigger must track the card the effect moved. Returns the
    target the enters trigger aims at."""
    back = [Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED)]
    if draw(BOOLS):
        back.append(_on(draw(pick(_THEN_ON_PERMANENT)), ObjectRef.TRACKED))
    first = draw(pick((EffectKind.EXILE, EffectKind.EXILE, EffectKind.DESTROY)))
    enters = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.ENTERS,
                                                                  subject=ObjectFilter(subject=Subject.SELF)),
                     targets=(TargetSpec(objects=ObjectFilter(subject=Subject.ANOTHER, types=CREATURE)),),
                     effects=(_on(first, ObjectRef.TARGET),
                              Effect(kind=EffectKind.CREATE_DELAYED, object=ObjectRef.TARGET,
                                     delayed=DelayedTrigger(step=Step.END, effects=tuple(back)))))
    key = board.card("Wisp", CREATURE, abilities=(enters,), mana_cost="{1}{W}", power=3, toughness=1)
    wisp = board.put(key, owner=board.active, zone=Zone.HAND)
    victim = draw(pick(mine))
    board.cast(wisp)
    board.resolve_all()
    board.advance_to(Step.END)
    board.resolve_all()
    return {f"{key}/0": (TargetRef(object=victim),)}


def _persist(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """Undying: "When this dies, if it had no +1/+1 counters on it, return it
    to the battlefield with a +1/+1 counter on it", sometimes with one more
    part on the returned creature. The condition ends the loop a returned
    creature that dies again would otherwise start."""
    parts = [Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT),
             _on(EffectKind.PUT_COUNTERS, ObjectRef.IT)]
    if draw(BOOLS):
        parts.append(_on(draw(pick(_THEN_ON_PERMANENT)), ObjectRef.IT))
    back = watcher_ability(TriggerEvent.DIES, ObjectFilter(subject=Subject.SELF), tuple(parts),
                           intervening_if=Condition(kind=ConditionKind.NO_COUNTERS))
    owner = draw(ints(0, 1))
    undying = board.put(board.card("Undying", CREATURE, abilities=(back,)), owner=owner, controller=owner)
    board.cast(add_spell(board, targeted(EffectKind.DESTROY), mana_cost="{R}"), targets=(TargetRef(object=undying),))
    board.resolve_all()


def _maybe_moved_on(board: ScenarioBuilder, draw: st.DrawFn, root: ObjectId) -> None:
    """Sometimes every creature is destroyed before the delayed trigger fires,
    so it finds nothing (CR 603.7c)."""
    if draw(ints(0, 3)) == 0:
        wrath = Ability(kind=AbilityKind.SPELL, effects=(Effect(
            kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE)),))
        board.cast(add_spell(board, wrath, mana_cost="{W}"))
        board.resolve_all()
