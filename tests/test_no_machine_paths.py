"""Committed files name no path of the machine they were made on: a report
or a results file made in a scratch directory and then copied in keeps that
directory in its replay commands, which no one else can run."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MACHINE_PATH = re.compile(r"(?<![\w.])/(?:tmp|home|work|Users)/\w")


def _committed() -> list[Path]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return [ROOT / name for name in listed.decode().split("\0") if name]


def test_committed_files_name_no_machine_path() -> None:
    here = Path(__file__).resolve()
    found = []
    for path in _committed():
        if path == here or not path.is_file():
            continue
        text = path.read_bytes().decode("utf-8", errors="replace")
        found += [f"{path.relative_to(ROOT)}: {m.group(0)}" for m in MACHINE_PATH.finditer(text)]
    assert found == []


def test_the_pattern_finds_a_scratch_path() -> None:
    assert MACHINE_PATH.search('"replay": "mtgconf replay /tmp/run/counterexamples/x.json"')
    assert not MACHINE_PATH.search("docs/certification/phase-0.103.0/counterexamples/x.json")
