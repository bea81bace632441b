"""Hostile engines for ``test_hostile_engines.py``: each misbehaves in one way.

In-process ones are named ``python:hostile_engines:NAME``; ``hostile_wire.py``
is a JSON-lines engine (``cmd:``) whose misbehaviour is chosen by its argument.
The stand-in catalogue (``--catalogue hostile_engines``) has the life property
of ``harness_standins`` and a determinism property that runs each scenario twice.
"""
from __future__ import annotations

import os
import sys

from hypothesis import strategies as st

from harness_standins import BOARDS, FakeEngine, life_record
from mtgconf.adapters.protocol import EngineFault, FaultKind
from properties.registry import Case, PropertyRecord, Verdict
from reference_engine.history import EngineInfo, FinalObject, FinalPlayer, FinalState, History
from reference_engine.ids import Zone
from reference_engine.scenario import Scenario

if os.environ.get("HOSTILE_EXIT_AT_IMPORT"):
    sys.exit(0)


def _same_twice(case: Case) -> Verdict:
    again = case.rerun() if case.rerun else case.history
    return Verdict(ok=again == case.history, exercised=True, expected="the same History twice",
                   observed="another History")


def all_properties() -> tuple[PropertyRecord, ...]:
    deterministic = life_record("runs-twice-alike", check=_same_twice)
    return (life_record("final-life-unchanged"), deterministic)


def scenarios(families: tuple[str, ...]) -> st.SearchStrategy[Scenario]:
    return BOARDS


class ExitsInCapabilities(FakeEngine):
    def capabilities(self):  # type: ignore[no-untyped-def]
        raise SystemExit(0)


class ExitsInClose(FakeEngine):
    def close(self) -> None:
        raise SystemExit(0)


class ExitsInRun(FakeEngine):
    def __init__(self) -> None:
        super().__init__(raises=SystemExit(0))


class InterruptsItself(FakeEngine):
    def __init__(self) -> None:
        super().__init__(raises=KeyboardInterrupt())


class HangsOnSecondRun(FakeEngine):
    """Plays each scenario once; asked again (as a determinism check does), it times out."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: set[str] = set()

    def run(self, scenario: Scenario) -> History:
        key = repr(scenario)
        if key in self.seen:
            raise EngineFault(FaultKind.TIMEOUT, "run: no reply within 1 s")
        self.seen.add(key)
        return super().run(scenario)


class LoopsForever(FakeEngine):
    """An in-process engine stuck in a loop of its own Python code on its
    third scenario: only the harness's time limit can get it out."""

    def __init__(self) -> None:
        super().__init__()
        self.played = 0

    def run(self, scenario: Scenario) -> History:
        self.played += 1
        while self.played == 3:
            try:
                pass
            except Exception:  # an engine swallowing errors must not swallow its time limit
                pass
        return super().run(scenario)


class HangsInCapabilities(FakeEngine):
    def capabilities(self):  # type: ignore[no-untyped-def]
        while True:
            pass


class HangsInClose(FakeEngine):
    def close(self) -> None:
        while True:
            pass


class _Named(FakeEngine):
    """Answers right, but puts ``NAME`` on a card in the final state."""

    NAME = ""

    def run(self, scenario: Scenario) -> History:
        h = super().run(scenario)
        card = FinalObject(id=1, card=self.NAME, zone=Zone.HAND, owner=0)
        players = h.final.players if h.final else ()
        return History(engine=EngineInfo(name="fake"), final=FinalState(players=players, objects=(card,)))


class HugeCardName(_Named):
    NAME = "x" * 50_000_000


class SurrogateCardName(_Named):
    NAME = "bad \ud800 card"


class ShoutsInErrors(FakeEngine):
    """Raises with a 10 MB message: the evidence must stay small."""

    def __init__(self) -> None:
        super().__init__(raises=RuntimeError("y" * 10_000_000))
