"""Small builders for hand-made Scenarios and Histories in property tests."""
from __future__ import annotations

from typing import Any

from properties.registry import Case, PropertyRecord, Verdict, get
from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Trigger,
    TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.events import Snapshot
from reference_engine.history import EngineInfo, History
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup, Scenario


class Log:
    """Builds a History: ``add`` numbers each event and returns its seq."""

    def __init__(self) -> None:
        self.events: list[Any] = []

    def add(self, cls: type, **fields: Any) -> int:
        seq = len(self.events) + 1
        self.events.append(cls(seq=seq, **fields))
        return seq

    def history(self) -> History:
        return History(engine=EngineInfo(name="hand-built"), events=tuple(self.events))


def trig(event: TriggerEvent, **kw: Any) -> Ability:
    """A triggered ability "when <event>, you gain 1 life" (plus overrides)."""
    effects = kw.pop("effects", (Effect(kind=EffectKind.GAIN_LIFE, amount=1),))
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, **kw), effects=effects)


def creature(key: str, *abilities: Ability, power: int = 2, toughness: int = 2) -> CardDef:
    return CardDef(key=key, name=key.title(), mana_cost="{1}{G}", types=(CardType.CREATURE,),
                   power=power, toughness=toughness, abilities=abilities)


def artifact(key: str, *abilities: Ability) -> CardDef:
    return CardDef(key=key, name=key.title(), mana_cost="{2}", types=(CardType.ARTIFACT,),
                   abilities=abilities)


def on_field(id: int, card: str, owner: int = 0, **kw: Any) -> ObjectSetup:
    return ObjectSetup(id=id, card=card, owner=owner, zone=kw.pop("zone", Zone.BATTLEFIELD), **kw)


def scenario(cards: tuple[CardDef, ...], objects: tuple[ObjectSetup, ...], **kw: Any) -> Scenario:
    players = kw.pop("players", (PlayerSetup(id=0), PlayerSetup(id=1)))
    return Scenario(players=players, cards=cards, objects=objects, **kw)


def snap(card: str, controller: int = 0, types: tuple[CardType, ...] = (CardType.CREATURE,),
         **kw: Any) -> Snapshot:
    return Snapshot(card=card, name=card.title(), types=types, controller=controller, **kw)


def check(prop_id: str, sc: Scenario, log: Log, **case_kw: Any) -> Verdict:
    record: PropertyRecord = get(prop_id)
    return record.check(Case(scenario=sc, history=log.history(), **case_kw))


WATCHER = artifact("watcher", trig(TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,))))
BEAR = creature("bear")



Built = tuple[Scenario, Log]


def assert_pair(prop_id: str, make_pass: Any, make_fail: Any) -> None:
    """The property passes (and is exercised) on one example and fails on the other."""
    good = check(prop_id, *make_pass())
    assert good.ok and good.exercised, good
    bad = check(prop_id, *make_fail())
    assert not bad.ok and bad.exercised and bad.expected and bad.observed and bad.events, bad


def spell_card(key: str, *effects: Effect, targets: tuple[Any, ...] = (), mana: str = "{R}") -> CardDef:
    spell = Ability(kind=AbilityKind.SPELL, effects=effects, targets=targets)
    return CardDef(key=key, name=key.title(), mana_cost=mana, types=(CardType.INSTANT,), abilities=(spell,))


BOLT_ZAP = spell_card(
    "zap", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),
    targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
