"""An engine adapter's third-party package, imported up front: a missing one
stops the run before it starts (exit status 3) with the command that installs
it, instead of failing every property with the same import error."""
from __future__ import annotations

import importlib

__all__ = ["EngineNotInstalled", "install_hint", "require"]


class EngineNotInstalled(RuntimeError):
    """The engine's package is not importable in this environment."""


def install_hint(extra: str) -> str:
    return f"pip install '.[{extra}]' (from a checkout) or pip install 'mtg-conformance[{extra}]'"


def require(module: str, *, extra: str, engine: str) -> None:
    """Import ``module`` (the engine's own package) or raise with the hint."""
    try:
        importlib.import_module(module)
    except ImportError as err:
        raise EngineNotInstalled(
            f"the {engine} engine needs the Python package {module!r}, which cannot be imported here "
            f"({err}); install it with: {install_hint(extra)}") from None
