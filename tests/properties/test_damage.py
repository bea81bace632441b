"""Damage, prevention and replacement properties on hand-built Histories."""
from __future__ import annotations

from reference_engine.abilities import TriggerEvent
from reference_engine.events import Damage, DamagePrevented, PutOnStack, Triggered
from reference_engine.ids import TargetRef
from propkit import Log, check, creature, on_field, scenario, trig

PAINED = creature("pained", trig(TriggerEvent.DEALT_DAMAGE))
SC = scenario((PAINED,), (on_field(1, "pained"), on_field(2, "pained", owner=1)))


def _prevented(trigger_on_prevention: bool) -> Log:
    log = Log()
    p = log.add(DamagePrevented, source=2, target=TargetRef(object=1), amount=2, effect="effect/0")
    if trigger_on_prevention:
        log.add(Triggered, causes=(p,), instance=10, ability="pained/0", source=1, controller=0)
    return log


def test_prevented_damage_triggering_nothing_passes() -> None:
    v = check("prevented-events-trigger-nothing", SC, _prevented(False))
    assert v.ok and v.exercised


def test_trigger_on_prevented_damage_fails() -> None:
    v = check("prevented-events-trigger-nothing", SC, _prevented(True))
    assert not v.ok and v.events == (2, 1)


def test_real_damage_is_not_the_mechanism() -> None:
    log = Log()
    d = log.add(Damage, source=2, target=TargetRef(object=1), amount=2)
    t = log.add(Triggered, causes=(d,), instance=10, ability="pained/0", source=1, controller=0)
    log.add(PutOnStack, causes=(t,), object=10, controller=0)
    v = check("prevented-events-trigger-nothing", SC, log)
    assert v.ok and not v.exercised
