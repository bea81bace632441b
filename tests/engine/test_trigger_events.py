"""Trigger detection looks at the sources only for an event some trigger
condition of the scenario names (CR 603.2: an ability triggers only on an
occurrence of its own trigger event). ``trigger_events`` must find every
trigger condition, wherever the scenario holds it, or the engine would miss
a trigger."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, TokenSpec, Trigger, TriggerEvent,
)
from reference_engine.ability_checks import trigger_events
from reference_engine.cards import CardDef
from reference_engine.ids import CardType
from reference_engine.scenario import PlayerSetup, Scenario

GAIN = (Effect(kind=EffectKind.GAIN_LIFE, amount=1),)
PLAYERS = (PlayerSetup(id=0), PlayerSetup(id=1))


def _on(event: TriggerEvent, effects: tuple[Effect, ...] = GAIN) -> Ability:
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event), effects=effects)


def test_no_trigger_condition_names_no_event() -> None:
    bear = CardDef(key="bear", name="Bear", types=(CardType.CREATURE,), power=2, toughness=2)
    assert trigger_events(Scenario(players=PLAYERS, cards=(bear,))) == frozenset()


def test_printed_granted_token_and_scenario_effect_triggers_are_found() -> None:
    token = TokenSpec(key="spirit", types=(CardType.CREATURE,), power=1, toughness=1,
                      abilities=(_on(TriggerEvent.DIES),))
    maker = _on(TriggerEvent.ENTERS, (Effect(kind=EffectKind.CREATE_TOKEN, token=token),))
    granter = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.GRANT_ABILITY, ability=_on(TriggerEvent.ATTACKS)))
    card = CardDef(key="maker", name="Maker", types=(CardType.ENCHANTMENT,), abilities=(maker, granter))
    effect = ContinuousEffect(kind=ContinuousKind.GRANT_ABILITY, ability=_on(TriggerEvent.GAIN_LIFE))
    found = trigger_events(Scenario(players=PLAYERS, cards=(card,), effects=(effect,)))
    assert found == {TriggerEvent.ENTERS, TriggerEvent.DIES, TriggerEvent.ATTACKS, TriggerEvent.GAIN_LIFE}
