"""python-mtg (import name ``mtg``) as an mtgconf engine.

Install with ``pip install '.[python-mtg]'``; select with ``--engine python-mtg``.
"""
from __future__ import annotations

from mtgconf.adapters.pymtg.adapter import PythonMtgAdapter

__all__ = ["PythonMtgAdapter", "make_adapter"]


def make_adapter() -> PythonMtgAdapter:
    """Entry point of the ``mtgconf.engines`` group; a missing package stops here (exit 3)."""
    from mtgconf.engines.requires import require

    require("mtg", extra="python-mtg", engine="python-mtg")
    return PythonMtgAdapter()
