"""`untap-and-draw-steps-do-their-actions` on permanents phasing in together:
the active player's phased-out permanents phase in all at once as the untap
step begins (CR 502.1), so their ``phased_in`` events share one batch."""
from __future__ import annotations

import dataclasses

from reference_engine.events import PhasedIn
from reference_engine.history import History
from reference_engine.ids import Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.registry import Case, Verdict, get
from tests.engine.builder import act, creature, on, play, scenario
from tests.engine.test_phasing import BLINK


def _two_phased() -> tuple[Scenario, History]:
    """Player 0 phases out both their creatures, then plays on to their next untap step."""
    script = [act("cast", object=3, targets=(TargetRef(object=1),)), act("resolve_all"),
              act("cast", object=4, targets=(TargetRef(object=2),)), act("resolve_all"),
              act("advance_to", step=Step.UPKEEP), act("advance_to", step=Step.UPKEEP)]
    objs = [on("bear", 1), on("bear", 2), on("blink", 3, zone=Zone.HAND), on("blink", 4, zone=Zone.HAND)]
    objs += [on("bear", 10 + i, zone=Zone.LIBRARY, owner=p) for i, p in enumerate((0,) * 3 + (1,) * 3)]
    sc = scenario([BLINK, creature("bear")], objs, script, pools={0: "{U}{U}"})
    return sc, play(sc)


def _check(sc: Scenario, history: History) -> Verdict:
    return get("untap-and-draw-steps-do-their-actions").check(Case(scenario=sc, history=history))


def test_permanents_phasing_in_in_one_batch_pass() -> None:
    sc, history = _two_phased()
    back = [e for e in history.events if isinstance(e, PhasedIn)]
    assert sorted(e.object for e in back) == [1, 2] and back[0].batch is not None
    assert len({e.batch for e in back}) == 1
    verdict = _check(sc, history)
    assert verdict.ok and verdict.exercised, verdict


def test_permanents_phasing_in_one_by_one_fail() -> None:
    sc, history = _two_phased()
    apart = tuple(dataclasses.replace(e, batch=None) if isinstance(e, PhasedIn) else e for e in history.events)
    verdict = _check(sc, dataclasses.replace(history, events=apart))
    assert not verdict.ok and "in one batch" in verdict.expected, verdict
