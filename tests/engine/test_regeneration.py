"""Regeneration (CR 701.19, 614.8): "Regenerate target creature" (Regenerate)
and "{B}: Regenerate this creature." (Drudge Skeletons) put a shield on the
creature for this turn; the next destruction of it is replaced: it is tapped,
its damage removed, and it is removed from combat. The damage was dealt all
the same."""
from __future__ import annotations

from reference_engine.abilities import (Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
                                        TargetSpec, TriggerEvent)
from reference_engine.events import Damage, Replaced, Tapped, Triggered, ZoneChange
from reference_engine.cards import CardDef
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.oracle import render_card
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Action, ActionKind, Attack, Block, Scenario
from reference_engine.validate import _problems as scenario_problems

from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell, trig

CREATURE = TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,)))
REGENERATE = spell("regenerate", Effect(kind=EffectKind.REGENERATE, object=ObjectRef.TARGET),
                   cost="{1}{G}", instant=True, targets=(CREATURE,))
SKELETONS = creature("skeletons", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{B}"),
                                          effects=(Effect(kind=EffectKind.REGENERATE),)),
                     power=1, toughness=1, cost="{1}{B}")
"""Drudge Skeletons: {B}: Regenerate this creature."""
BEAR = creature("bear", trig(TriggerEvent.DEALT_DAMAGE, gain(1)), power=2, toughness=2)
"""Whenever this creature is dealt damage, you gain 1 life."""
BOLT = spell("bolt", Effect(kind=EffectKind.DEAL_DAMAGE, amount=3, object=ObjectRef.TARGET),
             cost="{R}", instant=True, targets=(TargetSpec(objects=ObjectFilter(), players=None),))
MURDER = spell("murder", Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET), instant=True,
               targets=(CREATURE,))
SACK = spell("sack", Effect(kind=EffectKind.SACRIFICE, object=ObjectRef.TARGET), targets=(CREATURE,))
SHRINK = spell("shrink", Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=-2, toughness=-2),
               targets=(CREATURE,))

AT_BEAR = (TargetRef(object=1),)


def _after_regenerate(kill: str) -> Scenario:
    """Player 0 regenerates the Bear (1), then casts ``kill`` (3) at it."""
    objects = [on("bear", 1), on("regenerate", 2, zone=Zone.HAND), on(kill, 3, zone=Zone.HAND)]
    return scenario([BEAR, REGENERATE, BOLT, MURDER, SACK, SHRINK], objects,
                    [act("cast", object=2, targets=AT_BEAR), act("resolve_all"),
                     act("cast", object=3, targets=AT_BEAR), act("resolve_all")],
                    pools={0: "{1}{G}{R}{B}{B}"})


def _left(h: History) -> list[ZoneChange]:
    return [e for e in of(h, "zone_change") if isinstance(e, ZoneChange) and e.old_id == 1]


def _regenerations(h: History) -> list[Replaced]:
    return [e for e in of(h, "replaced") if isinstance(e, Replaced) and e.object == 1]


def test_701_19a_lethal_damage_is_replaced_and_the_damage_trigger_still_happens() -> None:
    h = play(_after_regenerate("bolt"))
    assert not _left(h)
    [r] = _regenerations(h)
    assert r.effect == "regenerate/0" and r.original == "zone_change 1 battlefield->graveyard"
    assert any(isinstance(e, Tapped) and e.object == 1 and r.seq in e.causes for e in of(h, "tapped"))
    assert [t.source for t in of(h, "triggered") if isinstance(t, Triggered)] == [1]  # "is dealt damage" (CR 614.8)


def test_701_19a_a_destroy_effect_is_replaced() -> None:
    h = play(_after_regenerate("murder"))
    assert not _left(h) and len(_regenerations(h)) == 1


def test_701_19c_sacrifice_and_zero_toughness_are_not_destruction() -> None:
    for kill in ("sack", "shrink"):
        h = play(_after_regenerate(kill))
        assert [e.to_zone for e in _left(h)] == [Zone.GRAVEYARD], kill
        assert not _regenerations(h), kill


def test_the_shield_is_used_up() -> None:
    """One shield, two destructions: the second destroys it."""
    objects = [on("bear", 1), on("regenerate", 2, zone=Zone.HAND), on("murder", 3, zone=Zone.HAND),
               on("murder", 4, zone=Zone.HAND)]
    sc = scenario([BEAR, REGENERATE, MURDER], objects,
                  [act("cast", object=2, targets=AT_BEAR), act("resolve_all"),
                   act("cast", object=3, targets=AT_BEAR), act("resolve_all"),
                   act("cast", object=4, targets=AT_BEAR), act("resolve_all")],
                  pools={0: "{1}{G}{B}{B}"})
    h = play(sc)
    assert len(_regenerations(h)) == 1 and [e.to_zone for e in _left(h)] == [Zone.GRAVEYARD]


def test_drudge_skeletons_regenerates_itself() -> None:
    objects = [on("skeletons", 1), on("murder", 2, zone=Zone.HAND)]
    sc = scenario([SKELETONS, MURDER], objects,
                  [act("activate", object=1), act("resolve_all"),
                   act("cast", object=2, targets=AT_BEAR), act("resolve_all")], pools={0: "{B}{B}"})
    h = play(sc)
    assert not _left(h) and [r.effect for r in _regenerations(h)] == ["skeletons/0"]


def test_oracle_text_and_format() -> None:
    assert "Regenerate target creature." in render_card(REGENERATE)
    assert "{B}: Regenerate this creature." in render_card(SKELETONS)
    assert scenario_problems(_after_regenerate("bolt")) == []


def _rod(key: str, kind: EffectKind) -> CardDef:
    """"{T}: <kind> target creature" on an artifact."""
    return permanent(key, (CardType.ARTIFACT,), Ability(
        kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(CREATURE,),
        effects=(Effect(kind=kind, object=ObjectRef.TARGET),)))


MENDER = _rod("mender", EffectKind.REGENERATE)
SLAYER = _rod("slayer", EffectKind.DESTROY)


class _StaysInCombat(Rules):
    def removed_from_combat(self, why: str) -> bool:
        return why != "regenerated"


def _regenerated_blocker(rules: Rules | None = None) -> History:
    """The Bear (1) attacks; the Skeletons (2) block it; in the declare
    blockers step player 0 regenerates the Skeletons, then destroys them."""
    objects = [on("bear", 1), on("skeletons", 2, owner=1), on("mender", 3), on("slayer", 4)]
    at = (TargetRef(object=2),)
    script = [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),)),
              Action(action=ActionKind.DECLARE_BLOCKERS, player=1, blocks=(Block(blocker=2, attacker=1),)),
              act("activate", object=3, targets=at), act("resolve_all"), act("activate", object=4, targets=at),
              act("resolve_all"), act("advance_to", step="end_of_combat")]
    return play(scenario([BEAR, SKELETONS, MENDER, SLAYER], objects, script), rules)


def _combat_damage(h: History) -> list[Damage]:
    return [e for e in of(h, "damage") if isinstance(e, Damage) and e.combat]


def test_506_4_a_regenerated_blocker_leaves_combat() -> None:
    h = _regenerated_blocker()
    assert len([r for r in of(h, "replaced") if isinstance(r, Replaced) and r.object == 2]) == 1
    assert _combat_damage(h) == []  # the Bear stays blocked (CR 509.1h): no damage either way


def test_a_blocker_left_in_combat_would_deal_its_damage() -> None:
    assert [(d.source, d.target.object) for d in _combat_damage(_regenerated_blocker(_StaysInCombat()))] \
        == [(1, 2), (2, 1)]


def test_format_1_refuses_regenerate() -> None:
    import dataclasses

    import pytest

    from reference_engine.codec import scenario_from_json, to_json
    from reference_engine.errors import ScenarioError
    old = dataclasses.replace(_after_regenerate("bolt"), format="mtgconf-scenario/1")
    with pytest.raises(ScenarioError) as refused:
        scenario_from_json(to_json(old))
    assert "regenerate" in str(refused.value) and "1.1" in str(refused.value)
    scenario_from_json(to_json(dataclasses.replace(old, format="mtgconf-scenario/1.1")))
