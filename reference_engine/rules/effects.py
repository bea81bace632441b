"""Continuous effects (CR 611, 613) and the characteristics they produce.

Only the layers the suite needs: type-changing (lands become creatures),
ability adding and removing in timestamp order, 1/1 base size for animated
lands (layer 7b), then counters, "until end of turn" modifications, Auras'
and Equipment's bonuses and anthems on power and toughness together (layer
7c, CR 613.4b-c). Replacement and prevention effects live in ``replacement.py``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING


from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Color, ObjectId, PlayerId, Zone
from reference_engine.objects import Active, Card, Chars
from reference_engine.refs import effect_ref, printed_ref
from reference_engine.state import Game

if TYPE_CHECKING:
    from dataclasses import replace  # so the type checker checks the fields
else:
    from reference_engine.records import replace  # the same, faster for records


_LAYER_KINDS = (ContinuousKind.LANDS_ARE_CREATURES, ContinuousKind.GRANT_ABILITY,
                ContinuousKind.LOSE_ALL_ABILITIES, ContinuousKind.MODIFY_PT, ContinuousKind.ANTHEM)

ENGINE_MADE = (ContinuousKind.PREVENT_NEXT_DAMAGE, ContinuousKind.EXILE_INSTEAD_OF_DYING)
"""The kinds of the effects the engine itself puts in force (``oneshot.py``:
prevention shields and "exile it instead" riders); none is a layer kind."""


def who_matches(who: Who | None, player: PlayerId, you: PlayerId) -> bool:
    if who is None or who is Who.ANY:
        return True
    return (player == you) == (who is Who.YOU)


def filter_matches(flt: ObjectFilter, subject: Chars, you: PlayerId, source: ObjectId | None,
                   source_attached: ObjectId | None = None, *, chosen_type: str | None = None) -> bool:
    """Does ``subject`` match ``flt`` for an ability of ``source`` controlled by ``you``?
    ``chosen_type``: the creature type ``source`` chose as it entered (CR 614.12a)."""
    if flt.chosen_type and (chosen_type is None or chosen_type not in subject.subtypes):
        return False
    if flt.subject is Subject.SELF and subject.id != source:
        return False
    if flt.subject is Subject.ANOTHER and subject.id == source:
        return False
    if flt.subject is Subject.ENCHANTED and (source_attached is None or subject.id != source_attached):
        return False
    if any(t not in subject.types for t in flt.types):
        return False
    if flt.any_types and not any(t in subject.types for t in flt.any_types):
        return False
    if any(s not in subject.subtypes for s in flt.subtypes):
        return False
    if any(c in subject.colors for c in flt.not_colors):
        return False
    return who_matches(flt.controller, subject.controller, you)


_PRINTED: dict[int, tuple[CardDef, tuple[Color, ...], tuple[tuple[str, Ability], ...]]] = {}


def _printed(card: CardDef) -> tuple[tuple[Color, ...], tuple[tuple[str, Ability], ...]]:
    # Colours and references never change for a card definition. Keyed by
    # identity (hashing a deep frozen record costs more than computing it); the
    # entry holds the card so its id cannot be reused while cached.
    hit = _PRINTED.get(id(card))
    if hit is None or hit[0] is not card:
        if len(_PRINTED) > 50000:  # pragma: no cover - a cache bound
            _PRINTED.clear()
        refs = tuple((printed_ref(card.key, i), a) for i, a in enumerate(card.abilities))
        hit = _PRINTED[id(card)] = (card, card.colors, refs)
    return hit[1], hit[2]


def printed_chars(obj: Card, game: Game | None = None) -> Chars:
    """Characteristics without continuous effects; reused while the object's status is unchanged."""
    key = (obj.zone, obj.controller, obj.tapped, obj.attached_to, obj.damage, tuple(obj.counters.items()),
           obj.chosen_type)
    hit = game.printed.get(obj.id) if game is not None else None
    if hit is not None and hit[0] == key:
        return hit[1]
    card = obj.card
    colors, abilities = _printed(card)
    result = Chars(
        id=obj.id, card=card.key, name=card.name, zone=obj.zone, owner=obj.owner,
        controller=obj.controller, types=card.types, subtypes=card.subtypes, colors=colors,
        power=card.power, toughness=card.toughness, abilities=abilities, tapped=obj.tapped,
        attached_to=obj.attached_to, counters=tuple(sorted(obj.counters.items())), damage=obj.damage,
        chosen_type=obj.chosen_type,
    )
    if game is not None:
        game.printed[obj.id] = (key, result)
    return result


def active_effects(game: Game) -> list[Active]:
    """Every effect in force: the scenario's, then permanents' static abilities."""
    cache = game.cache()
    hit = cache.active
    if hit is None:
        hit = cache.active = _collect_effects(game)
    return hit


def _collect_effects(game: Game) -> list[Active]:
    found = list(game.st.effects)
    silenced = _silenced(game, found)
    for obj in game.battlefield():
        if obj.id in silenced:
            continue
        for i, ab in enumerate(obj.card.abilities):
            if ab.kind is AbilityKind.STATIC and ab.static is not None:
                found.append(Active(printed_ref(obj.card.key, i), ab.static, obj.controller, obj.id))
    return found


def _silenced(game: Game, scenario_effects: list[Active]) -> set[ObjectId]:
    # A permanent hit by "lose all abilities" has no static abilities of its own
    # (only the scenario's and other permanents' lose-all effects count here).
    losers = [a for a in scenario_effects if a.effect.kind is ContinuousKind.LOSE_ALL_ABILITIES]
    for obj in game.battlefield():
        for i, ab in enumerate(obj.card.abilities):
            st = ab.static
            if ab.kind is AbilityKind.STATIC and st and st.kind is ContinuousKind.LOSE_ALL_ABILITIES:
                losers.append(Active(printed_ref(obj.card.key, i), st, obj.controller, obj.id))
    out: set[ObjectId] = set()
    if not losers:
        return out
    for obj in game.battlefield():
        base = printed_chars(obj, game)
        if any(a.source != obj.id and applies(game, a, base) for a in losers):
            out.add(obj.id)
    return out


def applies(game: Game, act: Active, subject: Chars) -> bool:
    """Does a continuous effect's filter cover this permanent?"""
    if subject.zone is not Zone.BATTLEFIELD:
        return False
    src = game.st.objects.get(act.source) if act.source is not None else None
    attached = src.attached_to if src is not None else None
    return filter_matches(act.effect.filter, subject, act.controller, act.source, attached,
                          chosen_type=src.chosen_type if src is not None else None)


def chars(game: Game, obj: Card) -> Chars:
    """Characteristics with continuous effects applied (CR 613), cached per state version."""
    # ``game.cache()``, its test inlined: this is the engine's most frequent query.
    cache = (game.derived if game.cache_version == game.st.version else game.cache()).chars
    hit = cache.get(obj.id)
    if hit is not None:
        return hit
    result = printed_chars(obj, game)
    if obj.zone is Zone.BATTLEFIELD:
        result = _apply_layers(game, result, obj.pumps)
    cache[obj.id] = result
    return result


def _apply_layers(game: Game, base: Chars, pumps: tuple[tuple[int, int, int], ...] = ()) -> Chars:
    acts = game.derived.layers
    if acts is None:
        acts = game.derived.layers = _layer_effects(game)
    if not acts and not base.counters and not pumps:
        return base
    types, power, tough = base.types, base.power, base.toughness
    for act in acts:
        if act.effect.kind is ContinuousKind.LANDS_ARE_CREATURES and CardType.LAND in types:
            if applies(game, act, base) and CardType.CREATURE not in types:
                types = types + (CardType.CREATURE,)
                power, tough = 1, 1
    if power is not None and tough is not None:
        power, tough = modified_pt(power, tough, dict(base.counters), pumps)
        # Both bonus passes only read the subject (a frozen record): one copy serves both.
        shaped = base if types is base.types else replace(base, types=types)
        for dp, dt in _attached_bonuses(game, acts, shaped):
            power, tough = power + dp, tough + dt  # layer 7c too (CR 613.4c)
        for dp, dt in _anthem_bonuses(game, acts, shaped):
            power, tough = power + dp, tough + dt  # and anthems (CR 613.4c, 611.3a)
    typed = replace(base, types=types, power=power, toughness=tough)
    abilities = list(base.abilities)
    changed = False
    for act in acts:
        if not applies(game, act, typed):
            continue
        if act.effect.kind is ContinuousKind.GRANT_ABILITY and act.effect.ability is not None:
            abilities.append((_granted_ref(act), act.effect.ability))
            changed = True
        elif act.effect.kind is ContinuousKind.LOSE_ALL_ABILITIES:
            abilities = []
            changed = True
    # Unchanged, ``typed`` already holds base's abilities: the same record.
    return replace(typed, abilities=tuple(abilities)) if changed else typed


def _layer_effects(game: Game) -> list[Active]:
    """The effects in force that change characteristics. Every effect in force
    is one of the scenario's (its effects, or a static ability a card or token
    definition of it prints) or one the engine makes, of a kind that changes
    no characteristic (``ENGINE_MADE``). So when the scenario holds no effect
    of a layer kind, none is ever in force, and the effects are not collected."""
    if game.layers_possible is None:
        from reference_engine.ability_checks import continuous_kinds

        game.layers_possible = not continuous_kinds(game.scenario).isdisjoint(_LAYER_KINDS)
    if not game.layers_possible:
        return []
    return [a for a in active_effects(game) if a.effect.kind in _LAYER_KINDS]


def _attached_bonuses(game: Game, acts: list[Active], subject: Chars) -> list[tuple[int, int]]:
    """The "enchanted/equipped creature gets +N/+M" changes ``subject`` gets:
    those of the Auras and Equipment attached to it whose filter its types,
    from the earlier layers, match (CR 303.4b, 301.5a, 613.4c)."""
    out: list[tuple[int, int]] = []
    wearing: frozenset[ObjectId] | None = None
    for act in acts:
        if act.effect.kind is not ContinuousKind.MODIFY_PT or act.source is None:
            continue
        if wearing is None:
            wearing = frozenset(o.attached_to for o in game.battlefield() if o.attached_to is not None)
        host = game.st.objects[act.source].attached_to
        if subject.id in game.rules.attached_bonus_hosts(host, wearing) and filter_matches(
                act.effect.filter, subject, act.controller, act.source, subject.id):
            out.append((act.effect.power, act.effect.toughness))
    return out


def _anthem_bonuses(game: Game, acts: list[Active], subject: Chars) -> list[tuple[int, int]]:
    """The "creatures you control get +N/+M" changes ``subject`` gets: those
    of the anthems of permanents on the battlefield now whose filter its
    types, from the earlier layers, match; a static ability's effect covers
    whatever matches at each moment (CR 611.3a, 613.4c). With ``x``, once
    per ``counter`` counter on the source."""
    out: list[tuple[int, int]] = []
    for act in acts:
        if act.effect.kind is not ContinuousKind.ANTHEM or act.source is None:
            continue
        src = game.st.objects[act.source]
        chosen = game.rules.anthem_chosen_type(src.chosen_type)
        if filter_matches(act.effect.filter, subject, act.controller, act.source, chosen_type=chosen):
            times = src.counters.get(act.effect.counter, 0) if act.effect.x else 1
            out.append((act.effect.power * times, act.effect.toughness * times))
    return out


def modified_pt(power: int, tough: int, counters: dict[str, int],
                pumps: tuple[tuple[int, int, int], ...]) -> tuple[int, int]:
    """Layer 7c (CR 613.4c): counters and modifications add up, whatever their order."""
    delta = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
    power, tough = power + delta, tough + delta
    for dp, dt, _ in pumps:
        power, tough = power + dp, tough + dt
    return power, tough


def indestructible(game: Game, obj: Card) -> bool:
    """Whether an indestructible effect covers the permanent (CR 702.12)."""
    found = effects_of(game, ContinuousKind.INDESTRUCTIBLE)
    return bool(found) and any(applies(game, a, chars(game, obj)) for a in found)


def cant_block(game: Game, obj: Card) -> bool:
    """Whether a "can't block" effect covers the creature (CR 509.1b)."""
    found = effects_of(game, ContinuousKind.CANT_BLOCK)
    return bool(found) and any(applies(game, a, chars(game, obj)) for a in found)


def has_keyword(game: Game, obj: Card, kind: ContinuousKind) -> bool:
    """Whether an effect of ``kind`` (first strike, double strike) covers the creature."""
    found = effects_of(game, kind)
    return bool(found) and any(applies(game, a, chars(game, obj)) for a in found)


def _granted_ref(act: Active) -> str:
    return act.ref if act.source is None else f"{act.ref}/granted"


def scenario_actives(game_effects: tuple[ContinuousEffect, ...], controllers: list[PlayerId]) -> list[Active]:
    """The scenario's effects, each named ``effect/N``."""
    out = []
    for i, eff in enumerate(game_effects):
        out.append(Active(effect_ref(i), eff, controllers[i], None, remaining=eff.amount))
    return out


def effects_of(game: Game, kind: ContinuousKind) -> list[Active]:
    return [a for a in active_effects(game) if a.effect.kind is kind]


def triggered_abilities(c: Chars) -> list[tuple[str, Ability]]:
    return [(r, a) for r, a in c.abilities if a.kind is AbilityKind.TRIGGERED and a.trigger is not None]
