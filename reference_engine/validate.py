"""Semantic checks a JSON Schema cannot express: references between parts."""
from __future__ import annotations

from typing import Iterator

from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind
from reference_engine.cards import mana_symbols
from reference_engine.errors import ScenarioError
from reference_engine.ids import Step, Zone
from reference_engine.scenario import GAME_START_STEP, MAX_PLAN_DEPTH, ManaActivation, Scenario


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
    found.extend(_game_start_problems(sc))
    keys = [c.key for c in sc.cards]
    if len(set(keys)) != len(keys):
        found.append(("$.cards", "unique card keys"))
    for i, card in enumerate(sc.cards):
        for j, ability in enumerate(card.abilities):
            if ability.kind is AbilityKind.OPENING_HAND:
                found.extend(_opening_hand_problems(f"$.cards[{i}].abilities[{j}]", ability))
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
    for path, ability in _abilities(sc):
        found.extend(_repeatable_problems(path, ability))
    found.extend(_payment_problems(sc))
    for i, action in enumerate(sc.script):
        for path, ref in _action_objects(action):
            if ref not in ids:
                found.append((f"$.script[{i}].{path}", f"an object id from $.objects, not {ref}"))
        if action.player is not None and action.player not in players:
            found.append((f"$.script[{i}].player", f"one of the player ids {players}"))
        found.extend((f"$.script[{i}].{path}", f"payment plans nested at most {MAX_PLAN_DEPTH} deep")
                     for path in _too_deep(action.mana_abilities, "mana_abilities", 1))
    return found


def _game_start_problems(sc: Scenario) -> list[tuple[str, str]]:
    """A game being started is at turn 1, before its first step (CR 103)."""
    if not sc.game_start:
        return []
    out = []
    if sc.turn != 1:
        out.append(("$.turn", f"1 when game_start is true, not {sc.turn}"))
    if sc.step is not GAME_START_STEP:
        out.append(("$.step", f"{GAME_START_STEP.value!r} when game_start is true (turn 1 begins "
                              f"with its untap step), not {sc.step.value!r}"))
    return out


def _opening_hand_problems(here: str, ability: Ability) -> list[tuple[str, str]]:
    """An opening-hand ability only makes a delayed trigger for the first upkeep."""
    made = [e.delayed for e in ability.effects if e.kind is EffectKind.CREATE_DELAYED]
    if len(ability.effects) != 1 or not made or made[0] is None:
        return [(f"{here}.effects", "exactly one create_delayed effect for an opening_hand ability")]
    if made[0].resolutions or made[0].step is not Step.UPKEEP:
        return [(f"{here}.effects[0].delayed", "a delayed trigger at the beginning of the first upkeep "
                                               "(step 'upkeep', no resolutions)")]
    if ability.targets or ability.modes or ability.trigger is not None or ability.cost is not None:
        return [(here, "no trigger, cost, targets or modes on an opening_hand ability")]
    return []
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
    return out + _plan_objects(action.mana_abilities, "mana_abilities")


def _plan_objects(plan: tuple[ManaActivation, ...], path: str) -> list[tuple[str, int]]:
    """The sources a payment plan names, nested plans included."""
    out: list[tuple[str, int]] = []
    for j, use in enumerate(plan):
        out.append((f"{path}[{j}].object", use.object))
        out += _plan_objects(use.mana_abilities, f"{path}[{j}].mana_abilities")
    return out


def _too_deep(plan: tuple[ManaActivation, ...], path: str, depth: int) -> list[str]:
    """Paths of the plans nested deeper than ``MAX_PLAN_DEPTH`` (the top plan is depth 1)."""
    if not plan:
        return []
    if depth > MAX_PLAN_DEPTH:
        return [path]
    return [p for j, use in enumerate(plan)
            for p in _too_deep(use.mana_abilities, f"{path}[{j}].mana_abilities", depth + 1)]


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


def _abilities(sc: Scenario) -> Iterator[tuple[str, Ability]]:
    """Every ability the scenario defines, with its JSON path: printed ones,
    the ones static abilities grant, and the ones scenario effects grant."""
    for i, card in enumerate(sc.cards):
        for j, ability in enumerate(card.abilities):
            yield f"$.cards[{i}].abilities[{j}]", ability
            if ability.static is not None and ability.static.ability is not None:
                yield f"$.cards[{i}].abilities[{j}].static.ability", ability.static.ability
    for i, eff in enumerate(sc.effects):
        if eff.ability is not None:
            yield f"$.effects[{i}].ability", eff.ability


def _repeatable_problems(path: str, ability: Ability) -> list[tuple[str, str]]:
    """A cost paid "any number of times" (CR 603.12a) makes sense only as
    written in ``Ability.repeatable``'s documentation."""
    cost = ability.repeatable
    if cost is None:
        return []
    here = f"{path}.repeatable"
    if ability.kind not in (AbilityKind.TRIGGERED, AbilityKind.ACTIVATED):
        return [(here, "no repeated payment on a static or spell ability (only triggered or activated ones)")]
    if ability.reflexive is None:
        return [(here, "a 'reflexive' trigger beside it (\"when you pay this cost one or more times, ...\")")]
    if ability.optional or ability.modes:
        return [(here, "no 'optional' or 'modes' with it: how many times the cost is paid is the choice")]
    if cost != Cost(mana=cost.mana, pay_life=cost.pay_life):
        return [(here, "a cost of mana, life or both (nothing else can be paid again and again)")]
    if not cost.mana and cost.pay_life <= 0:
        return [(here, "a cost to pay: some mana, a positive amount of life, or both")]
    if "X" in mana_symbols(cost.mana):
        return [(here, "mana without {X}")]
    return []


def _payment_problems(sc: Scenario) -> list[tuple[str, str]]:
    choices = sc.choices
    found = [("$.choices.payments", "a number of payments, 0 or more")] if choices.payments < 0 else []
    return found + [(f"$.choices.payments_by_ability.{ref}", "a number of payments, 0 or more")
                    for ref, n in choices.payments_by_ability.items() if n < 0]
