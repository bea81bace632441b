"""What a generated scenario holds, as statistics labels: the report's "What
the generators produced" counts them, so a reader sees what the examples were
made of, not only whether each property's mechanism occurred."""
from __future__ import annotations

from reference_engine.scenario import Scenario

__all__ = ["GENERATED_PREFIXES", "generated_labels"]

GENERATED_PREFIXES: tuple[str, ...] = ("trigger: ", "action: ", "players: ")


def generated_labels(scenario: Scenario) -> list[str]:
    """One label per kind of trigger event on the board, per kind of scripted
    action, and the number of players (each counted once per scenario)."""
    triggers = {a.trigger.event.value for c in scenario.cards for a in c.abilities if a.trigger is not None}
    actions = {a.action.value for a in scenario.script}
    return ([f"trigger: {t}" for t in sorted(triggers)] + [f"action: {a}" for a in sorted(actions)]
            + [f"players: {len(scenario.players)}"])
