"""``mtgconf reach`` on bad input: a usage error (exit 2) with the reason, not
a traceback; and what its measured run leaves out."""
from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from mtgconf.cli import main
from mtgconf.commands import reach


def test_no_examples_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["reach", "--examples", "0"]) == 2
    assert "--examples: must be at least 1" in capsys.readouterr().err


def test_a_measured_run_that_is_refused_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    """The run under coverage refuses a selection of nothing: its own message
    and exit code come back, instead of coverage failing on missing data."""
    pytest.importorskip("coverage")
    assert main(["reach", "--properties", "no-such-property"]) == 2
    err = capsys.readouterr().err
    assert "mtgconf reach: --properties 'no-such-property': matches no property or fixture" in err
    assert "Traceback" not in err and "CoverageWarning" not in err


def test_the_measured_run_replays_nothing_from_an_example_database(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The user's example database holds failures earlier runs saved, on
    mutants too: replayed, they would count as the generators' reach."""
    calls: list[list[str]] = []

    def refuse(argv: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        calls.append(argv)
        return subprocess.CompletedProcess(argv, 2, "", "stopped here")

    monkeypatch.setattr(subprocess, "run", refuse)  # the module reach calls it through
    with pytest.raises(reach.RunRefused):
        reach.measure(tmp_path, examples=1, seed=0)
    argv = calls[0]
    assert argv[argv.index("--example-db") + 1] == "none"
