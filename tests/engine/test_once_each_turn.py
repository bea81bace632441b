""""Do this only once each turn" (CR 603.2h)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Trigger, TriggerEvent,
)
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ChoicePolicy, Scenario

from tests.engine.builder import act, creature, on, permanent, play, scenario, spell, triggered_refs

ONCE = Ability(kind=AbilityKind.TRIGGERED, optional=True,
               trigger=Trigger(event=TriggerEvent.DIES, subject=ObjectFilter(types=(CardType.CREATURE,)),
                               once_each_turn=True),
               effects=(Effect(kind=EffectKind.DRAW, amount=1),))
MOURNER = permanent("mourner", (CardType.ENCHANTMENT,), ONCE)
"""Whenever a creature dies, you may draw a card. Do this only once each turn."""
KILL = spell("kill", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True, cost="{0}",
             targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))


def two_deaths(may: bool = True, next_turn: bool = False) -> Scenario:
    """Two Bears die one after the other (the second in the next turn's upkeep if asked)."""
    between = [act("advance_to", step=Step.UPKEEP)] if next_turn else []
    second = 1 if next_turn else 0
    script = [act("cast", object=3, targets=(TargetRef(object=1),)), act("resolve_all"), *between,
              act("cast", object=4, player=second, targets=(TargetRef(object=2),)), act("resolve_all")]
    objs = [on("mourner", 10), on("bear", 1), on("bear", 2), on("kill", 3, zone=Zone.HAND),
            on("kill", 4, owner=second, zone=Zone.HAND)]
    libraries = [on("bear", 20 + i, zone=Zone.LIBRARY, owner=p) for i, p in enumerate((0, 0, 1, 1))]
    return scenario([MOURNER, creature("bear"), KILL], objs + libraries, script, choices=ChoicePolicy(may=may))


def test_603_2h_no_second_trigger_after_the_action_this_turn() -> None:
    assert triggered_refs(play(two_deaths())) == ["mourner/0"]


def test_603_2h_declined_action_does_not_count() -> None:
    """Answering "no" to the "may" did not do the action, so it triggers again."""
    assert triggered_refs(play(two_deaths(may=False))) == ["mourner/0", "mourner/0"]


def test_603_2h_a_new_turn_allows_it_again() -> None:
    assert triggered_refs(play(two_deaths(next_turn=True))) == ["mourner/0", "mourner/0"]


class Forgetful(Rules):
    def once_each_turn_allows_trigger(self, done_this_turn: bool) -> bool:
        return True


def test_603_2h_the_decision_is_the_engines() -> None:
    assert triggered_refs(play(two_deaths(), Forgetful())) == ["mourner/0", "mourner/0"]
