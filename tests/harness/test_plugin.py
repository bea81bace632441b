"""The pytest plugin (``pytest --mtg-engine SPEC``) and its cheap import."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


def _pytest(tmp_path: Path, *args: str, autoload: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")])}
    if not autoload:
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    # An engine author's own unit test, which must keep running beside the plugin's items.
    (tmp_path / "test_own.py").write_text("def test_engine_own_unit_test():\n    assert sorted([3, 1, 2]) == [1, 2, 3]\n")
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA", str(tmp_path), *args],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)


def test_importing_the_plugin_loads_nothing_heavy() -> None:
    code = ("import sys, mtgconf.pytest_plugin; "
            "heavy = [m for m in ('hypothesis', 'pydantic', 'reference_engine', 'properties', 'mtgconf.runner') "
            "if m in sys.modules]; print(heavy)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_without_the_option_the_plugin_adds_nothing(tmp_path: Path) -> None:
    result = _pytest(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout and "mtgconf::" not in result.stdout


def test_one_item_per_property_and_failures_show_the_counterexample(tmp_path: Path) -> None:
    result = _pytest(tmp_path, "--mtg-engine", "python:harness_standins:BuggyEngine",
                     "--mtg-catalogue", "harness_standins", "--mtg-examples", "40",
                     "--mtg-report-dir", str(tmp_path / "out"))
    out = result.stdout
    assert result.returncode == 1, out + result.stderr
    assert "1 failed, 2 passed, 1 skipped" in out
    assert "FAILED mtgconf::property::final-life-unchanged" in out
    assert "Expected player" in out and "replay: mtgconf replay" in out
    assert "SKIPPED" in out and "unsupported" in out


def test_expectations_turn_failures_into_xfail(tmp_path: Path) -> None:
    exp = tmp_path / "known.json"
    exp.write_text('{"final-life-unchanged": {"reason": "off by one", "link": "https://tracker.example/1"}}')
    result = _pytest(tmp_path, "--mtg-engine", "python:harness_standins:BuggyEngine",
                     "--mtg-catalogue", "harness_standins", "--mtg-expectations", str(exp),
                     "--mtg-report-dir", str(tmp_path / "out"), autoload=False)
    # Without autoloading, the plugin must be named explicitly: -p still works.
    assert "unrecognized arguments" in result.stderr
    result = _pytest(tmp_path, "-p", "mtgconf.pytest_plugin", "--mtg-engine", "python:harness_standins:BuggyEngine",
                     "--mtg-catalogue", "harness_standins", "--mtg-expectations", str(exp),
                     "--mtg-report-dir", str(tmp_path / "out"), autoload=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 xfailed" in result.stdout and "off by one" in result.stdout


def test_a_node_id_reruns_as_printed(tmp_path: Path) -> None:
    """``FAILED mtgconf::property::ID`` pasted back runs that item alone (the
    user's own test and the other items are deselected)."""
    engine = ["--mtg-engine", "python:harness_standins:BuggyEngine", "--mtg-catalogue", "harness_standins",
              "--mtg-examples", "40", "--mtg-report-dir", str(tmp_path / "out")]
    first = _pytest(tmp_path, *engine)
    node = next(line.split()[1] for line in first.stdout.splitlines() if line.startswith("FAILED mtgconf::"))
    again = _pytest(tmp_path, *engine, node)
    assert again.returncode == 1, again.stdout + again.stderr
    assert "not found" not in again.stdout + again.stderr
    assert f"FAILED {node}" in again.stdout and "1 failed" in again.stdout and "passed" not in again.stdout


@pytest.mark.parametrize(("option", "said"), [
    (("--mtg-examples", "0"), "argument --mtg-examples: must be at least 1"),
    (("--mtg-timeout", "nan"), "argument --mtg-timeout: expected seconds between"),
    (("--mtg-shard", "3/2"), "--shard expects K/N with 1 <= K <= N"),
    (("--mtg-properties", "no-such-property"), "--properties 'no-such-property': matches no property"),
    (("--mtg-catalogue", "no_such_catalogue"), "--catalogue: cannot import 'no_such_catalogue'"),
    (("--mtg-report-dir", ""), "argument --mtg-report-dir: expected a directory, not an empty path"),
])
def test_bad_options_are_one_usage_error_before_any_item(tmp_path: Path, option: tuple[str, ...], said: str) -> None:
    """As `mtgconf run` refuses them: pytest's usage-error status, not every
    item failing, nor "no tests ran"."""
    result = _pytest(tmp_path, "--mtg-engine", "python:harness_standins:FakeEngine", *option)
    assert result.returncode == 4, result.stdout + result.stderr
    assert said in result.stderr and "passed" not in result.stdout


def test_an_unreachable_redis_example_db_is_a_usage_error(tmp_path: Path) -> None:
    pytest.importorskip("redis")
    from redis_server import _free_port

    url = f"redis://127.0.0.1:{_free_port()}/0"
    result = _pytest(tmp_path, "--mtg-engine", "python:harness_standins:FakeEngine",
                     "--mtg-catalogue", "harness_standins", "--mtg-example-db", url)
    assert result.returncode == 4 and f"{url}: cannot reach the Redis server" in result.stderr
