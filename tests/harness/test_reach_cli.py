"""``mtgconf reach`` on bad input: a usage error (exit 2) with the reason, not a traceback."""
from __future__ import annotations

import pytest

from mtgconf.cli import main


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
