"""pytest items: one per property and per fixture, for ``mtgconf run`` (through
pytest-xdist workers) and for the ``--mtg-engine`` plugin.

Each item attaches its ``PropertyResult`` as JSON to ``user_properties``, which
xdist carries from the worker to the controller, where
``mtgconf.runner.session`` merges them.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from mtgconf.adapters.protocol import EngineAdapter
from mtgconf.expectations import Expectation, apply_expectation, load_expectations
from mtgconf.runner.core import DEFAULT_EXAMPLES, run_property
from mtgconf.runner.fixtures import run_fixture
from mtgconf.runner.outcome import PropertyResult, Status
from mtgconf.runner.select import FIXTURES_DIR, REGRESSIONS_DIR, Selection, load_regressions, parse_shard, select_fixtures, select_properties

if TYPE_CHECKING:
    from _pytest._code.code import TerminalRepr  # pytest's own annotation of repr_failure
    from pydantic import TypeAdapter

__all__ = ["RESULT_KEY", "RunConfig", "collect", "close_engines", "nodeid", "result_from_json", "result_to_json",
           "start_engine"]

RESULT_KEY = "mtgconf-result"
IMPORT_PATH_ENV = "MTGCONF_IMPORT_PATH"
WORKER_PIDS_ENV = "MTGCONF_WORKER_PIDS"
"""A directory where each xdist worker of ``mtgconf run`` leaves its pid, so
the controller can pass a stop signal on (``session._signal_workers``)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RunConfig:
    """The run's options, as every worker reads them from the pytest config."""

    engine: str
    examples: int = DEFAULT_EXAMPLES
    seed: int = 0
    selection: Selection = Selection()
    expectations: str = ""
    timeout: float = 10.0
    example_db: str = ""
    """A database spec (``mtgconf.exampledb``); "" = environment, pyproject or default."""
    example_db_readonly: bool = False
    report_dir: str = "reports"
    fixtures: bool = False
    catalogue: str = ""
    fixtures_dir: str = ""
    """Judge-case fixtures to check ("" = the suite's fixtures/scenarios)."""
    regressions_dir: str = ""
    """Saved counterexamples to replay first ("" = the suite's fixtures/regressions)."""
    exitfirst: bool = False
    """Stop the run (and each property's search) at the first failure."""
    require_exercised: bool = False
    """A ``not-exercised`` property fails the run."""
    """A module with ``all_properties()`` and ``scenarios(families)`` to use
    instead of the suite's own (for extra or stand-in properties)."""

    @classmethod
    def from_pytest(cls, config: pytest.Config) -> RunConfig:
        opt = config.getoption
        features = tuple(f for f in opt("mtg_features").split(",") if f)
        return cls(
            engine=opt("mtg_engine"), examples=opt("mtg_examples") or DEFAULT_EXAMPLES,
            seed=opt("mtg_seed"), expectations=opt("mtg_expectations"), timeout=opt("mtg_timeout"),
            example_db=opt("mtg_example_db"), example_db_readonly=opt("mtg_example_db_readonly"),
            catalogue=opt("mtg_catalogue"), report_dir=opt("mtg_report_dir"), fixtures=opt("mtg_fixtures"),
            fixtures_dir=opt("mtg_fixtures_dir"), regressions_dir=opt("mtg_regressions_dir"),
            exitfirst=opt("maxfail") == 1,
            require_exercised=bool(opt("mtg_require_exercised")),
            selection=Selection(properties=opt("mtg_properties"), rules=opt("mtg_rules"),
                                features=features, shard=parse_shard(opt("mtg_shard"))),
        )

    @property
    def fixtures_root(self) -> Path:
        return Path(self.fixtures_dir) if self.fixtures_dir else FIXTURES_DIR

    @property
    def regressions_root(self) -> Path:
        return Path(self.regressions_dir) if self.regressions_dir else REGRESSIONS_DIR

    def replay(self, item_id: str) -> str:
        from mtgconf.runner.saved import counterexample_path, replay_command

        return replay_command(counterexample_path(self.report_dir, item_id), self.engine, self.catalogue)


@dataclass
class _Engines:
    """Adapters shared by the items of one worker, started on first use."""

    run: RunConfig
    started: dict[str, EngineAdapter] = field(default_factory=dict)

    def get(self, spec: str) -> EngineAdapter:
        if spec not in self.started:
            from mtgconf.engines.specs import resolve

            self.started[spec] = resolve(spec, timeout=self.run.timeout)
        return self.started[spec]

    @cached_property
    def catalogue(self) -> Any:
        return load_catalogue(self.run.catalogue)

    @cached_property
    def expectations(self) -> dict[str, Expectation]:
        return load_expectations(self.run.expectations) if self.run.expectations else {}

    @cached_property
    def database(self) -> Any:
        from mtgconf.exampledb import choose_database, resolve_config

        return choose_database(resolve_config(self.run.example_db, self.run.example_db_readonly))


class _Lazy:
    """An adapter started only when a checker first asks for it (most
    properties never consult the reference engine)."""

    def __init__(self, engines: _Engines, spec: str) -> None:
        self._engines, self._spec = engines, spec

    def capabilities(self) -> Any:
        return self._engines.get(self._spec).capabilities()

    def run(self, scenario: Any) -> Any:
        return self._engines.get(self._spec).run(scenario)

    def close(self) -> None:
        pass  # closed with the others by close_engines


_ENGINES = pytest.StashKey[_Engines]()


def nodeid(kind: str, item_id: str) -> str:
    return f"mtgconf::{kind}::{item_id}"


def collect(session: pytest.Session) -> list[pytest.Item]:
    """Items for the selected properties (then fixtures), in a stable order."""
    _restore_import_path()
    _announce_worker(session.config)
    run = RunConfig.from_pytest(session.config)
    session.config.stash[_ENGINES] = _Engines(run)
    records = session.config.stash[_ENGINES].catalogue.all_properties()
    items: list[pytest.Item] = [
        ConformanceItem.from_parent(session, name=r.id, nodeid=nodeid("property", r.id), kind="property", target=r)
        for r in select_properties(records, run.selection)]
    if run.fixtures:
        items += [ConformanceItem.from_parent(session, name=fid, nodeid=nodeid("fixture", fid), kind="fixture",
                                              target=scenario)
                  for fid, _, scenario in select_fixtures(run.selection, run.fixtures_root)]
    return items


def load_catalogue(module: str = "") -> Any:
    """The properties and strategies to run: the suite's, or ``module``'s."""
    import importlib
    from types import SimpleNamespace

    if module:
        return importlib.import_module(module)
    from properties.registry import all_properties
    from properties.strategies import scenarios

    return SimpleNamespace(all_properties=all_properties, scenarios=scenarios)


def _announce_worker(config: pytest.Config) -> None:
    """In an xdist worker of ``mtgconf run``: handle signals as the run does,
    and leave this process's pid for the controller."""
    import os

    pids = os.environ.get(WORKER_PIDS_ENV, "")
    if pids and hasattr(config, "workerinput") and os.path.isdir(pids):
        from mtgconf.runner import stop

        stop.install()  # so an engine's own KeyboardInterrupt is told from the controller's stop
        (Path(pids) / str(os.getpid())).write_text("", encoding="utf-8")


def _restore_import_path() -> None:
    """Add the controller's import path (see ``session._isolated``)."""
    import os
    import sys

    for entry in os.environ.get(IMPORT_PATH_ENV, "").split(os.pathsep):
        if entry and entry not in sys.path:
            sys.path.append(entry)


def start_engine(config: pytest.Config) -> None:
    """Start the run's engine now (``EngineStartError`` if it cannot be)."""
    engines = config.stash[_ENGINES]
    engines.get(engines.run.engine)


def close_engines(config: pytest.Config) -> None:
    engines = config.stash.get(_ENGINES, None)
    for spec, adapter in (engines.started.items() if engines else ()):
        try:
            adapter.close()
        except Exception as err:  # noqa: BLE001 - every result is in; the fault is reported, not raised
            import sys

            print(f"warning: engine {spec!r} failed in close(): {err}", file=sys.stderr)


class NonConformance(AssertionError):
    """How a failed, errored or unexpectedly passing item shows in pytest."""


class ConformanceItem(pytest.Item):
    def __init__(self, *, kind: str, target: Any, **kw: Any) -> None:
        super().__init__(**kw)
        self.kind, self.target = kind, target
        self.add_marker("mtgconf")

    def runtest(self) -> None:
        engines = self.config.stash[_ENGINES]
        result = apply_expectation(self._result(engines), engines.expectations.get(self.name))
        _save_counterexample(result, engines.run)
        self.user_properties.append((RESULT_KEY, json.dumps(result_to_json(result))))
        _raise_outcome(result, require_exercised=engines.run.require_exercised)

    def _result(self, engines: _Engines) -> PropertyResult:
        run = engines.run
        adapter = engines.get(run.engine)
        if self.kind == "fixture":
            return run_fixture(self.name, self.target, adapter, replay=run.replay)
        strategy = engines.catalogue.scenarios(self.target.families)
        return run_property(self.target, adapter, examples=run.examples, seed=run.seed, strategy=strategy,
                            database=engines.database, reference=_Lazy(engines, "reference"),
                            regressions=load_regressions(self.name, run.regressions_root), replay=run.replay,
                            exitfirst=run.exitfirst)

    def teardown(self) -> None:
        if self.kind == "property":
            from mtgconf.runner.gc_tuning import collect_after_property

            collect_after_property()

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str | TerminalRepr:
        if isinstance(excinfo.value, NonConformance):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[str, int | None, str]:
        return "mtgconf", None, f"{self.kind} {self.name}"


def _raise_outcome(result: PropertyResult, *, require_exercised: bool = False) -> None:
    if result.status is Status.NOT_EXERCISED and require_exercised:
        raise NonConformance(describe(result) + "\n(the run requires every property to be exercised)")
    if result.status is Status.UNSUPPORTED:
        pytest.skip(f"unsupported: {result.reason}")
    if result.status is Status.XFAIL:
        pytest.xfail(f"{result.reason} ({result.link})")
    if not result.status.is_conformant:
        raise NonConformance(describe(result))


def describe(result: PropertyResult) -> str:
    """The failure message: status, rules, explanation, replay command, evidence."""
    lines = [f"{result.status.value}: {result.id} (CR {', '.join(result.rules)}) {result.title}".rstrip()]
    if result.reason:
        lines.append(result.reason)
    cx = result.counterexample
    if cx is not None:
        lines += [cx.explanation, f"replay: {cx.replay}"]
        if cx.evidence:
            lines += ["evidence:", cx.evidence.rstrip()]
    for n, more in enumerate(result.more_counterexamples, start=2):
        lines += [f"distinct failure {n} ({more.signature}): {more.explanation}", f"replay: {more.replay}"]
    return "\n".join(lines)


def _save_counterexample(result: PropertyResult, run: RunConfig) -> None:
    """Write the scenarios the replay commands name, in place of whatever an
    earlier run saved for the item (best effort: a report dir that cannot be
    written was already refused by the CLI)."""
    from mtgconf.runner.saved import save_item

    try:
        save_item(result, run.report_dir, engine=run.engine, seed=run.seed, catalogue=run.catalogue)
    except OSError:
        pass


def result_to_json(result: PropertyResult) -> dict[str, Any]:
    data: dict[str, Any] = _adapter().dump_python(result, mode="json")
    return data


def result_from_json(data: Any) -> PropertyResult:
    return _adapter().validate_python(data)


@cache
def _adapter() -> TypeAdapter[PropertyResult]:
    from pydantic import TypeAdapter

    return TypeAdapter(PropertyResult)
