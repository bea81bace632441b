"""Semantic checks a JSON Schema cannot express: references between parts."""
from __future__ import annotations

from reference_engine.ability_checks import (
    ability_problems, choice_problems, loyalty_problems, mode_problems, token_problems,
)
from reference_engine.errors import ScenarioError
from reference_engine.ids import ObjectId, PlayerId, Zone
from reference_engine.jsontext import member_path
from reference_engine.mana_text import mana_problem
from reference_engine.scenario import (
    EVENTS_1_1, FIELDS_1_1, FORMATS_1_1, GAME_START_STEP, MAX_PLAN_DEPTH, Action, ActionKind, ManaActivation,
    ObjectSetup, Scenario,
)


_VALID: dict[int, Scenario] = {}
"""Scenarios found valid, by identity: a scenario is a frozen record, and the
same one is often checked again (parsed, then played; played again to compare).
Each entry holds its scenario, so its id is not reused while cached."""


def check_references(scenario: Scenario, *, source: str | None = None) -> None:
    """Raise ``ScenarioError`` for a dangling card, object or player reference."""
    if _VALID.get(id(scenario)) is scenario:
        return
    for problem in _problems(scenario):
        raise ScenarioError(problem[0], problem[1], source=source)
    if len(_VALID) > 256:  # a bound: scenarios are short-lived
        _VALID.clear()
    _VALID[id(scenario)] = scenario


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
    found.extend(_range_problems(sc, players))
    found.extend(_game_start_problems(sc))
    found.extend(_version_problems(sc))
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
    found.extend(ability_problems(sc))
    found.extend(loyalty_problems(sc))
    found.extend(mode_problems(sc))
    found.extend(token_problems(sc))
    found.extend(choice_problems(sc))
    for i, action in enumerate(sc.script):
        for path, ref in _action_objects(action):
            if ref not in ids:
                found.append((f"$.script[{i}].{path}", f"an object id from $.objects, not {ref}"))
        if action.player is not None and action.player not in players:
            found.append((f"$.script[{i}].player", f"one of the player ids {players}"))
        found.extend(_action_range_problems(f"$.script[{i}]", action, ids, players))
        found.extend((f"$.script[{i}].{path}", f"payment plans nested at most {MAX_PLAN_DEPTH} deep")
                     for path in _too_deep(action.mana_abilities, "mana_abilities", 1))
    return found




def _version_problems(sc: Scenario) -> list[tuple[str, str]]:
    """A format 1 file may not use the words format 1.1 added."""
    if sc.format != "mtgconf-scenario/1":
        return []
    from reference_engine.codec import to_json  # the codec imports this module

    found: list[tuple[str, str]] = []
    _find_kinds(to_json(sc), "$", found)
    if sc.choices.regenerate_first is not None:
        found.append(("$.choices.regenerate_first", "a choice of format mtgconf-scenario/1 "
                                                   "('regenerate_first' needs 'mtgconf-scenario/1.1')"))
    if sc.choices.creature_types:
        found.append(("$.choices.creature_types", "a choice of format mtgconf-scenario/1 "
                                                  "('creature_types' needs 'mtgconf-scenario/1.1')"))
    if sc.choices.regenerate_first_by_player:
        found.append(("$.choices.regenerate_first_by_player", "a choice of format mtgconf-scenario/1 "
                                                             "('regenerate_first_by_player' needs "
                                                             "'mtgconf-scenario/1.1')"))
    for name in ("prevention_first", "prevention_first_by_player"):
        if getattr(sc.choices, name) not in (None, {}):
            found.append((f"$.choices.{name}", f"a choice of format mtgconf-scenario/1 "
                                               f"({name!r} needs 'mtgconf-scenario/1.1')"))
    return found


def _find_kinds(node: object, path: str, found: list[tuple[str, str]]) -> None:
    if isinstance(node, dict):
        kind = node.get("kind")
        if kind in FORMATS_1_1:
            found.append((f"{path}.kind", f"a kind of format mtgconf-scenario/1 ({kind!r} needs 'mtgconf-scenario/1.1')"))
        if "event" in node:  # a trigger
            if node["event"] in FORMATS_1_1 or node["event"] in EVENTS_1_1:
                found.append((f"{path}.event", f"a trigger event of format mtgconf-scenario/1 "
                                               f"({node['event']!r} needs 'mtgconf-scenario/1.1')"))
            found.extend((f"{path}.{key}", f"a trigger field of format mtgconf-scenario/1 "
                                           f"({key!r} needs 'mtgconf-scenario/1.1')")
                         for key in FIELDS_1_1 if key in node)
        if "scope" in node and kind == "extra_trigger":
            found.append((f"{path}.scope", "a field of format mtgconf-scenario/1 "
                                           "('scope' needs 'mtgconf-scenario/1.1')"))
        found.extend(_spell_return_problems(node, path))
        if node.get("convoke"):  # the keyword on a spell, or the creatures a cast taps
            found.append((f"{path}.convoke", "no convoke in format mtgconf-scenario/1 "
                                             "(convoke needs 'mtgconf-scenario/1.1')"))
        found.extend((f"{path}.{key}", "no Phyrexian mana in format mtgconf-scenario/1 "
                                       "(a Phyrexian symbol needs 'mtgconf-scenario/1.1')")
                     for key in ("mana_cost", "mana") if "/P}" in str(node.get(key, "")))
        if node.get("phyrexian_life"):
            found.append((f"{path}.phyrexian_life", "no Phyrexian mana in format mtgconf-scenario/1 "
                                                    "('phyrexian_life' needs 'mtgconf-scenario/1.1')"))
        if node.get("ability") in ("activated_or_triggered", "triggered", "triggered_you_control",
                                   "activated_or_triggered_you_control"):  # a target phrase
            found.append((f"{path}.ability", "a target of format mtgconf-scenario/1 "
                                             "(a target ability needs 'mtgconf-scenario/1.1')"))
        if node.get("unblocked_attacking"):  # a target phrase
            found.append((f"{path}.unblocked_attacking", "a target of format mtgconf-scenario/1 "
                                                         "(\"target unblocked attacking creature\" needs "
                                                         "'mtgconf-scenario/1.1')"))
        if node.get("chosen_type"):  # an object filter
            found.append((f"{path}.chosen_type", "a filter of format mtgconf-scenario/1 "
                                                 "(\"of the chosen type\" needs 'mtgconf-scenario/1.1')"))
        if "cast_timing" in node:  # "Cast this spell only during ..."
            found.append((f"{path}.cast_timing", "a spell timing of format mtgconf-scenario/1 "
                                                 "('cast_timing' needs 'mtgconf-scenario/1.1')"))
        if node.get("timing") == "after_blockers":
            found.append((f"{path}.timing", "a timing of format mtgconf-scenario/1 "
                                            "('after_blockers' needs 'mtgconf-scenario/1.1')"))
        amount = node.get("amount", 0)
        if kind == "return_to_battlefield" and isinstance(amount, int) and amount > 0:
            found.append((f"{path}.amount", "no counters on a return_to_battlefield in format mtgconf-scenario/1 "
                                            "(\"with N counters on it\" needs 'mtgconf-scenario/1.1')"))
        for key, value in node.items():
            _find_kinds(value, f"{path}.{key}", found)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            _find_kinds(value, f"{path}[{i}]", found)


def _spell_return_problems(node: dict[str, object], path: str) -> list[tuple[str, str]]:
    """"Return target spell to its owner's hand" (a return_to_hand whose
    target is on the stack) is a format 1.1 word."""
    targets, effects = node.get("targets"), node.get("effects")
    if not isinstance(targets, list) or not isinstance(effects, list):
        return []
    found: list[tuple[str, str]] = []
    for k, eff in enumerate(effects):
        if not isinstance(eff, dict) or eff.get("kind") != "return_to_hand" or eff.get("object") != "target":
            continue
        index = eff.get("target", 0)
        aim = targets[index] if isinstance(index, int) and 0 <= index < len(targets) else None
        if isinstance(aim, dict) and aim.get("zone") == "stack":
            found.append((f"{path}.effects[{k}]", "a return_to_hand of format mtgconf-scenario/1 (\"return target "
                                                  "spell to its owner's hand\" needs 'mtgconf-scenario/1.1')"))
    return found


def _range_problems(sc: Scenario, players: list[int]) -> list[tuple[str, str]]:
    """Numbers in range and mana well formed, where a bad value would be misread."""
    out: list[tuple[str, str]] = []
    if sc.turn < 1:
        out.append(("$.turn", f"a turn number of at least 1, not {sc.turn}"))
    for i, p in enumerate(sc.players):
        if mana_problem(p.mana_pool, added=True) is not None:
            out.append((f"$.players[{i}].mana_pool", f"mana symbols such as {{B}}{{B}}{{2}} "
                                                      f"(W, U, B, R, G, C or a number), not {p.mana_pool!r}"))
        if p.lands_played < 0:
            out.append((f"$.players[{i}].lands_played", f"at least 0, not {p.lands_played}"))
    for i, card in enumerate(sc.cards):
        if not card.types:  # every card has a card type (CR 205.2a)
            out.append((f"$.cards[{i}].types", "at least one card type"))
        for j, ability in enumerate(card.abilities):
            out.extend((f"$.cards[{i}].abilities[{j}].modes[{k}].effects", "at least one effect")
                       for k, mode in enumerate(ability.modes) if not mode.effects)
        problem = mana_problem(card.mana_cost) if card.mana_cost is not None else None
        if problem:
            out.append((f"$.cards[{i}].mana_cost", problem))
    for i, obj in enumerate(sc.objects):
        if obj.damage < 0:
            out.append((f"$.objects[{i}].damage", f"at least 0, not {obj.damage}"))
        out.extend((member_path(f"$.objects[{i}].counters", name), f"at least 0, not {n}")
                   for name, n in obj.counters.items() if n < 0)
    out.extend((f"$.effect_controllers[{i}]", f"one of the player ids {players}")
               for i, pid in enumerate(sc.effect_controllers) if pid not in players)
    return out + _choice_range_problems(sc, players)


def _choice_range_problems(sc: Scenario, players: list[int]) -> list[tuple[str, str]]:
    ch = sc.choices
    out: list[tuple[str, str]] = []
    seats = {str(p) for p in players}
    for name in ("trigger_order_by_player", "unless_pay_by_player", "regenerate_first_by_player",
                 "prevention_first_by_player"):
        out.extend((member_path(f"$.choices.{name}", key), f"a player id from {players} as the key")
                   for key in getattr(ch, name) if key not in seats)
    for ref, targets in ch.targets_by_ability.items():
        out.extend((f"{member_path('$.choices.targets_by_ability', ref)}[{j}].player", f"one of the player ids {players}")
                   for j, t in enumerate(targets) if t.player is not None and t.player not in players)
    out.extend((member_path("$.choices.mode_by_ability", ref), f"at least 0, not {n}")
               for ref, n in ch.mode_by_ability.items() if n < 0)
    return out


def _action_range_problems(here: str, action: Action, ids: list[int], players: list[int]) -> list[tuple[str, str]]:
    out = [(f"{here}.{name}", f"an index of at least 0, not {value}")
           for name, value in (("ability", action.ability), ("mode", action.mode), ("alternative", action.alternative))
           if value is not None and value < 0]
    if action.phyrexian_life and action.action not in (ActionKind.CAST, ActionKind.ACTIVATE):
        out.append((f"{here}.phyrexian_life", "Phyrexian mana answers only on a cast or activate action"))
    if action.convoke and action.action is not ActionKind.CAST:
        out.append((f"{here}.convoke", "creatures tapped for convoke only on a cast action"))
    if len(set(action.convoke)) != len(action.convoke):
        out.append((f"{here}.convoke", "each creature once"))
    out += [(f"{here}.targets[{j}].player", f"one of the player ids {players}")
            for j, t in enumerate(action.targets) if t.player is not None and t.player not in players]
    out += [(f"{here}.attackers[{j}].defender", f"one of the player ids {players}")
            for j, a in enumerate(action.attackers) if a.defender not in players]
    out += [(f"{here}.attackers[{j}].attacker", f"an object id from $.objects, not {a.attacker}")
            for j, a in enumerate(action.attackers) if a.attacker not in ids]
    for j, b in enumerate(action.blocks):
        out += [(f"{here}.blocks[{j}].{name}", f"an object id from $.objects, not {ref}")
                for name, ref in (("blocker", b.blocker), ("attacker", b.attacker)) if ref not in ids]
    return out


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


def _action_objects(action: Action) -> list[tuple[str, int]]:
    """Every object id an action names, with its path inside the action."""
    out = [("object", action.object)] if action.object is not None else []
    out += [(f"targets[{j}].object", t.object) for j, t in enumerate(action.targets) if t.object is not None]
    out += [(f"sacrifice[{j}]", o) for j, o in enumerate(action.sacrifice)]
    out += [(f"discard[{j}]", o) for j, o in enumerate(action.discard)]
    out += [(f"convoke[{j}]", o) for j, o in enumerate(action.convoke)]
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


def _object_problems(sc: Scenario, i: int, obj: ObjectSetup, keys: set[str], ids: set[ObjectId],
                     players: list[PlayerId]) -> list[tuple[str, str]]:
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
    if obj.zone is Zone.OUTSIDE:
        out.append((f"{here}.zone", "a game zone, not 'outside' (where objects go when their owner leaves the game)"))
    return out






