"""The illegal-attachment checker (CR 704.5n, 704.5m, 301.5c) on hand-built
boards: an animated land wearing an Equipment or an Aura stops being a
creature, and on a History where the Equipment stays attached."""
from __future__ import annotations

from properties.registry import Case, get
from reference_engine.engine import run
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Scenario

from tests.engine.builder import act, on, permanent, scenario
from tests.engine.test_attached_bonuses import ANIMATE, ENCHANT_CREATURE, KILL, SPLITTER

CHECK = get("illegally-attached-equipment-becomes-unattached")


def deanimated(attachment: str, start: ObjectId | None = 1) -> Scenario:
    """A land (1) animated by an enchantment (3) wears ``attachment`` (2); the enchantment is destroyed."""
    land = permanent("land", (CardType.LAND,))
    anthem = permanent("anthem", (CardType.ENCHANTMENT,), ANIMATE)
    aura = permanent("aura", (CardType.ENCHANTMENT,), ENCHANT_CREATURE, subtypes=("Aura",))
    return scenario([land, anthem, SPLITTER, aura, KILL], [
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
