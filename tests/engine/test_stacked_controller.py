"""CR 603.3a: a trigger keeps the controller its source had when it triggered,
even if the source changes control before the trigger is put on the stack."""
from __future__ import annotations

from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TargetSpec, TriggerEvent
from reference_engine.engine import Rules
from reference_engine.ids import CardType, PlayerId, TargetRef, Zone
from reference_engine.scenario import Scenario

from tests.engine.builder import act, creature, destroy_all, of, on, permanent, play, scenario, spell, trig

ANY_ENCHANTMENT = TargetSpec(objects=ObjectFilter(types=(CardType.ENCHANTMENT,)))


def kill_then_steal() -> Scenario:
    """P0's sorcery destroys P1's bear, then takes P1's watcher, in one resolution."""
    watcher = permanent("w", (CardType.ENCHANTMENT,),
                        trig(TriggerEvent.DIES, subject=Subject.ANY, types=(CardType.CREATURE,)))
    raid = spell("raid", destroy_all(CardType.CREATURE),
                 Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET), targets=(ANY_ENCHANTMENT,))
    return scenario([watcher, creature("bear"), raid],
                    [on("w", 1, owner=1), on("bear", 2, owner=1), on("raid", 3, zone=Zone.HAND)],
                    [act("cast", object=3, targets=(TargetRef(object=1),)), act("resolve_all")],
                    pools={0: "{B}"})


class _Current(Rules):
    def stacked_trigger_controller(self, recorded: PlayerId, source_controller_now: PlayerId) -> PlayerId:
        return source_controller_now


def test_trigger_is_stacked_by_the_controller_when_it_triggered() -> None:
    h = play(kill_then_steal())
    [t] = of(h, "triggered")
    [push] = [e for e in of(h, "put_on_stack") if e.object == t.instance]  # type: ignore[attr-defined]
    assert (t.controller, push.controller) == (1, 1)  # type: ignore[attr-defined]


def test_the_current_controller_would_take_it() -> None:
    h = play(kill_then_steal(), _Current())
    [t] = of(h, "triggered")
    [push] = [e for e in of(h, "put_on_stack") if e.object == t.instance]  # type: ignore[attr-defined]
    assert (t.controller, push.controller) == (1, 0)  # type: ignore[attr-defined]
