"""A tiny scenario builder for the engine's own tests."""
from __future__ import annotations

from typing import Any

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.engine import Rules, run
from reference_engine.events import Event
from reference_engine.history import History
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup, Scenario

CREATURE = (CardType.CREATURE,)


def creature(key: str, *abilities: Ability, power: int = 2, toughness: int = 2,
             cost: str = "{1}{G}") -> CardDef:
    return CardDef(key=key, name=key.title(), mana_cost=cost, types=CREATURE, power=power,
                   toughness=toughness, abilities=abilities)


def permanent(key: str, types: tuple[CardType, ...], *abilities: Ability, **kw: Any) -> CardDef:
    return CardDef(key=key, name=key.title(), types=types, abilities=abilities, **kw)


def spell(key: str, *effects: Effect, cost: str = "{B}", instant: bool = False, **kw: Any) -> CardDef:
    kind = CardType.INSTANT if instant else CardType.SORCERY
    return CardDef(key=key, name=key.title(), mana_cost=cost, types=(kind,),
                   abilities=(Ability(kind=AbilityKind.SPELL, effects=effects, **kw),))


def trig(event: TriggerEvent, *effects: Effect, subject: Subject = Subject.SELF,
         types: tuple[CardType, ...] = (), **kw: Any) -> Ability:
    """A triggered ability; keyword arguments go to ``Trigger`` or ``Ability``."""
    tkeys = {"player", "step", "from_zone", "counter", "state", "defender", "tapped"}
    tkw = {k: v for k, v in kw.items() if k in tkeys}
    akw = {k: v for k, v in kw.items() if k not in tkeys}
    flt = kw.pop("filter", None) or ObjectFilter(subject=subject, types=types)
    akw.pop("filter", None)
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=flt, **tkw),
                   effects=effects or (gain(1),), **akw)


def gain(n: int) -> Effect:
    return Effect(kind=EffectKind.GAIN_LIFE, amount=n)


def destroy_all(*types: CardType) -> Effect:
    return Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter(types=types))


def on(card: str, oid: int, owner: int = 0, zone: Zone = Zone.BATTLEFIELD, **kw: Any) -> ObjectSetup:
    return ObjectSetup(id=oid, card=card, owner=owner, zone=zone, **kw)


def act(kind: str, **kw: Any) -> Action:
    return Action(action=ActionKind(kind), **kw)


def scenario(cards: list[CardDef], objects: list[ObjectSetup], script: list[Action],
             players: int = 2, pools: dict[int, str] | None = None, **kw: Any) -> Scenario:
    pools = pools or {}
    ps = tuple(PlayerSetup(id=i, mana_pool=pools.get(i, "")) for i in range(players))
    kw.setdefault("step", Step.PRECOMBAT_MAIN)
    return Scenario(players=ps, cards=tuple(cards), objects=tuple(objects), script=tuple(script), **kw)


def play(sc: Scenario, rules: Rules | None = None) -> History:
    return run(sc, rules)


def kinds(h: History) -> list[str]:
    return [e.kind for e in h.events]


def of(h: History, kind: str) -> list[Event]:
    return [e for e in h.events if e.kind == kind]


def triggered_refs(h: History) -> list[str]:
    return [e.ability for e in h.events if e.kind == "triggered"]  # type: ignore[union-attr]
