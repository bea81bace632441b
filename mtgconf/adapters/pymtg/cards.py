"""Card translation: structured cards to python-mtg relation rows.

Each scenario card becomes a new engine card (its own slug) described by the
relations python-mtg reads: ``card_type``, power and toughness, mana cost, and
for each ability ``card_ability``, ``ability_trigger`` and ``card_effect``
rows inside the engine's closed vocabulary. An ability the vocabulary cannot
express exactly makes the scenario unsupported, with the reason.
"""
from __future__ import annotations

from dataclasses import dataclass

from mtgconf.adapters.protocol import Unsupported
from mtgconf.adapters.pymtg.vocabulary import (
    CONDITION_KINDS, ENGINE_COLORS, Phrase, object_phrase, player_phrase, slug, step_phrase,
)
from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectRef, PlayerRef, Subject, Trigger, TriggerEvent,
)
from reference_engine.cards import CardDef, mana_symbols
from reference_engine.ids import CardType, Step
from reference_engine.oracle import render_ability
from reference_engine.oracle.triggers import condition_text, trigger_text

EffectRow = tuple[str, str, str]
"""(verb, amount, target) of one ``card_effect`` row."""
_PLAYER_SCOPE = {PlayerRef.YOU: "you", PlayerRef.EACH_OPPONENT: "each_opponent"}
_PLAYER_VERBS = {EffectKind.GAIN_LIFE: "gain_life", EffectKind.LOSE_LIFE: "lose_life",
                 EffectKind.DRAW: "draw", EffectKind.MILL: "mill"}


@dataclass(frozen=True, slots=True)
class EngineAbility:
    """One ability as engine rows. ``aid`` is ``a<i>``, i the card's ability index."""

    index: int
    kind: str
    phrase: Phrase | None
    effects: tuple[EffectRow, ...]
    condition: str = "-"
    """The condition column of its ``card_effect`` rows: an intervening "if"
    as python-mtg's card data spells it, else "-"."""

    @property
    def aid(self) -> str:
        return f"a{self.index}"


@dataclass(frozen=True, slots=True)
class Translated:
    card: CardDef
    slug: str
    abilities: tuple[EngineAbility, ...]
    generic: int
    pips: tuple[tuple[str, int], ...]

    def ability(self, index: int) -> EngineAbility | None:
        return next((a for a in self.abilities if a.index == index), None)


def translate(card: CardDef) -> Translated:
    """The card's engine rows; ``Unsupported`` names the first ability (or
    card feature) python-mtg cannot express, and why."""
    if card.extra_blocks:
        raise Unsupported(f"{card.key}: python-mtg has no relation for blocking extra creatures")
    if CardType.PLANESWALKER in card.types or any(a.cost is not None and a.cost.loyalty is not None
                                                  for a in card.abilities):
        raise Unsupported(f"{card.key}: python-mtg has no planeswalkers (loyalty, loyalty abilities)")
    generic, pips = _cost(card)
    abilities = tuple(_ability(card, i, a) for i, a in enumerate(card.abilities))
    return Translated(card=card, slug=f"mtgconf_{card.key}", abilities=abilities, generic=generic, pips=pips)


def _cost(card: CardDef) -> tuple[int, tuple[tuple[str, int], ...]]:
    generic, pips = 0, dict[str, int]()
    for sym in mana_symbols(card.mana_cost or ""):
        if sym.isdigit():
            generic += int(sym)
        elif sym in ENGINE_COLORS and sym != "C":
            pips[ENGINE_COLORS[sym]] = pips.get(ENGINE_COLORS[sym], 0) + 1
        else:
            raise Unsupported(f"{card.key}: mana symbol {{{sym}}} has no python-mtg cost relation")
    return generic, tuple(sorted(pips.items()))


def _ability(card: CardDef, index: int, ability: Ability) -> EngineAbility:
    ref = f"{card.key}/{index}"
    if ability.kind not in (AbilityKind.TRIGGERED, AbilityKind.SPELL):
        raise Unsupported(f"{ref}: python-mtg cards carry no {ability.kind} abilities in its vocabulary")
    extras = [name for name, present in (
        ("modes", ability.modes),
        ("an intervening 'if' about its source",
         ability.intervening_if is not None and ability.intervening_if.kind not in CONDITION_KINDS),
        ("'may'", ability.optional), ("'unless'", ability.unless), ("a cost", ability.cost),
        ("a cost paid any number of times", ability.repeatable), ("a reflexive trigger", ability.reflexive),
        ("a kicker", ability.kicker or ability.kicked_effects), ("an alternative cost", ability.alternative_costs),
        ("convoke", ability.convoke), ("a cast timing (CR 601.3)", ability.cast_timing is not None))
        if present]
    if extras:
        raise Unsupported(f"{ref}: {extras[0]} cannot be expressed in python-mtg's effect rows "
                          f"({render_ability(ability, card)!r})")
    phrase = _phrase(card, ref, ability.trigger) if ability.kind is AbilityKind.TRIGGERED else None
    if ability.kind is AbilityKind.SPELL and card.is_permanent_card:
        raise Unsupported(f"{ref}: a spell ability on a permanent card")
    effects = tuple(_effect(card, ref, ability, e) for e in ability.effects)
    if not effects:
        raise Unsupported(f"{ref}: an ability without effects has no python-mtg row")
    # An intervening "if" goes in the condition column of every effect row, as
    # python-mtg's own cards carry theirs (Felidar Sovereign, Tallyman of Nurgle).
    cond = ability.intervening_if
    condition = "-" if cond is None else slug(condition_text(cond, card))
    return EngineAbility(index=index, kind=ability.kind.value, phrase=phrase, effects=effects,
                         condition=condition)


def _phrase(card: CardDef, ref: str, trigger: Trigger | None) -> Phrase:
    if trigger is None:
        raise Unsupported(f"{ref}: a triggered ability without a trigger")
    t, f = trigger, trigger.subject
    phrase: Phrase | None = None
    plain = not (f.any_types or f.subtypes or f.not_colors or t.from_zone or t.counter or t.state
                 or t.tapped is not None)  # no "enters tapped" phrase
    if t.event is TriggerEvent.BEGINNING_OF_STEP and plain:
        phrase = step_phrase(t.step or Step.UPKEEP, t.player)
    elif t.event in (TriggerEvent.GAIN_LIFE, TriggerEvent.DRAW) and plain:
        phrase = player_phrase(t.event, t.player)
    elif plain and f.subject is not Subject.ENCHANTED:
        phrase = object_phrase(t.event, f.subject, tuple(f.types), f.controller)
    if phrase is None:
        words = trigger_text(t, card).split(" ", 1)[1].rstrip(",")
        raise Unsupported(f"{ref}: python-mtg has no phrase for {words!r}")
    return phrase


def _effect(card: CardDef, ref: str, ability: Ability, e: Effect) -> EffectRow:
    if e.kind in (EffectKind.CREATE_TOKEN, EffectKind.CREATE_TOKEN_COPY):
        raise Unsupported(f"{ref}: python-mtg's effect rows create no tokens ({render_ability(ability, card)!r})")
    if e.kind is EffectKind.MAKE_BLOCKED:
        raise Unsupported(f"{ref}: python-mtg's combat has no attacker blocked by no creature (CR 509.1h): "
                          f"{render_ability(ability, card)!r}")
    if e.kind in _PLAYER_VERBS and e.player in _PLAYER_SCOPE and not ability.targets:
        if e.kind is EffectKind.DRAW and e.player is not PlayerRef.YOU:
            raise Unsupported(f"{ref}: python-mtg's draw row only draws for the controller")
        return _PLAYER_VERBS[e.kind], str(e.amount), _PLAYER_SCOPE[e.player]
    if e.kind is EffectKind.DEAL_DAMAGE and e.player in _PLAYER_SCOPE and e.object is ObjectRef.SELF \
            and not (ability.targets or e.divided):
        # The engine's deal_damage row takes the life of the players it names
        # (its damage to players); no damage event can be observed.
        return "deal_damage", str(e.amount), _PLAYER_SCOPE[e.player]
    if e.kind is EffectKind.DESTROY and ability.kind is AbilityKind.SPELL:
        if e.object is ObjectRef.ALL and e.filter is not None and _just_creatures(e):
            return "destroy", "-", "all_creatures"
        if e.object is ObjectRef.TARGET and len(ability.targets) == 1 and _creature_target(ability):
            return "destroy", "-", "target_creature"
    raise Unsupported(f"{ref}: no python-mtg effect row for {render_ability(ability, card)!r}")


def _just_creatures(e: Effect) -> bool:
    f = e.filter
    return f is not None and f.subject is Subject.ANY and not (f.any_types or f.subtypes or f.not_colors) \
        and tuple(f.types) == (CardType.CREATURE,) and f.controller.value == "any"


def _creature_target(ability: Ability) -> bool:
    spec = ability.targets[0]
    f = spec.objects
    return spec.players is None and f is not None and tuple(f.types) == (CardType.CREATURE,) \
        and not spec.unblocked_attacking and f.subject is Subject.ANY and f.controller.value == "any" \
        and not (f.any_types or f.subtypes or f.not_colors)
