"""The Scenario as the wire carries it: each card with its Oracle text.

Engines that read card text rather than the structured abilities get the
reference engine's canonical English rendering (``reference_engine.oracle``)
in ``cards[i].oracle_text``; the structured ``abilities`` stay the contract.
"""
from __future__ import annotations

from typing import Any

from reference_engine.codec import to_json
from reference_engine.oracle import render_card
from reference_engine.scenario import Scenario

from mtgconf.adapters.wire import ORACLE_TEXT


def scenario_to_wire(scenario: Scenario) -> dict[str, Any]:
    """The Scenario v1 document with every card's Oracle text beside its abilities."""
    data = to_json(scenario)
    for entry, card in zip(data.get("cards", []), scenario.cards):
        entry[ORACLE_TEXT] = render_card(card)
    return data
