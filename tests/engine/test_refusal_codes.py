"""Every illegal action the reference engine records says why in a
``RefusalCode`` (CR 733), and the code matches the rule that refused it."""
from __future__ import annotations

from typing import Callable

import pytest

from reference_engine.abilities import Ability, AbilityKind, Cost, Timing
from reference_engine.events import IllegalAction, RefusalCode
from reference_engine.history import History
from reference_engine.ids import CardType, Step, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import Attack, Scenario

from tests.engine import casting_hooks as hooks
from tests.engine.builder import act, creature, gain, of, on, permanent, play, scenario, spell
from tests.engine.test_activation_limits import twice
from tests.engine.test_mana_reentry import cast_with, use

R = RefusalCode


def _codes(h: History) -> list[RefusalCode | None]:
    return [e.code for e in h.events if isinstance(e, IllegalAction)]


def sorcery_cast_in_upkeep() -> Scenario:
    """A sorcery cast in its caster's upkeep (CR 307.1)."""
    return scenario([spell("heal", gain(1))], [on("heal", 1, zone=Zone.HAND)], [act("cast", object=1)],
                    pools={0: "{B}"}, step=Step.UPKEEP)


def _land(n: int = 1) -> tuple[list, list]:  # type: ignore[type-arg]
    return [permanent("plain", (CardType.LAND,))], [on("plain", i, zone=Zone.HAND) for i in range(1, n + 1)]


def land_in_combat() -> Scenario:
    cards, objs = _land()
    return scenario(cards, objs, [act("play_land", object=1)], step=Step.BEGINNING_OF_COMBAT)


def second_land() -> Scenario:
    """Two lands in one turn (CR 305.2)."""
    cards, objs = _land(2)
    return scenario(cards, objs, [act("play_land", object=1), act("play_land", object=2)])


def sick_tapper() -> Scenario:
    """A creature that came under its controller's control this turn uses {T} (CR 602.5a)."""
    tap = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=(gain(1),))
    return scenario([creature("elf", tap)], [on("elf", 1, summoning_sick=True)], [act("activate", object=1)])


def out_of_turn_pass() -> Scenario:
    """Player 1 passes while player 0 holds priority (CR 117.1)."""
    return scenario([], [], [act("pass", player=1)])


def phantom_kicker() -> Scenario:
    """A kicker announced for a spell that has none (CR 601.2b)."""
    return scenario([spell("heal", gain(1))], [on("heal", 1, zone=Zone.HAND)], [act("cast", object=1, kicked=True)],
                    pools={0: "{B}"})


def artifact_attacks() -> Scenario:
    """An artifact declared as an attacker (CR 508.1a)."""
    return scenario([permanent("relic", (CardType.ARTIFACT,))], [on("relic", 1)],
                    [act("declare_attackers", attackers=(Attack(attacker=1, defender=1),))])


def empty_stack_resolved() -> Scenario:
    return scenario([], [], [act("resolve_top")])


CASES: dict[str, tuple[Callable[[], Scenario], RefusalCode]] = {
    "sorcery-ability-in-response": (hooks.sorcery_ability_in_response, R.TIMING),
    "sorcery-cast-in-upkeep": (sorcery_cast_in_upkeep, R.TIMING),
    "land-in-combat": (land_in_combat, R.TIMING),
    "second-land": (second_land, R.LIMIT),
    "second-activation": (twice, R.LIMIT),
    "unpaid-cast": (hooks.unpaid_cast, R.COST),
    "bad-target": (hooks.bad_target, R.TARGET),
    "foreign-activation": (hooks.foreign_activation, R.PROHIBITED),
    "cant-activate": (hooks.forbidden_activation, R.PROHIBITED),
    "summoning-sick-tap": (sick_tapper, R.PROHIBITED),
    "mana-ability-reentered": (lambda: cast_with(use(1, 0, use(1))), R.PROHIBITED),
    "out-of-turn-pass": (out_of_turn_pass, R.PRIORITY),
    "phantom-kicker": (phantom_kicker, R.CHOICE),
    "bad-division": (hooks.bad_division, R.CHOICE),
    "artifact-attacks": (artifact_attacks, R.DECLARATION),
    "empty-stack": (empty_stack_resolved, R.OTHER),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_733_each_refusal_names_its_code(name: str) -> None:
    make, code = CASES[name]
    assert _codes(play(make())) == [code]


def test_602_5e_an_instant_speed_ability_is_not_refused_in_response() -> None:
    h = play(hooks.instant_ability_in_response())
    assert _codes(h) == [] and len(of(h, "activated")) == 1


def test_602_5e_a_broken_timing_decision_refuses_it_for_timing() -> None:
    class InstantAsSorcery(Rules):
        def activation_timing_allows(self, timing: Timing, at_sorcery_timing: bool) -> bool:
            return at_sorcery_timing or timing is Timing.ANY

    assert _codes(play(hooks.instant_ability_in_response(), InstantAsSorcery())) == [R.TIMING]


def test_602_5e_instant_speed_in_the_opponents_upkeep() -> None:
    stone = permanent("stone", (CardType.ARTIFACT,),
                      Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),), timing=Timing.INSTANT))
    h = play(scenario([stone], [on("stone", 1, owner=1)],
                      [act("pass", player=0), act("activate", object=1, player=1)], step=Step.UPKEEP))
    assert _codes(h) == [] and len(of(h, "activated")) == 1
