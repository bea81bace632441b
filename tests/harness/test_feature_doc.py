"""docs/feature-tags.md is current, and the engine guide's History example runs."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgconf.adapters.inprocess import all_feature_tags
from mtgconf.adapters.phase.manifest import FEATURES as PHASE
from mtgconf.adapters.pymtg.manifest import FEATURES as PYMTG
from mtgconf.feature_doc import DOC, main, render, tag_table

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "engines.md"


def test_the_feature_tags_page_is_not_stale() -> None:
    assert DOC.read_text(encoding="utf-8") == render(), "run: python -m mtgconf.feature_doc"
    assert main(["--check"]) == 0


def test_every_tag_an_engine_declares_is_listed_with_its_properties() -> None:
    table = tag_table()
    assert set(PHASE) | set(PYMTG) | set(all_feature_tags()) <= set(table)
    assert all(props or fixtures for props, fixtures in table.values())
    assert "leaves-triggers-look-back" in table["look-back"][0]


def test_the_guides_history_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    text = GUIDE.read_text(encoding="utf-8")
    section = text[text.index("### Building a History in Python"):]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code is not None and "reference_engine.codec" in code.group(1)
    exec(compile(code.group(1), str(GUIDE), "exec"), {"__name__": "guide"})  # noqa: S102 - our own doc
    assert '"kind": "priority"' in capsys.readouterr().out
