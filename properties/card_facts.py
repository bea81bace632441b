"""Facts about cards and abilities that the checkers work out themselves.

Oracle independence: the engine's own helpers for these rules
(``CardDef.colors``, ``Ability.is_mana_ability``, ``cards.mana_symbols``) would
bless their own bugs if the checkers called them too, so the checkers read the
plain data fields and apply the rules here, with their own code.
"""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousKind, EffectKind, ObjectFilter, TargetSpec, TriggerEvent,
)
from reference_engine.cards import CardDef
from reference_engine.ids import Color
from reference_engine.scenario import Action, Scenario

_COLOURED = (Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN)


def mana_symbols(cost: str) -> list[str]:
    """The symbols of a mana cost, braces removed: "{2}{B}{B}" -> ["2", "B", "B"].

    >>> mana_symbols("{X}{W/U}{G}")
    ['X', 'W/U', 'G']
    """
    symbols: list[str] = []
    start = cost.find("{")
    while start != -1:
        end = cost.find("}", start + 1)
        if end == -1:
            break
        if end > start + 1:
            symbols.append(cost[start + 1:end])
        start = cost.find("{", end + 1)
    return symbols


def card_colors(card: CardDef) -> tuple[Color, ...]:
    """CR 202.2: a card is the colours of the coloured mana symbols in its cost
    (each half of a hybrid symbol counts); generic, {X} and {C} add none; a
    colour indicator adds its colours (CR 204).

    >>> card_colors(CardDef(key="k", name="K", mana_cost="{1}{W/U}{U}", types=()))
    (<Color.WHITE: 'W'>, <Color.BLUE: 'U'>)
    """
    letters = {part for symbol in mana_symbols(card.mana_cost or "") for part in symbol.split("/")}
    given = set(card.color_indicator)  # a colour indicator, or a token's colours (CR 204, 111.3)
    return tuple(c for c in _COLOURED if c.value in letters or c in given)


def is_mana_ability(ability: Ability) -> bool:
    """CR 605.1a-b: an ability is a mana ability when it has no target and could
    add mana, and it is either activated or triggered by a mana ability being
    activated (a permanent tapped for mana)."""
    if ability.targets or all(e.kind is not EffectKind.ADD_MANA for e in ability.effects):
        return False
    if ability.kind is AbilityKind.ACTIVATED:
        return True
    trigger = ability.trigger
    return ability.kind is AbilityKind.TRIGGERED and trigger is not None and trigger.event is TriggerEvent.TAPPED_FOR_MANA


def enchant_filter(card: CardDef) -> tuple[int, ObjectFilter] | None:
    """The index and filter of an Aura card's enchant ability ("Enchant
    creature", CR 702.5a), if it prints one."""
    for i, ab in enumerate(card.abilities):
        if ab.kind is AbilityKind.STATIC and ab.static is not None and ab.static.kind is ContinuousKind.ENCHANT:
            return i, ab.static.filter
    return None


def action_card(sc: Scenario, action: Action) -> CardDef | None:
    """The card of the object a script action names, or None."""
    setup = next((o for o in sc.objects if o.id == action.object), None)
    return sc.card(setup.card) if setup is not None else None


def printed_spell(card: CardDef | None) -> Ability | None:
    """The card's printed spell ability, if it has one."""
    return next((x for x in card.abilities if x.kind is AbilityKind.SPELL), None) if card is not None else None


def spell_ability(card: CardDef) -> tuple[int, Ability] | None:
    """The ability a spell of this card is cast with, and its index: its
    printed spell ability; for an Aura, one target phrase that its enchant
    ability defines (CR 303.4a), indexed as the enchant ability."""
    found = next(((i, ab) for i, ab in enumerate(card.abilities) if ab.kind is AbilityKind.SPELL), None)
    if found is not None:
        return found
    enchant = enchant_filter(card)
    if enchant is None:
        return None
    return enchant[0], Ability(kind=AbilityKind.SPELL, targets=(TargetSpec(objects=enchant[1]),))
