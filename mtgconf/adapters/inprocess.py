"""In-process adapters: the reference engine, its mutants, and a guard that
gives any Python adapter the harness's fault handling.

Whatever the engine raises becomes ``EngineFault(exception)`` with the
traceback, including ``BaseException`` subclasses that native extensions use
for panics, and an exit or interrupt the engine raised itself; only a user's
interrupt (a signal, ``mtgconf.runner.stop``) gets through. Every History from
an outside engine is checked (``checks.checked_history``); the suite's own
engines (the reference engine and its mutants) build Histories from the
format's own classes, so theirs skip the serialization round trip and keep
only the sequence check (``checks.trusted_history``).
"""
from __future__ import annotations

import traceback
from functools import cache
from typing import Any, Callable, TypeVar

from reference_engine.events import EVENT_KINDS
from reference_engine.history import History
from reference_engine.scenario import ActionKind, Scenario

from mtgconf.adapters.checks import checked_history, trusted_history
from mtgconf.adapters.deadline import Overtime, time_limit
from mtgconf.runner import stop
from mtgconf.adapters.protocol import Capabilities, EngineAdapter, EngineFault, FaultKind, Unsupported

Play = Callable[[Scenario], History]


class InProcessAdapter:
    """Runs ``play`` in this process, behind the fault guard."""

    def __init__(self, play: Play, manifest: Capabilities, *, on_close: Callable[[], None] | None = None,
                 trusted: bool = False, timeout: float | None = None) -> None:
        self._play = play
        self._manifest = manifest
        self._on_close = on_close
        self._check = trusted_history if trusted else checked_history
        self._timeout = timeout
        """Seconds one ``run`` or ``close`` may take (``adapters.deadline``); None: no limit."""

    def capabilities(self) -> Capabilities:
        return self._manifest

    def run(self, scenario: Scenario) -> History:
        return self._check(limited_call(self._play, scenario, self._timeout, "run"))

    def close(self) -> None:
        on_close, self._on_close = self._on_close, None
        if on_close is not None:
            limited_call(lambda _: on_close(), None, self._timeout, "close")


A = TypeVar("A")
R = TypeVar("R")

NOT_ENGINE_FAULTS: tuple[type[BaseException], ...] = (
    KeyboardInterrupt, SystemExit, GeneratorExit, EngineFault, Unsupported, Overtime)
"""Exceptions that pass through a guard: interrupts, the time limit, and what adapters raise on purpose."""


def guarded_call(fn: Callable[[A], R], arg: A) -> R:
    """``fn(arg)``, with engine failures turned into ``EngineFault``: an exit
    or interrupt no signal asked for is the engine's too (``stop.engine_raised``)."""
    try:
        return fn(arg)
    except (KeyboardInterrupt, SystemExit) as err:
        if not stop.engine_raised(err):
            raise
        raise EngineFault(FaultKind.EXCEPTION, f"the engine raised {_exit_text(err)}",
                          evidence=traceback.format_exc()) from None
    except NOT_ENGINE_FAULTS:
        raise
    except BaseException as err:  # noqa: B036 - panics from native engines are BaseExceptions
        raise EngineFault(FaultKind.EXCEPTION, _one_line(err), evidence=traceback.format_exc()) from None


def limited_call(fn: Callable[[A], R], arg: A, timeout: float | None, what: str) -> R:
    """``guarded_call`` within ``timeout`` seconds (None: no limit); past
    them, ``EngineFault(timeout)`` with the stack the engine was stuck in."""
    if timeout is None:
        return guarded_call(fn, arg)
    try:
        with time_limit(timeout):
            return guarded_call(fn, arg)
    except Overtime:
        raise EngineFault(FaultKind.TIMEOUT, f"{what}: no reply within {timeout:g} s",
                          evidence=traceback.format_exc()) from None


def guard(adapter: EngineAdapter, *, timeout: float | None = None) -> InProcessAdapter:
    """Wrap a third-party Python adapter in the same guard, each call into it
    (``capabilities``, ``run``, ``close``) limited to ``timeout`` seconds when given."""
    manifest = limited_call(lambda _: adapter.capabilities(), None, timeout, "capabilities")
    if not isinstance(manifest, Capabilities):
        raise EngineFault(FaultKind.PROTOCOL_ERROR, f"capabilities() returned {type(manifest).__name__}")
    return InProcessAdapter(adapter.run, manifest, on_close=adapter.close, timeout=timeout)


def reference_adapter() -> InProcessAdapter:
    from reference_engine.engine import ENGINE_NAME, run

    return InProcessAdapter(run, reference_manifest(ENGINE_NAME), trusted=True)


def mutant_adapter(name: str) -> InProcessAdapter:
    """The reference engine with one rule broken on purpose (``MUTANTS[name]``)."""
    from reference_engine.engine import run

    from mtgconf.engines.mutants import MUTANTS

    mutant = MUTANTS[name]

    def play(scenario: Scenario) -> History:
        return run(scenario, rules=mutant.make_rules())

    return InProcessAdapter(play, reference_manifest(f"mutant:{name}"), trusted=True)


def reference_manifest(name: str) -> Capabilities:
    """The reference engine supports everything the suite can ask for."""
    import reference_engine

    return Capabilities(
        name=name, version=reference_engine.__version__, features=all_feature_tags(),
        actions=tuple(a.value for a in ActionKind), events=tuple(EVENT_KINDS),
    )


@cache
def all_feature_tags() -> tuple[str, ...]:
    """Every feature tag the property catalogue uses (empty until it exists)."""
    try:
        from properties import registry

        declared = getattr(registry, "FEATURES", None)
        if declared is not None:
            return tuple(sorted(declared))
        return tuple(sorted({f for rec in registry.all_properties() for f in rec.features}))
    except ImportError:
        return ()


def _exit_text(err: BaseException) -> str:
    if isinstance(err, SystemExit):
        return f"SystemExit({err.code!r}) (it tried to end the harness's process)"
    return f"{type(err).__name__} while no interrupt was requested"


def _one_line(err: BaseException) -> str:
    text = str(err).strip().splitlines()
    return f"{type(err).__name__}: {text[0]}" if text else type(err).__name__
