"""The property catalogue, one module per Comprehensive Rules area.

Importing this package registers every property with ``properties.registry``.
"""
from __future__ import annotations

from properties.catalogue import (  # noqa: F401
    activation, announcing, apnap_choices, attachments, casting, combat, conditions, damage, delayed,
    delayed_origins, found_again, game_start, general, illegal, leaving, mana, once_each_turn, phasing, priority, reflexive, refusals,
    resolution, stacking, state_triggers, status, targets, zone_triggers,
)
