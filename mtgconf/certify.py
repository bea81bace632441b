"""One call for engine authors' own test suites (in the spirit of
Hypothesis's ``run_conformance_test``)::

    def test_my_engine_conforms():
        mtgconf.certify(MyAdapter(), expectations="known-failures.yaml")

Runs in this process, without pytest-xdist; raises ``AssertionError`` listing
every non-conformance (failure, engine error, unexpected pass, or a property
none of whose examples exercised its mechanism: certification requires
exercise, as ``mtgconf run --require-exercised`` does).
"""
from __future__ import annotations

import fnmatch
import sys
import types
from pathlib import Path
from typing import Any, Iterable, Mapping

from mtgconf.adapters.protocol import EngineAdapter
from mtgconf.expectations import Expectation, apply_expectation, load_expectations, parse_expectations
from mtgconf.runner.core import DEFAULT_EXAMPLES, run_property
from mtgconf.runner.items import describe, load_catalogue
from mtgconf.runner.outcome import PropertyResult, Status
from mtgconf.runner.select import load_regressions

__all__ = ["certify"]


def certify(
    adapter: EngineAdapter,
    *,
    examples: int = DEFAULT_EXAMPLES,
    properties: str | Iterable[str] = "*",
    expectations: str | Path | Mapping[str, Any] | None = None,
    seed: int = 0,
    catalogue: str = "",
    require_exercised: bool = True,
    min_eligible: float = 0.0,
) -> list[PropertyResult]:
    """Check every selected property on ``adapter``; return the results if
    the engine conforms, else raise ``AssertionError`` summarising what did not.

    ``properties`` is a glob or a list of ids; ``expectations`` a file path or
    a mapping ``{id: {"reason": ..., "link": ...}}``; ``require_exercised``
    fails a ``not-exercised`` property; ``min_eligible`` fails a run where
    fewer than that percentage of the properties were eligible.

    >>> from mtgconf.adapters.inprocess import mutant_adapter
    >>> certify(mutant_adapter("double-trigger"), properties="trigger-once-per-occurrence", examples=20)
    Traceback (most recent call last):
    ...
    AssertionError: ...trigger-once-per-occurrence...
    """
    known = _expectations(expectations)
    cat = load_catalogue(catalogue)
    results = [
        apply_expectation(run_property(r, adapter, examples=examples, seed=seed,
                                       strategy=cat.scenarios(r.families), regressions=load_regressions(r.id),
                                       replay=_replay),
                          known.get(r.id))
        for r in cat.all_properties() if _wanted(r.id, properties)]
    bad = [r for r in results if not r.status.is_conformant
           or (require_exercised and r.status is Status.NOT_EXERCISED)]
    eligible = 100.0 * sum(r.status is not Status.UNSUPPORTED for r in results) / max(1, len(results))
    if bad or eligible < min_eligible:
        raise AssertionError(_summary(bad, len(results), eligible, min_eligible))
    return results


def _expectations(source: str | Path | Mapping[str, Any] | None) -> dict[str, Expectation]:
    if source is None:
        return {}
    if isinstance(source, Mapping):
        return parse_expectations(source, source="expectations")
    return load_expectations(source)


def _wanted(prop_id: str, selector: str | Iterable[str]) -> bool:
    if isinstance(selector, str):
        return fnmatch.fnmatchcase(prop_id, selector)
    return prop_id in set(selector)


def _replay(prop_id: str) -> str:
    return f"mtgconf run --engine SPEC --properties {prop_id}"


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
