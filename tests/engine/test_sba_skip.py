"""A state-based action check is skipped only while nothing changed since the
last one that found nothing (CR 704.3); any sign of a change makes it run."""
from __future__ import annotations

from reference_engine.engine import Rules, _setup
from reference_engine.events import Priority, Sba, Tapped
from reference_engine.rules import sba
from reference_engine.state import Game

from tests.engine.builder import creature, on, scenario

BEAR = creature("bear", power=2, toughness=2)


def _quiet_game() -> Game:
    """Three players (one can lose without ending the game) and a bear, after
    a check that found nothing."""
    game = _setup(scenario([BEAR], [on("bear", 1)], [], players=3), Rules())
    assert not sba.check(game)
    return game


def _rules_applied(game: Game) -> list[str]:
    return [e.rule for e in game.log.events if isinstance(e, Sba)]


def test_704_3_only_priority_events_since_a_quiet_check_skip_the_next() -> None:
    game = _quiet_game()
    game.emit(Priority, player=0)
    assert sba._unchanged(game)
    assert not sba.check(game)


def test_704_5g_a_version_bump_alone_makes_the_check_run() -> None:
    game = _quiet_game()
    bear = game.obj(1)
    assert bear is not None
    bear.damage = 2
    game.touch()
    assert sba.check(game)
    assert _rules_applied(game) == ["704.5g"]


def test_704_5g_an_event_alone_makes_the_check_run() -> None:
    game = _quiet_game()
    bear = game.obj(1)
    assert bear is not None
    bear.damage = 2  # marked without a version bump, as damage wearing off is removed
    game.emit(Tapped, object=1)
    assert not sba._unchanged(game)
    assert sba.check(game)
    assert _rules_applied(game) == ["704.5g"]


def test_704_5b_a_draw_from_an_empty_library_alone_makes_the_check_run() -> None:
    game = _quiet_game()
    game.st.players[1].drew_from_empty = True  # neither an event nor a version bump
    assert not sba._unchanged(game)
    assert sba.check(game)
    assert _rules_applied(game) == ["704.5b"]
