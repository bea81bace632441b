"""The report's display records: timeline, board, grids, statistics and formats."""
from __future__ import annotations

import enum
import types
import typing
from dataclasses import MISSING, fields, replace

import pytest

from mtgconf.report import formats as fmt
from mtgconf.report.board import board_view
from mtgconf.report.grid import Tile, compare_view, section_rows
from mtgconf.report.i18n import LANGS, translator
from mtgconf.report.sample import sample_run, watcher_history, watcher_scenario
from mtgconf.report.stats import stats_view
from mtgconf.report.timeline import GAME_LANE, describe, timeline_view
from mtgconf.runner.outcome import PropertyResult, Status
from reference_engine import events as ev
from reference_engine.history import History
from reference_engine.ids import TargetRef

EVENT_CLASSES: tuple[type, ...] = typing.get_args(typing.get_args(ev.Event)[0])


def _dummy(tp: object) -> object:
    """A value of an annotated type, enough to build any event."""
    if typing.get_origin(tp) in (typing.Union, types.UnionType):
        return _dummy(next(a for a in typing.get_args(tp) if a is not type(None)))
    if typing.get_origin(tp) is tuple or typing.get_origin(tp) is typing.Literal:
        return () if typing.get_origin(tp) is tuple else typing.get_args(tp)[0]
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return next(iter(tp))
    return {int: 1, str: "x", bool: True, TargetRef: TargetRef(player=0)}[tp]  # type: ignore[index]


def _instance(cls: type) -> object:
    hints = typing.get_type_hints(cls)
    required = {f.name: _dummy(hints[f.name]) for f in fields(cls)
                if f.default is MISSING and f.default_factory is MISSING}
    return cls(**required)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("cls", EVENT_CLASSES, ids=lambda c: c.__name__)
def test_every_event_kind_has_its_own_sentence(cls: type, lang: str) -> None:
    t = translator(lang)
    text = describe(_instance(cls), {1: "Bear"}, t)
    assert text and not text.startswith(t("ev.unknown", kind="").strip())


def test_lanes_follow_the_acting_player() -> None:
    view = timeline_view(watcher_history(), watcher_scenario(), (), translator("en"))
    lanes = {e.seq: e.lane for e in view.events}
    for e in watcher_history().events:
        if isinstance(e, (ev.Priority, ev.PassPriority, ev.Life)):
            assert lanes[e.seq] == e.player
        if isinstance(e, (ev.ZoneChange, ev.Resolving, ev.Resolved)):
            assert lanes[e.seq] == GAME_LANE
    assert [lane.id for lane in view.lanes] == [GAME_LANE, 0, 1]


def test_new_ids_keep_their_names_and_stacks_read_top_first() -> None:
    history = watcher_history()
    view = timeline_view(history, watcher_scenario(), (), translator("en"))
    by_seq = {e.seq: e for e in view.events}
    resolved = next(e for e in history.events if isinstance(e, ev.ZoneChange) and e.from_zone.value == "stack")
    assert "Final Sweep" in by_seq[resolved.seq].text  # the spell, named by its stack id
    grants = [e for e in history.events if isinstance(e, ev.Priority)]
    for g in grants:
        assert [s.split()[0] for s in by_seq[g.seq].stack or ()] == [f"#{i}" for i in reversed(g.stack)]


def test_rolled_back_events_are_marked() -> None:
    base = watcher_history()
    illegal = ev.IllegalAction(seq=len(base.events) + 1, player=0, action=0, reason="no mana", rolled_back=(1, 2))
    view = timeline_view(replace(base, events=(*base.events, illegal)), None, (), translator("en"))
    assert {e.seq for e in view.events if e.rolled_back} == {1, 2}


def test_timeline_without_scenario_finds_players_in_events() -> None:
    view = timeline_view(History(engine=watcher_history().engine, events=(ev.Priority(seq=1, player=3),)),
                         None, (), translator("fr"))
    assert [lane.id for lane in view.lanes] == [GAME_LANE, 3]


def test_board_seats_permanents_with_their_controller() -> None:
    scenario = watcher_scenario()
    stolen = replace(scenario, objects=tuple(replace(o, controller=0) if o.id == 3 else o for o in scenario.objects))
    board = board_view(stolen, translator("en"))
    p0_battlefield = next(z for z in board.players[0].zones if z.zone == "battlefield")
    card = next(c for c in p0_battlefield.cards if c.id == 3)
    assert card.controller == 0 and card.owner == 1 and "owner P1" in card.badges
    p1_graveyard = next(z for z in board.players[1].zones if z.zone == "graveyard")
    assert [c.id for c in p1_graveyard.cards] == [o.id for o in scenario.objects if o.zone.value == "graveyard"]


def _tile(pid: str, status: str) -> Tile:
    return Tile(prop_id=pid, title=pid, status=status, label=status, anchor=pid)


def test_sections_sort_numerically_and_list_a_property_once_per_section() -> None:
    rows = section_rows([(_tile("a", "pass"), ("603.10a", "603.2", "101.4")), (_tile("b", "fail"), ("117.5",)),
                         (_tile("c", "unsupported"), ("603.3",))], "en", translator("en"))
    assert [r.number for r in rows] == ["101", "117", "603"]
    assert [x.prop_id for x in rows[2].tiles] == ["a", "c"]
    assert (rows[2].passed, rows[2].total) == (1, 1)  # unsupported does not count


def test_comparison_marks_disagreement_and_missing_results() -> None:
    view = compare_view(["e1", "e2"], [{"a": _tile("a", "pass"), "b": _tile("b", "fail")},
                                       {"a": _tile("a", "xpass"), "b": _tile("b", "pass")}] , {}, translator("en"))
    assert [(r.prop_id, r.differs) for r in view.rows] == [("a", False), ("b", True)]
    partial = compare_view(["e1", "e2"], [{"a": _tile("a", "pass")}, {}], {}, translator("en"))
    assert partial.rows[0].cells[1] is None


def test_statistics_sum_mechanisms_and_skip_unsupported_coverage() -> None:
    run = sample_run()
    props = run.properties + (PropertyResult(id="z", rules=("603.2",), status=Status.UNSUPPORTED, examples=50,
                                             exercised=0, duration=0.0, statistics={"dies": 5}),)
    view = stats_view(props, {}, "en", features=lambda pid: ("combat",) if pid == "z" else ("stack",))
    dies = next(r for r in view.labels if r.name == "dies")
    having = [r for r in props if "dies" in r.statistics]
    assert dies.count == f"{sum(r.statistics['dies'] for r in having)} / {sum(r.examples for r in having)}"
    assert "z" not in [r.name for r in view.rare]
    by_tag = {r.name: r.count for r in view.mechanisms}
    others = [r for r in props if r.id != "z"]
    assert by_tag == {"combat": "0 / 50", "stack": f"{sum(r.exercised for r in others):,} / {sum(r.examples for r in others):,}"}


@pytest.mark.parametrize("lang, part, whole, text", [
    ("en", 1, 2, "50%"), ("fr", 1, 3, "33,3\u00a0%"), ("en", 0, 0, "\u2014"),
])
def test_percent(lang: str, part: int, whole: int, text: str) -> None:
    assert fmt.percent(part, whole, lang) == text


@pytest.mark.parametrize("value, text", [
    (0.5, "0.50\u00a0s"), (12.34, "12.3\u00a0s"), (185, "3\u00a0min 05\u00a0s"), (3720, "1\u00a0h 02\u00a0min"),
])
def test_seconds(value: float, text: str) -> None:
    assert fmt.seconds(value, "en") == text


def test_dates_and_numbers() -> None:
    assert fmt.date("2026-08-10T09:30:00+00:00", "fr") == "10 août 2026, 09:30 UTC"
    assert fmt.date("not a date", "en") == "not a date"
    assert fmt.number(12345, "en") == "12,345" and fmt.number(12345, "fr") == "12\u202f345"


def _result(pid: str, status: Status, kind: str = "property", rules: tuple[str, ...] = ("603.2",)) -> PropertyResult:
    return PropertyResult(id=pid, rules=rules, status=status, examples=4, exercised=2, duration=0.0, kind=kind)


def test_properties_run_counts_properties_only() -> None:
    results = [_result("a", Status.PASS), _result("b", Status.FAIL), _result("603/x", Status.PASS, kind="fixture")]
    view = stats_view(results, {}, "en", features=lambda pid: ())
    assert (view.properties, view.fixtures) == ("2", "1")


def test_a_section_with_everything_unsupported_is_not_a_failure() -> None:
    t = translator("en")
    tile = Tile(prop_id="a", title="A", status="unsupported", label="unsupported", anchor="x")
    (row,) = section_rows([(tile, ("509.3",)), (replace(tile, prop_id="b"), ("509.3",))], "en", t)
    assert row.total == 0 and "0 of 0" not in row.summary and "2 unsupported" in row.summary


def test_the_generators_labels_say_what_was_generated() -> None:
    from mtgconf.runner.generated import generated_labels

    labels = generated_labels(watcher_scenario())
    assert "players: 2" in labels and any(label.startswith("trigger: ") for label in labels)
    assert any(label.startswith("action: ") for label in labels)


def test_the_generators_labels_count_the_token_word() -> None:
    from mtgconf.runner.generated import generated_labels
    from properties.strategies.parts import make_tokens
    from reference_engine.abilities import Ability, AbilityKind
    from reference_engine.cards import CardDef
    from reference_engine.ids import CardType

    plain = watcher_scenario()
    maker = CardDef(key="alarm", name="Alarm", types=(CardType.INSTANT,),
                    abilities=(Ability(kind=AbilityKind.SPELL, effects=(make_tokens(2),)),))
    assert "word: tokens" not in generated_labels(plain)
    assert "word: tokens" in generated_labels(replace(plain, cards=plain.cards + (maker,)))


def test_the_generators_labels_count_the_enters_tapped_word() -> None:
    from mtgconf.runner.generated import generated_labels
    from properties.strategies.parts import watcher_ability
    from reference_engine.abilities import TriggerEvent
    from reference_engine.cards import CardDef
    from reference_engine.ids import CardType

    plain = watcher_scenario()
    amulet = CardDef(key="amulet", name="Amulet", types=(CardType.ARTIFACT,),
                     abilities=(watcher_ability(TriggerEvent.ENTERS, tapped=True),))
    assert "word: enters tapped" not in generated_labels(plain)
    assert "word: enters tapped" in generated_labels(replace(plain, cards=plain.cards + (amulet,)))
