"""An Aura put onto the battlefield other than by resolving as its spell
(CR 303.4f, 303.4g): it is attached, as it enters, to what its controller
chooses among the permanents its enchant ability allows, without targeting;
with nothing allowed it stays in its zone."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, TriggerEvent, Who,
)
from reference_engine.events import Sba, ZoneChange
from reference_engine.history import History
from reference_engine.ids import CardType, ObjectId, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ObjectSetup

from tests.engine.builder import act, creature, on, permanent, play, scenario, spell, trig, triggered_refs


def aura(controller: Who = Who.ANY) -> Ability:
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.ENCHANT, filter=ObjectFilter(types=(CardType.CREATURE,), controller=controller)))


STRENGTH = permanent("strength", (CardType.ENCHANTMENT,), aura(), subtypes=("Aura",), mana_cost="{W}")
MINE_ONLY = permanent("mine", (CardType.ENCHANTMENT,), aura(Who.YOU), subtypes=("Aura",), mana_cost="{G}")
REPLENISH = spell("replenish", Effect(kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD,
                                      filter=ObjectFilter(types=(CardType.ENCHANTMENT,))), cost="{3}{W}")
WATCHED = creature("watched", trig(TriggerEvent.BECOMES_TARGET))
"""A creature with "whenever this creature becomes the target of a spell or ability, gain 1 life"."""


def replenish(objects: list[ObjectSetup]) -> History:
    """Player 0 casts Replenish (9) over ``objects``."""
    return play(scenario([STRENGTH, MINE_ONLY, REPLENISH, WATCHED, creature("bear")],
                         [*objects, on("replenish", 9, zone=Zone.HAND)],
                         [act("cast", object=9), act("resolve_all")], pools={0: "{3}{W}"},
                         format="mtgconf-scenario/1.1"))


def arrival(h: History, oid: ObjectId) -> ZoneChange | None:
    return next((e for e in h.events if isinstance(e, ZoneChange) and e.old_id == oid
                 and e.to_zone is Zone.BATTLEFIELD), None)


def test_303_4f_a_returned_aura_enters_attached_without_targeting() -> None:
    """Holy Strength returns attached to the opponent's creature, the only
    one; its "becomes the target" ability does not trigger: nothing targets."""
    h = replenish([on("watched", 1, owner=1), on("strength", 2, zone=Zone.GRAVEYARD)])
    entered = arrival(h, 2)
    assert entered is not None and entered.after is not None and entered.after.attached_to == 1
    assert triggered_refs(h) == []
    assert not [e for e in h.events if isinstance(e, Sba)]


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_the_graveyard() -> None:
    """"Enchant creature you control" and player 0 controls no creature: it
    stays in the graveyard while Holy Strength returns."""
    h = replenish([on("bear", 1, owner=1), on("mine", 2, zone=Zone.GRAVEYARD),
                   on("strength", 3, zone=Zone.GRAVEYARD)])
    assert arrival(h, 2) is None and arrival(h, 3) is not None
    assert h.final is not None
    assert [o.zone for o in h.final.objects if o.id == 2] == [Zone.GRAVEYARD]


def test_303_4f_it_may_not_enchant_what_enters_with_it() -> None:
    """An enchantment creature returning at the same time is not on the
    battlefield yet: with no other creature, the Aura stays."""
    eidolon = permanent("eidolon", (CardType.ENCHANTMENT, CardType.CREATURE), power=2, toughness=2)
    h = play(scenario([STRENGTH, REPLENISH, eidolon], [
        on("eidolon", 1, zone=Zone.GRAVEYARD), on("strength", 2, zone=Zone.GRAVEYARD),
        on("replenish", 9, zone=Zone.HAND)], [act("cast", object=9), act("resolve_all")],
        pools={0: "{3}{W}"}, format="mtgconf-scenario/1.1"))
    assert arrival(h, 1) is not None and arrival(h, 2) is None


class Unattached(Rules):
    """The bug the mutant ``returned-aura-enters-unattached`` plays."""

    def entering_aura_host(self, legal: list[ObjectId]) -> ObjectId | None:
        return None


def test_303_4f_the_decision_is_the_one_the_engine_uses() -> None:
    objects = [on("bear", 1), on("strength", 2, zone=Zone.GRAVEYARD)]
    sc = scenario([STRENGTH, REPLENISH, creature("bear")], [*objects, on("replenish", 9, zone=Zone.HAND)],
                  [act("cast", object=9), act("resolve_all")], pools={0: "{3}{W}"}, format="mtgconf-scenario/1.1")
    h = play(sc, Unattached())
    entered = arrival(h, 2)
    assert entered is not None and entered.after is not None and entered.after.attached_to is None
    assert [(e.rule, e.object) for e in h.events if isinstance(e, Sba)] == [("704.5m", entered.new_id)]
    attached = arrival(play(sc), 2)
    assert attached is not None and attached.after is not None and attached.after.attached_to == 1
