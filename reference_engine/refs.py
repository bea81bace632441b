"""Ability references: how a History names the ability that triggered.

Grammar (all parts are plain strings joined by "/"):

- ``K/i``          ability ``i`` printed on card ``K``;
- ``K/i/granted``  the ability that card ``K``'s static ability ``i`` grants;
- ``effect/N``     the ability scenario effect ``N`` grants;
- ``R/delayed``    the delayed trigger that ability ``R`` creates (for a static
  ability, the one its replacement effect creates, CR 603.7f);
- ``R/reflexive``  the reflexive trigger ("when you do") ability ``R`` creates
  as it resolves (CR 603.12).
"""
from __future__ import annotations

from reference_engine.abilities import Ability, AbilityKind, ContinuousKind, Effect, EffectKind
from reference_engine.errors import ScenarioError
from reference_engine.scenario import Scenario


def printed_ref(card_key: str, index: int) -> str:
    return f"{card_key}/{index}"


def effect_ref(index: int) -> str:
    return f"effect/{index}"


def delayed_ref(creator: str) -> str:
    return f"{creator}/delayed"


def reflexive_ref(creator: str) -> str:
    return f"{creator}/reflexive"


def resolve_ref(scenario: Scenario, ref: str) -> Ability:
    """The ability a reference names; ``ScenarioError`` if it names none."""
    if ref.endswith("/reflexive"):
        made = resolve_ref(scenario, ref.removesuffix("/reflexive")).reflexive
        if made is None:
            raise ScenarioError("$", f"an ability with a reflexive trigger, for {ref!r}")
        return Ability(kind=AbilityKind.TRIGGERED, effects=made.effects, targets=made.targets)
    if ref.endswith("/delayed"):
        return _delayed_of(resolve_ref(scenario, ref.removesuffix("/delayed")), ref)
    parts = ref.split("/")
    try:
        if parts[0] == "effect" and len(parts) == 2:
            granted = scenario.effects[int(parts[1])].ability
            if granted is None:
                raise LookupError
            return granted
        ability = scenario.card(parts[0]).abilities[int(parts[1])]
        if len(parts) == 2:
            return ability
        if len(parts) == 3 and parts[2] == "granted" and ability.static and ability.static.ability:
            return ability.static.ability
    except (LookupError, ValueError):
        pass
    raise ScenarioError("$", f"an ability reference that exists, not {ref!r}")


def _delayed_of(ability: Ability, ref: str) -> Ability:
    if ability.static is not None and ability.static.delayed is not None:  # CR 603.7f
        return Ability(kind=AbilityKind.TRIGGERED, effects=ability.static.delayed.effects)
    if ability.static is not None and ability.static.kind is ContinuousKind.PERMITS_ACTION \
            and ability.static.ability is not None:  # a permitted action, CR 603.7g
        return _delayed_of(ability.static.ability, ref)
    for effect in _all_effects(ability):
        if effect.kind is EffectKind.CREATE_DELAYED and effect.delayed is not None:
            return Ability(kind=AbilityKind.TRIGGERED, effects=effect.delayed.effects)
    raise ScenarioError("$", f"an ability that creates a delayed trigger, for {ref!r}")


def _all_effects(ability: Ability) -> list[Effect]:
    found = list(ability.effects)
    for mode in ability.modes:
        found.extend(mode.effects)
    return found
