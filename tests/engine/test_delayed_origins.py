"""Delayed triggers made by a static ability's replacement effect (CR 603.7f)
or by the action a static ability permits (CR 603.7g), and "when this ability
has resolved the Nth time this turn" (CR 603.7h)."""
from __future__ import annotations

import pytest

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, Cost, ContinuousKind, DelayedTrigger, Effect, EffectKind, ObjectFilter,
    ObjectRef, TargetSpec, Who,
)
from reference_engine.errors import ScenarioError
from reference_engine.events import DelayedCreated, Replaced
from reference_engine.ids import CardType, PlayerId, Step, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Scenario

from tests.engine.builder import act, creature, of, on, permanent, play, scenario, spell

RETURN = DelayedTrigger(step=Step.END, effects=(Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TRACKED),))
REFUGE = ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING, delayed=RETURN,
                          filter=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU))
SANCTUARY = permanent("sanctuary", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=REFUGE),
                      mana_cost="{2}{W}")
"""If a creature you control would die, exile it instead. At the beginning of
the next end step, return it to the battlefield under its owner's control."""
MURDER = spell("murder", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True,
               targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))


def refuge() -> Scenario:
    """P0 controls the Sanctuary (owned by P1) and a Bear; P1 murders the Bear."""
    objs = [on("sanctuary", 1, owner=1, controller=0), on("bear", 2), on("murder", 3, owner=1, zone=Zone.HAND)]
    script = [act("pass", player=0), act("cast", player=1, object=3, targets=(TargetRef(object=2),)),
              act("resolve_all"), act("advance_to", step=Step.END), act("resolve_all")]
    return scenario([SANCTUARY, creature("bear"), MURDER], objs, script, pools={1: "{B}"})


def test_603_7f_source_and_controller_of_a_replacement_delayed_trigger() -> None:
    h = play(refuge())
    made = [e for e in h.events if isinstance(e, DelayedCreated)]
    assert [(d.ability, d.source, d.controller) for d in made] == [("sanctuary/0/delayed", 1, 0)]
    replaced = next(e for e in h.events if isinstance(e, Replaced))
    assert made[0].causes == (replaced.seq,)
    fired = [t for t in of(h, "triggered") if t.delayed]  # type: ignore[attr-defined]
    assert [(t.source, t.controller) for t in fired] == [(1, 0)]  # type: ignore[attr-defined]
    back = [e for e in of(h, "zone_change") if e.to_zone is Zone.BATTLEFIELD]  # type: ignore[attr-defined]
    assert [(e.from_zone, e.old_id) for e in back] == [(Zone.EXILE, made[0].tracked)]  # type: ignore[attr-defined]


class ByOwner(Rules):
    def replacement_delayed_controller(self, controller_when_applied: PlayerId, owner: PlayerId) -> PlayerId:
        return owner


def test_603_7f_the_controller_is_the_engines_decision() -> None:
    made = [e for e in play(refuge(), ByOwner()).events if isinstance(e, DelayedCreated)]
    assert [d.controller for d in made] == [1]


def test_a_scenario_effect_cannot_create_a_delayed_trigger() -> None:
    sc = scenario([creature("bear")], [on("bear", 2)], [], effects=(REFUGE,))
    with pytest.raises(ScenarioError, match="delayed"):
        play(sc)


# ---------------------------------------------------------------- CR 603.7h

THIRD = DelayedTrigger(resolutions=3, effects=(Effect(kind=EffectKind.DRAW, amount=1),))
IGNITE = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{R}"),
                 effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),
                          Effect(kind=EffectKind.CREATE_DELAYED, delayed=THIRD)))
IGNITER = creature("igniter", IGNITE, cost="{2}{R}")
"""{R}: You gain 1 life. When this ability has resolved the third time this turn, draw a card."""


def ignitions(times: int = 4) -> Scenario:
    script = [a for _ in range(times) for a in (act("activate", object=1), act("resolve_all"))]
    objs = [on("igniter", 1)] + [on("bear", 10 + i, zone=Zone.LIBRARY, owner=i % 2) for i in range(4)]
    return scenario([IGNITER, creature("bear")], objs, script, pools={0: "{R}" * times})


def test_603_7h_counted_delayed_trigger_is_created_once_and_fires_at_the_third() -> None:
    h = play(ignitions())
    made = [e for e in h.events if isinstance(e, DelayedCreated)]
    assert [d.ability for d in made] == ["igniter/0/delayed"]
    resolved = [e.seq for e in of(h, "resolved")]
    fired = [t for t in of(h, "triggered") if t.delayed]  # type: ignore[attr-defined]
    assert len(fired) == 1 and fired[0].causes == (resolved[2],)  # type: ignore[attr-defined]
    assert len(of(h, "draw")) == 1


def test_603_7h_two_resolutions_are_not_enough() -> None:
    h = play(ignitions(2))
    assert len([e for e in h.events if isinstance(e, DelayedCreated)]) == 1
    assert not [t for t in of(h, "triggered") if t.delayed]  # type: ignore[attr-defined]


class EveryTime(Rules):
    def counted_delayed_created(self, created_this_turn: bool) -> bool:
        return True


def test_603_7h_created_at_every_resolution_triggers_too_often() -> None:
    """Each of the first three resolutions makes one, and all three fire at the third."""
    h = play(ignitions(3), EveryTime())
    assert len([e for e in h.events if isinstance(e, DelayedCreated)]) == 3
    assert len([t for t in of(h, "triggered") if t.delayed]) == 3  # type: ignore[attr-defined]


# ---------------------------------------------------------------- CR 603.7g

LATER_LIFE = DelayedTrigger(step=Step.END, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=2),))
OFFER = ContinuousEffect(kind=ContinuousKind.PERMITS_ACTION, ability=Ability(
    kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
    effects=(Effect(kind=EffectKind.CREATE_DELAYED, delayed=LATER_LIFE),)))
BARGAIN = permanent("bargain", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=OFFER),
                    mana_cost="{1}{W}")
"""Any player may pay {1} any time they could cast an instant. If they do, at
the beginning of the next end step, you gain 2 life."""


def bargain() -> Scenario:
    """P0 controls the Bargain; P1 takes the action it permits."""
    script = [act("pass", player=0), act("special_action", player=1, object=1),
              act("advance_to", step=Step.END), act("resolve_all")]
    return scenario([BARGAIN], [on("bargain", 1)], script, pools={1: "{1}"})


def test_603_7g_permitted_action_delayed_trigger_is_the_permanents_controllers() -> None:
    h = play(bargain())
    special = [e for e in h.events if e.kind == "special_action"]
    assert [(e.object, e.player, e.ability) for e in special] == [(1, 1, "bargain/0")]  # type: ignore[attr-defined]
    made = [e for e in h.events if isinstance(e, DelayedCreated)]
    assert [(d.ability, d.source, d.controller, d.causes) for d in made] == [
        ("bargain/0/delayed", 1, 0, (special[0].seq,))]
    assert not [e for e in h.events if e.kind in ("activated", "put_on_stack") and e.seq < made[0].seq]
    assert h.final is not None and [p.life for p in h.final.players] == [22, 20]


def test_603_7g_only_the_permitted_players_may_act() -> None:
    only_you = ContinuousEffect(kind=ContinuousKind.PERMITS_ACTION, ability=OFFER.ability, players=Who.YOU)
    mine = permanent("bargain", (CardType.ENCHANTMENT,), Ability(kind=AbilityKind.STATIC, static=only_you))
    sc = bargain()
    h = play(scenario([mine], list(sc.objects), list(sc.script), pools={1: "{1}"}))
    assert [e.kind for e in h.events].count("illegal_action") == 1
    assert not [e for e in h.events if isinstance(e, DelayedCreated)]


class ByActor(Rules):
    def permitted_action_delayed_controller(self, controller_when_taken: PlayerId, actor: PlayerId) -> PlayerId:
        return actor


def test_603_7g_the_controller_is_the_engines_decision() -> None:
    h = play(bargain(), ByActor())
    assert h.final is not None and [p.life for p in h.final.players] == [20, 22]


EMBERS = spell("embers", Effect(kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.END, effects=(
    Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.ALL,
           filter=ObjectFilter(types=(CardType.CREATURE,))),))))
"""At the beginning of the next end step, this spell deals 2 damage to each creature."""


def test_113_7a_a_spells_delayed_trigger_deals_its_damage_after_the_spell_is_gone() -> None:
    """The spell is in the graveyard when its delayed trigger resolves: the
    ability uses its last known information and still deals the damage."""
    objs = [on("bear", 1), on("bear", 2, owner=1, controller=1), on("embers", 3, zone=Zone.HAND)]
    script = [act("cast", player=0, object=3), act("resolve_all"), act("advance_to", step=Step.END),
              act("resolve_all")]
    h = play(scenario([creature("bear"), EMBERS], objs, script, pools={0: "{B}"}))
    hits = sorted((e.target.object, e.amount) for e in of(h, "damage"))  # type: ignore[attr-defined]
    assert hits == [(1, 2), (2, 2)]
