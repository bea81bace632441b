"""Engine specs: the strings users type after ``--engine``.

- ``reference``            the reference engine, in process;
- ``mutant:NAME``          the reference engine with one rule broken on purpose;
- ``python:MODULE:ATTR``   a Python adapter: an instance, a class or a factory;
- ``cmd:COMMAND LINE``     any program speaking the JSON-lines protocol;
- a name registered in the ``mtgconf.engines`` entry-point group (its value
  is an adapter instance, class or factory, as for ``python:``).
"""
from __future__ import annotations

import difflib
import importlib
import shlex
from importlib.metadata import EntryPoint, entry_points
from typing import Any, Callable, TypeGuard, TypeVar

from mtgconf.adapters.inprocess import guard, mutant_adapter, reference_adapter
from mtgconf.adapters.jsonlines import DEFAULT_TIMEOUT, JsonLinesAdapter
from mtgconf.adapters.protocol import EngineAdapter, EngineFault
from mtgconf.adapters.transport import SubprocessTransport
from mtgconf.runner import stop
from mtgconf.engines.requires import EngineNotInstalled

ENTRY_POINT_GROUP = "mtgconf.engines"
REFERENCE_HELP = "the reference engine, in process (the oracle every property is checked against)"


class UnknownEngineSpec(ValueError):
    """The spec names no engine (a usage error: exit status 2)."""


class EngineStartError(RuntimeError):
    """The engine exists but could not be started (exit status 3)."""


T = TypeVar("T")


def resolve(spec: str, *, timeout: float | None = DEFAULT_TIMEOUT) -> EngineAdapter:
    """A ready adapter for ``spec``; a ``cmd:`` engine is started and greeted here.
    ``timeout`` limits each run (None: no limit on an in-process engine)."""
    kind, _, rest = spec.partition(":")
    if spec == "reference":
        return _start(reference_adapter)
    if kind == "mutant" and rest:
        return _start(lambda: mutant_adapter(_mutant_name(rest)))
    if kind == "python" and rest:
        return _start(lambda: guard(_instantiate(_import_attr(rest), spec), timeout=timeout))
    if kind == "cmd" and rest:
        return _command(rest, DEFAULT_TIMEOUT if timeout is None else timeout)
    registered = _entry_points()
    if spec in registered:
        return _start(lambda: guard(_instantiate(registered[spec].load(), spec), timeout=timeout))
    raise UnknownEngineSpec(_unknown_message(spec))


def available() -> list[tuple[str, str]]:
    """(spec, one-line description) for every engine one can name."""
    found = [("reference", REFERENCE_HELP)]
    found += [(f"mutant:{name}", desc) for name, desc in _mutants()]
    found += [(name, f"registered engine ({ep.value})") for name, ep in sorted(_entry_points().items())
              if name != "reference"]
    found += [("python:MODULE:ATTR", "a Python adapter object, class or factory, in process"),
              ("cmd:COMMAND LINE", "a program speaking the JSON-lines protocol (docs/protocol.md)")]
    return found


def _start(make: Callable[[], T]) -> T:
    try:
        return make()
    except (UnknownEngineSpec, EngineStartError):
        raise
    except EngineFault as fault:
        raise EngineStartError(f"{fault}\n{_clip(fault.evidence)}".strip()) from None
    except (KeyboardInterrupt, SystemExit) as err:  # at import or in the constructor
        if not stop.engine_raised(err):
            raise
        raise EngineStartError(f"the engine raised {type(err).__name__}({getattr(err, 'code', '')!r}) "
                               "while starting") from None
    except EngineNotInstalled as err:  # its message already says what to install
        raise EngineStartError(str(err)) from None
    except Exception as err:
        raise EngineStartError(_clip(f"{type(err).__name__}: {err}")) from None


def _clip(text: str, limit: int = 2000) -> str:
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def _command(command: str, timeout: float) -> EngineAdapter:
    try:
        argv = shlex.split(command)
    except ValueError as err:
        raise UnknownEngineSpec(f"cannot split the command line {command!r}: {err}") from None
    if not argv:
        raise UnknownEngineSpec("cmd: needs a command line, e.g. 'cmd:python -m mtgconf.serve --engine reference'")
    adapter = JsonLinesAdapter(lambda: SubprocessTransport(argv), timeout=timeout)
    _start(adapter.open)
    return adapter


def _mutant_name(name: str) -> str:
    names = [n for n, _ in _mutants()]
    if name not in names:
        hint = difflib.get_close_matches(name, names, n=3)
        raise UnknownEngineSpec(f"unknown mutant {name!r}" + (f"; did you mean: {', '.join(hint)}?" if hint else
                                f"; known mutants: {', '.join(names) or 'none'}"))
    return name


def _mutants() -> list[tuple[str, str]]:
    from mtgconf.engines.mutants import MUTANTS

    return [(name, _first_line(m.description)) for name, m in sorted(MUTANTS.items())]


def _import_attr(target: str) -> Any:
    module_name, _, attr = target.partition(":")
    if not module_name or not attr:
        raise UnknownEngineSpec(f"expected python:MODULE:ATTR, got python:{target}")
    try:
        obj: Any = importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name and module_name.startswith(err.name):
            raise UnknownEngineSpec(f"no Python module {module_name!r}") from None
        raise
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise UnknownEngineSpec(f"module {module_name!r} has no attribute {attr!r}")
        obj = getattr(obj, part)
    return obj


def _instantiate(obj: Any, spec: str) -> EngineAdapter:
    """An adapter instance as is; a class or factory is called without arguments."""
    if not _is_adapter(obj) and callable(obj):
        obj = obj()
    if not _is_adapter(obj):
        raise EngineStartError(f"{spec} is not an engine adapter (it needs capabilities(), run() and close())")
    return obj


def _is_adapter(obj: object) -> TypeGuard[EngineAdapter]:
    return not isinstance(obj, type) and all(callable(getattr(obj, m, None)) for m in ("capabilities", "run", "close"))


def _entry_points() -> dict[str, EntryPoint]:
    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def _unknown_message(spec: str) -> str:
    names = [s for s, _ in available() if " " not in s and not s.endswith("ATTR")]
    hint = difflib.get_close_matches(spec, names, n=3, cutoff=0.5)
    tail = f"did you mean: {', '.join(hint)}?" if hint else "run `mtgconf engines` to list them"
    return f"unknown engine spec {spec!r}; {tail}"


def _first_line(text: str) -> str:
    return (text.strip().splitlines() or [""])[0]
