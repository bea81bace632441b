"""The trigger analysis looks only at sources whose trigger event can match
the occurrence's class (``matching.WATCHED``) among the scenario's trigger
events (``matching.trigger_events``). These tests fail if ``_times`` ever
counts an occurrence for a trigger event left out of the table, if a source
has a trigger event the scenario's walk missed, or if event classes start
inheriting from one another (the table is looked up by ``type(e)``)."""
from __future__ import annotations

import inspect

import pytest
from hypothesis import HealthCheck, given, settings

from properties.catalogue.common import OCCURRENCE_KINDS
from properties.matching import WATCHED, _arrivals, _times, sources, trigger_events
from properties.strategies import FAMILIES
from properties.tracked_board import replay
from reference_engine import events as ev
from reference_engine.engine import run
from reference_engine.scenario import Scenario

EVENT_CLASSES = [c for _, c in inspect.getmembers(ev, inspect.isclass)
                 if issubclass(c, ev._Event) and c is not ev._Event]


def test_no_event_class_inherits_from_another() -> None:
    for c in EVENT_CLASSES:
        assert c.__bases__ == (ev._Event,), c


def test_every_watched_class_is_an_occurrence_kind() -> None:
    kinds = {c: c.__dataclass_fields__["kind"].default for c in EVENT_CLASSES}
    assert all(kinds[c] in OCCURRENCE_KINDS for c in WATCHED)


SOME = settings(max_examples=8, deadline=None, database=None, derandomize=True,
                suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_603_2_unwatched_sources_never_count(family: str) -> None:
    """Every source of every board, before and after each occurrence: its
    trigger event is one the scenario names, and ``_times`` counts 0 for it
    unless the table lists its event for the occurrence's class."""

    @SOME
    @given(FAMILIES[family])
    def check(sc: Scenario) -> None:
        history = run(sc)
        tl = replay(sc, history)
        names = trigger_events(sc)
        for e in history.events:
            if e.kind not in OCCURRENCE_KINDS:
                continue
            for board in (tl.before_batch(e), tl.after_batch(e)):
                for s in sources(sc, board) + _arrivals(sc, board, e):
                    assert s.ability.trigger is not None
                    assert s.ability.trigger.event in names
                    if s.ability.trigger.event not in WATCHED.get(type(e), frozenset()):
                        assert _times(sc, tl, board, s, e) == 0, (e, s.ref)

    check()
