"""phase and python-mtg refuse "As this enters, choose a creature type"
(CR 614.12a): neither adapter answers the choice from the choice policy or
writes the ``chose`` event the History needs."""
from __future__ import annotations

import pytest

from mtgconf.adapters.protocol import Unsupported
from tests.engine.test_entering_choices import BANNER


def test_phase_refuses_an_entering_choice_with_its_reason() -> None:
    pytest.importorskip("phase", reason="phase-python is not installed (pip install '.[phase]')")
    from mtgconf.adapters.phase.cards import translate

    with pytest.raises(Unsupported, match=r"banner/0: .*chose, CR 614\.12a"):
        translate(BANNER)


def test_python_mtg_refuses_an_entering_choice_with_its_reason() -> None:
    pytest.importorskip("mtg", reason="python-mtg is not installed")
    from mtgconf.adapters.pymtg.cards import translate

    with pytest.raises(Unsupported, match=r"banner/0: python-mtg cards carry no static abilities"):
        translate(BANNER)
