"""The reference engine (and its mutants) in process and over the wire must
give identical Histories: then `--engine 'cmd:python -m mtgconf.serve --engine
reference'` gives the same verdicts as `--engine reference`."""
from __future__ import annotations

import sys
from dataclasses import replace

from test_adapters_inprocess import toy_scenario

from mtgconf.engines.mutants import MUTANTS
from mtgconf.engines.specs import resolve
from reference_engine.ids import Step
from reference_engine.scenario import Action, ActionKind, Meta, Scenario

SHIM = f"cmd:{sys.executable} -m mtgconf.serve --engine"


def scenarios() -> list[Scenario]:
    bears = toy_scenario("bears", 2)
    return [
        toy_scenario("empty", 0),
        bears,
        replace(bears, meta=Meta(id="resolve-all"), script=(Action(action=ActionKind.RESOLVE_ALL),)),
        replace(bears, meta=Meta(id="to-end-step"), script=(Action(action=ActionKind.ADVANCE_TO, step=Step.END),)),
    ]


def _same_histories(spec: str) -> None:
    local, remote = resolve(spec), resolve(f"{SHIM} {spec}")
    try:
        assert remote.capabilities() == local.capabilities()
        for scenario in scenarios():
            history = local.run(scenario)
            assert history.events, scenario.meta.id
            assert remote.run(scenario) == history, scenario.meta.id
    finally:
        local.close()
        remote.close()


def test_reference_histories_are_identical_over_the_wire() -> None:
    _same_histories("reference")


def test_a_mutant_is_identical_over_the_wire_too() -> None:
    _same_histories(f"mutant:{sorted(MUTANTS)[0]}")
