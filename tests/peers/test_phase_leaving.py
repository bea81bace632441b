"""A player leaving a game of three on phase (CR 800.4a): the History shows
what phase did, read from its events and, where it is silent, its state."""
from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase-python is not installed (pip install '.[phase]')")

from mtgconf.adapters.phase import make_adapter  # noqa: E402
from reference_engine import events as ev  # noqa: E402
from reference_engine.codec import history_from_json, to_json  # noqa: E402
from reference_engine.history import History  # noqa: E402
from reference_engine.ids import Zone  # noqa: E402
from tests.peers.scenarios import leaving_scenario  # noqa: E402


@pytest.fixture(scope="module")
def history() -> History:
    return make_adapter().run(leaving_scenario())


def _departure(history: History) -> tuple[ev.PlayerLost, list[ev.Event]]:
    (lost,) = history.of_kind(ev.PlayerLost)
    return lost, [e for e in history.events if e.seq > lost.seq and e.batch == lost.batch]


def test_the_loss_opens_one_batch_every_departure_event_shares(history: History) -> None:
    lost, departure = _departure(history)
    assert lost.player == 1 and lost.batch is not None
    assert departure and all(e.causes == (lost.seq,) for e in departure)
    assert history_from_json(to_json(history)) == history


def test_the_loser_cards_go_to_phase_exile_zone_from_every_zone(history: History) -> None:
    # phase has no zone outside the game: the History says where they went.
    _, departure = _departure(history)
    moves = [e for e in departure if isinstance(e, ev.ZoneChange)]
    assert sorted((m.before.card, m.from_zone.value) for m in moves if m.before) == [
        ("bear", "battlefield"), ("steal", "graveyard"), ("taunt", "battlefield"), ("tonic", "stack")]
    assert all((m.to_zone, m.how, m.owner) == (Zone.EXILE, ev.ZoneChangeCause.LEFT_GAME, 1) for m in moves)
    assert 2 in {m.old_id for m in moves} and 1 not in {m.old_id for m in moves}  # the stolen Bear stays


def test_the_stolen_bear_goes_back_though_phase_says_nothing(history: History) -> None:
    _, departure = _departure(history)
    (back,) = [e for e in departure if isinstance(e, ev.ControlChange)]
    assert (back.object, back.old_controller, back.new_controller) == (1, 1, 2)
    assert {o.id: o.controller for o in history.final.objects}[1] == 2


def test_the_loser_trigger_on_the_stack_ceases_to_exist(history: History) -> None:
    lost, departure = _departure(history)
    trigger = [e for e in history.of_kind(ev.PutOnStack) if e.seq < lost.seq][-1]
    (gone,) = [e for e in departure if isinstance(e, ev.RemovedFromStack)]
    assert (gone.object, gone.reason) == (trigger.object, ev.RemovalReason.CONTROLLER_LEFT)
    assert trigger.controller == 1
    assert not any(isinstance(e, ev.Resolving) and e.object == trigger.object for e in history.events)


def test_the_order_is_phase_own_with_the_silent_changes_where_it_eliminates(history: History) -> None:
    # phase: the owned cards' moves, then (with no event) control back and
    # the trigger gone; the History puts those last two after the moves.
    _, departure = _departure(history)
    assert [e.kind for e in departure] == ["zone_change"] * 4 + ["control_change", "removed_from_stack"]
