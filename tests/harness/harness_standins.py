"""Stand-in properties, strategies and engines for the harness tests.

They are tiny on purpose: the harness must be tested on cases whose outcome is
known by construction (a deliberately off-by-one engine, a crashing engine),
independently of the real catalogue and reference engine.
"""
from __future__ import annotations

from typing import Callable

from hypothesis import strategies as st

from mtgconf.adapters.protocol import Capabilities, EngineFault, FaultKind, Unsupported
from properties.registry import Case, PropertyRecord, Verdict
from reference_engine.history import EngineInfo, FinalPlayer, FinalState, History
from reference_engine.scenario import PlayerSetup, Scenario

LIFE = st.integers(min_value=1, max_value=40)


@st.composite
def _boards(draw: st.DrawFn) -> Scenario:
    lives = draw(st.lists(LIFE, min_size=2, max_size=2))
    return Scenario(players=tuple(PlayerSetup(id=i, life=life) for i, life in enumerate(lives)))


BOARDS = _boards()


def life_record(id: str = "final-life-unchanged", *, needs_events: tuple[str, ...] = (),
                check: Callable[[Case], Verdict] | None = None) -> PropertyRecord:
    """Nothing happens in these scenarios, so every final life equals the start."""
    return PropertyRecord(
        id=id, rules=("119.3",), title="Life totals only change through events",
        title_fr="Les points de vie ne changent que par des évènements", features=(),
        families=("standin",), needs_events=needs_events, needs_actions=(),
        check=check or _life_unchanged, doc="stand-in",
    )


def _life_unchanged(case: Case) -> Verdict:
    start = {p.id: p.life for p in case.scenario.players}
    final = case.history.final.players if case.history.final else ()
    exercised = any(p.life > 10 for p in case.scenario.players)
    for p in final:
        if p.life != start[p.id]:
            return Verdict(ok=False, exercised=True, expected=f"player {p.id} at {start[p.id]} life",
                           observed=f"{p.life} life")
    return Verdict(ok=True, exercised=exercised)


class FakeEngine:
    """Echoes the life totals; ``off_by_one_above`` adds a point to any total
    above it (a bug the stand-in property must find and shrink)."""

    def __init__(self, *, off_by_one_above: int | None = None, raises: BaseException | None = None,
                 events: tuple[str, ...] = ("life",)) -> None:
        self.off_by_one_above = off_by_one_above
        self.raises = raises
        self.calls = 0
        self.closed = False
        self._caps = Capabilities(name="fake", version="1.0", events=events)

    def capabilities(self) -> Capabilities:
        return self._caps

    def run(self, scenario: Scenario) -> History:
        self.calls += 1
        if self.raises is not None:
            raise self.raises
        players = tuple(FinalPlayer(id=p.id, life=self._life(p.life), hand=0, library=0)
                        for p in scenario.players)
        return History(engine=EngineInfo(name="fake", version="1.0"), final=FinalState(players=players))

    def _life(self, life: int) -> int:
        bump = self.off_by_one_above is not None and life > self.off_by_one_above
        return life + 1 if bump else life

    def close(self) -> None:
        self.closed = True


class Panic(BaseException):
    """What a native extension's panic looks like from Python."""


def crashing(kind: str = "crash") -> FakeEngine:
    return FakeEngine(raises=EngineFault(FaultKind(kind), "engine died", evidence="stderr: boom"))


def unsupported_engine() -> FakeEngine:
    return FakeEngine(raises=Unsupported("no life totals"))



# A stand-in catalogue (``--mtg-catalogue harness_standins``): three properties.
def _never_exercised(case: Case) -> Verdict:
    return Verdict(ok=True, exercised=False)


def all_properties() -> tuple[PropertyRecord, ...]:
    return (
        life_record("final-life-unchanged"),
        life_record("needs-damage-events", needs_events=("damage",)),
        life_record("rarely-exercised", check=_never_exercised),
    )


def scenarios(families: tuple[str, ...]) -> st.SearchStrategy[Scenario]:
    return BOARDS


class BuggyEngine(FakeEngine):
    """``python:harness_standins:BuggyEngine``: wrong above 30 life."""

    def __init__(self) -> None:
        super().__init__(off_by_one_above=30)


class PanickingEngine(FakeEngine):
    def __init__(self) -> None:
        super().__init__(raises=Panic("native panic"))


class SlowEngine(FakeEngine):
    """Takes its time and logs each call to $STANDIN_CALLS, so a test can
    interrupt a run part-way through at a known point. From call
    $STANDIN_STALL_AT on it stalls, so the run is still there to interrupt
    however loaded the machine is."""

    def run(self, scenario: Scenario) -> History:
        import os
        import time

        time.sleep(0.02)
        with open(os.environ["STANDIN_CALLS"], "a", encoding="utf-8") as log:
            log.write(".")
        with open(os.environ["STANDIN_CALLS"], encoding="utf-8") as log:
            calls = len(log.read())
        stall_at = os.environ.get("STANDIN_STALL_AT")
        if stall_at and calls >= int(stall_at):
            time.sleep(60)
        return super().run(scenario)


# Two unrelated bugs on one property (``TwoBugEngine``), for distinct findings.
def _life_and_hand(case: Case) -> Verdict:
    """Nothing happens: every life total stays, and nobody holds a card."""
    from properties.registry import failed

    start = {p.id: p.life for p in case.scenario.players}
    final = case.history.final.players if case.history.final else ()
    for p in final:
        if p.life != start[p.id]:
            return failed(f"player {p.id} at {start[p.id]} life", f"{p.life} life")
    for p in final:
        if p.hand:
            return failed(f"player {p.id} with no card in hand", f"{p.hand} cards", key="hand")
    return Verdict(ok=True, exercised=True)


def life_and_hand_record() -> PropertyRecord:
    return PropertyRecord(
        id="life-and-hand-unchanged", rules=("119.3",), title="Life and hands only change through events",
        title_fr="Les points de vie et les mains ne changent que par des évènements", features=(),
        families=("standin",), needs_events=(), needs_actions=(), check=_life_and_hand, doc="stand-in",
    )


class TwoBugEngine(FakeEngine):
    """Two unrelated bugs: a point of life too many above 30 life, and a
    phantom card in hand for a player at 5 life or less."""

    def __init__(self) -> None:
        super().__init__(off_by_one_above=30)

    def run(self, scenario: Scenario) -> History:
        from dataclasses import replace

        history = super().run(scenario)
        assert history.final is not None
        players = tuple(replace(p, hand=1) if p.life <= 5 else p for p in history.final.players)
        return replace(history, final=replace(history.final, players=players))
