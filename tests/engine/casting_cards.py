"""Cards shared by the casting, activation and illegal-action tests."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter,
    ObjectRef, PlayerRef, Subject, TargetSpec, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Color

from tests.engine.builder import permanent

CREATURES = ObjectFilter(types=(CardType.CREATURE,))
A_CREATURE = TargetSpec(objects=CREATURES)
A_PLAYER = TargetSpec(players=Who.ANY)
DESTROY_TARGET = Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET)


def swamp(key: str = "swamp") -> CardDef:
    """A land with "{T}: Add {B}."."""
    add_b = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                    effects=(Effect(kind=EffectKind.ADD_MANA, mana="{B}"),))
    return CardDef(key=key, name="Swamp", types=(CardType.LAND,), subtypes=("Swamp",), abilities=(add_b,))


def death_bomb() -> CardDef:
    """Stands for Death Bomb, without "It can't be regenerated"."""
    ab = Ability(kind=AbilityKind.SPELL, cost=Cost(sacrifice=CREATURES),
                 targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,), not_colors=(Color.BLACK,))),),
                 effects=(DESTROY_TARGET, Effect(kind=EffectKind.LOSE_LIFE, amount=2,
                                                 player=PlayerRef.IT_CONTROLLER, object=ObjectRef.TARGET)))
    return CardDef(key="grave-offering", name="Grave Offering", mana_cost="{3}{B}",
                   types=(CardType.INSTANT,), abilities=(ab,))


def familiar() -> CardDef:
    """Stands for Thunderscape Familiar, without first strike."""
    cheaper = ContinuousEffect(kind=ContinuousKind.COST_REDUCTION, amount=1, colors=(Color.BLACK, Color.GREEN))
    return CardDef(key="storm-familiar", name="Storm Familiar", mana_cost="{1}{R}", types=(CardType.CREATURE,),
                   subtypes=("Kavu",), power=1, toughness=1,
                   abilities=(Ability(kind=AbilityKind.STATIC, static=cheaper),))


def stone() -> CardDef:
    """Stands for Oblivion Stone's second ability: {5}, {T}, sacrifice: destroy all creatures."""
    ab = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{5}", tap=True, sacrifice_self=True),
                 effects=(Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=CREATURES),))
    return permanent("stone", (CardType.ARTIFACT,), ab, mana_cost="{3}")


def oxidize() -> CardDef:
    """Stands for Oxidize, without "It can't be regenerated"."""
    ab = Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=ObjectFilter(types=(CardType.ARTIFACT,))),),
                 effects=(DESTROY_TARGET,))
    return CardDef(key="rust", name="Rust", mana_cost="{G}", types=(CardType.INSTANT,), abilities=(ab,))


def watcher(event: TriggerEvent, *effects: Effect, types: tuple[CardType, ...] = ()) -> CardDef:
    ab = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=ObjectFilter(
        subject=Subject.ANY, types=types)), effects=effects or (Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    return permanent("watcher", (CardType.ENCHANTMENT,), ab)
