"""Which Hypothesis example database a run or a campaign uses.

The choice is made the Hypothesis way, first match wins:

1. ``--example-db SPEC`` on the command line;
2. the environment: ``MTGCONF_EXAMPLE_DB``;
3. ``example-db`` in a ``[tool.mtgconf]`` table of ``pyproject.toml`` in the
   current directory or the nearest parent holding one;
4. a database named by the current Hypothesis settings profile, left alone;
5. the default directory, ``default_example_db_dir()``.

A SPEC is ``redis://HOST:PORT/N`` (Hypothesis's ``RedisExampleDatabase``),
``:memory:`` (kept for this process only), ``none`` (no database) or a
directory. Read-only mode (``--example-db-readonly``,
``MTGCONF_EXAMPLE_DB_READONLY=1`` or ``example-db-readonly = true``) wraps the
choice in ``ReadOnlyDatabase``: pull-request jobs replay the shared failures
but write nothing back.
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final
from urllib.parse import urlsplit

from hypothesis.database import (
    DirectoryBasedExampleDatabase,
    ExampleDatabase,
    InMemoryExampleDatabase,
    ReadOnlyDatabase,
)

__all__ = [
    "DB_ENV", "READONLY_ENV", "USE_PROFILE", "DatabaseConfig", "ExampleDbError", "check_database", "choose_database",
    "default_example_db_dir", "describe", "open_database", "profile_names_database", "resolve_config",
]

DB_ENV = "MTGCONF_EXAMPLE_DB"
READONLY_ENV = "MTGCONF_EXAMPLE_DB_READONLY"
USE_PROFILE = "profile"
"""``choose_database``'s answer when the settings profile names the database."""
_OFF = frozenset({"none", "off"})
REDIS_CONNECT_TIMEOUT: Final = 5.0
"""Seconds to wait for a Redis server before the run is refused."""


class ExampleDbError(ValueError):
    """A database spec or a ``[tool.mtgconf]`` table that cannot be used (exit 2)."""


def default_example_db_dir() -> Path:
    """Where failing examples are kept when nothing else is configured: the
    user's cache directory (``$XDG_CACHE_HOME/mtgconf/examples``, by default
    ``~/.cache/mtgconf/examples``), never the current directory."""
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "mtgconf" / "examples"


@dataclass(frozen=True, slots=True)
class DatabaseConfig:
    spec: str = ""
    """"" when nothing names a database."""
    readonly: bool = False
    source: str = "default"
    """Where the choice came from: option, environment, pyproject.toml or default."""


def resolve_config(spec: str = "", readonly: bool = False, cwd: Path | None = None) -> DatabaseConfig:
    """The database settings of a run, from the option, environment or pyproject."""
    table = _pyproject_table(cwd or Path.cwd())
    ro = readonly or _truthy(os.environ.get(READONLY_ENV, "")) or _table_bool(table, "example-db-readonly")
    if spec:
        return DatabaseConfig(spec, ro, "option")
    if os.environ.get(DB_ENV):
        return DatabaseConfig(os.environ[DB_ENV], ro, "environment")
    value = table.get("example-db", "")
    if not isinstance(value, str):
        raise ExampleDbError(f"pyproject.toml: [tool.mtgconf] example-db: expected a string, got {value!r}")
    return DatabaseConfig(value, ro, "pyproject.toml" if value else "default")


def choose_database(config: DatabaseConfig) -> ExampleDatabase | None | str:
    """The database to give Hypothesis: an instance, None for none, or
    ``USE_PROFILE`` to leave the current settings profile's choice alone."""
    if not config.spec and profile_names_database():
        return USE_PROFILE
    db = open_database(config.spec) if config.spec else DirectoryBasedExampleDatabase(default_example_db_dir())
    if db is not None and config.readonly:
        return ReadOnlyDatabase(db)
    return db


def check_database(config: DatabaseConfig) -> None:
    """Open the configured database once, before a run or campaign starts, so
    that a bad spec or an unreachable server is a usage error (exit 2); the
    message says where the spec came from when it was not the option."""
    if not config.spec:
        return
    try:
        open_database(config.spec)
    except ExampleDbError as err:
        if config.source == "option":
            raise
        origin = DB_ENV if config.source == "environment" else "[tool.mtgconf] example-db in pyproject.toml"
        raise ExampleDbError(f"{err} (set by {origin})") from None


def open_database(spec: str) -> ExampleDatabase | None:
    """A Hypothesis database for one SPEC (see the module docstring)."""
    if spec.lower() in _OFF:
        return None
    if spec == ":memory:":
        return InMemoryExampleDatabase()
    if spec.startswith(("redis://", "rediss://")):
        return _redis(spec)
    if "://" in spec:
        raise ExampleDbError(f"--example-db: expected redis://HOST:PORT/N, a directory, :memory: or none, got {spec!r}")
    return DirectoryBasedExampleDatabase(spec)


def _redis(url: str) -> ExampleDatabase:
    parts = urlsplit(url)
    db_index = parts.path.strip("/") or "0"
    if not parts.hostname or not db_index.isdigit():
        raise ExampleDbError(f"--example-db: expected redis://HOST:PORT/N, got {url!r}")
    try:
        import redis
        from hypothesis.extra.redis import RedisExampleDatabase
    except ImportError:
        raise ExampleDbError("--example-db redis://...: the redis package is missing; "
                             "install the redis extra: pip install '.[redis]'") from None
    client = redis.Redis.from_url(url, socket_connect_timeout=REDIS_CONNECT_TIMEOUT)
    try:
        client.ping()  # without it, an unreachable server only shows up as an error in every property
    except redis.RedisError as err:
        raise ExampleDbError(f"--example-db {url}: cannot reach the Redis server ({err})") from None
    return RedisExampleDatabase(client)


def profile_names_database() -> bool:
    """True when the loaded settings profile (or a parent) sets ``database``;
    Hypothesis's own default (``.hypothesis/`` in the current directory) does not count."""
    from hypothesis import settings
    from hypothesis.utils.conventions import not_set

    current: Any = settings.default
    while current is not None:
        if getattr(current, "_database", not_set) is not not_set:
            return True
        current = getattr(current, "_fallback", None)
    return False


def describe(db: Any) -> str:
    """A short name for messages and the campaign report."""
    if db == USE_PROFILE:
        return "the Hypothesis settings profile's database"
    return "none" if db is None else repr(db)


def _pyproject_table(start: Path) -> dict[str, Any]:
    for folder in (start, *start.parents):
        path = folder / "pyproject.toml"
        if path.is_file():
            try:
                data = tomllib.loads(path.read_text(encoding="utf-8"))
            except (OSError, tomllib.TOMLDecodeError) as err:
                raise ExampleDbError(f"{path}: cannot read: {err}") from None
            table = data.get("tool", {}).get("mtgconf", {})
            if not isinstance(table, dict):
                raise ExampleDbError(f"{path}: [tool.mtgconf]: expected a table")
            unknown = sorted(set(table) - {"example-db", "example-db-readonly"})
            if unknown:
                raise ExampleDbError(f"{path}: [tool.mtgconf]: unknown key {unknown[0]!r} "
                                     "(expected example-db, example-db-readonly)")
            return table
    return {}


def _table_bool(table: dict[str, Any], key: str) -> bool:
    value = table.get(key, False)
    if not isinstance(value, bool):
        raise ExampleDbError(f"pyproject.toml: [tool.mtgconf] {key}: expected true or false, got {value!r}")
    return value


def _truthy(text: str) -> bool:
    return text.strip().lower() in {"1", "true", "yes", "on"}
