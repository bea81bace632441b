""""Activate only once each turn" (CR 602.5b) and "activate only as an
instant" (CR 602.5e)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Timing,
)
from reference_engine.history import History
from reference_engine.ids import CardType, Step, TargetRef, Zone
from reference_engine.oracle import render_ability
from reference_engine.scenario import Scenario

from tests.engine.builder import act, gain, of, on, permanent, play, scenario, spell


def relic(limit: int = 1, timing: Timing = Timing.ANY) -> Ability:
    """"{0}: You gain 1 life. Activate only once each turn." (or N times)."""
    return Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=(gain(1),), limit_per_turn=limit, timing=timing)


_RELIC = permanent("relic", (CardType.ARTIFACT,), relic())
_STEAL = spell("steal", Effect(kind=EffectKind.GAIN_CONTROL, object=ObjectRef.TARGET),
               targets=(TargetSpec(objects=ObjectFilter()),))


def _sources(h: History) -> list[int]:
    return [a.source for a in of(h, "activated")]  # type: ignore[attr-defined]


def twice(limit: int = 1) -> Scenario:
    """Player 0 activates the relic twice in a row, then once more in player 1's upkeep."""
    card = permanent("relic", (CardType.ARTIFACT,), relic(limit))
    return scenario([card], [on("relic", 1)],
                    [act("activate", object=1), act("activate", object=1), act("resolve_all"),
                     act("advance_to", step=Step.UPKEEP), act("pass", player=1), act("activate", object=1, player=0),
                     act("resolve_all")])


def stolen() -> Scenario:
    """Player 1 activates their relic in player 0's turn; player 0 steals it
    and tries to activate it too."""
    return scenario([_RELIC, _STEAL], [on("relic", 1, owner=1), on("steal", 2, zone=Zone.HAND)],
                    [act("pass", player=0),
                     act("activate", object=1, player=1), act("resolve_all"),
                     act("cast", object=2, targets=(TargetRef(object=1),)), act("resolve_all"),
                     act("activate", object=1), act("resolve_all")], pools={0: "{B}"})


def test_602_5b_a_second_activation_the_same_turn_is_refused() -> None:
    h = play(twice())
    assert _sources(h) == [1, 1]
    [refused] = of(h, "illegal_action")
    assert "602.5b" in refused.reason  # type: ignore[attr-defined]
    assert h.final is not None and h.final.players[0].life == 22


def test_602_5b_the_limit_counts_each_turn_afresh() -> None:
    h = play(twice())
    turns = [e.turn for e in of(h, "step_begin")]  # type: ignore[attr-defined]
    assert max(turns) == 2 and len(_sources(h)) == 2


def test_602_5b_twice_each_turn_allows_two() -> None:
    h = play(twice(limit=2))
    assert not of(h, "illegal_action") and len(_sources(h)) == 3


def test_602_5b_the_count_follows_the_object_to_its_new_controller() -> None:
    h = play(stolen())
    assert [a.player for a in of(h, "activated")] == [1]  # type: ignore[attr-defined]
    assert of(h, "control_change") and "602.5b" in of(h, "illegal_action")[-1].reason  # type: ignore[attr-defined]


def test_602_5e_activate_only_as_an_instant_works_with_a_spell_on_the_stack() -> None:
    card = permanent("relic", (CardType.ARTIFACT,), relic(0, Timing.INSTANT))
    h = play(scenario([card, spell("heal", gain(1), instant=True)], [on("relic", 1), on("heal", 2, zone=Zone.HAND)],
                      [act("cast", object=2), act("activate", object=1), act("resolve_all")], pools={0: "{B}"}))
    assert not of(h, "illegal_action") and _sources(h) == [1]
    upkeep = play(scenario([card], [on("relic", 1)], [act("activate", object=1)], step=Step.UPKEEP))
    assert _sources(upkeep) == [1]


def test_602_5b_602_5e_oracle_text() -> None:
    def text(limit: int, timing: Timing = Timing.ANY) -> str:
        return render_ability(relic(limit, timing), _RELIC)

    assert text(1).endswith("You gain 1 life. Activate only once each turn.")
    assert text(2).endswith("Activate only twice each turn.")
    assert text(3).endswith("Activate no more than three times each turn.")
    assert text(0, Timing.INSTANT).endswith("Activate only as an instant.")
    assert text(1, Timing.SORCERY).endswith("Activate only as a sorcery and only once each turn.")
