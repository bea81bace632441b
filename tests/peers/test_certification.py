"""A small certification run of each third-party engine must match its
committed expectations: every listed failure still fails (its saved
counterexample is replayed first) and nothing else fails (exit status 0)."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtgconf.expectations import load_expectations

ROOT = Path(__file__).resolve().parents[2]
ENGINES = [("phase", "phase", "phase"), ("python-mtg", "mtg", "python-mtg")]


@pytest.mark.parametrize("spec, module, name", ENGINES, ids=[e[0] for e in ENGINES])
def test_small_run_matches_the_expectations(spec: str, module: str, name: str, tmp_path: Path) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{spec} is not installed (pip install '.[{spec}]')")
    expectations = ROOT / "fixtures" / "expectations" / f"{name}.yaml"
    regressions = ROOT / "fixtures" / "regressions" / name
    done = subprocess.run(
        [sys.executable, "-m", "mtgconf", "run", "--engine", spec, "--examples", "5", "--seed", "0",
         "--expectations", str(expectations), "--regressions-dir", str(regressions),
         "--report-dir", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    summary = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))["summary"]
    assert summary["xfail"] == len(load_expectations(expectations))  # every known failure reproduced
