""""If at least three mana of the same color was spent to cast it" (CR 601.2h,
603.4): phase and python-mtg refuse it, each with its reason, since neither
adapter can report the mana a cost was paid with."""
from __future__ import annotations

import pytest

from mtgconf.adapters.protocol import Unsupported
from tests.engine.test_mana_spent import SERVANT


def test_phase_refuses_the_condition_with_its_reason() -> None:
    from mtgconf.adapters.phase.cards import translate  # refused before phase itself is needed

    with pytest.raises(Unsupported, match=r"servant/0: .*mana was spent to cast it.*CR 601\.2h"):
        translate(SERVANT)


def test_python_mtg_refuses_the_condition_with_its_reason() -> None:
    pytest.importorskip("mtg", reason="python-mtg is not installed")
    from mtgconf.adapters.pymtg.cards import translate

    with pytest.raises(Unsupported, match=r"servant/0: an intervening 'if'"):
        translate(SERVANT)
