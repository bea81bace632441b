"""phase and python-mtg refuse a spell printed "cast this spell only during
..." (CR 601.3), each with its reason, rather than let it be cast any time."""
from __future__ import annotations

import pytest

from mtgconf.adapters.protocol import Unsupported
from reference_engine.abilities import CastTiming
from tests.engine.builder import gain, spell

TRICK = spell("trick", gain(2), instant=True, cast_timing=CastTiming.COMBAT)


def test_phase_refuses_a_cast_timing_with_its_reason() -> None:
    from mtgconf.adapters.phase.cards import translate  # refused before phase itself is needed

    with pytest.raises(Unsupported, match=r"trick/0: .*cast timing .*CR 601\.3.*only during combat"):
        translate(TRICK)


def test_python_mtg_refuses_a_cast_timing_with_its_reason() -> None:
    pytest.importorskip("mtg", reason="python-mtg is not installed")
    from mtgconf.adapters.pymtg.cards import translate

    with pytest.raises(Unsupported, match=r"trick/0: a cast timing \(CR 601\.3\)"):
        translate(TRICK)
