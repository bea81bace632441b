"""phase and python-mtg refuse "<object> becomes blocked" (CR 509.1h): neither
adapter can write the ``became_blocked`` event the History needs."""
from __future__ import annotations

import pytest

from mtgconf.adapters.protocol import Unsupported
from reference_engine.abilities import Effect, EffectKind, ObjectRef, TriggerEvent
from tests.engine.builder import creature, trig
from tests.engine.test_made_blocked import TRAP_RUNNER

SKITTISH = creature("skittish", trig(TriggerEvent.ATTACKS, Effect(kind=EffectKind.MAKE_BLOCKED, object=ObjectRef.SELF)))
"""Whenever this creature attacks, it becomes blocked."""


def test_phase_refuses_an_effect_block_with_its_reason() -> None:
    pytest.importorskip("phase", reason="phase-python is not installed (pip install '.[phase]')")
    from mtgconf.adapters.phase.cards import translate

    with pytest.raises(Unsupported, match=r"trap-runner/0: .*became_blocked, CR 509\.1h"):
        translate(TRAP_RUNNER)


def test_python_mtg_refuses_an_effect_block_with_its_reason() -> None:
    pytest.importorskip("mtg", reason="python-mtg is not installed")
    from mtgconf.adapters.pymtg.cards import translate

    with pytest.raises(Unsupported, match=r"skittish/0: .*blocked by no creature \(CR 509\.1h\)"):
        translate(SKITTISH)  # python-mtg refuses Trap Runner already for being an activated ability
