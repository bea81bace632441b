"""The depth measures fed to ``target()``, on hand-built Histories."""
from __future__ import annotations

from properties.strategies.aims import stack_depth, trigger_chain, trigger_count
from reference_engine.events import Life, Priority, Resolved, Resolving, Triggered
from reference_engine.history import EngineInfo, History


def _history(*events: object) -> History:
    return History(engine=EngineInfo(name="hand-built"), events=tuple(events))  # type: ignore[arg-type]


def test_empty_history_measures_zero() -> None:
    empty = _history()
    assert (stack_depth(empty), trigger_chain(empty), trigger_count(empty)) == (0, 0, 0)


def test_stack_depth_is_the_largest_priority_snapshot() -> None:
    h = _history(Priority(seq=1, player=0, stack=(5,)), Priority(seq=2, player=1, stack=(5, 6, 7)),
                 Priority(seq=3, player=0, stack=()))
    assert stack_depth(h) == 3


def test_a_trigger_caused_by_another_triggers_resolution_extends_the_chain() -> None:
    h = _history(
        Life(seq=1, player=0, amount=1, total=21),
        Triggered(seq=2, causes=(1,), instance=10, ability="w-1/0", source=1, controller=0),
        Resolving(seq=3, object=10),
        Life(seq=4, causes=(3,), player=0, amount=1, total=22),
        Triggered(seq=5, causes=(4,), instance=11, ability="w-1/0", source=1, controller=0),
        Resolved(seq=6, object=10),
        Triggered(seq=7, causes=(1,), instance=12, ability="w-2/0", source=2, controller=0),
    )
    assert trigger_chain(h) == 2
    assert trigger_count(h) == 3


def test_independent_triggers_do_not_chain() -> None:
    h = _history(
        Life(seq=1, player=0, amount=1, total=21),
        Triggered(seq=2, causes=(1,), instance=10, ability="w-1/0", source=1, controller=0),
        Triggered(seq=3, causes=(1,), instance=11, ability="w-2/0", source=2, controller=0),
    )
    assert trigger_chain(h) == 1
