"""The strict type check: configured once in pyproject.toml and run by CI before the tests."""
from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {"reference_engine", "properties", "mtgconf"}


def test_mypy_is_strict_over_the_three_packages_without_a_global_escape() -> None:
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert conf["strict"] is True and set(conf["packages"]) == PACKAGES
    # Untyped third-party modules are named one by one, never skipped wholesale.
    assert "ignore_missing_imports" not in conf
    assert all(o.get("module") for o in conf.get("overrides", []))


def test_ci_runs_the_type_check_before_the_tests() -> None:
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    commands = [line for line in lines if line and not line.startswith("#")]
    check = commands.index("python -m mypy")
    tests = next(i for i, line in enumerate(commands) if "python -m pytest" in line)
    assert check < tests
