"""Loop caps, bad input and determinism."""
from __future__ import annotations

import pytest

from reference_engine.abilities import Effect, EffectKind, ObjectRef, Subject, TriggerEvent
from reference_engine.codec import dumps
from reference_engine.errors import ScenarioError
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import PlayerSetup

from tests.engine.builder import act, creature, kinds, of, on, permanent, play, scenario, trig

ENCH = (CardType.ENCHANTMENT,)


def test_trigger_loop_hits_the_cap() -> None:
    # "Whenever you gain life, gain 1 life": an endless chain, cut by a cap.
    loop = permanent("loop", ENCH, trig(TriggerEvent.GAIN_LIFE, Effect(kind=EffectKind.GAIN_LIFE, amount=1)))
    starter = creature("starter", trig(TriggerEvent.ENTERS))
    sc = scenario([loop, starter], [on("loop", 1), on("starter", 2, zone=Zone.HAND)],
                  [act("cast", object=2), act("resolve_all"), act("pass")], pools={0: "{1}{G}"})
    h = play(sc)
    assert kinds(h)[-1] == "loop_limit" and len(of(h, "loop_limit")) == 1


def test_bad_mana_pool_is_a_scenario_error_with_a_path() -> None:
    sc = scenario([], [], [])
    bad = type(sc)(**{**{f: getattr(sc, f) for f in sc.__dataclass_fields__},
                      "players": (PlayerSetup(id=0, mana_pool="{Q}"), PlayerSetup(id=1))})
    with pytest.raises(ScenarioError) as err:
        play(bad)
    assert err.value.path == "$.players[0].mana_pool"


def test_dangling_reference_is_a_scenario_error() -> None:
    sc = scenario([], [], [act("cast", object=7)])
    with pytest.raises(ScenarioError):
        play(sc)


def test_same_scenario_same_bytes_across_a_whole_turn() -> None:
    dies = creature("dies", trig(TriggerEvent.DIES, subject=Subject.ANY))
    ping = permanent("ping", ENCH, trig(TriggerEvent.BEGINNING_OF_STEP, Effect(
        kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.ALL), step=Step.UPKEEP, subject=Subject.ANY))
    library = [on("dies", 20 + i, owner=i % 2, zone=Zone.LIBRARY) for i in range(6)]
    sc = scenario([dies, ping], [on("ping", 1), on("dies", 2), on("dies", 3, owner=1), *library],
                  [act("advance_to", step=Step.UPKEEP), act("resolve_all"), act("advance_to", step=Step.END)],
                  players=3)
    runs = {dumps(play(sc)) for _ in range(3)}
    assert len(runs) == 1
    assert "zone_change" in kinds(play(sc))


def test_actions_after_the_game_ended_are_ignored() -> None:
    sc = scenario([], [], [act("advance_to", step=Step.DRAW), act("pass")])
    h = play(sc)
    assert of(h, "player_lost") and kinds(h)[-1] == "player_lost"
