"""leaves-trigger-condition-reads-last-known on hand-built Histories: a
persist-style creature's own dies trigger, judged on the creature as it last
existed on the battlefield (CR 603.10a, 603.4)."""
from __future__ import annotations

from propkit import Built, Log, assert_pair, check, creature, on_field, scenario
from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, Trigger,
    TriggerEvent,
)
from reference_engine.events import PutOnStack, RemovalReason, RemovedFromStack, Resolved, Resolving, Triggered, ZoneChange
from reference_engine.ids import Zone

PERSIST = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(
    subject=Subject.SELF)), intervening_if=Condition(kind=ConditionKind.NO_COUNTERS, counter="-1/-1"),
    effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1, object=ObjectRef.SELF),))
FINKS = creature("finks", PERSIST, toughness=3)


def _dies(counters: dict[str, int], triggered: bool, removed: bool = False) -> Built:
    """The creature dies with ``counters``; its persist may trigger, then resolve or be removed."""
    sc = scenario((FINKS,), (on_field(1, "finks", counters=counters),))
    log = Log()
    z = log.add(ZoneChange, old_id=1, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0)
    if not triggered:
        return sc, log
    t = log.add(Triggered, causes=(z,), instance=20, ability="finks/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=20, controller=0)
    if removed:
        log.add(RemovedFromStack, object=20, reason=RemovalReason.CONDITION_FALSE)
    else:
        r = log.add(Resolving, object=20)
        log.add(Resolved, causes=(r,), object=20)
    return sc, log


PAIRS = {
    # Died with a -1/-1 counter: the graveyard card has none, but persist must not trigger.
    "leaves-trigger-condition-reads-last-known": (lambda: _dies({"-1/-1": 1}, False),
                                                  lambda: _dies({"-1/-1": 1}, True)),
}


def test_passes_and_fails() -> None:
    assert_pair("leaves-trigger-condition-reads-last-known", *PAIRS["leaves-trigger-condition-reads-last-known"])


def test_died_without_counters_must_trigger() -> None:
    assert check("leaves-trigger-condition-reads-last-known", *_dies({}, True)).ok
    assert not check("leaves-trigger-condition-reads-last-known", *_dies({}, False)).ok


def test_on_resolution_the_source_is_read_as_it_last_existed() -> None:
    """It died with no -1/-1 counter: the recheck on resolution still holds, so removing it is wrong."""
    assert not check("leaves-trigger-condition-reads-last-known", *_dies({}, True, removed=True)).ok


def test_a_death_without_the_ability_s_trigger_is_still_exercised() -> None:
    assert check("leaves-trigger-condition-reads-last-known", *_dies({"-1/-1": 1}, False)).exercised
