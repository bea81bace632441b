"""Which example database a run uses: option, environment, [tool.mtgconf],
the settings profile, then the default directory."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from hypothesis import settings
from hypothesis.database import DirectoryBasedExampleDatabase, InMemoryExampleDatabase, ReadOnlyDatabase

from mtgconf.exampledb import (
    USE_PROFILE, DatabaseConfig, ExampleDbError, choose_database, default_example_db_dir, resolve_config,
)


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    monkeypatch.delenv("MTGCONF_EXAMPLE_DB", raising=False)
    monkeypatch.delenv("MTGCONF_EXAMPLE_DB_READONLY", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    # With CI=true Hypothesis loads its own "ci" profile, which names a database
    # (None): these tests start from the default profile, and put back what was there.
    previous = settings._current_profile
    settings.load_profile("default")
    yield tmp_path
    settings.load_profile(previous or "default")


def pyproject(folder: Path, body: str) -> Path:
    (folder / "pyproject.toml").write_text(f"[project]\nname = 'x'\n\n[tool.mtgconf]\n{body}\n", encoding="utf-8")
    return folder


def test_the_default_is_a_directory_in_the_users_cache_not_the_cwd(clean_env: Path) -> None:
    db = choose_database(resolve_config(cwd=clean_env))
    assert isinstance(db, DirectoryBasedExampleDatabase)
    assert Path(db.path) == clean_env / "cache" / "mtgconf" / "examples" == default_example_db_dir()


def test_option_beats_environment_beats_pyproject(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pyproject(clean_env, 'example-db = "from-pyproject"')
    nested = clean_env / "src" / "pkg"
    nested.mkdir(parents=True)
    assert resolve_config(cwd=nested) == DatabaseConfig("from-pyproject", False, "pyproject.toml")
    monkeypatch.setenv("MTGCONF_EXAMPLE_DB", "from-env")
    assert resolve_config(cwd=nested).spec == "from-env"
    assert resolve_config("from-option", cwd=nested).spec == "from-option"


def test_read_only_wraps_whatever_was_chosen(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pyproject(clean_env, 'example-db = ":memory:"\nexample-db-readonly = true')
    db = choose_database(resolve_config(cwd=clean_env))
    assert isinstance(db, ReadOnlyDatabase)
    db.save(b"k", b"v")
    assert list(db.fetch(b"k")) == []
    monkeypatch.setenv("MTGCONF_EXAMPLE_DB_READONLY", "1")
    assert resolve_config("x", cwd=clean_env / "..").readonly


def test_none_turns_the_database_off(clean_env: Path) -> None:
    assert choose_database(resolve_config("none", cwd=clean_env)) is None


def test_a_settings_profile_naming_a_database_is_left_alone(clean_env: Path) -> None:
    previous = settings._current_profile
    settings.register_profile("mtgconf-test-db", database=InMemoryExampleDatabase())
    settings.load_profile("mtgconf-test-db")
    try:
        assert choose_database(resolve_config(cwd=clean_env)) == USE_PROFILE
        # An explicit choice still wins over the profile.
        assert choose_database(resolve_config("none", cwd=clean_env)) is None
    finally:
        settings.load_profile(previous or "default")
    assert isinstance(choose_database(resolve_config(cwd=clean_env)), DirectoryBasedExampleDatabase)


@pytest.mark.parametrize("body, message", [
    ('example-db = 3', "expected a string"),
    ('example-db-readonly = "yes"', "expected true or false"),
    ('exampledb = "x"', "unknown key 'exampledb'"),
])
def test_a_bad_tool_mtgconf_table_is_an_error(clean_env: Path, body: str, message: str) -> None:
    pyproject(clean_env, body)
    with pytest.raises(ExampleDbError, match=message):
        resolve_config(cwd=clean_env)


def test_the_runner_uses_the_profiles_database(clean_env: Path) -> None:
    """run_property(database="profile") passes no database, so the profile's is used."""
    from mtgconf.engines.specs import resolve
    from mtgconf.runner.core import run_property
    from properties.registry import all_properties

    record = next(r for r in all_properties() if r.id == "apnap-stacking-order")
    db = InMemoryExampleDatabase()
    previous = settings._current_profile
    settings.register_profile("mtgconf-test-runner", database=db)
    settings.load_profile("mtgconf-test-runner")
    try:
        result = run_property(record, resolve("mutant:apnap-reversed"), examples=20, database="profile")
    finally:
        settings.load_profile(previous or "default")
    assert result.status.value == "fail"
    assert db.data, "the failure was saved in the profile's database"
