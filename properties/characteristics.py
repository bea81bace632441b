"""Characteristics of objects on a tracked board, continuous effects applied.

Computed from the scenario's card definitions and effects only (CR 613 order,
simplified to what the scenario vocabulary can say): type changes first, then
ability removal and granting in timestamp order, then counters on power and
toughness, with the "enchanted creature gets +N/+M" of the Auras and
Equipment attached and the "creatures you control get +N/+M" of anthems.
Effects apply to permanents on the battlefield.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass

from properties.card_facts import card_colors
from properties.memo import by_identity
from properties.tracked_board import TrackedBoard, Obj
from reference_engine.abilities import (
    Ability, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Color, Zone
from reference_engine.records import fast_init
from reference_engine.scenario import Scenario, token_defs

if TYPE_CHECKING:
    from dataclasses import replace  # so the type checker checks the fields
else:
    from reference_engine.records import replace  # the same, faster for records


@fast_init
@dataclass(frozen=True, slots=True)
class Chars:
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    colors: tuple[Color, ...]
    power: int | None
    toughness: int | None
    controller: int
    abilities: tuple[tuple[str, Ability], ...]
    """(reference, ability) pairs, printed or granted."""


@fast_init
@dataclass(frozen=True, slots=True)
class Active:
    """A continuous effect in force: its data, who "you" is, and where it comes from."""

    effect: ContinuousEffect
    controller: int
    source: int | None
    ref: str
    """Reference of the granted ability, if it grants one."""
    order: tuple[int, int]


def printed(sc: Scenario, obj: Obj) -> Chars:
    card = _cards(sc).get(obj.card)
    return _printed(card if card is not None else sc.card(obj.card), obj.controller)


@by_identity
def _cards(sc: Scenario) -> dict[str, CardDef]:
    """The scenario's cards by key, the first of a key winning as in
    ``Scenario.card`` (a linear search), which still finds token definitions."""
    return {c.key: c for c in reversed(sc.cards)}


@by_identity
def _printed_card(card: CardDef) -> tuple[tuple[tuple[str, Ability], ...], tuple[Color, ...]]:
    return tuple((f"{card.key}/{i}", a) for i, a in enumerate(card.abilities)), card_colors(card)


@by_identity  # controllers are small ints, which CPython keeps unique
def _printed(card: CardDef, controller: int) -> Chars:
    refs, colors = _printed_card(card)
    return Chars(types=card.types, subtypes=card.subtypes, colors=colors, power=card.power,
                 toughness=card.toughness, controller=controller, abilities=refs)


@by_identity
def active_effects(sc: Scenario, board: TrackedBoard) -> list[Active]:
    """Scenario effects first (they were in force before the game state began),
    then static abilities of permanents in the order they arrived."""
    found = [Active(e, sc.effect_controller(i), None, f"effect/{i}", (-1, i))
             for i, e in enumerate(sc.effects)]
    permanents = [(obj, printed(sc, obj)) for obj in board.in_zone(Zone.BATTLEFIELD) if obj.card]
    # "Lose all abilities", the scenario's or a permanent's own static
    # ability, applies before the static abilities of the other permanents it
    # covers, which then never apply (CR 613.1f, 613.8).
    silencers: list[tuple[ObjectFilter, int, int | None]] = [(a.effect.filter, a.controller, None) for a in found
                 if a.effect.kind is ContinuousKind.LOSE_ALL_ABILITIES]
    silencers += [(ab.static.filter, obj.controller, obj.id) for obj, base in permanents for _, ab in base.abilities
                  if ab.static is not None and ab.static.kind is ContinuousKind.LOSE_ALL_ABILITIES]
    for obj, base in permanents:
        if any(source != obj.id and matches(flt, base, you, source, board, obj.id) for flt, you, source in silencers):
            continue
        for ref, ability in base.abilities:
            if ability.static is not None:
                found.append(Active(ability.static, obj.controller, obj.id, f"{ref}/granted",
                                    (obj.since, obj.id)))
    return found


@by_identity
def chars(sc: Scenario, board: TrackedBoard, obj: Obj) -> Chars:
    """``obj``'s characteristics on ``board``, its continuous effects applied."""
    c = printed(sc, obj)
    if obj.zone is not Zone.BATTLEFIELD:
        return c
    acts = active_effects(sc, board)
    # Type changes (layer 4) apply before ability changes (layer 6) whatever
    # their timestamps (CR 613.1d, 613.1f), so an animated land hears a
    # "creatures lose all abilities" effect listed before the animation.
    for act in sorted(acts, key=lambda a: a.effect.kind is not ContinuousKind.LANDS_ARE_CREATURES):
        c = _apply(c, act, obj, board)
    return _boosted(_counted(c, obj), acts, obj, board)


ABILITY_CHANGING = frozenset({ContinuousKind.LOSE_ALL_ABILITIES, ContinuousKind.GRANT_ABILITY})
"""The effect kinds ``_apply`` changes abilities with; no effect changes a controller."""


@by_identity
def abilities_as_printed(sc: Scenario, board: TrackedBoard) -> bool:
    """Whether every object's abilities and controller on ``board`` are its
    printed ones (no effect in force that adds or removes abilities), so that
    ``chars(...).abilities`` and ``.controller`` equal ``printed``'s."""
    return not (_may_change_abilities(sc)
                and any(a.effect.kind in ABILITY_CHANGING for a in active_effects(sc, board)))


@by_identity
def _may_change_abilities(sc: Scenario) -> bool:
    """Whether an effect that adds or removes abilities can ever be in force:
    ``active_effects`` takes them from the scenario's effects and from the
    static abilities of its cards and tokens."""
    cards = (*sc.cards, *token_defs(sc).values())
    return (any(e.kind in ABILITY_CHANGING for e in sc.effects)
            or any(a.static is not None and a.static.kind in ABILITY_CHANGING for c in cards for a in c.abilities))


def _boosted(c: Chars, acts: list[Active], obj: Obj, board: TrackedBoard) -> Chars:
    """Layer 7c as well (CR 613.4c): "enchanted (equipped) creature gets +N/+M"
    of each Aura or Equipment the board shows attached to ``obj``, if its
    filter matches ``obj`` after the type changes (CR 303.4b, 301.5a), and
    "creatures you control get +N/+M" of each anthem of a permanent on the
    board whose filter matches ``obj`` now (CR 611.3a)."""
    if c.power is None or c.toughness is None:
        return c
    power, toughness = c.power, c.toughness
    for act in acts:
        if act.effect.kind is ContinuousKind.MODIFY_PT and matches(
                act.effect.filter, c, act.controller, act.source, board, obj.id):
            power, toughness = power + act.effect.power, toughness + act.effect.toughness
        elif act.effect.kind is ContinuousKind.ANTHEM and matches(
                act.effect.filter, c, act.controller, act.source, board, obj.id):
            times = _anthem_times(act, board)
            power, toughness = power + act.effect.power * times, toughness + act.effect.toughness * times
    return replace(c, power=power, toughness=toughness) if (power, toughness) != (c.power, c.toughness) else c


def boosted_hosts(sc: Scenario, board: TrackedBoard) -> frozenset[int]:
    """The ids the board shows an Aura or Equipment with "enchanted creature
    gets +N/+M" attached to, whether the change applies or not."""
    hosts = (board.get(a.source) for a in active_effects(sc, board)
             if a.effect.kind is ContinuousKind.MODIFY_PT and a.source is not None)
    return frozenset(h.attached_to for h in hosts if h is not None and h.attached_to is not None)


def _anthem_times(act: Active, board: TrackedBoard) -> int:
    """1, or with ``x`` the ``counter`` counters on the anthem's source ("for each charge counter")."""
    if not act.effect.x:
        return 1
    src = board.get(act.source) if act.source is not None else None
    return src.count(act.effect.counter) if src is not None else 0


def anthem_hosts(sc: Scenario, board: TrackedBoard) -> frozenset[int]:
    """The ids of the creatures on ``board`` some anthem ("creatures you
    control get +N/+M") covers, whatever its size."""
    acts = [a for a in active_effects(sc, board) if a.effect.kind is ContinuousKind.ANTHEM]
    if not acts:
        return frozenset()
    return frozenset(o.id for o in board.in_zone(Zone.BATTLEFIELD) if o.card and any(
        matches(a.effect.filter, chars(sc, board, o), a.controller, a.source, board, o.id) for a in acts))


def _apply(c: Chars, act: Active, obj: Obj, board: TrackedBoard) -> Chars:
    e = act.effect
    if not matches(e.filter, c, act.controller, act.source, board, obj.id):
        return c
    if e.kind is ContinuousKind.LANDS_ARE_CREATURES and CardType.LAND in c.types:
        return replace(c, types=c.types + (CardType.CREATURE,) * (CardType.CREATURE not in c.types),
                       power=1 if c.power is None else c.power,
                       toughness=1 if c.toughness is None else c.toughness)
    if e.kind is ContinuousKind.LOSE_ALL_ABILITIES:
        return replace(c, abilities=())
    if e.kind is ContinuousKind.GRANT_ABILITY and e.ability is not None:
        return replace(c, abilities=c.abilities + ((act.ref, e.ability),))
    return c


def _counted(c: Chars, obj: Obj) -> Chars:
    """Layer 7c (CR 613.4c): counters and "until end of turn" changes add up."""
    delta = obj.count("+1/+1") - obj.count("-1/-1")
    if c.power is None or c.toughness is None or not (delta or obj.pumps):
        return c
    power = c.power + delta + sum(p for p, _, _ in obj.pumps)
    toughness = c.toughness + delta + sum(t for _, t, _ in obj.pumps)
    return replace(c, power=power, toughness=toughness)


def indestructible(sc: Scenario, board: TrackedBoard, obj: Obj) -> bool:
    """Whether an indestructible effect covers ``obj`` (CR 702.12)."""
    return bool(effects_of(sc, board, ContinuousKind.INDESTRUCTIBLE, obj))


def who_matches(who: Who | None, player: int | None, you: int) -> bool:
    if who is None or who is Who.ANY:
        return True
    if player is None:
        return False
    return (player == you) == (who is Who.YOU)


def matches(flt: ObjectFilter, c: Chars, you: int, source: int | None, board: TrackedBoard,
            obj_id: int | None = None) -> bool:
    """Whether an object with characteristics ``c`` passes ``flt`` for an
    ability or effect controlled by ``you`` whose source is ``source``."""
    if flt.subject is Subject.SELF and (source is None or obj_id != source):
        return False
    if flt.subject is Subject.ANOTHER and source is not None and obj_id == source:
        return False
    if flt.subject is Subject.ENCHANTED:
        host = board.get(source) if source is not None else None
        if host is None or host.attached_to != obj_id:
            return False
    if flt.chosen_type and board.chosen_type(source) not in c.subtypes:
        return False  # "of the chosen type": what the source chose as it entered (CR 614.12a)
    return (all(t in c.types for t in flt.types)
            and (not flt.any_types or any(t in c.types for t in flt.any_types))
            and all(s in c.subtypes for s in flt.subtypes)
            and who_matches(flt.controller, c.controller, you)
            and not any(col in c.colors for col in flt.not_colors))


def effects_of(sc: Scenario, board: TrackedBoard, kind: ContinuousKind, obj: Obj) -> list[Active]:
    """The effects of one kind that apply to ``obj`` on ``board``."""
    acts = active_effects(sc, board)
    c = chars(sc, board, obj) if obj.card else None
    return [a for a in acts if a.effect.kind is kind and c is not None
            and matches(a.effect.filter, c, a.controller, a.source, board, obj.id)]
