"""The stifles family: triggered and activated abilities on the stack
answered by "Counter target activated or triggered ability" (Stifle) or
"Counter target triggered ability" cast while they wait (CR 701.6a,
113.3b-c). The abilities come from an entering creature, a dying one, the
beginning of the end step (one or two at once, of one card or two, stacked
in either order, so the ability below may be the one made last), or an
artifact's activated ability; some would create a delayed trigger, so the
countered ones must never make it.
"""
from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    DelayedTrigger,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    StackAbility,
    Subject,
    TargetSpec,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, ChoicePolicy, OrderPolicy, Scenario, TargetPolicy

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_mana_land, add_spell, gain, payoffs, targeted


def stifle(which: StackAbility = StackAbility.ACTIVATED_OR_TRIGGERED) -> Ability:
    """"Counter target activated or triggered ability." (or "... triggered ability.")"""
    return Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(zone=Zone.STACK, ability=which),),
                   effects=(Effect(kind=EffectKind.COUNTER_ABILITY, object=ObjectRef.TARGET),))


_MOSTLY_REVERSED = (OrderPolicy.REVERSE, OrderPolicy.REVERSE, OrderPolicy.AS_TRIGGERED)
_LATER = Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.END, effects=(gain(3),)))
"""At the beginning of the next end step, you gain 3 life."""
_KILL = targeted(EffectKind.DESTROY)


def _effects(draw: st.DrawFn) -> tuple[Effect, ...]:
    """A small payoff, now and then with a delayed trigger after it."""
    return draw(payoffs()) + ((_LATER,) if draw(BOOLS) else ())


def _self_trigger(draw: st.DrawFn, event: TriggerEvent) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED, effects=_effects(draw),
                   trigger=Trigger(event=event, subject=ObjectFilter(subject=Subject.SELF)))


def _enters(board: ScenarioBuilder, draw: st.DrawFn, who: PlayerId) -> None:
    """A creature with "When this creature enters, ..." is cast by the active
    player (only they may cast a creature now) and resolves; ``who`` is unused."""
    key = board.card("Herald", CREATURE, abilities=(_self_trigger(draw, TriggerEvent.ENTERS),), mana_cost="{G}")
    board.cast(board.put(key, owner=board.active, zone=Zone.HAND))
    board.resolve_top()


def _dies(board: ScenarioBuilder, draw: st.DrawFn, who: PlayerId) -> None:
    """A creature with "When this creature dies, ..." (now and then twice) is
    destroyed by a sorcery."""
    abilities: tuple[Ability, ...] = (_self_trigger(draw, TriggerEvent.DIES),)
    if draw(ints(0, 2)) == 0:  # two such abilities on one card: both trigger at once
        abilities += (_self_trigger(draw, TriggerEvent.DIES),)
    key = board.card("Martyr", CREATURE, abilities=abilities)
    victim = board.put(key, owner=who, controller=who)
    board.cast(add_spell(board, _KILL, instant=True), targets=(TargetRef(object=victim),))
    board.resolve_top()


def _activated(board: ScenarioBuilder, draw: st.DrawFn, who: PlayerId) -> None:
    """An artifact's free activated ability is activated by the active player."""
    rod = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=_effects(draw))
    key = board.card("Rod", (CardType.ARTIFACT,), abilities=(rod,))
    board.activate(board.put(key, owner=board.active, controller=board.active))


_SOURCES = {"enters": _enters, "dies": _dies, "activated": _activated}


@family("stifles")
@st.composite
def stifles(draw: st.DrawFn) -> Scenario:
    """Abilities on the stack (enters, dies, end step, activated) met by one or two Stifles."""
    board = ScenarioBuilder()
    at_end = draw(ints(0, 3)) == 0
    if at_end:
        _clocks(board, draw)
    else:
        # a creature spell needs an empty stack: only the first source may be one
        kinds = [draw(pick(("enters", "dies", "activated", "activated")))]
        kinds += [draw(pick(("dies", "activated")))] * draw(ints(0, 1))
        for kind in kinds:
            _SOURCES[kind](board, draw, draw(pick((board.active, board.opponent))))
    triggered_only = not at_end and draw(ints(0, 3)) == 0
    if triggered_only and not any(a.kind is AbilityKind.TRIGGERED for c in board.cards for a in c.abilities):
        triggered_only = False
    which = StackAbility.TRIGGERED if triggered_only else StackAbility.ACTIVATED_OR_TRIGGERED
    holder = board.active
    for _ in range(draw(pick((1, 1, 1, 2)))):
        holder = _respond(board, draw, which, at_end, holder)
    board.resolve_all()
    if any(e == _LATER for c in board.cards for a in c.abilities for e in a.effects):
        board.advance_to(Step.END)
        board.resolve_all()
    policy = draw(pick((TargetPolicy.FIRST_LEGAL, TargetPolicy.LAST_LEGAL)))
    # two abilities triggering at once: in reverse order, the one below has the higher id
    order = draw(pick(_MOSTLY_REVERSED)) if _twice(board) else OrderPolicy.AS_TRIGGERED
    return board.build("stifles", choices=ChoicePolicy(targets=policy, trigger_order=order))


def _clocks(board: ScenarioBuilder, draw: st.DrawFn) -> None:
    """"At the beginning of your end step, ..." (CR 513.1a) on one or two
    enchantments, or twice on one; then the end step begins."""
    ability = Ability(kind=AbilityKind.TRIGGERED, effects=draw(payoffs()),
                      trigger=Trigger(event=TriggerEvent.BEGINNING_OF_STEP, step=Step.END, player=Who.YOU))
    clocks = draw(pick((1, 2, 2)))
    if clocks == 2 and draw(BOOLS):
        abilities = (ability, replace(ability, effects=draw(payoffs())))
        board.put(board.card("Clock", (CardType.ENCHANTMENT,), abilities=abilities),
                  owner=board.active, controller=board.active)
    else:
        clock = board.card("Clock", (CardType.ENCHANTMENT,), abilities=(ability,))
        for _ in range(clocks):
            board.put(clock, owner=board.active, controller=board.active)
    board.advance_to(Step.END)


def _twice(board: ScenarioBuilder) -> bool:
    """Whether two abilities may trigger at once: one card with two triggered
    abilities, or one card put onto the battlefield twice."""
    triggered = [c for c in board.cards if any(a.kind is AbilityKind.TRIGGERED for a in c.abilities)]
    return any(sum(a.kind is AbilityKind.TRIGGERED for a in c.abilities) > 1 for c in triggered) \
        or len({o.card for o in board.objects}) < len(board.objects)


def _respond(board: ScenarioBuilder, draw: st.DrawFn, which: StackAbility, from_land: bool,
             holder: PlayerId) -> PlayerId:
    """A Stifle cast by the player holding priority or (after they pass) the
    other; its target is left to the target policy (an ability has no
    scenario id). Returns its caster, who holds priority next."""
    who: PlayerId = draw(pick((board.active, board.opponent)))
    if who != holder:
        board.script.append(Action(action=ActionKind.PASS, player=holder))
    spell: ObjectId = add_spell(board, stifle(which), owner=who, instant=True, mana_cost="{U}")
    if from_land:
        land = add_mana_land(board, who, "{U}")
        board.activate(land, 0, player=who)
        board.cast(spell, player=who, pay=False)
    else:
        board.cast(spell, player=who)
    return who
