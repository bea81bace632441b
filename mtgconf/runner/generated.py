"""What a generated scenario holds, as statistics labels: the report's "What
the generators produced" counts them, so a reader sees what the examples were
made of, not only whether each property's mechanism occurred."""
from __future__ import annotations

from reference_engine.abilities import EffectKind
from reference_engine.scenario import Scenario, ability_effects

__all__ = ["GENERATED_PREFIXES", "generated_labels"]

GENERATED_PREFIXES: tuple[str, ...] = ("trigger: ", "effect: ", "continuous: ", "action: ", "players: ", "word: ")
_TOKEN_EFFECTS = (EffectKind.CREATE_TOKEN, EffectKind.CREATE_TOKEN_COPY)


def generated_labels(scenario: Scenario) -> list[str]:
    """One label per kind of trigger event on the board, per kind of one-shot
    effect its abilities have, per kind of continuous effect (static
    abilities and the scenario's), per kind of scripted action, the number of
    players, "word: tokens" when an ability can create tokens, and "word:
    enters tapped" when an enters trigger says how the permanent enters (each
    counted once per scenario)."""
    abilities = [a for c in scenario.cards for a in c.abilities]
    triggers = {a.trigger.event.value for a in abilities if a.trigger is not None}
    effects = {e.kind.value for a in abilities for e in (*a.effects, *(e for m in a.modes for e in m.effects))}
    statics = {a.static.kind.value for a in abilities if a.static is not None}
    statics |= {e.kind.value for e in scenario.effects}
    actions = {a.action.value for a in scenario.script}
    tokens = any(e.kind in _TOKEN_EFFECTS for a in abilities for e in ability_effects(a))
    qualified = any(a.trigger is not None and a.trigger.tapped is not None for a in abilities)
    return ([f"trigger: {t}" for t in sorted(triggers)] + [f"effect: {e}" for e in sorted(effects)]
            + [f"continuous: {k}" for k in sorted(statics)] + [f"action: {a}" for a in sorted(actions)]
            + [f"players: {len(scenario.players)}"] + (["word: tokens"] if tokens else [])
            + (["word: enters tapped"] if qualified else []))
