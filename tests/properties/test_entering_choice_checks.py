"""A choice "as this enters" (CR 614.12a, 614.1c, 400.7) on hand-built
Histories: recorded right before the arrival, as the policy answers, and
read by the object's "of the chosen type" cast trigger."""
from __future__ import annotations

from dataclasses import replace

from propkit import Built, Log, artifact, assert_pair, check, creature, scenario, snap, trig
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, TriggerEvent, Who,
)
from reference_engine.events import Cast, Chose, Priority, Triggered, ZoneChange, ZoneChangeCause
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ChoicePolicy, ObjectSetup

CHOOSE = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CHOOSE_CREATURE_TYPE, filter=ObjectFilter(subject=Subject.SELF)))
BANNER = artifact("banner", CHOOSE, trig(TriggerEvent.CAST, player=Who.YOU,
                                        subject=ObjectFilter(types=(CardType.CREATURE,), chosen_type=True)))
ELF = replace(creature("elf"), subtypes=("Elf",))


def _game(*, value: str = "Elf", priority_between: bool = False, chose: bool = True,
          triggers: int = 1) -> Built:
    """Banner (1) cast and resolving as object 4, then Elf (2) cast as object 5."""
    sc = scenario((BANNER, ELF), (ObjectSetup(id=1, card="banner", owner=0, zone=Zone.HAND),
                                  ObjectSetup(id=2, card="elf", owner=0, zone=Zone.HAND)),
                  choices=ChoicePolicy(creature_types={"banner/0": "Elf"}))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=3, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    log.add(Cast, object=3, card="banner", player=0)
    if chose:
        log.add(Chose, object=4, player=0, ability="banner/0", choice="creature_type", value=value)
    if priority_between:
        log.add(Priority, player=0)
    log.add(ZoneChange, old_id=3, new_id=4, from_zone=Zone.STACK, to_zone=Zone.BATTLEFIELD, owner=0,
            how=ZoneChangeCause.RESOLVED, after=snap("banner", types=(CardType.ARTIFACT,)))
    log.add(ZoneChange, old_id=2, new_id=5, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0, how=ZoneChangeCause.CAST)
    cast = log.add(Cast, object=5, card="elf", player=0)
    for i in range(triggers):
        log.add(Triggered, causes=(cast,), instance=6 + i, ability="banner/1", source=4, controller=0)
    return sc, log


PAIRS = {"entering-choice-made-as-it-enters": (lambda: _game(), lambda: _game(triggers=0))}


def test_pair() -> None:
    assert_pair("entering-choice-made-as-it-enters", *PAIRS["entering-choice-made-as-it-enters"])


def test_614_12a_priority_between_the_choice_and_the_arrival_fails() -> None:
    assert not check("entering-choice-made-as-it-enters", *_game(priority_between=True)).ok


def test_614_12a_an_answer_the_policy_did_not_give_fails() -> None:
    assert not check("entering-choice-made-as-it-enters", *_game(value="Goblin", triggers=0)).ok


def test_400_7_an_arrival_without_its_own_choice_fails() -> None:
    assert not check("entering-choice-made-as-it-enters", *_game(chose=False, triggers=0)).ok


def test_603_2_a_trigger_for_a_spell_of_another_type_fails() -> None:
    sc, log = _game(value="Elf")
    bear = replace(ELF, key="bear", subtypes=("Bear",))
    sc = replace(sc, cards=(BANNER, bear), objects=tuple(replace(o, card="bear") if o.id == 2 else o
                                                         for o in sc.objects))
    log.events = [replace(e, card="bear") if isinstance(e, Cast) and e.object == 5 else e for e in log.events]
    assert not check("entering-choice-made-as-it-enters", sc, log).ok
