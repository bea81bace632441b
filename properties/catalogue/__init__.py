"""The property catalogue, one module per Comprehensive Rules area.

Importing this package registers every property with ``properties.registry``.
"""
from __future__ import annotations

from properties.catalogue import damage, zone_triggers  # noqa: F401
