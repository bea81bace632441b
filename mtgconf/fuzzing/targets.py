"""Each selected property as a plain Hypothesis test, for HypoFuzz to collect.

HypoFuzz fuzzes ``@given`` test functions that pytest collects, each under the
settings profile's database. ``install(namespace)`` fills a test module with
one ``test_<property>`` per property of the campaign (``FuzzConfig`` from the
environment), checking the same invariant as ``mtgconf run`` on the engine
the campaign names. A failing check raises, so HypoFuzz shrinks it; every
failing scenario is also written to the campaign directory, the last one being
the shrunk one.
"""
from __future__ import annotations

import traceback
from typing import Any, Callable

import hypothesis
from hypothesis import HealthCheck, settings
from hypothesis.internal.observability import observability_enabled

from mtgconf.adapters.protocol import EngineAdapter, Unsupported
from mtgconf.fuzzing.config import FuzzConfig
from mtgconf.fuzzing.recorder import Recorder
from mtgconf.runner.core import explain, name_for_hypothesis
from mtgconf.runner.items import load_catalogue
from mtgconf.runner.select import safe_name
from reference_engine.codec import to_json
from reference_engine.scenario import Scenario

__all__ = ["PROFILE", "install", "test_name"]

PROFILE = "mtgconf-fuzz"


class PropertyFailed(AssertionError):
    """A conformance failure, raised so that HypoFuzz records and shrinks it."""


class EngineFailed(AssertionError):
    """The engine crashed, hung or answered garbage on this scenario."""


def test_name(prop_id: str) -> str:
    return f"test_{safe_name(prop_id).replace('-', '_').replace('.', '_')}"


def install(namespace: dict[str, Any]) -> None:
    """Define the campaign's tests in ``namespace`` (a test module's globals)."""
    from mtgconf.fuzzing.compat import alias_slice_comments

    alias_slice_comments()
    config = FuzzConfig.from_env()
    _load_profile(config)
    catalogue = load_catalogue(config.catalogue)
    recorder = Recorder(config.root)
    engines = _Engines(config)
    wanted = set(config.ids)
    for record in (r for r in catalogue.all_properties() if r.id in wanted):
        namespace[test_name(record.id)] = _make_test(record, catalogue.scenarios(record.families),
                                                     engines, recorder)


def _load_profile(config: FuzzConfig) -> None:
    """The campaign's database goes in the profile: HypoFuzz fuzzes only tests
    whose database is the profile's, and shares it between its workers."""
    from mtgconf.exampledb import USE_PROFILE, DatabaseConfig, choose_database

    db = choose_database(DatabaseConfig(config.example_db, config.example_db_readonly))
    if db is None:  # HypoFuzz needs one: "none" keeps this worker's in memory only
        from hypothesis.database import InMemoryExampleDatabase

        db = InMemoryExampleDatabase()
    if db == USE_PROFILE and settings.default is not None and settings.default.database is None:  # the "ci" profile
        from hypothesis.database import InMemoryExampleDatabase

        db = InMemoryExampleDatabase()
    extra: dict[str, Any] = {} if db == USE_PROFILE else {"database": db}
    # HypoFuzz refuses tests that suppress the nested-given check, and skips
    # derandomized ones (Hypothesis's own "ci" profile, loaded when CI=true, is).
    quiet = [h for h in HealthCheck if h is not HealthCheck.nested_given]
    settings.register_profile(PROFILE, parent=settings.default, deadline=None, derandomize=False,
                              suppress_health_check=quiet, **extra)
    settings.load_profile(PROFILE)


class _Engines:
    """This worker's adapters, started on first use and closed at exit."""

    def __init__(self, config: FuzzConfig) -> None:
        self.config = config
        self.started: dict[str, EngineAdapter] = {}

    def get(self, spec: str) -> EngineAdapter:
        if spec not in self.started:
            import atexit

            from mtgconf.engines.specs import resolve

            self.started[spec] = resolve(spec, timeout=self.config.timeout)
            atexit.register(self.started[spec].close)
        return self.started[spec]


def _make_test(record: Any, strategy: Any, engines: _Engines, recorder: Recorder) -> Callable[..., None]:
    from properties.registry import Case

    def test(scenario: Scenario) -> None:
        engine = engines.get(engines.config.engine)
        try:
            history = engine.run(scenario)
        except Unsupported:
            hypothesis.reject()
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: B036 - a faulty engine is a finding
            text = f"Expected a History, but the engine failed: {type(exc).__name__}: {exc}".strip()
            recorder.failure(record.id, to_json(scenario), text, shrunk=_final_replay(recorder, record.id))
            raise EngineFailed(text + "\n" + traceback.format_exc()) from None
        case = Case(scenario, history, rerun=lambda: engine.run(scenario),
                    reference=lambda: engines.get("reference").run(scenario))
        verdict = record.check(case)
        recorder.example(record.id, verdict.exercised)
        if not verdict.ok:
            text = explain(verdict.expected, verdict.observed)
            recorder.failure(record.id, to_json(scenario), text, shrunk=_final_replay(recorder, record.id))
            raise PropertyFailed(text)

    return name_for_hypothesis(test, strategy, record.id)


def _final_replay(recorder: Recorder, prop_id: str) -> bool:
    """Whether this failing run is HypoFuzz's replay of the shrunk example.

    HypoFuzz runs fuzzing inputs and the final replay with an observability
    callback and its shrinking runs without one, so the second observed failure
    of a property in a worker is the shrunk one. (With Hypothesis's own
    observability switched on everything is observed, and the flag only says
    that shrinking has started.)
    """
    return observability_enabled() and recorder.failing_runs.get(prop_id, 0) >= 1
