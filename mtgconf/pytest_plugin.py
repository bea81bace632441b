"""pytest plugin (entry point ``pytest11``): certify an engine from its own repository.

    pytest --mtg-engine python:my_engine.adapter:Adapter

adds one test item per property (and, with ``--mtg-fixtures``, per judge-case
fixture). Without ``--mtg-engine`` it does nothing, and importing it loads
nothing beyond pytest: the real work lives in ``mtgconf.runner.items``.

The items' node ids (``mtgconf::property::ID``, ``mtgconf::fixture::ID``) name
no file, so the plugin takes them off the command line itself: re-running one
as pytest printed it, ``pytest --mtg-engine SPEC 'mtgconf::property::ID'``,
runs that item alone.
"""
from __future__ import annotations

from typing import Any

import pytest

from mtgconf.option_types import directory_text, positive, seconds

OPTIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("--mtg-engine", dict(metavar="SPEC", help="engine spec to certify (enables the plugin)")),
    ("--mtg-examples", dict(type=positive, default=None, metavar="N", help="examples per property")),
    ("--mtg-seed", dict(type=int, default=0, metavar="S", help="run seed (mixed with each property id)")),
    ("--mtg-properties", dict(default="*", metavar="GLOB", help="property ids to run")),
    ("--mtg-rules", dict(default="", metavar="PREFIX", help="only properties citing this CR number, e.g. 603.4")),
    ("--mtg-features", dict(default="", metavar="LIST", help="comma-separated feature tags")),
    ("--mtg-shard", dict(default="1/1", metavar="K/N", help="run partition K of N")),
    ("--mtg-expectations", dict(default="", metavar="FILE", help="known failures (YAML or JSON)")),
    ("--mtg-timeout", dict(type=seconds, default=10.0, metavar="S", help="per-scenario engine timeout")),
    ("--mtg-example-db", dict(default="", metavar="SPEC",
                              help="Hypothesis example database: a directory, redis://HOST:PORT/N, :memory: or none")),
    ("--mtg-example-db-readonly", dict(action="store_true", help="replay the example database, write nothing to it")),
    ("--mtg-report-dir", dict(type=directory_text, default="reports", metavar="DIR",
                              help="where counterexamples are written")),
    ("--mtg-catalogue", dict(default="", metavar="MODULE",
                             help="module with all_properties() and scenarios(families) to run instead")),
    ("--mtg-fixtures-dir", dict(default="", metavar="DIR", help="judge-case fixtures (default: the suite's)")),
    ("--mtg-regressions-dir", dict(default="", metavar="DIR", help="saved counterexamples (default: the suite's)")),
    ("--mtg-fixtures", dict(action="store_true", help="also check the judge-case fixtures")),
    ("--mtg-require-exercised", dict(action="store_true",
                                     help="a property none of whose examples exercised its mechanism fails")),
)


NODE_PREFIX = "mtgconf::"
_WANTED = pytest.StashKey[tuple[str, ...]]()


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config: pytest.Config, parser: pytest.Parser, args: list[str]) -> None:
    """Take ``mtgconf::...`` node ids out of the paths pytest would look for."""
    wanted = tuple(a for a in args if a.startswith(NODE_PREFIX))
    if not wanted:
        return
    args[:] = [a for a in args if not a.startswith(NODE_PREFIX)]
    if any(a.startswith(f"{NODE_PREFIX}fixture::") for a in wanted):
        args.append("--mtg-fixtures")
    namespace = early_config.known_args_namespace
    namespace.file_or_dir = [a for a in getattr(namespace, "file_or_dir", []) if not a.startswith(NODE_PREFIX)]
    early_config.stash[_WANTED] = wanted


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mtgconf", "MTG rules-engine conformance (mtgconf)")
    for flag, kwargs in OPTIONS:
        group.addoption(flag, dest=flag[2:].replace("-", "_"), **kwargs)


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("mtg_engine"):
        config.addinivalue_line("markers", "mtgconf: an mtgconf conformance item")


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[Any]) -> None:
    if not config.getoption("mtg_engine"):
        return
    from mtgconf.runner.items import collect

    _inputs_or_usage_error(config)
    items.extend(collect(session))
    _engine_or_exit(config)
    wanted = config.stash.get(_WANTED, ())
    if wanted:  # only the node ids named on the command line (the others, the user's own tests too, deselected)
        dropped = [i for i in items if i.nodeid not in wanted]
        items[:] = [i for i in items if i.nodeid in wanted]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
    from mtgconf.runner.gc_tuning import tune_gc

    tune_gc()  # in every worker, once the items and the engine exist


def _inputs_or_usage_error(config: pytest.Config) -> None:
    """As ``mtgconf run`` does before it starts: a shard that cannot be,
    directories or a catalogue that name nothing, a selection that matches no
    item and an example database that cannot be opened (an unreachable Redis
    server) are one usage error, not a failure of every item or no item at all."""
    from mtgconf.exampledb import check_database, resolve_config
    from mtgconf.runner.items import RunConfig
    from mtgconf.runner.preflight import InputError, check_selection

    if hasattr(config, "workerinput"):  # a pytest-xdist worker: its controller checked the same options
        return
    try:
        run = RunConfig.from_pytest(config)
        check_selection(run)
        check_database(resolve_config(run.example_db, run.example_db_readonly))
    except (ValueError, InputError) as err:  # ShardError is a ValueError, as ExampleDbError is
        raise pytest.UsageError(f"mtgconf (--mtg-* options): {err}") from None


def _engine_or_exit(config: pytest.Config) -> None:
    """Start the engine once before any item runs: one that cannot be loaded
    ends the session with exit status 3 and the reason (say, the pip install
    that brings its package), instead of the same error on every item."""
    from mtgconf.engines.specs import EngineStartError, UnknownEngineSpec
    from mtgconf.runner.items import start_engine

    try:
        start_engine(config)
    except UnknownEngineSpec as err:
        raise pytest.UsageError(f"--mtg-engine: {err}") from None
    except EngineStartError as err:
        pytest.exit(f"mtgconf: engine {config.getoption('mtg_engine')!r} could not be started: {err}", returncode=3)


def pytest_sessionfinish(session: pytest.Session) -> None:
    if session.config.getoption("mtg_engine"):
        from mtgconf.runner.items import close_engines

        close_engines(session.config)
