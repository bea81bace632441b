"""``mtgconf explain CLAUSE``, in process: sections, sub-rules, saved files, bad input."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgconf.cli import main


def test_a_run_s_saved_counterexample_is_listed_under_its_clause(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saved = tmp_path / "counterexamples" / "x.json"
    saved.parent.mkdir()
    saved.write_text(json.dumps({"format": "mtgconf-counterexample/1", "item": "leaves-triggers-look-back",
                                 "engine": "mutant:no-look-back", "rules": ["603.10a"], "scenario": {}}))
    assert main(["explain", "603.10a", "--report-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "leaves-triggers-look-back on mutant:no-look-back" in out
    assert "reference_engine/rules/leaving_game.py" in out


def test_a_section_number_gathers_its_sub_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "603"]) == 0
    out = capsys.readouterr().out
    assert "trigger-once-per-occurrence" in out and "mutant:no-look-back" in out


def test_a_clause_outside_the_catalogue_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "999.9z"]) == 0
    out = capsys.readouterr().out
    assert "not in the suite's clause catalogue" in out and "Properties (0):" in out
    # nothing cites it, so `run --rules 999.9z` would be refused: it is not suggested
    assert "mtgconf run --rules" not in out and "mtgconf list --clauses" in out
    assert main(["run", "--rules", "999.9z", "--report-dir", str(tmp_path)]) == 2


def test_a_cited_clause_suggests_running_its_checks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "603.10a"]) == 0
    assert "Next: mtgconf run --rules 603.10a" in capsys.readouterr().out


def test_not_a_cr_number_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "banana"]) == 2
    captured = capsys.readouterr()
    assert "not a CR number" in captured.err and captured.out == ""


def test_a_clause_declared_by_a_catalogue_module_is_paraphrased(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "117.3d"]) == 0
    out = capsys.readouterr().out
    assert "not in the suite's clause catalogue" not in out
    assert "Passing goes to the next player" in out and "pass-goes-to-next-player-in-turn-order" in out
