"""Static abilities and costs as Oracle text (CR 602.1, 611, 614, 615)."""
from __future__ import annotations

from dataclasses import replace

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Cost, Effect, EffectKind, ObjectFilter, Subject,
    TriggerEvent, TriggerScope, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType, Color
from reference_engine.oracle.effects import RenderCtx, counters_phrase, effect_text, effects_text
from reference_engine.oracle.triggers import spell_noun
from reference_engine.oracle.words import (
    COLOR_WORDS, self_ref, subject_phrase, uncontrolled, noun, plural, number, cards, article, cap,
)


# ---------------------------------------------------------------- static abilities

def render_static(s: ContinuousEffect, card: CardDef) -> str:
    """A continuous, replacement or prevention effect (CR 611, 614, 615)."""
    k, f = s.kind, s.filter
    if k is ContinuousKind.LANDS_ARE_CREATURES:
        return f"{cap(_all_of(f, 'land'))} are 1/1 creatures that are still lands."
    if k is ContinuousKind.LOSE_ALL_ABILITIES:
        return f"{cap(_all_of(f, 'creature'))} {_verb(f, 'lose', 'loses')} all abilities."
    if k is ContinuousKind.GRANT_ABILITY:
        if s.ability is None:
            raise ValueError("grant_ability needs the 'ability' it grants")
        from reference_engine.oracle import render_ability  # the granted text is a whole ability

        holder = _holder_card(f)
        return f"{cap(_all_of(f, 'creature', card))} {_verb(f, 'have', 'has')} \"{render_ability(s.ability, holder)}\""
    if k is ContinuousKind.PREVENT_ALL_DAMAGE:
        return f"Prevent all damage that would be dealt to {_prevented(s, card)}."
    if k is ContinuousKind.PREVENT_NEXT_DAMAGE:
        return f"Prevent the next {s.amount} damage that would be dealt to {_shielded(s)} this turn."
    if k is ContinuousKind.PREVENT_SOME_DAMAGE:
        return f"If a source would deal damage to {_partly_shielded(s, card)}, prevent {s.amount} of that damage."
    if k is ContinuousKind.DOUBLE_DAMAGE:
        return ("If a source would deal damage to a permanent or player, it deals double that damage to "
                "that permanent or player instead.")
    if k is ContinuousKind.EXILE_INSTEAD_OF_DYING:
        who = article(noun(f, 'creature')) if f.subject is not Subject.SELF else self_ref(card)
        return f"If {who} would die, exile it instead.{_later(s, card)}"
    if k is ContinuousKind.ENTERS_TAPPED:
        return f"{cap(_all_of(f, 'permanent', card))} {_verb(f, 'enter', 'enters')} tapped."
    if k is ContinuousKind.ENTERS_WITH_COUNTERS:
        return _enters_with(s, card)
    if k is ContinuousKind.CHOOSE_CREATURE_TYPE:
        return f"As {self_ref(card)} enters, choose a creature type."
    if k is ContinuousKind.CANT_ACTIVATE:
        return f"Activated abilities of {plural(f)} can't be activated."
    if k is ContinuousKind.COST_REDUCTION:
        return f"{_spells_of(s.colors)} you cast cost {{{s.amount}}} less to cast."
    if k is ContinuousKind.COST_INCREASE:
        return f"{_spells_without(s.not_types)} cost {{{s.amount}}} more to cast."
    if k is ContinuousKind.COST_MINIMUM:
        mana = f"{number(s.amount)} mana"
        return (f"As long as {self_ref(card)} is untapped, each spell that would cost less than {mana} "
                f"to cast costs {mana} to cast.")
    if k is ContinuousKind.PERMITS_ACTION:
        return _permitted(s, card)
    if k is ContinuousKind.INDESTRUCTIBLE:
        if f.subject is Subject.SELF:
            return "Indestructible"  # the keyword (CR 702.12)
        return f"{cap(_all_of(f, 'creature', card))} {_verb(f, 'have', 'has')} indestructible."
    if k is ContinuousKind.ENCHANT:
        return "Enchant " + noun(f, "permanent")  # the keyword (CR 702.5a)
    if k is ContinuousKind.MODIFY_PT:
        return f"{cap(_all_of(f, 'creature', card))} gets {s.power:+d}/{s.toughness:+d}."
    if k is ContinuousKind.ANTHEM:
        return _anthem(s, card)
    if k is ContinuousKind.CANT_BLOCK:
        if f.subject is Subject.SELF:
            return "This creature can't block."
        return f"{cap(_all_of(f, 'creature', card))} can't block."
    if k in _STRIKES:
        if f.subject is Subject.SELF:
            return _STRIKES[k].capitalize()  # the keyword (CR 702.7, 702.4)
        return f"{cap(_all_of(f, 'creature', card))} {_verb(f, 'have', 'has')} {_STRIKES[k]}."
    if s.scope is not None:
        return _scoped_extra(s.scope, f, card)
    return f"Triggered abilities of {plural(f)} trigger an additional time."


def _scoped_extra(scope: TriggerScope, f: ObjectFilter, card: CardDef) -> str:
    """Panharmonicon's and Veyran's templating (CR 603.2d): the triggering event first."""
    if scope.event is TriggerEvent.CAST:
        who = {Who.YOU: "you", Who.OPPONENT: "an opponent"}.get(scope.player, "a player")
        # as Veyran prints it: copying a spell causes no trigger event the
        # format has, so "or copying" names the same occurrences
        cause = f"{who} casting or copying {article(spell_noun(scope.subject))}"
    else:
        cause = f"{article(noun(scope.subject, 'permanent'))} entering the battlefield"
    return (f"If {cause} causes a triggered ability of {subject_phrase(f, card)} to trigger, "
            "that ability triggers an additional time.")


_STRIKES = {ContinuousKind.FIRST_STRIKE: "first strike", ContinuousKind.DOUBLE_STRIKE: "double strike"}


def _anthem(s: ContinuousEffect, card: CardDef) -> str:
    """"Creatures you control get +1/+1." (Glorious Anthem), "Creatures you
    control of the chosen type get +1/+1 for each charge counter on this
    artifact." (Door of Destinies): the chosen type after the controller."""
    f = s.filter
    many = plural(replace(f, subject=Subject.ANY, chosen_type=False), "creature")
    many += " of the chosen type" if f.chosen_type else ""
    if f.subject is Subject.ANOTHER:
        many = "other " + many if f.controller is not Who.ANY else "all other " + many
    elif f.controller is Who.ANY:
        many = "all " + many
    each = f" for each {s.counter} counter on {self_ref(card)}" if s.x else ""
    return f"{cap(many)} get {s.power:+d}/{s.toughness:+d}{each}."


def _enters_with(s: ContinuousEffect, card: CardDef) -> str:
    """"This creature enters with two +1/+1 counters on it." (CR 614.1c); for
    other permanents, counters on top of any others they enter with."""
    f = s.filter
    if f.subject is Subject.SELF:
        count = f"X {s.counter} counters" if s.x else counters_phrase(s.amount, s.counter)
        return f"{cap(self_ref(card))} enters with {count} on it."
    count = counters_phrase(s.amount, s.counter, additional=True)
    return f"{cap(_all_of(f, 'creature', card))} enter with {count} on them."


def _permitted(s: ContinuousEffect, card: CardDef) -> str:
    """A special action any player (or you, or an opponent) may take (CR 116.2, 603.7g)."""
    if s.ability is None:
        raise ValueError("permits_action needs the 'ability' describing the action")
    who, they = {Who.YOU: ("You", "you"), Who.OPPONENT: ("Any opponent", "they")}.get(
        s.players or Who.ANY, ("Any player", "they"))
    cost = cost_text(s.ability.cost or Cost(), card)
    body = effects_text(s.ability.effects, RenderCtx(card, s.ability), optional=False)
    return f"{who} may pay {cost} any time {they} could cast an instant. If {they} do, {body}"


def _later(s: ContinuousEffect, card: CardDef) -> str:
    """The delayed trigger a replacement creates (CR 603.7f), as its own sentence."""
    if s.delayed is None:
        return ""
    create = Effect(kind=EffectKind.CREATE_DELAYED, delayed=s.delayed)
    ability = Ability(kind=AbilityKind.STATIC, static=s)
    return " " + cap(effect_text(create, RenderCtx(card, ability)))


def _all_of(f: ObjectFilter, default: str, card: CardDef | None = None) -> str:
    """The group a static ability affects: "all lands", "creatures you control", "this land"."""
    if f.subject is Subject.SELF and card is not None:
        return self_ref(card)
    if f.subject is Subject.ENCHANTED:
        # An Equipment's host is "equipped", an Aura's "enchanted" (CR 301.5a, 303.4a).
        held = "equipped " if card is not None and "Equipment" in card.subtypes else "enchanted "
        return held + noun(uncontrolled(f), default)
    many = plural(f, default)
    if f.subject is Subject.ANOTHER:
        return "all other " + many
    return many if f.controller is not Who.ANY else "all " + many


def _shielded(s: ContinuousEffect) -> str:
    # A scenario-level shield names its object or player by id: it is not printed text.
    if s.player is not None:
        return f"player {s.player}"
    return f"object {s.object}" if s.object is not None else "any permanent or player"


def _verb(f: ObjectFilter, plural: str, single: str) -> str:
    return single if f.subject in (Subject.SELF, Subject.ENCHANTED) else plural


def _holder_card(f: ObjectFilter) -> CardDef:
    # A granted ability refers to its holder, so "this creature" for creatures.
    types = f.types or f.any_types[:1] or (CardType.CREATURE,)
    return CardDef(key="", name="", types=types, subtypes=f.subtypes)


def _prevented(s: ContinuousEffect, card: CardDef) -> str:
    parts = [_all_of(s.filter, "creature", card).removeprefix("all ")]
    if s.players is not None:
        parts.append({Who.YOU: "you", Who.OPPONENT: "your opponents"}.get(s.players, "players"))
    return " and ".join(parts)


def _partly_shielded(s: ContinuousEffect, card: CardDef) -> str:
    """Urza's Armor's "you", Daunting Defender's "another Cleric you control"."""
    if s.players is not None:
        return {Who.YOU: "you", Who.OPPONENT: "an opponent"}.get(s.players, "a player")
    return subject_phrase(s.filter, card)


def _spells_of(colors: tuple[Color, ...]) -> str:
    if not colors:
        return "Spells"
    return cap(" and ".join(f"{COLOR_WORDS[c]} spells" for c in colors))


def _spells_without(types: tuple[CardType, ...]) -> str:
    """"Spells", "Noncreature spells", "Nonartifact, noncreature spells"."""
    return cap(", ".join(f"non{t.value}" for t in types) + " spells") if types else "Spells"


def extra_blocks_text(card: CardDef) -> str:
    n = card.extra_blocks
    more = "an additional creature" if n == 1 else f"{number(n)} additional creatures"
    return f"{cap(self_ref(card))} can block {more} each combat."


# ---------------------------------------------------------------- costs

def cost_text(cost: Cost, card: CardDef) -> str:
    """An activation cost: "{2}, {T}, Sacrifice this artifact"."""
    return ", ".join(cost_parts(cost, card)) or "{0}"


def loyalty_text(n: int) -> str:
    """A loyalty cost as printed (CR 606.4): "+1", "0", "−2" (a minus sign)."""
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"\u2212{-n}")


def cost_parts(cost: Cost, card: CardDef) -> list[str]:
    parts = [loyalty_text(cost.loyalty)] if cost.loyalty is not None else []
    parts += [cost.mana] if cost.mana else []
    parts += ["{T}"] if cost.tap else []
    parts += ["{Q}"] if cost.untap else []
    parts += [f"Pay {cost.pay_life} life"] if cost.pay_life else []
    parts += [f"Discard {cards(cost.discard)}"] if cost.discard else []
    parts += [f"Sacrifice {self_ref(card)}"] if cost.sacrifice_self else []
    parts += [f"Sacrifice {article(noun(cost.sacrifice, 'permanent'))}"] if cost.sacrifice else []
    return parts


