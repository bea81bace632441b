"""Example databases on a real Redis server: shards share failures, and the
read-only mode of pull-request jobs writes nothing."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import pytest

from mtgconf.cli import main
from mtgconf.runner.select import in_shard
from redis_server import _free_port, keys, redis_base, redis_url  # noqa: F401 - fixtures

# A property this mutant fails within the default budget but not at one
# example, which falls in shard 1 of 2 and in shard 2 of 3.
PROP, MUTANT = "apnap-restarts-for-outstanding-choices", "mutant:choices-continue-in-turn-order"


def shard_run(tmp_path: Path, name: str, shard: str, examples: int, db: str, *extra: str) -> dict:
    out = tmp_path / name
    (tmp_path / "no-regressions").mkdir(exist_ok=True)  # a missing --regressions-dir is a usage error
    code = main(["run", "--engine", MUTANT, "--properties", PROP, "--shard", shard, "--examples", str(examples),
                 "--seed", "5", "--no-fixtures", "--example-db", db, "--report-dir", str(out),
                 "--regressions-dir", str(tmp_path / "no-regressions"), *extra])
    (result,) = json.loads((out / "results.json").read_text())["properties"]
    assert code == (1 if result["status"] == "fail" else 0)
    return result


def test_the_shards_are_as_the_story_needs() -> None:
    assert in_shard(PROP, (1, 2)) and in_shard(PROP, (2, 3))


def test_a_failure_found_by_shard_1_is_replayed_first_by_shard_2s_next_run(tmp_path: Path, redis_url: str) -> None:
    # Alone, one example of shard 2 does not find the bug.
    assert shard_run(tmp_path, "alone", "2/3", 1, "none")["status"] in ("pass", "not-exercised")
    found = shard_run(tmp_path, "shard1", "1/2", 150, redis_url)
    assert found["status"] == "fail" and keys(redis_url)
    # The next run has three shards and the property is now in shard 2.
    replayed = shard_run(tmp_path, "shard2", "2/3", 1, redis_url)
    assert replayed["status"] == "fail"
    assert replayed["counterexample"]["scenario"] == found["counterexample"]["scenario"]


def test_read_only_mode_replays_but_writes_nothing(tmp_path: Path, redis_url: str) -> None:
    assert shard_run(tmp_path, "ro-find", "1/2", 150, redis_url, "--example-db-readonly")["status"] == "fail"
    assert keys(redis_url) == set()
    shard_run(tmp_path, "rw-find", "1/2", 150, redis_url)
    before = {k: _members(redis_url, k) for k in keys(redis_url)}
    assert before
    assert shard_run(tmp_path, "ro-replay", "2/3", 1, redis_url, "--example-db-readonly")["status"] == "fail"
    assert {k: _members(redis_url, k) for k in keys(redis_url)} == before


def _members(url: str, key: bytes) -> set[bytes]:
    import redis

    return set(redis.Redis.from_url(url).smembers(key))


def test_a_redis_url_without_the_package_or_host_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["run", "--properties", PROP, "--example-db", "redis:///x", "--report-dir", str(tmp_path)])
    assert code == 2
    assert "redis://HOST:PORT/N" in capsys.readouterr().err


@pytest.mark.parametrize("via", ["option", "environment"])
def test_an_unreachable_redis_server_stops_the_run_before_it_starts(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, via: str) -> None:
    """A usage error (exit 2) naming the server, not an error in every property
    and the exit code of a non-conformance."""
    pytest.importorskip("redis")
    url = f"redis://127.0.0.1:{_free_port()}/0"  # nothing listens there
    option = ["--example-db", url] if via == "option" else []
    if via == "environment":
        monkeypatch.setenv("MTGCONF_EXAMPLE_DB", url)
    code = main(["run", "--properties", PROP, *option, "--report-dir", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2
    assert f"{url}: cannot reach the Redis server" in err
    assert ("(set by MTGCONF_EXAMPLE_DB)" in err) == (via == "environment")
    assert not (tmp_path / "out" / "results.json").exists()


def test_an_unreachable_redis_server_stops_a_fuzz_campaign_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("redis")
    pytest.importorskip("hypofuzz")
    url = f"redis://127.0.0.1:{_free_port()}/0"
    code = main(["fuzz", "--example-db", url, "--max-time", "1", "--report-dir", str(tmp_path / "out")])
    assert code == 2
    assert "cannot reach the Redis server" in capsys.readouterr().err
