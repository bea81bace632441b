"""phase refuses a copy effect that may copy a permanent spell (CR 608.3f):
its adapter records phase's SpellCopied, but has no record of the copy
becoming a token as it resolves (``zone_change`` with ``token``)."""
from __future__ import annotations

import pytest

from mtgconf.adapters.phase import cards
from mtgconf.adapters.protocol import Unsupported
from tests.engine.test_copies import TWINCAST
from tests.engine.test_permanent_copies import LITHOFORM, MAJOR


def test_phase_adapter_names_why_a_permanent_spell_copy_is_refused() -> None:
    assert "CR 608.3f" in cards._refusal(MAJOR, 0, MAJOR.abilities[0])
    # Lithoform Engine: only its third ability copies permanent spells
    assert [bool(cards._refusal(LITHOFORM, i, a)) for i, a in enumerate(LITHOFORM.abilities)] == [False, False, True]
    assert cards._refusal(TWINCAST, 0, TWINCAST.abilities[0]) == ""  # an instant or sorcery copy is still passed


def test_phase_refuses_a_permanent_spell_copy() -> None:
    pytest.importorskip("phase", reason="phase-python is not installed (pip install '.[phase]')")
    with pytest.raises(Unsupported, match=r"major/0: .*resolving into a token .*CR 608\.3f"):
        cards.translate(MAJOR)
