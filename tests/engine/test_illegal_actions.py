"""Illegal actions (CR 733) and bad script steps."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Effect, EffectKind, PlayerRef, TriggerEvent
from reference_engine.codec import scenario_from_json, to_json
from reference_engine.errors import ScenarioError
from reference_engine.history import History
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.rules.decisions import Rules
from reference_engine.scenario import ManaActivation

from tests.engine.builder import act, creature, of, on, play, scenario, spell
from tests.engine.casting_cards import A_CREATURE, DESTROY_TARGET, swamp, watcher

LOSE_2 = Effect(kind=EffectKind.LOSE_LIFE, amount=2, player=PlayerRef.IT_CONTROLLER)


def _tapping_cast() -> tuple[list, list, list]:  # type: ignore[type-arg]
    """A {2}{B} spell paid with one Swamp: the mana ability runs, then payment fails."""
    cards = [swamp(), watcher(TriggerEvent.BECOMES_TAPPED, LOSE_2, types=(CardType.LAND,)),
             spell("big", Effect(kind=EffectKind.GAIN_LIFE, amount=2), cost="{2}{B}")]
    objs = [on("swamp", 1), on("watcher", 2), on("big", 5, zone=Zone.HAND)]
    return cards, objs, [act("cast", object=5, mana_abilities=(ManaActivation(object=1),))]


def test_733_1_a_reversed_cast_untaps_the_land_and_triggers_nothing() -> None:
    cards, objs, script = _tapping_cast()
    h = play(scenario(cards, objs, script + [act("resolve_all")]))
    illegal = of(h, "illegal_action")[0]
    tried = {e.seq: e.kind for e in h.events if e.seq in illegal.rolled_back}  # type: ignore[union-attr]
    assert {"zone_change", "cost_locked", "tapped", "activated", "mana_added"} <= set(tried.values())
    assert not of(h, "triggered") and not of(h, "cast")
    assert h.final is not None and h.final.stack == () and h.final.players[0].life == 20
    swamp_now = next(o for o in h.final.objects if o.card == "swamp")
    assert not swamp_now.tapped and next(o for o in h.final.objects if o.card == "big").zone is Zone.HAND


def test_733_1_a_mutant_keeping_triggers_is_visible() -> None:
    class Keeps(Rules):
        def rollback_keeps_triggers(self) -> bool:
            return True

    cards, objs, script = _tapping_cast()
    assert of(play(scenario(cards, objs, script + [act("resolve_all")]), Keeps()), "triggered")


def test_733_2_the_same_player_keeps_priority() -> None:
    cards, objs, script = _tapping_cast()
    h = play(scenario(cards, objs, script + [act("pass")]))
    illegal = of(h, "illegal_action")[0]
    after = [e for e in h.events if e.seq > illegal.seq]
    assert illegal.player == 0 and [e.kind for e in after[:2]] == ["priority", "pass"]
    assert after[0].player == 0 and after[1].player == 0  # type: ignore[union-attr]


def _illegal_reasons(h: History) -> list[str]:
    return [e.reason for e in of(h, "illegal_action")]  # type: ignore[union-attr]


def test_illegal_script_steps_are_reversed_and_the_script_goes_on() -> None:
    kill = spell("kill", DESTROY_TARGET, targets=(A_CREATURE,), instant=True)
    objs = [on("bear", 1, owner=1), on("kill", 5, zone=Zone.HAND), on("bear", 6, zone=Zone.HAND)]
    script = [act("cast", object=6),  # no mana for it
              act("cast", object=5, targets=(TargetRef(player=1),)),  # a player is not a creature
              act("cast", object=1),  # not in a hand
              act("cast", object=5, targets=(TargetRef(object=1),)), act("resolve_all")]
    h = play(scenario([kill, creature("bear")], objs, script, pools={0: "{B}"}))
    reasons = _illegal_reasons(h)
    assert len(reasons) == 3 and "mana pool" in reasons[0] and "legal target" in reasons[1]
    assert "not in the hand" in reasons[2]
    assert [c.card for c in of(h, "cast")] == ["kill"] and of(h, "resolved")  # type: ignore[union-attr]


def test_a_malformed_step_is_a_scenario_error_with_its_path() -> None:
    sc = scenario([creature("bear")], [on("bear", 1, zone=Zone.HAND)], [act("cast", object=1)])
    data = to_json(sc)
    data["script"][0]["sacrifice"] = [42]
    with pytest.raises(ScenarioError) as missing:
        scenario_from_json(data)
    assert missing.value.path == "$.script[0].sacrifice[0]"
    data["script"][0] = {"action": "cast", "object": 1, "x": "three"}
    with pytest.raises(ScenarioError) as wrong:
        scenario_from_json(data)
    assert wrong.value.path == "$.script[0].x"
