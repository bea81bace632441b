"""Canonical English Oracle text, rendered from structured abilities.

Third-party engines that only read card text are fed this text, so it follows
modern Oracle templating: self-references say "this creature" / "this
artifact" (never the card's name), "enters" rather than "enters the
battlefield", "any target", numbers of cards in words. Rendering is a pure
function of the records: the same ability always gives the same text.
"""
from __future__ import annotations


from reference_engine.abilities import (
    Ability, AbilityKind, CastTiming, Cost, EffectKind, Mode, ObjectFilter, ObjectRef, PlayerRef, Subject, TargetSpec, Timing,
    Trigger, TriggerEvent, Unless, Who,
)
from reference_engine.cards import CardDef
from reference_engine.ids import CardType
from reference_engine.oracle.words import STEP_WORDS, join_and, lower, number, self_ref, sentence
from reference_engine.oracle.triggers import trigger_text, condition_text
from reference_engine.oracle.effects import RenderCtx, effects_text
from reference_engine.oracle.statics import render_static, extra_blocks_text, cost_text, cost_parts


__all__ = ["render_ability", "render_card", "render_static", "self_ref", "trigger_text"]


# ---------------------------------------------------------------- public API

def render_card(card: CardDef) -> str:
    """The card's whole text box: each ability on its own line(s)."""
    lines = [render_ability(a, card) for a in card.abilities]
    if card.extra_blocks:
        lines.append(extra_blocks_text(card))
    return "\n".join(lines)


def render_ability(ability: Ability, card: CardDef) -> str:
    """One ability's Oracle text, as printed on ``card``."""
    if ability.kind is AbilityKind.TRIGGERED:
        return _triggered(ability, card)
    if ability.kind is AbilityKind.ACTIVATED:
        return _activated(ability, card)
    if ability.kind is AbilityKind.STATIC:
        if ability.static is None:
            raise ValueError("a static ability needs its 'static' effect")
        return render_static(ability.static, card)
    if ability.kind is AbilityKind.OPENING_HAND:
        return _opening_hand(ability, card)
    return _spell(ability, card)



# ---------------------------------------------------------------- abilities

def _triggered(ability: Ability, card: CardDef) -> str:
    if ability.trigger is None:
        raise ValueError("a triggered ability needs its 'trigger'")
    ctx = RenderCtx(card, ability, ability.trigger, ability.targets)
    head = trigger_text(ability.trigger, card)
    if ability.intervening_if is not None:
        head += f", if {condition_text(ability.intervening_if, card, past=_left(ability.trigger))}"
    once = " Do this only once each turn." if ability.trigger.once_each_turn else ""
    return f"{head}, {_body(ability, ctx)}{once}"


def _left(t: Trigger) -> bool:
    """A trigger on its own source leaving: its condition is in the past ("if it had")."""
    return t.subject.subject is Subject.SELF and t.event in (
        TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.RETURNED_TO_HAND)


def _opening_hand(ability: Ability, card: CardDef) -> str:
    """The Chancellor template (CR 103.6): a reveal from the opening hand that
    makes a delayed trigger for the first upkeep."""
    made = next((e.delayed for e in ability.effects if e.kind is EffectKind.CREATE_DELAYED), None)
    if made is None:
        raise ValueError("an opening_hand ability needs its create_delayed effect")
    body = effects_text(made.effects, RenderCtx(card, ability, None, ()), optional=False)
    return ("You may reveal this card from your opening hand. If you do, at the beginning of the "
            f"first {STEP_WORDS[made.step]}, {lower(body)}")


def _activated(ability: Ability, card: CardDef) -> str:
    if is_equip(ability):
        return f"Equip {ability.cost.mana if ability.cost is not None else '{0}'}"  # the keyword (CR 702.6a)
    ctx = RenderCtx(card, ability, None, ability.targets)
    text = f"{cost_text(ability.cost or Cost(mana='{0}'), card)}: {sentence(_body(ability, ctx))}"
    return text + _restrictions(ability)


def is_equip(ability: Ability) -> bool:
    """"Equip {N}" (CR 702.6a): a mana cost only, "attach this to target
    creature you control", activated only as a sorcery, nothing more."""
    cost, targets = ability.cost or Cost(), ability.targets
    return (ability.kind is AbilityKind.ACTIVATED and ability.timing is Timing.SORCERY
            and not ability.limit_per_turn and not ability.optional and ability.unless is None
            and cost == Cost(mana=cost.mana) and bool(cost.mana)
            and len(ability.effects) == 1 and ability.effects[0].kind is EffectKind.ATTACH
            and ability.effects[0].object is ObjectRef.SELF and ability.effects[0].target == 0
            and len(targets) == 1 and targets[0] == TargetSpec(objects=ObjectFilter(
                types=(CardType.CREATURE,), controller=Who.YOU)))


_TIMES = {1: "once", 2: "twice"}
_AS = {Timing.SORCERY: "as a sorcery", Timing.INSTANT: "as an instant",
       Timing.AFTER_BLOCKERS: "during combat after blockers are declared"}


_CAST_ONLY = {CastTiming.DECLARE_BLOCKERS: "during the declare blockers step", CastTiming.COMBAT: "during combat",
              CastTiming.AFTER_BLOCKERS: "during combat after blockers are declared",
              CastTiming.OPPONENT_TURN: "during an opponent's turn"}


def _restrictions(ability: Ability) -> str:
    """" Activate only as a sorcery and only once each turn." and the like (CR 602.5b-e)."""
    parts = [f"only {_AS[ability.timing]}"] if ability.timing in _AS else []  # CR 602.5b, 602.5d-e
    n = ability.limit_per_turn
    if n:
        parts.append(f"only {_TIMES[n]} each turn" if n in _TIMES else f"no more than {number(n)} times each turn")
    return f" Activate {' and '.join(parts)}." if parts else ""


def _spell(ability: Ability, card: CardDef) -> str:
    ctx = RenderCtx(card, ability, None, ability.targets + ability.kicked_targets)
    text = sentence(_body(ability, ctx))
    if ability.kicked_effects:
        kicked = effects_text(ability.kicked_effects, ctx, optional=False)
        text += f"\nIf this spell was kicked, {lower(kicked)}"
    if ability.cast_timing is not None:  # CR 601.3: printed above the effect, below any cost line
        text = f"Cast this spell only {_CAST_ONLY[ability.cast_timing]}.\n{text}"
    if ability.cost is not None:
        extra = cost_parts(ability.cost, card)
        text = f"As an additional cost to cast this spell, {lower(join_and(extra))}.\n{text}"
    for alt in reversed(ability.alternative_costs):
        text = f"You may {_paying(alt, card)} rather than pay this spell's mana cost.\n{text}"
    if ability.kicker is not None:
        text = f"{_kicker(ability.kicker, card)}\n{text}"
    if ability.convoke:
        text = f"{CONVOKE}\n{text}"
    if ability.entwine is not None:  # CR 702.42a
        every = "both" if len(ability.modes) == 2 else "all"
        text += f"\nEntwine {ability.entwine.mana or '{0}'} (Choose {every} if you pay the entwine cost.)"
    return text


CONVOKE = ("Convoke (Your creatures can help cast this spell. Each creature you tap while casting this "
           "spell pays for {1} or one mana of that creature's color.)")
"""The keyword with its reminder text, as printed (CR 702.51a)."""


def _kicker(cost: Cost, card: CardDef) -> str:
    """"Kicker {2}{B}" for mana alone; "Kicker—Sacrifice a creature." otherwise."""
    if cost == Cost(mana=cost.mana):
        return f"Kicker {cost.mana or '{0}'}"
    return f"Kicker—{join_and(cost_parts(cost, card))}."


def _paying(cost: Cost, card: CardDef) -> str:
    parts = [lower(p) for p in cost_parts(cost, card)]
    if cost.mana:
        parts[0] = f"pay {cost.mana}"
    return join_and(parts) if parts else "pay {0}"


def _body(ability: Ability, ctx: RenderCtx) -> str:
    """The effect part, starting lower-case, ending with a period."""
    if ability.modes:
        if ability.repeatable is not None:
            raise ValueError("a modal ability has no repeated payment in this vocabulary")
        if ability.modes[0].cost is not None:  # spree, CR 702.172a
            return "spree (Choose one or more additional costs.)\n" + "\n".join(_mode(m, ctx) for m in ability.modes)
        return f"choose {_how_many(ability)} —\n" + "\n".join(_mode(m, ctx) for m in ability.modes)
    text = effects_text(ability.effects, ctx, optional=ability.optional) if ability.effects else ""
    if ability.unless is not None:
        text = text.removesuffix(".") + f" unless {_unless(ability.unless, ability)}."
    if ability.repeatable is not None:  # CR 603.12a
        text = f"{text} {_repeatable(ability.repeatable)}" if text else lower(_repeatable(ability.repeatable))
    if ability.reflexive is not None:  # CR 603.12
        sub = RenderCtx(ctx.card, ctx.ability, None, ability.reflexive.targets)
        lead = "When you pay this cost one or more times, " if ability.repeatable else "When you do, "
        text += " " + lead + lower(effects_text(ability.reflexive.effects, sub, optional=False))
    return text


def _repeatable(cost: Cost) -> str:
    """"You may pay {1} and 2 life any number of times." (mana and life only)."""
    parts = ([cost.mana] if cost.mana else []) + ([f"{cost.pay_life} life"] if cost.pay_life else [])
    return f"You may pay {join_and(parts)} any number of times."


def _how_many(ability: Ability) -> str:
    """"one", "two", "one or more", "one or both" (CR 700.2)."""
    c = ability.choose
    if c is None or c.min == c.max:
        return number(c.min if c is not None else 1)
    if c.min == 1 and c.max == len(ability.modes):
        return "one or both" if c.max == 2 else "one or more"
    raise ValueError(f"no Oracle wording for choosing {c.min} to {c.max} of {len(ability.modes)} modes")


def _mode(mode: Mode, ctx: RenderCtx) -> str:
    sub = RenderCtx(ctx.card, ctx.ability, ctx.trigger, mode.targets)
    bullet = "• " if mode.cost is None else f"+ {mode.cost.mana or '{0}'} — "
    return bullet + sentence(effects_text(mode.effects, sub, optional=False))


def _unless(unless: Unless, ability: Ability) -> str:
    payer = unless.payer
    if payer is PlayerRef.YOU:
        return f"you pay {unless.life} life"
    names_player = any(e.player in (PlayerRef.IT_CONTROLLER, PlayerRef.TARGET) for e in ability.effects)
    who = {PlayerRef.EACH_OPPONENT: "an opponent", PlayerRef.EACH_PLAYER: "any player",
           PlayerRef.TARGET: "that player",
           PlayerRef.IT_CONTROLLER: "that player" if names_player else "its controller"}[payer]
    return f"{who} pays {unless.life} life"


