"""Scenario and History JSON: round trips and clear errors on bad input."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any, Callable

import pytest

from format_samples import history, scenario, scenario_json
from reference_engine.codec import (
    dumps, history_from_json, load_scenario, scenario_from_json, to_json,
)
from reference_engine.errors import HistoryError, ScenarioError


def test_scenario_round_trip_is_identity() -> None:
    sc = scenario()
    assert scenario_from_json(to_json(sc)) == sc
    assert scenario_from_json(json.loads(dumps(sc))) == sc


def test_history_round_trip_is_identity() -> None:
    h = history()
    assert history_from_json(to_json(h)) == h
    assert dumps(history_from_json(json.loads(dumps(h)))) == dumps(h)


def test_illegal_action_without_a_player_round_trips() -> None:
    """A refused script action that names no player (``resolve_top`` on an
    empty stack) is recorded with no player, which JSON leaves out."""
    from reference_engine.events import IllegalAction
    from reference_engine.history import EngineInfo, History

    h = History(engine=EngineInfo(name="t"), events=(IllegalAction(seq=1, action=0, reason="the stack is empty"),))
    assert history_from_json(to_json(h)) == h


def test_dumps_is_canonical_text() -> None:
    text = dumps(scenario())
    assert text == dumps(scenario_from_json(json.loads(text)))
    assert json.loads(text) == json.loads(json.dumps(json.loads(text), sort_keys=True))


def test_pruned_json_leaves_out_defaults() -> None:
    data = scenario_json()
    assert "attached_to" not in data["objects"][0]
    assert "format" in data  # the format tag is always written


def test_load_scenario_from_file(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario_json()), encoding="utf-8")
    assert load_scenario(path) == scenario()


def _nest(levels: int) -> dict[str, Any]:
    """A mana activation whose plan nests ``levels`` plans deep, counting the action's own."""
    use: dict[str, Any] = {"object": 2}
    for _ in range(levels - 1):
        use = {"object": 2, "mana_abilities": [use]}
    return use


def _edit(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data = copy.deepcopy(scenario_json())
    change(data)
    return data


BAD_SCENARIOS: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("wrong enum", lambda d: d["objects"][0].update(zone="play"), "$.objects[0].zone"),
    ("wrong step", lambda d: d.update(step="main"), "$.step"),
    ("missing field", lambda d: d["players"][1].pop("id"), "$.players[1].id"),
    ("missing card key", lambda d: d["cards"][0].pop("key"), "$.cards[0].key"),
    ("wrong type", lambda d: d["players"][0].update(life="twenty"), "$.players[0].life"),
    ("nested enum", lambda d: d["cards"][0]["abilities"][0]["trigger"].update(event="die"),
     "$.cards[0].abilities[0].trigger.event"),
    ("dangling card", lambda d: d["objects"][1].update(card="wolf"), "$.objects[1].card"),
    ("dangling owner", lambda d: d["objects"][1].update(owner=5), "$.objects[1].owner"),
    ("dangling attachment", lambda d: d["objects"][1].update(attached_to=77), "$.objects[1].attached_to"),
    ("dangling script object", lambda d: d["script"][1].update(object=42), "$.script[1].object"),
    ("dangling script player", lambda d: d["script"][0].update(player=3), "$.script[0].player"),
    ("dangling active player", lambda d: d.update(active_player=4), "$.active_player"),
    ("bad turn order", lambda d: d.update(turn_order=[0, 0]), "$.turn_order"),
    ("wrong format tag", lambda d: d.update(format="mtgconf-scenario/9"), "$.format"),
    ("game start after turn 1", lambda d: d.update(game_start=True, step="untap", turn=2), "$.turn"),
    ("game start in a main phase", lambda d: d.update(game_start=True, turn=1), "$.step"),
    ("opening-hand ability without its delayed trigger",
     lambda d: d["cards"][0]["abilities"].append({"kind": "opening_hand", "effects": [{"kind": "gain_life"}]}),
     "$.cards[0].abilities[1].effects"),
    ("opening-hand delayed trigger not at the upkeep",
     lambda d: d["cards"][0]["abilities"].append({"kind": "opening_hand", "effects": [
         {"kind": "create_delayed", "delayed": {"step": "end", "effects": [{"kind": "gain_life"}]}}]}),
     "$.cards[0].abilities[1].effects[0].delayed"),
    ("dangling nested plan object", lambda d: d["script"][1].update(mana_abilities=[
        {"object": 2, "mana_abilities": [{"object": 42}]}]), "$.script[1].mana_abilities[0].mana_abilities[0].object"),
    ("nested plan field type", lambda d: d["script"][1].update(mana_abilities=[
        {"object": 2, "mana_abilities": [{"object": 2, "ability": "first"}]}]),
     "$.script[1].mana_abilities[0].mana_abilities[0].ability"),
    ("plan nested too deep", lambda d: d["script"][1].update(mana_abilities=[_nest(4)]),
     "$.script[1].mana_abilities[0].mana_abilities[0].mana_abilities[0].mana_abilities"),
    ("object outside the game", lambda d: d["objects"][1].update(zone="outside"), "$.objects[1].zone"),
    ("trigger from outside the game",
     lambda d: d["cards"][0]["abilities"][0]["trigger"].update(from_zone="outside"),
     "$.cards[0].abilities[0].trigger.from_zone"),
]


@pytest.mark.parametrize(("change", "path"), [(c, p) for _, c, p in BAD_SCENARIOS],
                         ids=[name for name, _, _ in BAD_SCENARIOS])
def test_bad_scenario_names_the_json_path(change: Callable[[dict[str, Any]], None], path: str) -> None:
    with pytest.raises(ScenarioError) as err:
        scenario_from_json(_edit(change), source="case.json")
    assert err.value.path == path
    assert str(err.value).startswith(f"case.json: {path}: ")


def test_bad_json_text_is_a_scenario_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"players": [', encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert err.value.path == "$" and "valid JSON" in err.value.expected
    assert str(path) in str(err.value)


def test_unreadable_file_is_a_scenario_error(tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    with pytest.raises(ScenarioError) as err:
        load_scenario(missing)
    assert err.value.path == "$" and "readable file" in err.value.expected
    assert str(missing) in str(err.value)


def test_bad_history_event_names_the_json_path() -> None:
    data = to_json(history())
    data["events"][2]["player"] = "zero"
    with pytest.raises(HistoryError) as err:
        history_from_json(data)
    assert err.value.path == "$.events[2].player"


def test_unknown_event_kind_is_rejected() -> None:
    data = to_json(history())
    data["events"][0]["kind"] = "teleported"
    with pytest.raises(HistoryError) as err:
        history_from_json(data)
    assert err.value.path.startswith("$.events[0]")
