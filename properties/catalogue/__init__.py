"""The property catalogue, one module per Comprehensive Rules area.

Importing this package imports every module in it (found with ``pkgutil``, never
listed), and so registers every property with ``properties.registry`` and every
clause a module declares with ``properties.rules_catalog.declare_clause``. A new
catalogue module needs no edit anywhere else.
"""
from __future__ import annotations

import importlib
import pkgutil


def _import_all() -> tuple[str, ...]:
    names = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    for name in names:
        importlib.import_module(f"{__name__}.{name}")
    return tuple(names)


MODULES: tuple[str, ...] = _import_all()
"""The catalogue's modules, by name (``common`` holds shared analysis helpers)."""
