"""Spells printed "cast this spell only during ..." (CR 601.3): the phase
adapter passes each window phase reads as printed, and python-mtg refuses
one with its reason rather than let it be cast any time."""
from __future__ import annotations

import pytest

from mtgconf.adapters.protocol import Unsupported
from reference_engine.abilities import CastTiming
from tests.engine.builder import gain, spell

TRICK = spell("trick", gain(2), instant=True, cast_timing=CastTiming.COMBAT)


@pytest.mark.parametrize("timing", list(CastTiming))
def test_phase_reads_every_cast_window_as_printed(timing: CastTiming) -> None:
    pytest.importorskip("phase", reason="phase-python is not installed")
    from mtgconf.adapters.phase.cards import _CAST_WINDOWS, _read_cast_window, translate

    translated = translate(spell("trick", gain(2), instant=True, cast_timing=timing))
    assert _read_cast_window(translated.face) == _CAST_WINDOWS[timing]


def test_phase_refuses_a_window_it_reads_otherwise() -> None:
    pytest.importorskip("phase", reason="phase-python is not installed")
    from mtgconf.adapters.phase import cards

    misread = {**cards._CAST_WINDOWS, CastTiming.COMBAT: ("DeclareBlockersStep",)}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cards, "_CAST_WINDOWS", misread)
        with pytest.raises(Unsupported, match=r"cast window of trick/0 \(CR 601\.3\)"):
            cards.translate(TRICK)


def test_python_mtg_refuses_a_cast_timing_with_its_reason() -> None:
    pytest.importorskip("mtg", reason="python-mtg is not installed")
    from mtgconf.adapters.pymtg.cards import translate

    with pytest.raises(Unsupported, match=r"trick/0: a cast timing \(CR 601\.3\)"):
        translate(TRICK)
