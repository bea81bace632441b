"""phase.rs (through the phase-python bindings) as an mtgconf engine.

Install with ``pip install '.[phase]'``; select with ``--engine phase``.
"""
from __future__ import annotations

from mtgconf.adapters.phase.adapter import PhaseAdapter

__all__ = ["PhaseAdapter", "make_adapter"]


def make_adapter() -> PhaseAdapter:
    """Entry point of the ``mtgconf.engines`` group; a missing package stops here (exit 3)."""
    from mtgconf.engines.requires import require

    require("phase", extra="phase", engine="phase")
    return PhaseAdapter()
