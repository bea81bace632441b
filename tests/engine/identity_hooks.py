"""Small scenarios for the combat, delayed-trigger, trigger-order and
object-identity ``Rules`` hooks: each one plays differently once its hook is broken."""
from __future__ import annotations

from reference_engine.abilities import DelayedTrigger, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec
from reference_engine.abilities import Subject, TriggerEvent
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.scenario import Attack, Block, ChoicePolicy, OrderPolicy, Scenario

from tests.engine.builder import act, creature, destroy_all, gain, on, permanent, scenario, spell, trig

_KILL = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), cost="{0}", instant=True,
              targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
_WRATH = spell("wrath", destroy_all(CardType.CREATURE))


def _wrath(cards: list, objects: list, **kw: object) -> Scenario:  # type: ignore[type-arg]
    return scenario([_WRATH, *cards], [on("wrath", 99, zone=Zone.HAND), *objects],
                    [act("cast", object=99), act("resolve_all")], pools={0: "{B}"}, **kw)


def abandoned_attacker() -> Scenario:
    """The only blocker is destroyed before damage: the attacker stays blocked (CR 509.1h)."""
    return scenario([creature("a"), creature("b"), _KILL],
                    [on("a", 1), on("b", 2, owner=1), on("kill", 3, zone=Zone.HAND)],
                    [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)),
                     act("declare_blockers", blocks=(Block(blocker=2, attacker=1),)),
                     act("cast", object=3, targets=(TargetRef(object=2),)), act("resolve_all"),
                     act("advance_to", step=Step.END_OF_COMBAT)])


def delayed_in_its_step() -> Scenario:
    """"At the beginning of the next end step", made during an end step (CR 603.7a)."""
    later = Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.END, effects=(gain(1),)))
    return scenario([spell("later", later, cost="{0}", instant=True)], [on("later", 1, zone=Zone.HAND)],
                    [act("advance_to", step=Step.END), act("cast", object=1), act("resolve_all")])


def reversed_own_triggers() -> Scenario:
    """Player 0 orders their two dies triggers in reverse (CR 603.3b)."""
    dies = trig(TriggerEvent.DIES, subject=Subject.ANY, types=(CardType.CREATURE,))
    return _wrath([permanent("w", (CardType.ENCHANTMENT,), dies), creature("bear")],
                  [on("w", 1), on("w", 2), on("bear", 3)],
                  choices=ChoicePolicy(trigger_order=OrderPolicy.REVERSE))


def returned_then_exiled() -> Scenario:
    """"When this dies, exile it" after "return it" already moved the card on (CR 400.7)."""
    exile_it = trig(TriggerEvent.DIES, Effect(kind=EffectKind.EXILE, object=ObjectRef.IT))
    return_it = trig(TriggerEvent.DIES, Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.IT))
    return _wrath([creature("phoenix", exile_it, return_it)], [on("phoenix", 1)])


def reanimated_then_sacrificed() -> Scenario:
    """"Return target creature card ...; sacrifice it at the next end step" (CR 400.7, 603.7c)."""
    from tests.engine.test_found_again import reanimation
    return reanimation()


def undying_twice() -> Scenario:
    """"When this dies, if it had no +1/+1 counters on it, return it with one" (CR 603.4, 603.10a)."""
    from tests.engine.test_found_again import undying
    return undying()


def one_death() -> Scenario:
    """A creature dies: its graveyard card is a new object (CR 400.7)."""
    return _wrath([creature("bear")], [on("bear", 1)])


def sacrificed_source() -> Scenario:
    """A Stone's "sacrifice it: destroy each creature" resolves after the Stone left (CR 113.7a)."""
    from tests.engine.test_activation import stone
    return scenario([stone(), creature("bear")], [on("stone", 1), on("bear", 2), on("bear", 3, owner=1)],
                    [act("activate", object=1, ability=0), act("resolve_all")], pools={0: "{5}"})
