"""A real Redis server for the example-database tests.

``.ci/run`` starts one and names it in ``MTGCONF_TEST_REDIS_URL``; each xdist
worker then takes a database number of its own and empties it per test.
Elsewhere a private ``redis-server`` is started on a free loopback port, or
the tests are skipped (an error when ``MTGCONF_REQUIRE_REDIS=1``, as in CI).
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

URL_ENV = "MTGCONF_TEST_REDIS_URL"
REQUIRED = os.environ.get("MTGCONF_REQUIRE_REDIS") == "1"
"""CI sets this so that a missing server fails the run instead of skipping."""


def _missing(reason: str) -> None:
    if REQUIRED:
        raise RuntimeError(f"MTGCONF_REQUIRE_REDIS=1 but {reason}")
    pytest.skip(reason)


def _client(url: str) -> Any:
    try:
        import redis
    except ImportError:
        _missing("the redis Python package is not installed (pip install '.[redis]')")
    return redis.Redis.from_url(url)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait(client: Any, proc: subprocess.Popen[bytes] | None) -> None:
    for _ in range(100):
        try:
            if client.ping():
                return
        except Exception:  # not listening yet
            if proc is not None and proc.poll() is not None:
                raise RuntimeError("redis-server exited at start") from None
        time.sleep(0.05)
    raise RuntimeError("redis-server did not answer within 5 s")


@pytest.fixture(scope="session")
def redis_base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``redis://127.0.0.1:PORT`` of a running server (no database number)."""
    shared = os.environ.get(URL_ENV, "")
    if shared:
        _wait(_client(shared), None)
        yield shared.rstrip("/")
        return
    binary = shutil.which("redis-server")
    if binary is None:
        _missing("redis-server is not installed (apt-get install redis-server)")
    port = _free_port()
    folder: Path = tmp_path_factory.mktemp("redis")
    proc = subprocess.Popen([str(binary), "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", str(folder)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"redis://127.0.0.1:{port}"
        _wait(_client(base), proc)
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture
def redis_url(redis_base: str) -> str:
    """``redis://HOST:PORT/N``: a database of this xdist worker's own, emptied."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    number = int(worker.removeprefix("gw") or 0) % 15 + 1
    url = f"{redis_base}/{number}"
    _client(url).flushdb()
    return url


def keys(url: str) -> set[bytes]:
    return set(_client(url).keys("*"))
