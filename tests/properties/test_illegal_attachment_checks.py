"""The illegal-attachment checker (CR 704.5n, 704.5m, 301.5c) on hand-built
boards: an animated land wearing an Equipment or an Aura stops being a
creature, and on a History where the Equipment stays attached; and the
returned-Aura checker (CR 303.4f) on hand-built Histories."""
from __future__ import annotations

from propkit import BEAR, Built, Log, assert_pair, check, on_field, snap
from propkit import scenario as propkit_scenario
from properties.registry import Case, get
from reference_engine.engine import run
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Scenario

from reference_engine.abilities import Ability, AbilityKind, Trigger, TriggerEvent
from reference_engine.events import Triggered, ZoneChange
from tests.engine.builder import act, on, permanent, scenario
from tests.engine.test_attached_bonuses import ANIMATE, ENCHANT_CREATURE, KILL, SPLITTER

AURA = permanent("aura", (CardType.ENCHANTMENT,), ENCHANT_CREATURE, subtypes=("Aura",), mana_cost="{W}")

CHECK = get("illegally-attached-equipment-becomes-unattached")


def deanimated(attachment: str, start: ObjectId | None = 1) -> Scenario:
    """A land (1) animated by an enchantment (3) wears ``attachment`` (2); the enchantment is destroyed."""
    land = permanent("land", (CardType.LAND,))
    anthem = permanent("anthem", (CardType.ENCHANTMENT,), ANIMATE)
    return scenario([land, anthem, SPLITTER, AURA, KILL], [
        on("land", 1), on(attachment, 2, attached_to=start), on("anthem", 3), on("kill", 10, zone=Zone.HAND)],
        [act("cast", object=10, targets=(TargetRef(object=3),)), act("resolve_all")], pools={0: "{B}"},
        format="mtgconf-scenario/1.1")


class StaysAttached(Rules):
    def equipment_stays_attached(self, host_is_creature: bool) -> bool:
        return True


def test_704_5n_the_equipment_unattached_passes_and_exercises() -> None:
    verdict = CHECK.check(Case(deanimated("splitter"), run(deanimated("splitter"))))
    assert verdict.ok and verdict.exercised


def test_704_5n_the_equipment_left_on_a_land_fails() -> None:
    sc = deanimated("splitter")
    verdict = CHECK.check(Case(sc, run(sc, StaysAttached())))
    assert not verdict.ok and "no longer a creature" in str(verdict.expected)


def test_704_5m_the_aura_on_a_land_goes_and_passes() -> None:
    sc = deanimated("aura")
    verdict = CHECK.check(Case(sc, run(sc)))
    assert verdict.ok and verdict.exercised


def test_an_unattached_equipment_is_no_case() -> None:
    sc = deanimated("splitter", start=None)
    verdict = CHECK.check(Case(sc, run(sc)))
    assert verdict.ok and not verdict.exercised


def _returned(host: int | None = 1, *, arrived_with_it: bool = False) -> Built:
    """An Aura card (2) in the graveyard returns to the battlefield attached
    to ``host``; with ``arrived_with_it``, the Bear (3) returns in the same
    batch and the Aura names it (CR 303.4f)."""
    sc = propkit_scenario((AURA, BEAR), (on_field(1, "bear"), on_field(2, "aura", zone=Zone.GRAVEYARD),
                                         on_field(3, "bear", zone=Zone.GRAVEYARD)))
    log = Log()
    if arrived_with_it:
        log.add(ZoneChange, batch=1, old_id=3, new_id=7, from_zone=Zone.GRAVEYARD, to_zone=Zone.BATTLEFIELD,
                owner=0, after=snap("bear"))
    log.add(ZoneChange, batch=1, old_id=2, new_id=6, from_zone=Zone.GRAVEYARD, to_zone=Zone.BATTLEFIELD, owner=0,
            after=snap("aura", types=(CardType.ENCHANTMENT,), subtypes=("Aura",),
                       attached_to=7 if arrived_with_it else host))
    return sc, log


PAIRS = {"aura-put-onto-battlefield-enchants-a-legal-choice": (_returned, lambda: _returned(None))}


def test_303_4f_an_aura_attached_to_a_creature_arriving_with_it_fails() -> None:
    verdict = check("aura-put-onto-battlefield-enchants-a-legal-choice", *_returned(arrived_with_it=True))
    assert not verdict.ok and "already there" in str(verdict.expected)


def test_303_4f_the_pair_passes_then_fails() -> None:
    assert_pair("aura-put-onto-battlefield-enchants-a-legal-choice", _returned, lambda: _returned(None))


def test_303_4f_a_becomes_the_target_trigger_on_the_arrival_fails() -> None:
    """The Bear's "becomes the target" ability triggered by the Aura's
    arrival: the choice of what it enchants targeted it."""
    watched = permanent("watched", (CardType.CREATURE,), Ability(
        kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.BECOMES_TARGET)), power=2, toughness=2)
    sc = propkit_scenario((AURA, watched), (on_field(1, "watched"), on_field(2, "aura", zone=Zone.GRAVEYARD)))
    log = Log()
    z = log.add(ZoneChange, old_id=2, new_id=6, from_zone=Zone.GRAVEYARD, to_zone=Zone.BATTLEFIELD, owner=0,
                after=snap("aura", types=(CardType.ENCHANTMENT,), subtypes=("Aura",), attached_to=1))
    assert check("aura-put-onto-battlefield-enchants-a-legal-choice", sc, log).ok
    log.add(Triggered, causes=(z,), instance=9, ability="watched/0", source=1, controller=0)
    verdict = check("aura-put-onto-battlefield-enchants-a-legal-choice", sc, log)
    assert not verdict.ok and "targets nothing" in str(verdict.expected)
