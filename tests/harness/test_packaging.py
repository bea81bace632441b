"""A real (non-editable) install works from outside the repository.

Builds the wheel with ``pip install .`` into a fresh virtual environment
(dependencies come from the interpreter running the tests, to spare the network),
then runs ``mtgconf run --examples 2`` from an unrelated directory: properties,
fixtures, schemas and report templates must all have shipped. It builds from a
private copy of the checkout whose ``build/lib`` holds what an earlier install
left and the source no longer has, which must not ship.
"""
from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _lend_dependencies(venv: Path) -> None:
    """Put this interpreter's site-packages after the new venv's own.

    ``--system-site-packages`` would lend the base interpreter's packages, which
    need not include the test dependencies; a plain path file lends the ones
    this run has, without running their own path files (so the editable
    checkout is not lent with them)."""
    python = venv / "bin" / "python"
    own = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         check=True, capture_output=True, text=True).stdout.strip()
    lent = dict.fromkeys([*site.getsitepackages(), sysconfig.get_paths()["purelib"]])
    (Path(own) / "_lent_dependencies.pth").write_text("".join(f"{p}\n" for p in lent))


STALE = ("properties/catalogue/renamed_since.py", "fixtures/scenarios/renamed-since/leftover.json")
"""Left in ``build/lib`` by an earlier ``pip install .``: a catalogue module
(a copy of a real one, whose properties would register twice) and a fixture."""

_NOT_COPIED = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", ".hypothesis", ".mypy_cache",
                                     ".pytest_cache", "__pycache__", "reports", "node_modules")


def _checkout_with_leftovers(where: Path) -> Path:
    """The checkout copied to ``where``, with ``STALE`` in its ``build/lib``.
    A private copy also keeps concurrent builds out of the checkout's own
    ``build`` directory."""
    copy = where / "checkout"
    shutil.copytree(REPO, copy, ignore=_NOT_COPIED)
    sources = (REPO / "properties/catalogue/delayed.py", next((REPO / "fixtures/scenarios").rglob("*.json")))
    for name, source in zip(STALE, sources):
        left = copy / "build" / "lib" / name
        left.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, left)
    return copy


def _venv(tmp_path: Path) -> Path:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    _lend_dependencies(venv)
    checkout = _checkout_with_leftovers(tmp_path)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-v", "--no-deps", str(checkout)]
    build = subprocess.run(pip, check=True, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    (venv / "build.log").write_text(build.stdout + build.stderr)
    return venv


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One real install for the module's tests (building the wheel is slow)."""
    return _venv(tmp_path_factory.mktemp("install"))


def test_an_installed_wheel_runs_the_suite_from_anywhere(tmp_path: Path, installed: Path) -> None:
    venv = installed
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    python = str(venv / "bin" / "python")
    where = subprocess.run([python, "-c", "import mtgconf, fixtures; print(mtgconf.__file__, fixtures.__file__)"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, check=True).stdout
    assert str(REPO) not in where and str(venv) in where  # the installed copy, not the checkout
    typed = subprocess.run([python, "-c", "import importlib.resources as r; print(sorted(p for p in "
                            "('reference_engine', 'properties', 'mtgconf', 'fixtures') "
                            "if r.files(p).joinpath('py.typed').is_file()))"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, check=True).stdout
    assert typed.strip() == "['fixtures', 'mtgconf', 'properties', 'reference_engine']"  # PEP 561 markers ship
    run = subprocess.run([str(venv / "bin" / "mtgconf"), "run", "--examples", "2", "--workers", "2"],
                         cwd=elsewhere, env={**env, "CI": "true"}, capture_output=True, text=True, timeout=600)
    assert run.returncode in (0, 1), run.stdout + run.stderr  # 1 only if the reference engine is non-conformant
    reports = elsewhere / "reports"
    assert {"index.html", "results.json", "junit.xml"} <= {p.name for p in reports.iterdir()}
    results = json.loads((reports / "results.json").read_text())
    assert results["properties"] and results["fixtures"], "properties and fixtures must ship in the wheel"
    assert results["summary"]["error"] == 0, [p for p in results["properties"] if p["status"] == "error"]
    assert "<html" in (reports / "index.html").read_text().lower()
    schema = subprocess.run([python, "-c", "from mtgconf.results import SCHEMA_PATH; print(SCHEMA_PATH.is_file())"],
                            cwd=elsewhere, env=env, capture_output=True, text=True, check=True).stdout
    assert schema.strip() == "True"


def test_what_an_earlier_build_left_does_not_ship(installed: Path) -> None:
    """setuptools never empties ``build/lib``; ``mtgconf.build_support`` does,
    so a module or fixture renamed since an earlier install is gone."""
    purelib = subprocess.run([str(installed / "bin" / "python"), "-c",
                              "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    assert (Path(purelib) / "properties" / "catalogue" / "delayed.py").is_file()
    assert [name for name in STALE if (Path(purelib) / name).exists()] == []


def test_an_installed_suite_saves_regressions_only_in_a_folder_named(tmp_path: Path, installed: Path) -> None:
    """Its own fixtures/regressions belongs to the installed package: a
    reinstall replaces it and an uninstall would leave the files behind."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    argv = [str(installed / "bin" / "mtgconf"), "run", "--engine", "mutant:double-trigger", "--save-regressions",
            "--properties", "trigger-once-per-occurrence", "--no-fixtures", "--examples", "30"]
    refused = subprocess.run(argv, cwd=tmp_path, env={**env, "CI": "true"}, capture_output=True, text=True,
                             timeout=600)
    assert refused.returncode == 2, refused.stderr
    assert "it is inside the installed suite" in refused.stderr and "--regressions-dir" in refused.stderr
    mine = tmp_path / "mine"
    mine.mkdir()
    saved = subprocess.run([*argv, "--regressions-dir", str(mine)], cwd=tmp_path, env={**env, "CI": "true"},
                           capture_output=True, text=True, timeout=600)
    assert saved.returncode == 1, saved.stderr  # the mutant's failure, saved in the folder named
    assert [p.name for p in mine.iterdir()] == ["trigger-once-per-occurrence.json"]


def test_the_wheel_carries_its_license_in_the_current_form(tmp_path: Path, installed: Path) -> None:
    venv = installed
    log = (venv / "build.log").read_text()
    assert "is deprecated" not in log and "SetuptoolsDeprecationWarning" not in log
    code = ("from importlib.metadata import distribution as d; m = d('mtg-conformance'); "
            "print(m.metadata['License-Expression']); print(m.metadata.get_all('Classifier') != None); "
            "print(any(str(f).endswith('licenses/LICENSE') for f in m.files))")
    out = subprocess.run([str(venv / "bin" / "python"), "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         check=True, env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"}).stdout.split()
    assert out == ["MIT", "True", "True"]
