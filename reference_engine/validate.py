"""Semantic checks a JSON Schema cannot express: references between parts."""
from __future__ import annotations

from reference_engine.abilities import Ability, Effect, EffectKind
from reference_engine.errors import ScenarioError
from reference_engine.ids import Zone
from reference_engine.scenario import Scenario


def check_references(scenario: Scenario, *, source: str | None = None) -> None:
    """Raise ``ScenarioError`` for a dangling card, object or player reference."""
    for problem in _problems(scenario):
        raise ScenarioError(problem[0], problem[1], source=source)


def _problems(sc: Scenario) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    players = [p.id for p in sc.players]
    if not 2 <= len(players) <= 4:
        found.append(("$.players", "2 to 4 players"))
    if players != list(range(len(players))):
        found.append(("$.players", "player ids 0, 1, ... in seat order"))
    if sc.turn_order and sorted(sc.turn_order) != players:
        found.append(("$.turn_order", "each player id exactly once"))
    if sc.active_player not in players:
        found.append(("$.active_player", f"one of the player ids {players}"))
    keys = [c.key for c in sc.cards]
    if len(set(keys)) != len(keys):
        found.append(("$.cards", "unique card keys"))
    ids = [o.id for o in sc.objects]
    if len(set(ids)) != len(ids):
        found.append(("$.objects", "unique object ids"))
    for i, obj in enumerate(sc.objects):
        found.extend(_object_problems(sc, i, obj, set(keys), set(ids), players))
    for i, eff in enumerate(sc.effects):
        if eff.delayed is not None:  # it needs a source permanent (CR 603.7f)
            found.append((f"$.effects[{i}].delayed", "no delayed trigger on a scenario effect (only on a permanent's static ability)"))
        if eff.ability is not None:
            found.extend(_offer_problems(eff.ability, f"$.effects[{i}].ability"))
    for i, card in enumerate(sc.cards):
        for j, ability in enumerate(card.abilities):
            found.extend(_offer_problems(ability, f"$.cards[{i}].abilities[{j}]"))
    for key in sc.choices.offer_answers:
        if not key.isdigit() or int(key) not in players:
            found.append((f"$.choices.offer_answers.{key}", f"a player id from {players}"))
    for i, action in enumerate(sc.script):
        for path, ref in _action_objects(action):
            if ref not in ids:
                found.append((f"$.script[{i}].{path}", f"an object id from $.objects, not {ref}"))
        if action.player is not None and action.player not in players:
            found.append((f"$.script[{i}].player", f"one of the player ids {players}"))
    return found


def _offer_problems(ability: Ability, here: str) -> list[tuple[str, str]]:
    """An offer (CR 101.4d) is the whole of its ability's effects, so a History
    shows its choices and draws alone in that resolution."""
    out = _effect_list(ability.effects, f"{here}.effects", ability)
    for k, mode in enumerate(ability.modes):
        out += _no_offer(mode.effects, f"{here}.modes[{k}].effects")
    out += _no_offer(ability.kicked_effects, f"{here}.kicked_effects")
    if ability.reflexive is not None:
        out += _effect_list(ability.reflexive.effects, f"{here}.reflexive.effects", None)
    static = ability.static
    if static is not None and static.ability is not None:
        out += _offer_problems(static.ability, f"{here}.static.ability")
    if static is not None and static.delayed is not None:
        out += _effect_list(static.delayed.effects, f"{here}.static.delayed.effects", None)
    return out


def _effect_list(effects: tuple[Effect, ...], here: str, ability: Ability | None) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for m, e in enumerate(effects):
        path = f"{here}[{m}]"
        if e.kind is EffectKind.OFFER:
            if e.amount < 1:
                out.append((f"{path}.amount", "at least 1 card for an offer to draw"))
            if len(effects) != 1:
                out.append((path, "an offer as the only effect of its ability"))
            if ability is not None and (ability.optional or ability.unless is not None or ability.kicked_effects):
                out.append((path, "an offer in an ability with no \"may\", \"unless\" or kicker effects"))
        if e.delayed is not None:
            out += _effect_list(e.delayed.effects, f"{path}.delayed.effects", None)
    return out


def _no_offer(effects: tuple[Effect, ...], here: str) -> list[tuple[str, str]]:
    return [(f"{here}[{m}]", "an offer only as the whole of an ability's effects, not in a mode or kicker")
            for m, e in enumerate(effects) if e.kind is EffectKind.OFFER]


def _action_objects(action) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """Every object id an action names, with its path inside the action."""
    out = [("object", action.object)] if action.object is not None else []
    out += [(f"targets[{j}].object", t.object) for j, t in enumerate(action.targets) if t.object is not None]
    out += [(f"sacrifice[{j}]", o) for j, o in enumerate(action.sacrifice)]
    out += [(f"discard[{j}]", o) for j, o in enumerate(action.discard)]
    out += [(f"mana_abilities[{j}].object", m.object) for j, m in enumerate(action.mana_abilities)]
    return out


def _object_problems(sc, i, obj, keys, ids, players) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    out: list[tuple[str, str]] = []
    here = f"$.objects[{i}]"
    if obj.card not in keys:
        out.append((f"{here}.card", f"a card key from $.cards, not {obj.card!r}"))
    if obj.owner not in players:
        out.append((f"{here}.owner", f"one of the player ids {players}"))
    if obj.controller is not None and obj.controller not in players:
        out.append((f"{here}.controller", f"one of the player ids {players}"))
    if obj.attached_to is not None and obj.attached_to not in ids:
        out.append((f"{here}.attached_to", f"an object id from $.objects, not {obj.attached_to}"))
    if obj.zone is Zone.STACK:
        out.append((f"{here}.zone", "a zone other than the stack (put spells on it with a cast action)"))
    return out
