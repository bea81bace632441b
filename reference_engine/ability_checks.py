"""Checks of the abilities and choice answers a scenario defines: each new
piece of vocabulary makes sense only as its record documents it. Called by
``reference_engine.validate``; every problem is a (JSON path, what was
expected) pair."""
from __future__ import annotations

import dataclasses
import re
import types
import typing
from typing import Callable, Iterable, Iterator

from reference_engine.abilities import (
    Ability, AbilityKind, Condition, ConditionKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind,
    ObjectFilter, ObjectRef, PlayerRef, SCOPE_EVENTS, Subject, TokenSpec, Trigger, TriggerEvent, Who,
)
from reference_engine.cards import mana_symbols
from reference_engine.ids import CardType, Step, Zone
from reference_engine.jsontext import member_path
from reference_engine.mana_text import mana_problem
from reference_engine.scenario import Scenario

Problem = tuple[str, str]


def ability_problems(sc: Scenario) -> list[Problem]:
    """Opening-hand abilities, offers and repeated payments, wherever defined."""
    found: list[Problem] = []
    for path, ability in _abilities(sc):
        found.extend(_ability_problems(path, ability))
    for i, eff in enumerate(sc.effects):
        found.extend(_counter_static_problems(f"$.effects[{i}]", eff))
        found.extend(_scope_problems(f"$.effects[{i}]", eff))
        found.extend(_cost_static_problems(f"$.effects[{i}]", eff))
        found.extend(_damage_modifier_problems(f"$.effects[{i}]", eff))
        if eff.kind is ContinuousKind.COST_MINIMUM:
            found.append((f"$.effects[{i}].kind", "'cost_minimum' only on a permanent's static ability "
                                                  "(\"as long as this is untapped\" needs a source)"))
    found.extend(enchant_problems(sc))
    found.extend(attach_problems(sc))
    found.extend(bonus_problems(sc))
    found.extend(anthem_problems(sc))
    found.extend(_static_part_problems(sc))
    found.extend(chosen_type_problems(sc))
    found.extend(_mana_and_count_problems(sc))
    return found


_ONE_ABILITY: dict[tuple[str, Ability], tuple[Problem, ...]] = {}
"""The problems of one ability at one path, kept: families draw the same
cards again and again. Every check below reads only the path and the frozen
ability, and fields of their declared types that are equal give the same
answers (enums are compared by identity, and equal members are the same)."""


def _ability_problems(path: str, ability: Ability) -> tuple[Problem, ...]:
    key = (path, ability)  # abilities are frozen records of frozen records and tuples: hashable
    hit = _ONE_ABILITY.get(key)
    if hit is None:
        if len(_ONE_ABILITY) > 20000:  # pragma: no cover - a cache bound
            _ONE_ABILITY.clear()
        hit = _ONE_ABILITY[key] = tuple(_checked_ability(path, ability))
    return hit


_SPELL_ONLY = ("kicker", "kicked_targets", "kicked_effects", "alternative_costs")
"""Parts of an ability that mean something only as a spell is cast: a kicker
and what it adds (CR 702.33), costs paid instead of the mana cost (CR 118.9)."""


def _checked_ability(path: str, ability: Ability) -> list[Problem]:
    """Opening-hand abilities, offers, repeated payments, static parts...: one ability's own checks."""
    found: list[Problem] = []
    if ability.kind is AbilityKind.OPENING_HAND and ".static." not in path:
        found.extend(_opening_hand_problems(path, ability))
    if ".static.ability" not in path:  # an offer check walks into granted abilities itself
        found.extend(_offer_problems(ability, path))
    for check in _EVERY_ABILITY:
        found.extend(check(path, ability))
    if (ability.kind is not AbilityKind.SPELL and ability.cost is not None and "/P}" in ability.cost.mana
            and (ability.kind is not AbilityKind.ACTIVATED or ability.is_mana_ability)):
        what = "mana" if ability.kind is AbilityKind.ACTIVATED else ability.kind.value
        found.append((f"{path}.cost.mana", "Phyrexian mana only in a spell's costs or a non-mana activated "
                                           f"ability's, not in a {what} ability's"))
    if ability.cast_timing is not None and ability.kind is not AbilityKind.SPELL:
        found.append((f"{path}.cast_timing", "a cast timing only on a spell ability, "
                                             f"not on a {ability.kind.value} one (CR 601.3)"))
    if ability.convoke and ability.kind is not AbilityKind.SPELL:
        found.append((f"{path}.convoke", f"convoke only on a spell ability, not on a {ability.kind.value} one"))
    if ability.kind is not AbilityKind.SPELL:  # paid or chosen as a spell is cast (CR 601.2b-c), or never
        found.extend((f"{path}.{word}", f"{word} only on a spell ability, not on a {ability.kind.value} one")
                     for word in _SPELL_ONLY if getattr(ability, word))
    if ability.static is not None:
        found.extend(_counter_static_problems(f"{path}.static", ability.static))
        found.extend(_scope_problems(f"{path}.static", ability.static))
        found.extend(_cost_static_problems(f"{path}.static", ability.static))
        found.extend(_damage_modifier_problems(f"{path}.static", ability.static))
    return found


_TYPE_WORD = re.compile(r"[A-Z][A-Za-z'-]*")


def chosen_type_problems(sc: Scenario) -> list[Problem]:
    """"As this enters, choose a creature type" (CR 614.12a) is a permanent
    card's own static ability; "of the chosen type" reads that choice, so it
    is written only in a trigger condition's subject or a static ability's
    filter of a card that makes it; the policy answers only such abilities,
    with one creature type word each."""
    found: list[Problem] = []
    allowed: set[str] = set()
    asks: set[str] = set()
    for i, card in enumerate(sc.cards):
        chooses = [j for j, a in enumerate(card.abilities)
                   if a.static is not None and a.static.kind is ContinuousKind.CHOOSE_CREATURE_TYPE]
        for j in chooses:
            here = f"$.cards[{i}].abilities[{j}]"
            static = card.abilities[j].static
            assert static is not None
            if card.abilities[j].kind is not AbilityKind.STATIC or not card.is_permanent_card:
                found.append((f"{here}.static.kind", "'choose_creature_type' only on a permanent card's static ability"))
            elif static.filter != ObjectFilter(subject=Subject.SELF):
                found.append((f"{here}.static.filter", "the permanent itself (subject 'self', nothing else): "
                                                      "\"as this permanent enters\""))
            asks.add(f"{card.key}/{j}")
        if chooses:
            for j in range(len(card.abilities)):
                allowed.update((f"$.cards[{i}].abilities[{j}].trigger.subject",
                                f"$.cards[{i}].abilities[{j}].static.filter"))
    used = [path for path, part in _marked_parts("$", sc) if _reads_chosen_type(part)]
    found.extend((f"{path}.chosen_type", "\"of the chosen type\" only in a trigger's subject or a static "
                                         "ability's filter of a card with a choose_creature_type ability")
                 for path in used if path not in allowed)
    found.extend((f"$.effects[{i}].kind", "'choose_creature_type' only on a permanent card's static ability, "
                                          "not on a scenario effect")
                 for i, e in enumerate(sc.effects) if e.kind is ContinuousKind.CHOOSE_CREATURE_TYPE)
    for ref, value in sc.choices.creature_types.items():
        if ref not in asks:
            found.append((f"$.choices.creature_types.{ref}", "the reference of a choose_creature_type ability "
                                                             "(\"<card key>/<index>\")"))
        elif not _TYPE_WORD.fullmatch(value):
            found.append((f"$.choices.creature_types.{ref}", f"a creature type such as 'Elf', not {value!r}"))
    return found


def _reads_chosen_type(part: object) -> bool:
    return isinstance(part, ObjectFilter) and part.chosen_type is True


def _static_part_problems(sc: Scenario) -> list[Problem]:
    """A ``static`` part belongs to a static ability only (CR 604.1: a static
    ability's effect is in force while the ability functions): on any other
    ability of a card or a scenario effect, printed, granted, on a token or in
    a delayed trigger, it would say nothing and do nothing."""
    marked = [(path, part) for path, part in _marked_parts("$", sc) if _misplaced_static(part)]
    return [(f"{path}.static", f"no 'static' part on a {part.kind.value} ability (only on a static one)")
            for where in ("$.cards[", "$.effects[") for path, part in marked
            if path.startswith(where) and isinstance(part, Ability)]


def _mana_and_count_problems(sc: Scenario) -> list[Problem]:
    """Every cost's mana and every mana an effect adds, wherever written
    (printed, granted, on a token, in a mode or a delayed trigger), is
    symbols the engine knows (``reference_engine.mana_text``); and no amount
    of an effect, life or cards of a cost is negative (a negative "remove N
    counters" would put counters on)."""
    found: list[Problem] = []
    for path, part in _marked_parts("$", sc):
        if isinstance(part, (Cost, Effect)) and _bad_mana(part):
            found.append((f"{path}.mana", _mana_text_problem(part) or ""))
        found.extend((f"{path}.{name}", f"at least 0, not {getattr(part, name)}") for name in _negative(part))
    return found


_COUNTS = {Effect: ("amount",), Cost: ("pay_life", "discard")}
"""The numbers of a part that count something, never below 0."""


def _negative(part: object) -> tuple[str, ...]:
    names = _COUNTS.get(type(part), ())
    return tuple(n for n in names if getattr(part, n) < 0) if names else ()


def _bad_mana(part: object) -> bool:
    return _mana_text_problem(part) is not None


def _mana_text_problem(part: object) -> str | None:
    mana = getattr(part, "mana", "")  # a Cost's or an Effect's; other parts have none
    return mana_problem(mana, added=isinstance(part, Effect)) if mana else None


def _misplaced_static(part: object) -> bool:
    return isinstance(part, Ability) and part.static is not None and part.kind is not AbilityKind.STATIC


def _has_loyalty(part: object) -> bool:
    return getattr(part, "loyalty", None) is not None


def _marked(part: object) -> bool:
    """What the walks look for: the scenario is walked once for all."""
    return (_misplaced_static(part) or _has_loyalty(part) or _is_modal(part) or _reads_chosen_type(part)
            or _bad_mana(part) or bool(_negative(part)))


def trigger_events(sc: Scenario) -> frozenset[TriggerEvent]:
    """The event of every trigger condition anywhere in the scenario: printed,
    granted, on a token or in an effect. No ability of a game played from it
    can trigger on another event (the engine's trigger detection skips those).
    Read from the walk validation made of the same scenario, which keeps
    every trigger condition it meets (without a path)."""
    return frozenset(part.event for _, part in _marked_parts("$", sc) if isinstance(part, Trigger))


def continuous_kinds(sc: Scenario) -> frozenset[ContinuousKind]:
    """The kind of every continuous effect anywhere in the scenario: its
    effects, static abilities, printed, granted or on a token. Every effect a
    game played from it puts in force is one of them, or one the engine makes
    (a prevention shield, an "exile it instead" rider). Read from validation's
    walk, which keeps every continuous effect it meets (without a path)."""
    return frozenset(part.kind for _, part in _marked_parts("$", sc) if isinstance(part, ContinuousEffect))


def _is_modal(part: object) -> bool:
    return isinstance(part, Ability) and bool(part.modes or part.choose is not None or part.entwine is not None)


_TUPLE, _PLAIN, _TRIGGER, _MAY_MARK, _EFFECT = range(5)
"""A walked type's role: a tuple (walked by index); a dataclass ``_marked``
can never pick (no ``loyalty`` attribute, neither an ``Ability`` nor an
``ObjectFilter``: each of its tests is then false); a ``Trigger``; any other
dataclass, which ``_marked`` tests; a ``ContinuousEffect`` (kept, as a
trigger is, for ``continuous_kinds``)."""

_EMPTY: tuple[()] = ()

_SHAPES: dict[type, tuple[tuple[str, ...], int] | None] = {tuple: ((), _TUPLE)}
"""Per type: the names of a dataclass's fields whose declared type can hold
a dataclass or a tuple (the others are never walked) and its role above,
None for a leaf (strings, numbers, enums, maps: they hold no dataclass).
The walk below runs on every scenario, so it asks ``dataclasses`` once per
type."""

_LAST_WALK: list[tuple[object, str, list[tuple[str, object]]]] = []
"""The last walk made (root, root path, marked parts): the static-part and the
loyalty checks of one scenario share it."""


def _marked_parts(here: str, node: object) -> list[tuple[str, object]]:
    """(JSON path, part) of every dataclass in ``node`` that ``_marked`` picks,
    and ("", part) of every trigger condition and every continuous effect.

    It walks the frozen dataclasses themselves rather than their JSON form
    (serializing each scenario only to look for a few fields cost more than
    the rest of validation), and spells a path out only for a part it picks."""
    if _LAST_WALK and _LAST_WALK[0][0] is node and _LAST_WALK[0][1] == here:
        return _LAST_WALK[0][2]
    found: list[tuple[str, object]] = []
    _walk(node, [], here, found)
    _LAST_WALK[:] = [(node, here, found)]
    return found


def _shape(node: object) -> tuple[tuple[str, ...], int] | None:
    cls = type(node)
    shape: tuple[tuple[str, ...], int] | None
    if isinstance(node, tuple):
        shape = ((), _TUPLE)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        try:
            hints = typing.get_type_hints(cls)
        except (NameError, TypeError):  # a name only a type checker sees: walk every field
            hints = {}
        # Only a field whose declared type can hold a dataclass or a tuple is walked.
        names = tuple(f.name for f in dataclasses.fields(node) if _may_hold_parts(hints.get(f.name, object)))
        shape = (names, _role(cls))
    else:
        shape = None
    _SHAPES[cls] = shape
    return shape


def _role(cls: type) -> int:
    if issubclass(cls, Trigger):
        return _TRIGGER
    if issubclass(cls, ContinuousEffect):
        return _EFFECT
    if issubclass(cls, (Ability, ObjectFilter, Cost, Effect)) or hasattr(cls, "loyalty"):
        return _MAY_MARK
    return _PLAIN


def _may_hold_parts(tp: object) -> bool:
    """Whether a value of declared type ``tp`` can be, or hold, what ``_walk``
    walks into (a dataclass, or a tuple); unknown types count as able."""
    origin = typing.get_origin(tp)
    if origin is typing.Literal:
        return False
    if origin in (typing.Union, types.UnionType, tuple):
        return any(_may_hold_parts(a) for a in typing.get_args(tp) if a is not Ellipsis)
    if origin is not None:  # dict, list, frozenset...: leaves to the walk
        return False
    if not isinstance(tp, type):
        return True  # Any, a type variable, an unresolved name
    return tp is tuple or tp is object or (dataclasses.is_dataclass(tp) and _reaches(tp))


_REACHES: dict[type, bool] = {}


def _reaches(cls: type) -> bool:
    """Whether a ``cls`` record can be, or hold, a part the walk reports (a
    ``Trigger``, a dataclass ``_marked`` may pick), judged from the declared
    types of its fields: the walk skips one that cannot (a script's actions,
    an object's setup). A record under judgement counts as able, so a cycle
    of types never answers False for a record that could reach one."""
    if cls not in _REACHES:
        _REACHES[cls] = True
        try:
            hints = typing.get_type_hints(cls)
        except (NameError, TypeError):  # a name only a type checker sees: able
            return True
        _REACHES[cls] = _role(cls) != _PLAIN or any(
            _may_hold_parts(hints.get(f.name, object)) for f in dataclasses.fields(cls))
    return _REACHES[cls]


def _walk(node: object, trail: list[str | int], here: str, found: list[tuple[str, object]]) -> None:
    shapes = _SHAPES
    cls = type(node)
    shape = shapes[cls] if cls in shapes else _shape(node)
    if shape is None:
        return
    names, role = shape
    if role == _TUPLE:
        items: tuple[object, ...] = node  # type: ignore[assignment]  # the role of a tuple
        for k, item in enumerate(items):
            if shapes.get(type(item), ()) is not None:
                trail.append(k)
                _walk(item, trail, here, found)
                trail.pop()
        return
    if role == _TRIGGER or role == _EFFECT:
        found.append(("", node))  # for ``trigger_events`` and ``continuous_kinds``, which need no path
    elif role == _MAY_MARK and _marked(node):
        found.append((here + "".join(f"[{s}]" if isinstance(s, int) else f".{s}" for s in trail), node))
    for name in names:
        value = getattr(node, name)
        # Most tuples are empty (the shared empty tuple), and an empty tuple holds nothing.
        if value is not _EMPTY and shapes.get(type(value), ()) is not None:
            trail.append(name)
            _walk(value, trail, here, found)
            trail.pop()


def _prevented_trigger_problems(here: str, ability: Ability) -> list[Problem]:
    """A "damage is prevented" trigger watches a player (``player``, no
    ``subject``) or a permanent (``subject``), never both (CR 615.13)."""
    t = ability.trigger
    if t is None or t.event is not TriggerEvent.DAMAGE_PREVENTED:
        return []
    if t.subject != ObjectFilter() and t.player is not Who.ANY:
        return [(f"{here}.trigger.player", "no player on a damage_prevented trigger that names a subject "
                                           "(the recipient is the player when 'subject' is unset, else the "
                                           "permanent 'subject' matches)")]
    return []


def _attack_trigger_problems(here: str, ability: Ability) -> list[Problem]:
    """``defender`` belongs to "attacks [a player]" triggers only, and the
    attacking player never attacks themselves (CR 508.1b)."""
    t = ability.trigger
    if t is None or t.defender is None:
        return []
    if t.event is not TriggerEvent.ATTACKS_PLAYER:
        return [(f"{here}.trigger.defender", "no defender except on an attacks_player trigger")]
    if t.player is Who.YOU and t.defender is Who.YOU:
        return [(f"{here}.trigger.defender", "a defender other than the attacking player ('you' attack "
                                             "an opponent or any player)")]
    return []


def _enters_tapped_problems(here: str, ability: Ability) -> list[Problem]:
    """``tapped`` says how a permanent enters ("enters tapped"): it belongs to
    ``enters`` triggers only."""
    t = ability.trigger
    if t is None or t.tapped is None or t.event is TriggerEvent.ENTERS:
        return []
    return [(f"{here}.trigger.tapped", "no 'tapped' except on an enters trigger ('enters tapped' / "
                                       "'enters untapped')")]


_FROM_ONE_ZONE = {TriggerEvent.SACRIFICES: "a sacrificed permanent always leaves the battlefield (CR 701.21a)",
                  TriggerEvent.DISCARDS: "a discarded card always leaves its owner's hand (CR 701.9a)",
                  TriggerEvent.BECOMES_TARGET: "only a permanent on the battlefield becomes a target here "
                                               "(CR 115.1)"}
"""Trigger events whose objects always come from one zone: ``from_zone``
would say nothing, or something impossible."""


def _player_move_problems(here: str, ability: Ability) -> list[Problem]:
    """A sacrifice or a discard names the zone it moves from itself: no
    ``from_zone``, ``step`` or ``counter`` qualifies it; a discarded card is
    filtered by its types alone."""
    t = ability.trigger
    if t is None or t.event not in _FROM_ONE_ZONE:
        return []
    out: list[Problem] = []
    if t.from_zone is not None:
        out.append((f"{here}.trigger.from_zone", f"no from_zone on a {t.event.value} trigger: "
                                                 f"{_FROM_ONE_ZONE[t.event]}"))
    for name in ("step", "counter"):
        if getattr(t, name) is not None:
            out.append((f"{here}.trigger.{name}", f"no {name} on a {t.event.value} trigger"))
    if t.event is TriggerEvent.DISCARDS:
        # A card in a hand is no permanent: no "this", no controller ("player" says who discards).
        if t.subject.subject is not Subject.ANY:
            out.append((f"{here}.trigger.subject.subject", "'any' on a discards trigger (a discarded card is "
                                                           "never this permanent)"))
        if t.subject.controller is not Who.ANY:
            out.append((f"{here}.trigger.subject.controller", "'any' on a discards trigger (the trigger's "
                                                              "'player' says who discards)"))
    return out


def _morbid_problems(here: str, ability: Ability) -> list[Problem]:
    """"A creature died this turn" is said of a past event: an intervening
    "if" (morbid), never the state a state trigger waits for."""
    t = ability.trigger
    if t is None or t.state is None or t.state.kind is not ConditionKind.CREATURE_DIED_THIS_TURN:
        return []
    return [(f"{here}.trigger.state.kind", "a state other than 'creature_died_this_turn' (use it as an "
                                           "intervening if)")]


# Trigger events whose abilities look back in time (CR 603.10a-f): their
# source is seen as it was before the event, never in the zone it went to.
_LOOKING_BACK = frozenset({TriggerEvent.LEAVES, TriggerEvent.DIES, TriggerEvent.RETURNED_TO_HAND,
                           TriggerEvent.LOSE_CONTROL, TriggerEvent.PLAYER_LOSES, TriggerEvent.SPELL_COUNTERED,
                           TriggerEvent.BECOMES_UNATTACHED, TriggerEvent.PHASES_OUT})


def _condition_problems(here: str, ability: Ability) -> list[Problem]:
    """``filter`` belongs to ``control_at_least`` and ``zone`` to
    ``source_in_zone``, each required there. "If this card is in your
    graveyard" is an intervening "if" (a permanent's state trigger never
    finds its source in a graveyard or a hand) of a trigger that does not
    look back, since one that looks back sees its source before it moved."""
    t = ability.trigger
    found: list[Problem] = []
    for path, cond in ((f"{here}.intervening_if", ability.intervening_if),
                       (f"{here}.trigger.state", t.state if t is not None else None)):
        if cond is None:
            continue
        counted = cond.kind is ConditionKind.CONTROL_AT_LEAST
        if cond.filter is not None and not counted:
            found.append((f"{path}.filter", "no filter except on a control_at_least condition"))
        if counted and cond.filter is None:
            found.append((f"{path}.filter", "a filter: the permanents you must control ('control_at_least')"))
        if counted and cond.filter is not None:
            if cond.filter.subject is not Subject.ANY:
                found.append((f"{path}.filter.subject", "'any' (a count names no particular object)"))
            if cond.filter.controller not in (Who.ANY, Who.YOU):
                found.append((f"{path}.filter.controller", "'you' or 'any' (the permanents counted are those "
                                                           "you control)"))
        if counted and cond.amount < 1:
            found.append((f"{path}.amount", "at least 1 ('you control N or more')"))
        found.extend(_zone_condition_problems(path, cond, t, path.endswith(".state")))
        found.extend(_spent_condition_problems(path, cond, t, path.endswith(".state")))
    return found


def _spent_condition_problems(path: str, cond: Condition, t: Trigger | None, state: bool) -> list[Problem]:
    """"If at least N mana of the same color was spent to cast it" reads the
    spell its source was: an intervening "if" of the source's own enters
    trigger, with N at least 1 (CR 601.2h, 603.4)."""
    if cond.kind is not ConditionKind.SAME_COLOR_MANA_SPENT:
        return []
    if cond.amount < 1:
        return [(f"{path}.amount", "at least 1 ('at least N mana of the same color')")]
    own_arrival = t is not None and t.event is TriggerEvent.ENTERS and t.subject.subject is Subject.SELF
    if state or not own_arrival:
        return [(f"{path}.kind", "'same_color_mana_spent' only as the intervening if of the source's own "
                                 "enters trigger (\"when this creature enters, if ...\")")]
    return []


def _zone_condition_problems(path: str, cond: Condition, t: Trigger | None, state: bool) -> list[Problem]:
    placed = cond.kind is ConditionKind.SOURCE_IN_ZONE
    if cond.zone is not None and not placed:
        return [(f"{path}.zone", "no zone except on a source_in_zone condition")]
    if not placed:
        return []
    if cond.zone not in (Zone.GRAVEYARD, Zone.HAND):
        return [(f"{path}.zone", "'graveyard' or 'hand' (\"if this card is in your graveyard\")")]
    if state:
        return [(f"{path}.kind", "a state other than 'source_in_zone' (use it as an intervening if)")]
    looks_back = t is not None and (t.event in _LOOKING_BACK or (
        t.event is TriggerEvent.PUT_INTO_GRAVEYARD and t.from_zone is Zone.BATTLEFIELD))
    if looks_back:
        return [(f"{path}.kind", "a condition other than 'source_in_zone' on a trigger that looks back in "
                                 "time (CR 603.10a: it sees its source before it moved)")]
    return []


def _mass_return_problems(here: str, ability: Ability) -> list[Problem]:
    """"Return all ... cards from your graveyard" reads the cards' types,
    subtypes and colours: cards in a graveyard have no controller, and the
    filter names no particular object."""
    out: list[Problem] = []
    for path, eff in _effects_of(here, ability):
        f = eff.filter
        if eff.kind is not EffectKind.RETURN_ALL_FROM_GRAVEYARD or f is None:
            continue
        if f.subject is not Subject.ANY:
            out.append((f"{path}.filter.subject", "'any' for cards in a graveyard (no 'self', 'another' or 'enchanted')"))
        if f.controller is not Who.ANY:
            out.append((f"{path}.filter.controller", "'any' for cards in a graveyard (they have no controller)"))
    return out


def _exile_if_dies_problems(here: str, ability: Ability) -> list[Problem]:
    """"If that creature would die this turn, exile it instead" names one
    permanent: a target or the ability's "it" (CR 614.1a)."""
    return [(f"{path}.object", "'target' or 'it' for exile_if_would_die (the creature it names)")
            for path, eff in _effects_of(here, ability)
            if eff.kind is EffectKind.EXILE_IF_WOULD_DIE and eff.object not in (ObjectRef.TARGET, ObjectRef.IT)]


def enchant_problems(sc: Scenario) -> list[Problem]:
    """"Enchant <filter>" (format 1.1) is printed on an Aura card, once, and
    says what kind of permanent it may enchant (CR 702.5a, 303.4a): never on
    another card, a token, a granted ability or a scenario effect, and its
    filter names no particular object."""
    found: list[Problem] = []
    for i, card in enumerate(sc.cards):
        printed = [j for j, ab in enumerate(card.abilities)
                   if ab.static is not None and ab.static.kind is ContinuousKind.ENCHANT]
        for j in printed:
            here = f"$.cards[{i}].abilities[{j}]"
            ab = card.abilities[j]
            if "Aura" not in card.subtypes:
                found.append((f"{here}.static.kind", "'enchant' only on an Aura card (subtypes with 'Aura')"))
            elif ab.kind is not AbilityKind.STATIC:
                found.append((f"{here}.kind", "'static' for an enchant ability"))
            elif ab.static is not None and ab.static.filter.subject is not Subject.ANY:
                found.append((f"{here}.static.filter.subject", "'any' for what an Aura may enchant"))
        for j in printed[1:]:
            found.append((f"$.cards[{i}].abilities[{j}]", "at most one enchant ability on a card"))
        for j, ab in enumerate(card.abilities):
            inner = ab.static.ability if ab.static is not None else None
            if inner is not None and inner.static is not None and inner.static.kind is ContinuousKind.ENCHANT:
                found.append((f"$.cards[{i}].abilities[{j}].static.ability.static.kind",
                              "no granted enchant ability (only an Aura card prints one)"))
    for i, eff in enumerate(sc.effects):
        if eff.kind is ContinuousKind.ENCHANT:
            found.append((f"$.effects[{i}].kind", "an effect in force, not 'enchant' (an Aura card's ability)"))
    return found


def anthem_problems(sc: Scenario) -> list[Problem]:
    """"Creatures you control get +N/+M" (``anthem``, format 1.1) is a static
    ability printed on a permanent card (CR 611.3a, 613.4c): never granted
    or a scenario effect (it needs a source on the battlefield); it changes
    the power or toughness of creatures (filter type ``creature``), itself
    included or not (subject ``any`` or ``another``)."""
    found: list[Problem] = []
    for i, card in enumerate(sc.cards):
        for j, ab in enumerate(card.abilities):
            here = f"$.cards[{i}].abilities[{j}]"
            inner = ab.static.ability if ab.static is not None else None
            if inner is not None and inner.static is not None and inner.static.kind is ContinuousKind.ANTHEM:
                found.append((f"{here}.static.ability.static.kind", "no granted anthem ability (a permanent card "
                                                                    "prints it)"))
            st = ab.static
            if st is None or st.kind is not ContinuousKind.ANTHEM:
                continue
            if not card.is_permanent_card:
                found.append((f"{here}.static.kind", "'anthem' only on a permanent card"))
            elif ab.kind is not AbilityKind.STATIC:
                found.append((f"{here}.kind", "'static' for an anthem ability"))
            elif st.filter.subject not in (Subject.ANY, Subject.ANOTHER):
                found.append((f"{here}.static.filter.subject", "'any' or 'another' for an anthem "
                                                               "(\"creatures\", \"other creatures\")"))
            elif CardType.CREATURE not in st.filter.types:
                found.append((f"{here}.static.filter.types", "'creature' among the types: an anthem changes "
                                                             "creatures' power and toughness"))
            elif st.power == 0 and st.toughness == 0:
                found.append((f"{here}.static", "a change to power or toughness (power or toughness not 0)"))
            elif st.x and not st.counter:
                found.append((f"{here}.static.counter", "the kind of counter counted on the source, for x"))
    for i, eff in enumerate(sc.effects):
        if eff.kind is ContinuousKind.ANTHEM:
            found.append((f"$.effects[{i}].kind", "an effect in force, not 'anthem' (a permanent card's "
                                                  "static ability)"))
    return found


def bonus_problems(sc: Scenario) -> list[Problem]:
    """"Enchanted creature gets +N/+M" (``modify_pt`` as a continuous kind,
    format 1.1) is a static ability printed on an Aura or Equipment card and
    names the permanent it is attached to (filter subject ``enchanted``;
    CR 303.4b, 301.5a): never on another card, a token, a granted ability or a
    scenario effect, and it changes power or toughness."""
    found: list[Problem] = []
    for i, card in enumerate(sc.cards):
        for j, ab in enumerate(card.abilities):
            here = f"$.cards[{i}].abilities[{j}]"
            inner = ab.static.ability if ab.static is not None else None
            if inner is not None and inner.static is not None and inner.static.kind is ContinuousKind.MODIFY_PT:
                found.append((f"{here}.static.ability.static.kind",
                              "no granted modify_pt ability (only an Aura or Equipment card prints one)"))
            st = ab.static
            if st is None or st.kind is not ContinuousKind.MODIFY_PT:
                continue
            if "Aura" not in card.subtypes and "Equipment" not in card.subtypes:
                found.append((f"{here}.static.kind", "'modify_pt' only on an Aura or Equipment card "
                                                     "(subtypes with 'Aura' or 'Equipment')"))
            elif ab.kind is not AbilityKind.STATIC:
                found.append((f"{here}.kind", "'static' for a modify_pt ability"))
            elif st.filter.subject is not Subject.ENCHANTED:
                found.append((f"{here}.static.filter.subject", "'enchanted': the permanent it is attached to"))
            elif st.power == 0 and st.toughness == 0:
                found.append((f"{here}.static", "a change to power or toughness (power or toughness not 0)"))
    for i, eff in enumerate(sc.effects):
        if eff.kind is ContinuousKind.MODIFY_PT:
            found.append((f"$.effects[{i}].kind", "an effect in force, not 'modify_pt' (an Aura or Equipment "
                                                  "card's ability)"))
    return found


_OWN_EFFECT = re.compile(r"^\$\.cards\[(\d+)\]\.abilities\[(\d+)\]\.effects\[\d+\]$")


def attach_problems(sc: Scenario) -> list[Problem]:
    """"Attach this Equipment to target creature you control" (format 1.1):
    an effect of an activated ability printed on an Equipment card, attaching
    that Equipment (``object`` self) to one of the ability's target
    permanents (CR 702.6a, 701.3a); nowhere else (a spell, a trigger, a
    granted or a token's ability, a delayed one)."""
    found: list[Problem] = []
    todo = list(_abilities(sc))
    for path, ability in todo:
        for here, eff in _effects_of(path, ability):
            if eff.kind is not EffectKind.ATTACH:
                continue
            own = _OWN_EFFECT.match(here)
            card = sc.cards[int(own.group(1))] if own is not None else None
            if card is None or ability.kind is not AbilityKind.ACTIVATED or "Equipment" not in card.subtypes:
                found.append((f"{here}.kind", "'attach' only in an activated ability printed on an Equipment "
                                              "card (subtypes with 'Equipment')"))
            elif eff.object is not ObjectRef.SELF:
                found.append((f"{here}.object", "'self': the Equipment attaches itself"))
            elif not (0 <= eff.target < len(ability.targets)) or ability.targets[eff.target].objects is None \
                    or ability.targets[eff.target].zone is not Zone.BATTLEFIELD:
                found.append((f"{here}.target", "the index of a target permanent of the ability"))
    return found
def _target_index_problems(here: str, ability: Ability) -> list[Problem]:
    """An effect that acts on "target ..." names one of the target phrases
    it can see (CR 115.1): its ability's (a kicked effect also the kicker's,
    indexed after them), its mode's, or its reflexive trigger's. Out of range,
    it would act on nothing at all, in silence. Delayed triggers are left out:
    theirs follow the ability that made them."""
    groups = [(f"{here}.effects", ability.effects, len(ability.targets)),
              (f"{here}.kicked_effects", ability.kicked_effects, len(ability.targets) + len(ability.kicked_targets))]
    groups += [(f"{here}.modes[{k}].effects", m.effects, len(m.targets)) for k, m in enumerate(ability.modes)]
    if ability.reflexive is not None:
        groups.append((f"{here}.reflexive.effects", ability.reflexive.effects, len(ability.reflexive.targets)))
    return [(f"{where}[{k}].target", f"the index of one of the {n} target phrase(s) it can name, not {eff.target}")
            for where, effects, n in groups for k, eff in enumerate(effects)
            if (eff.object is ObjectRef.TARGET or eff.player is PlayerRef.TARGET) and not 0 <= eff.target < n]


def _stack_ability_problems(here: str, ability: Ability) -> list[Problem]:
    """"Target activated or triggered ability" names an ability on the stack
    only, and only "counter" acts on one (CR 701.6a); "counter" an ability
    needs such a target."""
    out: list[Problem] = []
    specs = [("targets", ability.targets), ("kicked_targets", ability.kicked_targets)]
    specs += [(f"modes[{k}].targets", m.targets) for k, m in enumerate(ability.modes)]
    if ability.reflexive is not None:
        specs.append(("reflexive.targets", ability.reflexive.targets))
    for where, targets in specs:
        for t, spec in enumerate(targets):
            if spec.ability is None:
                continue
            if spec.zone is not Zone.STACK:
                out.append((f"{here}.{where}[{t}].zone", "'stack' for a target ability"))
            if spec.objects is not None or spec.players is not None:
                out.append((f"{here}.{where}[{t}]", "no 'objects' or 'players' with 'ability' (a target ability is no card or player)"))
    stack_targets = {i for i, spec in enumerate(ability.targets + ability.kicked_targets) if spec.ability is not None}
    # Any spell may be copied: a permanent spell's copy becomes a token as it resolves (CR 608.3f).
    on_stack = {i for i, spec in enumerate(ability.targets) if spec.zone is Zone.STACK}
    for path, eff in _effects_of(here, ability):
        if eff.kind is EffectKind.COUNTER_ABILITY and (eff.object is not ObjectRef.TARGET or eff.target not in stack_targets
                                                       or ".modes[" in path or ".reflexive." in path or ".delayed." in path):
            out.append((f"{path}.object", "'target', naming a target of this ability whose phrase has 'ability' "
                                          "(\"counter target activated or triggered ability\")"))
        elif eff.kind not in (EffectKind.COUNTER_ABILITY, EffectKind.COPY) and eff.object is ObjectRef.TARGET \
                and eff.target in stack_targets:
            out.append((f"{path}.kind", "'counter_ability' or 'copy': a target ability can only be countered or copied"))
        if eff.kind is EffectKind.COPY and (eff.object is not ObjectRef.TARGET or eff.target not in on_stack
                                            or ".modes[" in path or ".reflexive." in path or ".delayed." in path):
            out.append((f"{path}.object", "'target', naming a target of this ability on the stack, a spell "
                                          "or an ability (\"copy target instant or sorcery spell\", \"copy "
                                          "target creature spell you control\", \"copy target triggered "
                                          "ability\")"))
    return out


def _counter_static_problems(here: str, s: ContinuousEffect) -> list[Problem]:
    """"Enters with N counters" (CR 614.1c): at least one counter, or X for
    the permanent's own ability only (the X of its own spell, CR 107.3m);
    ``counter`` and ``x`` mean nothing to other kinds but an anthem's "for
    each <counter> counter on this permanent" (``x``)."""
    if s.kind is ContinuousKind.ANTHEM:
        if s.counter != "+1/+1" and not s.x:
            return [(f"{here}.counter", "a counter kind only with x (\"for each <counter> counter\")")]
        return []
    if s.kind is not ContinuousKind.ENTERS_WITH_COUNTERS:
        if s.x or s.counter != "+1/+1":
            return [(here, "'counter' and 'x' only on an enters_with_counters or anthem effect")]
        return []
    if not s.counter:
        return [(f"{here}.counter", "a counter kind such as '+1/+1'")]
    if s.x and s.filter.subject is not Subject.SELF:
        return [(f"{here}.x", "X counters only for the permanent's own ability (filter subject 'self')")]
    if not s.x and s.amount < 1:
        return [(f"{here}.amount", f"at least 1 counter (or x true), not {s.amount}")]
    return []


def _scope_problems(here: str, s: ContinuousEffect) -> list[Problem]:
    """A scoped "triggers an additional time" (CR 603.2d): only on an
    ``extra_trigger`` effect, naming an event it can scope, an object filter
    with no relation to a source, and a caster only for ``cast``."""
    scope = s.scope
    if scope is None:
        return []
    if s.kind is not ContinuousKind.EXTRA_TRIGGER:
        return [(f"{here}.scope", f"'scope' only on an extra_trigger effect, not on {s.kind.value!r}")]
    if scope.event not in SCOPE_EVENTS:
        return [(f"{here}.scope.event", "one of " + ", ".join(repr(e.value) for e in SCOPE_EVENTS)
                 + f", not {scope.event.value!r}")]
    if scope.subject.subject is not Subject.ANY:
        return [(f"{here}.scope.subject.subject", "'any': the entering permanent or the spell cast is "
                                                 f"not named relative to a source, not {scope.subject.subject.value!r}")]
    if scope.player is not Who.ANY and scope.event is not TriggerEvent.CAST:
        return [(f"{here}.scope.player", "a caster only for the event 'cast'")]
    if scope.event is TriggerEvent.CAST and scope.subject.controller is not Who.ANY:
        return [(f"{here}.scope.subject.controller", "'any': a spell cast is named by its caster ('player')")]
    return []


_COST_KINDS = (ContinuousKind.COST_REDUCTION, ContinuousKind.COST_INCREASE, ContinuousKind.COST_MINIMUM)


def _cost_static_problems(here: str, s: ContinuousEffect) -> list[Problem]:
    """Cost increases and minimums (CR 601.2f): a positive amount; ``not_types``
    ("noncreature spells") belongs to an increase alone, ``colors`` to a
    reduction alone."""
    if s.not_types and s.kind is not ContinuousKind.COST_INCREASE:
        return [(f"{here}.not_types", "'not_types' only on a cost_increase effect")]
    if s.kind not in _COST_KINDS[1:]:
        return []
    if s.colors:
        return [(f"{here}.colors", f"no 'colors' on a {s.kind.value} effect (only on a cost_reduction)")]
    if s.amount < 1:
        return [(f"{here}.amount", f"at least 1 mana, not {s.amount}")]
    if len(set(s.not_types)) != len(s.not_types):
        return [(f"{here}.not_types", "each card type once")]
    return []


def _damage_modifier_problems(here: str, s: ContinuousEffect) -> list[Problem]:
    """"Prevent N of that damage" needs N of at least 1 and covers either
    players or the permanents its filter matches; "deals double that damage"
    covers every damage event and takes no field (CR 615.1, 614.1a)."""
    if s.kind is ContinuousKind.PREVENT_SOME_DAMAGE:
        if s.amount < 1:
            return [(f"{here}.amount", f"at least 1 damage prevented, not {s.amount}")]
        if s.players is not None and s.filter != ObjectFilter():
            return [(f"{here}.filter", "no 'filter' with 'players': it covers either players or permanents")]
    elif s.kind is ContinuousKind.DOUBLE_DAMAGE:
        if s.filter != ObjectFilter():
            return [(f"{here}.filter", "no 'filter' on a double_damage effect (it covers every damage event)")]
        if s.players is not None or s.amount:
            return [(f"{here}.{'players' if s.players is not None else 'amount'}",
                     "no 'players' or 'amount' on a double_damage effect")]
    else:
        return []
    if s.object is not None or s.player is not None:
        return [(f"{here}.{'object' if s.object is not None else 'player'}",
                 f"no 'object' or 'player' on a {s.kind.value} effect")]
    return []


def choice_problems(sc: Scenario) -> list[Problem]:
    """Answers keyed by player, and payment counts."""
    players = [p.id for p in sc.players]
    found = [(f"$.choices.offer_answers.{key}", f"a player id from {players}")
             for key in sc.choices.offer_answers if not key.isdigit() or int(key) not in players]
    return found + _payment_problems(sc)


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


def _opening_hand_problems(here: str, ability: Ability) -> list[Problem]:
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


def _offer_problems(ability: Ability, here: str) -> list[Problem]:
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


def _effect_list(effects: tuple[Effect, ...], here: str, ability: Ability | None) -> list[Problem]:
    out: list[Problem] = []
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


def _no_offer(effects: tuple[Effect, ...], here: str) -> list[Problem]:
    return [(f"{here}[{m}]", "an offer only as the whole of an ability's effects, not in a mode or kicker")
            for m, e in enumerate(effects) if e.kind is EffectKind.OFFER]


def _repeatable_problems(path: str, ability: Ability) -> list[Problem]:
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


def _zone_problems(path: str, ability: Ability) -> list[Problem]:
    """``outside`` is where a History sends what left the game (CR 800.4a):
    no ability targets there or triggers on leaving it."""
    out: list[Problem] = []
    if ability.trigger is not None and ability.trigger.from_zone is Zone.OUTSIDE:
        out.append((f"{path}.trigger.from_zone", "a game zone, not 'outside'"))
    if (ability.trigger is not None and ability.trigger.event is TriggerEvent.PUT_INTO_EXILE
            and ability.trigger.from_zone is Zone.EXILE):
        out.append((f"{path}.trigger.from_zone", "a zone other than exile: nothing is put into exile from exile"))
    specs = [("targets", ability.targets), ("kicked_targets", ability.kicked_targets)]
    specs += [(f"modes[{k}].targets", m.targets) for k, m in enumerate(ability.modes)]
    if ability.reflexive is not None:
        specs.append(("reflexive.targets", ability.reflexive.targets))
    for where, targets in specs:
        out += [(f"{path}.{where}[{t}].zone", "a game zone, not 'outside'")
                for t, spec in enumerate(targets) if spec.zone is Zone.OUTSIDE]
    return out


def _payment_problems(sc: Scenario) -> list[Problem]:
    choices = sc.choices
    found = [("$.choices.payments", "a number of payments, 0 or more")] if choices.payments < 0 else []
    return found + [(f"$.choices.payments_by_ability.{ref}", "a number of payments, 0 or more")
                    for ref, n in choices.payments_by_ability.items() if n < 0]


_COPYABLE = (ObjectRef.SELF, ObjectRef.TARGET, ObjectRef.IT, ObjectRef.ENCHANTED)


def token_problems(sc: Scenario) -> list[Problem]:
    """Token effects (CR 111.3, 707.2): a count, a definition whose key no card
    uses and every definition of one key the same, an object to copy."""
    found: list[Problem] = []
    cards = {c.key for c in sc.cards}
    specs: dict[str, TokenSpec] = {}
    todo = list(_abilities(sc))
    while todo:
        path, ability = todo.pop()
        for here, eff in _effects_of(path, ability):
            if eff.kind not in (EffectKind.CREATE_TOKEN, EffectKind.CREATE_TOKEN_COPY):
                continue
            if eff.amount < 1:
                found.append((f"{here}.amount", f"at least 1 token, not {eff.amount}"))
            if eff.kind is EffectKind.CREATE_TOKEN_COPY and eff.object not in _COPYABLE:
                found.append((f"{here}.object", "one object to copy: self, target, it or enchanted"))
            spec = eff.token
            if eff.kind is EffectKind.CREATE_TOKEN and spec is None:
                found.append((f"{here}.token", "the token's characteristics for a create_token effect"))
            if spec is None:
                continue
            if not spec.types:
                found.append((f"{here}.token.types", "at least one card type"))
            if spec.key in cards:
                found.append((f"{here}.token.key", f"a key no card in $.cards has, not {spec.key!r}"))
            elif specs.setdefault(spec.key, spec) != spec:
                found.append((f"{here}.token.key", f"one definition per token key; {spec.key!r} is defined twice"))
            found.extend((f"{here}.token.abilities[{m}].static.kind", "no enchant ability on a token (it is "
                                                                   "never cast as an Aura spell)")
                         for m, a in enumerate(spec.abilities)
                         if a.static is not None and a.static.kind is ContinuousKind.ENCHANT)
            found.extend((f"{here}.token.abilities[{m}].static.kind", "no modify_pt ability on a token (only "
                                                                   "an Aura or Equipment card prints one)")
                         for m, a in enumerate(spec.abilities)
                         if a.static is not None and a.static.kind is ContinuousKind.MODIFY_PT)
            found.extend((f"{here}.token.abilities[{m}]", "no attach effect on a token's ability")
                         for m, a in enumerate(spec.abilities)
                         if any(e.kind is EffectKind.ATTACH for _, e in _effects_of("", a)))
            todo.extend((f"{here}.token.abilities[{m}]", a) for m, a in enumerate(spec.abilities))
    return found


def _effects_of(path: str, ability: Ability) -> Iterator[tuple[str, Effect]]:
    """An ability's effects with their paths: its own, kicked, modes', reflexive and delayed ones."""
    groups = [(f"{path}.effects", ability.effects), (f"{path}.kicked_effects", ability.kicked_effects)]
    groups += [(f"{path}.modes[{k}].effects", m.effects) for k, m in enumerate(ability.modes)]
    if ability.reflexive is not None:
        groups.append((f"{path}.reflexive.effects", ability.reflexive.effects))
    while groups:
        where, effects = groups.pop()
        for k, eff in enumerate(effects):
            yield f"{where}[{k}]", eff
            if eff.delayed is not None:
                groups.append((f"{where}[{k}].delayed.effects", eff.delayed.effects))


_PRINTED_COST = re.compile(r"^\$\.cards\[(\d+)\]\.abilities\[(\d+)\]\.cost$")
_CARD = re.compile(r"^\$\.cards\[(\d+)\]$")


def loyalty_problems(sc: Scenario) -> list[Problem]:
    """Planeswalkers (format 1.1): a printed loyalty only on a planeswalker
    card, at least 0 (CR 306.5b); a loyalty cost only on an activated ability
    printed on a planeswalker card (CR 606.3), never on a kicker, an
    alternative or repeated cost, a token's or a granted ability."""
    found: list[Problem] = []
    loyal = [path for path, part in _marked_parts("$", sc) if _has_loyalty(part)]
    for path in loyal:
        if sc.format == "mtgconf-scenario/1":
            found.append((f"{path}.loyalty", "no loyalty in format mtgconf-scenario/1 "
                                             "(planeswalkers need 'mtgconf-scenario/1.1')"))
            continue
        card, cost = _CARD.match(path), _PRINTED_COST.match(path)
        if card is not None:
            c = sc.cards[int(card.group(1))]
            if CardType.PLANESWALKER not in c.types:
                found.append((f"{path}.loyalty", "a printed loyalty only on a planeswalker card (CR 306.5b)"))
            elif c.loyalty is not None and c.loyalty < 0:
                found.append((f"{path}.loyalty", f"at least 0, not {c.loyalty}"))
        elif cost is not None:
            c = sc.cards[int(cost.group(1))]
            ab = c.abilities[int(cost.group(2))]
            if CardType.PLANESWALKER not in c.types or ab.kind is not AbilityKind.ACTIVATED:
                found.append((f"{path}.loyalty", "a loyalty cost only on an activated ability of a "
                                                 "planeswalker card (CR 606.3)"))
        else:
            found.append((f"{path}.loyalty", "loyalty only on a planeswalker card and on the cost of its "
                                             "printed activated abilities"))
    return found




def mode_problems(sc: Scenario) -> list[Problem]:
    """"Choose two", "choose one or more", entwine and spree (format 1.1, CR
    700.2, 702.42a, 702.172a): a count the modes allow, entwine only on a
    spell that chooses fewer than all its modes, a cost on every mode of a
    spell or on none, mana only; and in a format 1 file none of them."""
    found: list[Problem] = []
    modal = [(path, part) for path, part in _marked_parts("$", sc) if isinstance(part, Ability) and _is_modal(part)]
    old = sc.format == "mtgconf-scenario/1"
    for path, ab in modal:
        words = [(f"{path}.{w}", w) for w in ("choose", "entwine") if getattr(ab, w) is not None]
        words += [(f"{path}.modes[{k}].cost", "cost") for k, m in enumerate(ab.modes) if m.cost is not None]
        if old:
            found.extend((p, f"no {w!r} in format mtgconf-scenario/1 (it needs 'mtgconf-scenario/1.1')")
                         for p, w in words)
            continue
        found.extend(_modal_problems(path, ab))
    if old:
        found.extend(_old_mode_choices(sc))
    for i, act in enumerate(sc.script):
        if act.modes and act.mode is not None:
            found.append((f"$.script[{i}].modes", "either 'mode' or 'modes', not both"))
        found.extend((f"$.script[{i}].modes[{k}]", f"an index of at least 0, not {m}")
                     for k, m in enumerate(act.modes) if m < 0)
    for ref, wanted in sc.choices.modes_by_ability.items():
        found.extend((f"{member_path('$.choices.modes_by_ability', ref)}[{k}]", f"at least 0, not {m}")
                     for k, m in enumerate(wanted) if m < 0)
    return found


def _old_mode_choices(sc: Scenario) -> list[Problem]:
    out = [(f"$.script[{i}].{w}", f"no {w!r} in format mtgconf-scenario/1 (it needs 'mtgconf-scenario/1.1')")
           for i, act in enumerate(sc.script) for w in ("modes", "entwined") if getattr(act, w)]
    if sc.choices.modes_by_ability:
        out.append(("$.choices.modes_by_ability", "no 'modes_by_ability' in format mtgconf-scenario/1 "
                                                  "(it needs 'mtgconf-scenario/1.1')"))
    return out


def _modal_problems(here: str, ab: Ability) -> list[Problem]:
    out: list[Problem] = []
    n = len(ab.modes)
    costed = [m.cost is not None for m in ab.modes]
    spree = n > 0 and all(costed)
    if any(costed) and not spree:
        out.append((f"{here}.modes", "a 'cost' on every mode (spree) or on none"))
    if spree and ab.kind is not AbilityKind.SPELL:
        out.append((f"{here}.modes", "mode costs (spree) only on a spell's ability"))
    if spree and ab.choose is not None:
        out.append((f"{here}.choose", "no 'choose' with spree (its caster chooses one or more modes)"))
    most = n if spree else 1
    if ab.choose is not None:
        c, most = ab.choose, ab.choose.max
        if n < 2:
            out.append((f"{here}.choose", "'choose' only with two or more modes"))
        elif not (1 <= c.min == c.max <= n or (c.min == 1 and c.max == n)):
            out.append((f"{here}.choose", f"min = max between 1 and {n} (\"choose two\") or min 1 and max {n}, "
                                          f"the number of modes (\"choose one or more\"), not min {c.min} and max {c.max}"))
    if ab.entwine is not None:
        if ab.kind is not AbilityKind.SPELL or n < 2:
            out.append((f"{here}.entwine", "entwine only on a spell's ability with two or more modes"))
        elif most >= n:
            out.append((f"{here}.entwine", "entwine only when fewer than all modes may be chosen without it"))
    costs = [(f"{here}.entwine", ab.entwine)] + [(f"{here}.modes[{k}].cost", m.cost) for k, m in enumerate(ab.modes)]
    out.extend((p, "a mana cost only, such as {\"mana\": \"{2}\"}") for p, c in costs
               if c is not None and c != Cost(mana=c.mana))
    if max(most, n if ab.entwine is not None else 1) > 1:
        out.extend((f"{here}.modes[{k}].effects[{e}].divided", "no divided effect in a mode of an ability "
                                                              "that may choose several")
                   for k, m in enumerate(ab.modes) for e, eff in enumerate(m.effects) if eff.divided)
    return out


_EVERY_ABILITY: tuple[Callable[[str, Ability], Iterable[Problem]], ...] = (
    _repeatable_problems, _zone_problems, _attack_trigger_problems, _prevented_trigger_problems,
    _enters_tapped_problems, _player_move_problems, _morbid_problems, _condition_problems,
    _mass_return_problems, _exile_if_dies_problems, _stack_ability_problems, _target_index_problems)
"""The checks every ability gets (``_checked_ability``), in the order their problems are reported."""
