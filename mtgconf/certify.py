"""One call for engine authors' own test suites (in the spirit of
Hypothesis's ``run_conformance_test``)::

    def test_my_engine_conforms():
        mtgconf.certify(MyAdapter(), expectations="known-failures.yaml")

Runs in this process, without pytest-xdist; raises ``AssertionError`` listing
every non-conformance (failure, engine error, or unexpected pass), each with a
replay command that works: its counterexample is written under
``reports/counterexamples/`` (``report_dir``), and the engine is named by an
engine spec (``engine``, by default ``python:MODULE:CLASS`` of the adapter).
A known-failures file that does not exist yet means no known failures.
Certification also requires exercise, as ``mtgconf run --require-exercised``
does: a property none of whose examples exercised its mechanism fails it.
"""
from __future__ import annotations

import fnmatch
import sys
import types
from pathlib import Path
from typing import Any, Iterable, Mapping

from mtgconf.adapters.inprocess import InProcessAdapter, guard
from mtgconf.adapters.jsonlines import DEFAULT_TIMEOUT
from mtgconf.adapters.protocol import EngineAdapter, EngineFault
from mtgconf.expectations import Expectation, apply_expectation, load_expectations, parse_expectations
from mtgconf.runner.core import DEFAULT_EXAMPLES, run_property
from mtgconf.runner.items import describe, load_catalogue
from mtgconf.runner.outcome import PropertyResult, Status
from mtgconf.runner.saved import counterexample_path, replay_command, save_item
from mtgconf.runner.select import load_regressions
from mtgconf.runner.storage import hypothesis_home_in

__all__ = ["certify"]


def certify(
    adapter: EngineAdapter,
    *,
    examples: int = DEFAULT_EXAMPLES,
    properties: str | Iterable[str] = "*",
    expectations: str | Path | Mapping[str, Any] | None = None,
    seed: int = 0,
    catalogue: str = "",
    engine: str = "",
    report_dir: str | Path = "reports",
    require_exercised: bool = True,
    min_eligible: float = 0.0,
    timeout: float | None = DEFAULT_TIMEOUT,
) -> list[PropertyResult]:
    """Check every selected property on ``adapter``; return the results if
    the engine conforms, else raise ``AssertionError`` summarising what did not.

    ``properties`` is a glob or a list of ids; ``expectations`` a file path or
    a mapping ``{id: {"reason": ..., "link": ...}}``; ``engine`` the spec the
    replay commands name (default: the adapter's class as ``python:MODULE:CLASS``).
    ``require_exercised`` fails a ``not-exercised`` property; ``min_eligible``
    fails a run where fewer than that percentage of the properties were eligible.
    The adapter is guarded as ``mtgconf run`` guards an in-process engine:
    each History is validated before any property judges it, and each run is
    limited to ``timeout`` seconds while in Python code (None: no limit).

    >>> from mtgconf.adapters.inprocess import mutant_adapter
    >>> certify(mutant_adapter("double-trigger"), properties="trigger-once-per-occurrence", examples=20)
    Traceback (most recent call last):
    ...
    AssertionError: ...trigger-once-per-occurrence...
    """
    known, note = _expectations(expectations)
    spec = engine or engine_spec_of(adapter)
    adapter = _guarded(adapter, timeout)
    cat = load_catalogue(catalogue)

    def replay(prop_id: str) -> str:
        return replay_command(counterexample_path(report_dir, prop_id), spec, catalogue)

    with hypothesis_home_in(report_dir):  # as for mtgconf run: nothing left in the current directory
        results = [
            apply_expectation(run_property(r, adapter, examples=examples, seed=seed,
                                           strategy=cat.scenarios(r.families), regressions=load_regressions(r.id),
                                           replay=replay),
                              known.get(r.id))
            for r in cat.all_properties() if _wanted(r.id, properties)]
    for r in results:  # every replay command printed below names a file written here
        save_item(r, report_dir, engine=spec, seed=seed, catalogue=catalogue)
    bad = [r for r in results if not r.status.is_conformant
           or (require_exercised and r.status is Status.NOT_EXERCISED)]
    eligible = 100.0 * sum(r.status is not Status.UNSUPPORTED for r in results) / max(1, len(results))
    if bad or eligible < min_eligible:
        raise AssertionError(_summary(bad, len(results), eligible, min_eligible) + note)
    return results


def _guarded(adapter: EngineAdapter, timeout: float | None) -> EngineAdapter:
    """The adapter behind the fault guard, History validation and time limit
    of ``mtgconf run`` (the suite's own in-process adapters already are)."""
    if isinstance(adapter, InProcessAdapter):
        return adapter
    try:
        return guard(adapter, timeout=timeout)
    except EngineFault as fault:  # capabilities() raised or answered something else
        raise AssertionError(f"the engine could not be started: {fault}\n{fault.evidence}".rstrip()) from None


def engine_spec_of(adapter: object) -> str:
    """``python:MODULE:CLASS`` when the adapter's class can be found again by
    that name (and built without arguments); else a placeholder to edit."""
    cls = type(adapter)
    module = sys.modules.get(cls.__module__)
    found: Any = module
    for part in cls.__qualname__.split("."):
        found = getattr(found, part, None)
    if found is cls and cls.__module__ != "__main__":
        return f"python:{cls.__module__}:{cls.__qualname__}"
    return "python:MODULE:FACTORY"


def _expectations(source: str | Path | Mapping[str, Any] | None) -> tuple[dict[str, Expectation], str]:
    """The known failures, and a note for the failure message."""
    if source is None:
        return {}, ""
    if isinstance(source, Mapping):
        return parse_expectations(source, source="expectations"), ""
    if not Path(source).exists():  # a first run: nothing is known yet
        return {}, (f"\n\n(no known-failures file {str(source)!r} yet: list triaged engine bugs there, "
                    "as docs/engines.md shows)")
    return load_expectations(source), ""


def _wanted(prop_id: str, selector: str | Iterable[str]) -> bool:
    if isinstance(selector, str):
        return fnmatch.fnmatchcase(prop_id, selector)
    return prop_id in set(selector)


def _summary(bad: list[PropertyResult], total: int, eligible: float, min_eligible: float) -> str:
    head = f"{len(bad)} of {total} properties are not conformant:"
    if eligible < min_eligible:
        head = f"only {eligible:.1f}% of the properties were eligible (at least {min_eligible:g}% required); {head}"
    return "\n\n".join([head, *(describe(r) for r in bad)])


class _CallableModule(types.ModuleType):
    """Lets ``mtgconf.certify(adapter)`` call the function although
    ``mtgconf.certify`` is also this module's name."""

    def __call__(self, adapter: EngineAdapter, **options: Any) -> list[PropertyResult]:
        return certify(adapter, **options)


sys.modules[__name__].__class__ = _CallableModule
