"""What a generated scenario holds, as statistics labels: the report's "What
the generators produced" counts them, so a reader sees what the examples were
made of, not only whether each property's mechanism occurred."""
from __future__ import annotations

from reference_engine.abilities import EffectKind
from reference_engine.scenario import Scenario, ability_effects

__all__ = ["GENERATED_PREFIXES", "generated_labels"]

GENERATED_PREFIXES: tuple[str, ...] = ("trigger: ", "action: ", "players: ", "word: ")
_TOKEN_EFFECTS = (EffectKind.CREATE_TOKEN, EffectKind.CREATE_TOKEN_COPY)


def generated_labels(scenario: Scenario) -> list[str]:
    """One label per kind of trigger event on the board, per kind of scripted
    action, the number of players, and "word: tokens" when an ability can
    create tokens (each counted once per scenario)."""
    triggers = {a.trigger.event.value for c in scenario.cards for a in c.abilities if a.trigger is not None}
    actions = {a.action.value for a in scenario.script}
    tokens = any(e.kind in _TOKEN_EFFECTS for c in scenario.cards for a in c.abilities for e in ability_effects(a))
    return ([f"trigger: {t}" for t in sorted(triggers)] + [f"action: {a}" for a in sorted(actions)]
            + [f"players: {len(scenario.players)}"] + (["word: tokens"] if tokens else []))
