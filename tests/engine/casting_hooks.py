"""Small scenarios for the casting, activation and priority ``Rules`` hooks:
each one plays differently once its hook is broken."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
    TargetSpec, Timing, TriggerEvent,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from tests.engine.builder import act, creature, gain, on, permanent, scenario, spell, trig

_STONE = (CardType.ARTIFACT,)


def _stone(timing: Timing = Timing.ANY) -> Ability:
    return Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),), timing=timing)


def foreign_activation() -> Scenario:
    """Player 0 tries to activate player 1's stone (CR 602.2)."""
    return scenario([permanent("stone", _STONE, _stone())], [on("stone", 1, owner=1)],
                    [act("activate", object=1), act("resolve_all")])


def stolen_activation() -> Scenario:
    """Player 0 activates the stone player 1 owns and player 0 controls: "you gain 1 life" is
    player 0's, who activated it (CR 602.2a)."""
    return scenario([permanent("stone", _STONE, _stone())], [on("stone", 1, owner=1, controller=0)],
                    [act("activate", object=1), act("resolve_all")])


def forbidden_activation() -> Scenario:
    """A can't-activate effect covers the stone (CR 602.5)."""
    banned = ContinuousEffect(kind=ContinuousKind.CANT_ACTIVATE, filter=ObjectFilter())
    return scenario([permanent("stone", _STONE, _stone())], [on("stone", 1)],
                    [act("activate", object=1), act("resolve_all")], effects=(banned,))


def sorcery_ability_in_response() -> Scenario:
    """A sorcery-speed ability activated with a spell on the stack (CR 602.5d)."""
    return scenario([permanent("stone", _STONE, _stone(Timing.SORCERY)), spell("heal", gain(1), instant=True)],
                    [on("stone", 1), on("heal", 2, zone=Zone.HAND)],
                    [act("cast", object=2), act("activate", object=1), act("resolve_all")], pools={0: "{B}"})


def instant_ability_in_response() -> Scenario:
    """An "activate only as an instant" ability activated with a spell on the stack (CR 602.5e)."""
    return scenario([permanent("stone", _STONE, _stone(Timing.INSTANT)), spell("heal", gain(1), instant=True)],
                    [on("stone", 1), on("heal", 2, zone=Zone.HAND)],
                    [act("cast", object=2), act("activate", object=1), act("resolve_all")], pools={0: "{B}"})


def kicked() -> Scenario:
    """A kicker announced and paid (CR 601.2b)."""
    card = spell("kick", gain(1), kicker=Cost(mana="{1}"), kicked_effects=(gain(5),))
    return scenario([card], [on("kick", 1, zone=Zone.HAND)], [act("cast", object=1, kicked=True)],
                    pools={0: "{1}{B}"})


def plain_cast() -> Scenario:
    return scenario([spell("heal", gain(1))], [on("heal", 1, zone=Zone.HAND)],
                    [act("cast", object=1), act("resolve_all")], pools={0: "{B}"})


def unpaid_cast() -> Scenario:
    """A cast whose mana can't be paid (CR 601.2e, 733.1)."""
    return scenario([spell("heal", gain(1))], [on("heal", 1, zone=Zone.HAND)], [act("cast", object=1)])


def bad_target() -> Scenario:
    """"Destroy target creature" aimed at an enchantment (CR 601.2c)."""
    kill = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
                 targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
    return scenario([kill, permanent("relic", (CardType.ENCHANTMENT,))],
                    [on("relic", 1), on("kill", 2, zone=Zone.HAND)],
                    [act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all")], pools={0: "{B}"})


def bad_division() -> Scenario:
    """3 damage "divided" as 1 to a single target (CR 601.2d)."""
    shock = spell("shock", Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET, divided=True),
                  targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
    return scenario([shock, creature("bear")], [on("bear", 1), on("shock", 2, zone=Zone.HAND)],
                    [act("cast", object=2, targets=(TargetRef(object=1),), division=(1,)), act("resolve_all")],
                    pools={0: "{B}"})


def busy_cleanup() -> Scenario:
    """An ability triggers at the beginning of the cleanup step (CR 514.3a)."""
    bell = permanent("bell", (CardType.ENCHANTMENT,), trig(TriggerEvent.BEGINNING_OF_STEP, step=Step.CLEANUP,
                                                            filter=ObjectFilter()))
    return scenario([bell], [on("bell", 1)], [act("advance_to", step=Step.UPKEEP)], step=Step.END)


def two_lands() -> Scenario:
    """Player 0 plays a land, then tries a second one in the same turn (CR 305.2)."""
    land = permanent("land", (CardType.LAND,))
    return scenario([land], [on("land", 1, zone=Zone.HAND), on("land", 2, zone=Zone.HAND)],
                    [act("play_land", object=1), act("play_land", object=2)])
