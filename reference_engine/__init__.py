"""mtgconf's reference engine: a small, exact, deterministic rules engine for
triggered abilities (CR 603), and the Scenario and History formats."""
from __future__ import annotations

__version__ = "0.1.0"
