"""python-mtg does not code its refusals, so timing refusals are not judged
on it; phase gives each refusal the code of its own refusal message, so they
are. Neither one misplays an ability's timing: phase plays an
"activate only as an instant" ability in an upkeep (CR 602.5e), python-mtg,
which has no activated abilities in its vocabulary, refuses it with a message
naming what is missing."""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any

import pytest

from mtgconf.adapters.phase.manifest import capabilities as phase_capabilities
from mtgconf.adapters.protocol import Unsupported
from mtgconf.adapters.pymtg.manifest import capabilities as pymtg_capabilities
from mtgconf.runner.core import capability_gap
from properties.registry import get
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, Timing
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup, PlayerSetup, Scenario

STONE = CardDef(key="stone", name="Stone", mana_cost="{1}", types=(CardType.ARTIFACT,), abilities=(
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), timing=Timing.INSTANT,
            effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))
IN_UPKEEP = Scenario(players=(PlayerSetup(id=0), PlayerSetup(id=1)), step=Step.UPKEEP, cards=(STONE,),
                     objects=(ObjectSetup(id=1, card="stone", owner=0, zone=Zone.BATTLEFIELD),),
                     script=(Action(action=ActionKind.ACTIVATE, player=0, object=1),))
PEERS = [("phase", "phase", phase_capabilities, "activate actions"),
         ("pymtg", "mtg", pymtg_capabilities, "activated abilities")]
UNSUPPORTED = [p for p in PEERS if p[0] == "pymtg"]


@pytest.mark.parametrize("name, module, capabilities, missing", UNSUPPORTED, ids=[p[0] for p in UNSUPPORTED])
def test_timing_refusals_are_not_judged_on_a_peer(name: str, module: str, capabilities: Any, missing: str) -> None:
    caps = capabilities()
    assert "refusal-codes" not in caps.features
    assert "refusal-codes" in capability_gap(get("timing-refusals-are-true"), caps)


def test_timing_refusals_are_judged_on_phase() -> None:
    caps = phase_capabilities()
    assert "refusal-codes" in caps.features
    assert not capability_gap(get("timing-refusals-are-true"), caps)


def test_phase_codes_a_sorcery_speed_activation_in_an_upkeep_as_timing() -> None:
    # CR 602.5d: phase refuses it with "Activation restriction not satisfied: AsSorcery".
    pytest.importorskip("phase", reason="phase-python is not installed")
    import dataclasses

    from mtgconf.adapters.phase import make_adapter
    from reference_engine import events as ev

    slow = dataclasses.replace(STONE, abilities=(dataclasses.replace(STONE.abilities[0], timing=Timing.SORCERY),))
    history = make_adapter().run(dataclasses.replace(IN_UPKEEP, cards=(slow,)))
    (illegal,) = history.of_kind(ev.IllegalAction)
    assert illegal.code is ev.RefusalCode.TIMING and "AsSorcery" in illegal.reason
    assert not list(history.of_kind(ev.Activated))


def test_phase_activates_an_instant_speed_ability_in_an_upkeep() -> None:
    pytest.importorskip("phase", reason="phase-python is not installed")
    from mtgconf.adapters.phase import make_adapter
    from reference_engine import events as ev

    history = make_adapter().run(IN_UPKEEP)
    (activated,) = history.of_kind(ev.Activated)
    (pushed,) = history.of_kind(ev.PutOnStack)
    assert (activated.ability, activated.player, pushed.causes) == ("stone/0", 0, (activated.seq,))
    assert not list(history.of_kind(ev.IllegalAction))


@pytest.mark.parametrize("name, module, capabilities, missing", UNSUPPORTED, ids=[p[0] for p in UNSUPPORTED])
def test_an_instant_speed_activation_is_unsupported(name: str, module: str, capabilities: Any,
                                                    missing: str) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"the {name} engine is not installed")
    adapter = importlib.import_module(f"mtgconf.adapters.{name}").make_adapter()
    try:
        with pytest.raises(Unsupported, match=missing):
            adapter.run(IN_UPKEEP)
    finally:
        adapter.close()
