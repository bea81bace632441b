"""One-shot effects and targets as Oracle text (CR 610, 115)."""
from __future__ import annotations

from dataclasses import dataclass, field

from reference_engine.abilities import (
    Ability, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef, StackAbility, Subject, TargetSpec, Trigger,
    TriggerEvent, Who,
)
from reference_engine.cards import CardDef, token_card
from reference_engine.ids import CardType, Zone
from reference_engine.oracle.words import (
    COLOR_WORDS, STEP_WORDS, self_ref, uncontrolled, noun, plural, number, cards, article, imperative, cap,
    lower, sentence, join_and, ordinal,
)


@dataclass(slots=True)
class RenderCtx:
    """What a sentence may refer back to: the card, the ability, and which
    targets were already named (a second mention says "that creature")."""

    card: CardDef
    ability: Ability
    trigger: Trigger | None = None
    targets: tuple[TargetSpec, ...] = ()
    named: set[int] = field(default_factory=set)
    carded: set[int] = field(default_factory=set)
    """Targets an earlier part put into a zone where they are cards ("that card")."""
    it_returned: bool = False
    """An earlier part returned "it" to the battlefield: it is "it" again."""


def _unstopped(clause: str) -> str:
    return clause if clause.endswith('."') else clause.removesuffix(".")


def effects_text(effects: tuple[Effect, ...], ctx: RenderCtx, *, optional: bool) -> str:
    if not effects:
        raise ValueError("an ability needs at least one effect")
    parts = [_unstopped(effect_text(e, ctx)) for e in effects]
    if optional:
        parts[0] = "you may " + imperative(parts[0])
        if len(parts) > 1:
            parts[1] = "if you do, " + parts[1]
    # A quoted ability ends the sentence with its own period: 'with "... life."' (no second one).
    return " ".join(p if p.endswith(('."', '.)')) else p + "." for p in [lower(parts[0]), *map(cap, parts[1:])])



# ---------------------------------------------------------------- effects

def effect_text(e: Effect, ctx: RenderCtx) -> str:
    """One effect as a clause, lower-case, without a final period."""
    k = e.kind
    if k is EffectKind.CREATE_DELAYED:
        return _delayed(e, ctx)
    if k is EffectKind.OFFER:
        return _offer(e)
    if k is EffectKind.CREATE_TOKEN:
        return _create_token(e)
    if k is EffectKind.CREATE_TOKEN_COPY:
        return _create_copy(e, ctx)
    if k in _PLAYER_VERBS:
        plain, third = _PLAYER_VERBS[k]
        return _player_does(e, ctx, plain, third).format(n=e.amount, cards=cards(e.amount))
    if k is EffectKind.RETURN_ALL_FROM_GRAVEYARD:
        return f"return all {_graveyard_cards(e.filter or ObjectFilter())} from your graveyard to the battlefield"
    if e.object is ObjectRef.ALL and k in _OWNERS_PLURAL:
        plural_text = _OWNERS_PLURAL[k].format(obj=_object(e, ctx))
        if k is EffectKind.RETURN_TO_BATTLEFIELD and e.amount > 0:
            plural_text += f" with {counters_phrase(e.amount, e.counter)} on them"
        return plural_text
    if e.divided and k in (EffectKind.DEAL_DAMAGE, EffectKind.PUT_COUNTERS):
        return _divided(e, ctx)
    if k is EffectKind.DEAL_DAMAGE:
        return f"{self_ref(ctx.card)} deals {e.amount} damage to {_recipient(e, ctx)}"
    if k is EffectKind.PUT_COUNTERS:
        count = article(f"{e.counter} counter") if e.amount == 1 else f"{number(e.amount)} {e.counter} counters"
        return f"put {count} on {_object(e, ctx)}"
    if k is EffectKind.REMOVE_COUNTERS:
        return f"remove {counters_phrase(e.amount, e.counter)} from {_object(e, ctx)}"
    if k is EffectKind.ADD_MANA:
        tapped = ctx.trigger is not None and ctx.trigger.event is TriggerEvent.TAPPED_FOR_MANA
        return f"add an additional {e.mana}" if tapped else f"add {e.mana}"
    if k is EffectKind.MODIFY_PT:
        return _modify_pt(e, ctx)
    if k is EffectKind.PREVENT_NEXT_DAMAGE:
        return f"prevent the next {e.amount} damage that would be dealt to {_recipient(e, ctx)} this turn"
    if k is EffectKind.EXILE_IF_WOULD_DIE:  # Magma Spray's second sentence (CR 614.1a)
        return f"if {_object(e, ctx)} would die this turn, exile it instead"
    if k is EffectKind.ATTACH:
        return f"attach {self_ref(ctx.card)} to {_target(e.target, ctx)}"
    if k in _INTO_COMBAT:
        return f"put {article(_hand_card(e.filter))} from your hand onto the battlefield {_INTO_COMBAT[k]}"
    if k is EffectKind.COPY:
        return _copy(e, ctx)
    text = _OBJECT_VERBS[k].format(obj=_object(e, ctx))
    if k is EffectKind.RETURN_TO_BATTLEFIELD and e.amount > 0:  # it enters with them (CR 614.1c)
        on = "them" if e.object is ObjectRef.ALL else "it"
        text += f" with {counters_phrase(e.amount, e.counter)} on {on}"
    _note_move(e, ctx)
    return text


_INTO_COMBAT = {EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING: "tapped and attacking",
                EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING: "blocking that creature"}


def _graveyard_cards(f: ObjectFilter) -> str:
    """"artifact and enchantment cards" (Brilliant Restoration), "Spirit creature cards"."""
    kinds = [t.value for t in f.types]
    if f.any_types:
        kinds.append(join_and([t.value for t in f.any_types]))
    words = [f"non{COLOR_WORDS[c]}" for c in f.not_colors] + list(f.subtypes) + kinds
    return " ".join([*words, "cards"])


def _hand_card(f: ObjectFilter | None) -> str:
    """"Soldier creature card", as cards print it (CR 508.4's "put onto the battlefield" wordings)."""
    f = f or ObjectFilter()
    words = [*f.subtypes, *(t.value for t in f.types if t.value != "creature"), "creature card"]
    return " ".join(words)


_TO_CARD_ZONE = frozenset({EffectKind.EXILE, EffectKind.DESTROY, EffectKind.SACRIFICE,
                           EffectKind.RETURN_TO_HAND, EffectKind.PUT_ON_LIBRARY})


def _note_move(e: Effect, ctx: RenderCtx) -> None:
    """After "exile target creature", the same target is "that card" (CR 400.7)."""
    if e.object is ObjectRef.IT and e.kind is EffectKind.RETURN_TO_BATTLEFIELD:
        ctx.it_returned = True
    if e.object is not ObjectRef.TARGET:
        return
    if e.kind in _TO_CARD_ZONE:
        ctx.carded.add(e.target)
    elif e.kind is EffectKind.RETURN_TO_BATTLEFIELD:
        ctx.carded.discard(e.target)


_PLAYER_VERBS = {
    EffectKind.GAIN_LIFE: ("you gain {n} life", "gains {n} life"),
    EffectKind.LOSE_LIFE: ("you lose {n} life", "loses {n} life"),
    EffectKind.DRAW: ("draw {cards}", "draws {cards}"),
    EffectKind.MILL: ("mill {cards}", "mills {cards}"),
    EffectKind.DISCARD_HAND_DRAW_THAT_MANY: (
        "discard your hand, then draw that many cards", "discards their hand, then draws that many cards"),
}
# With "all ...", possessives turn plural: "to their owners' hands", and so
# do the verbs whose subject is the objects: "all creatures phase out".
_OWNERS_PLURAL = {
    EffectKind.RETURN_TO_HAND: "return {obj} to their owners' hands",
    EffectKind.RETURN_TO_BATTLEFIELD: "return {obj} to the battlefield under their owners' control",
    EffectKind.PUT_ON_LIBRARY: "put {obj} on top of their owners' libraries",
    EffectKind.PHASE_OUT: "{obj} phase out",
    EffectKind.MAKE_BLOCKED: "{obj} become blocked",
}
_OBJECT_VERBS = {
    EffectKind.DESTROY: "destroy {obj}", EffectKind.EXILE: "exile {obj}",
    EffectKind.SACRIFICE: "sacrifice {obj}", EffectKind.TAP: "tap {obj}",
    EffectKind.REGENERATE: "regenerate {obj}", EffectKind.UNTAP: "untap {obj}",
    EffectKind.RETURN_TO_HAND: "return {obj} to its owner's hand",
    EffectKind.RETURN_TO_BATTLEFIELD: "return {obj} to the battlefield under its owner's control",
    EffectKind.PUT_ON_LIBRARY: "put {obj} on top of its owner's library",
    EffectKind.GAIN_CONTROL: "gain control of {obj}", EffectKind.COUNTER_SPELL: "counter {obj}",
    EffectKind.COUNTER_ABILITY: "counter {obj}",
    EffectKind.PHASE_OUT: "{obj} phases out",
    EffectKind.MAKE_BLOCKED: "{obj} becomes blocked",
}


def counters_phrase(amount: int, counter: str, additional: bool = False) -> str:
    """"a +1/+1 counter", "two -1/-1 counters", "an additional +1/+1 counter"."""
    extra = "additional " if additional else ""
    if amount == 1:
        return article(f"{extra}{counter} counter")
    return f"{number(amount)} {extra}{counter} counters"


def _modify_pt(e: Effect, ctx: RenderCtx) -> str:
    """"Target creature gets +3/+3 until end of turn", "All creatures get -2/-2 until end of turn"."""
    change = f"{e.power:+d}/{e.toughness:+d}"
    if e.object is ObjectRef.ALL:
        flt = e.filter or ObjectFilter()
        group = plural(flt, "creature")
        group = group if flt.controller is not Who.ANY else "all " + group
        if flt.subject is Subject.ANOTHER:
            group = "all other " + plural(flt, "creature")
        return f"{group} get {change} until end of turn"
    if e.object is ObjectRef.SELF and ctx.trigger is not None and ctx.trigger.subject.subject is Subject.SELF:
        return f"it gets {change} until end of turn"  # "Whenever this creature attacks alone, it gets ..."
    return f"{_object(e, ctx)} gets {change} until end of turn"


def _player_does(e: Effect, ctx: RenderCtx, plain: str, third: str) -> str:
    if e.player is PlayerRef.YOU:
        return plain
    return f"{_player(e, ctx)} {third}"


def _player(e: Effect, ctx: RenderCtx) -> str:
    ref = e.player
    if ref is PlayerRef.TARGET:
        return _target(e.target, ctx)
    if ref is PlayerRef.IT_CONTROLLER:
        return _controller_of(ctx)
    return {PlayerRef.EACH_OPPONENT: "each opponent", PlayerRef.EACH_PLAYER: "each player"}.get(ref, "you")


def _controller_of(ctx: RenderCtx) -> str:
    """ "its controller" after a named target; in a trigger about another
    object, "that creature's controller" (plain "its" would mean the source)."""
    t = ctx.trigger
    if t is not None and not ctx.named and t.event is TriggerEvent.DISCARDS:
        return "that player"  # the discarded card's owner, who discarded it (Liliana's Caress)
    if ctx.named or t is None or t.subject.subject in (Subject.SELF, Subject.ENCHANTED):
        return "its controller"
    return f"that {noun(uncontrolled(t.subject), 'permanent')}'s controller"


def _divided(e: Effect, ctx: RenderCtx) -> str:
    """"... divided as you choose among target creature and target player"."""
    among = join_and([target_text(s) for s in ctx.targets]) or "any number of targets"
    if e.kind is EffectKind.DEAL_DAMAGE:
        return f"{self_ref(ctx.card)} deals {e.amount} damage divided as you choose among {among}"
    return f"distribute {number(e.amount)} {e.counter} counters among {among}"


def _recipient(e: Effect, ctx: RenderCtx) -> str:
    """Who is dealt damage: a target or object if the effect names one, else a player."""
    if e.object is ObjectRef.TARGET or e.player is PlayerRef.TARGET:
        return _target(e.target, ctx)
    if e.object is not ObjectRef.SELF:
        return _object(e, ctx)
    return _player(e, ctx)


def _object(e: Effect, ctx: RenderCtx) -> str:
    ref = e.object
    if ref is ObjectRef.SELF:
        return self_ref(ctx.card)
    if ref is ObjectRef.TARGET:
        return _target(e.target, ctx)
    if ref is ObjectRef.ALL and e.kind in (EffectKind.DEAL_DAMAGE, EffectKind.PUT_COUNTERS,
                                           EffectKind.REMOVE_COUNTERS, EffectKind.PREVENT_NEXT_DAMAGE):
        return "each " + noun(e.filter or ObjectFilter(), "permanent")
    if ref is ObjectRef.ALL:
        return "all " + plural(e.filter or ObjectFilter())
    if ref is ObjectRef.ENCHANTED:
        return "enchanted creature"
    if ref is ObjectRef.IT and ctx.trigger is not None and not ctx.it_returned:
        return it_phrase(ctx.trigger)
    return "it"


def it_phrase(t: Trigger) -> str:
    """The object the event happened to, in its new zone (CR 603.6)."""
    if t.event in (TriggerEvent.DIES, TriggerEvent.PUT_INTO_GRAVEYARD, TriggerEvent.LEAVES,
                   TriggerEvent.RETURNED_TO_HAND):
        return "that card"
    if t.event is TriggerEvent.BECOMES_UNATTACHED:
        return "that permanent"  # the permanent it was attached to
    return "that " + noun(uncontrolled(t.subject), "permanent")


def _delayed(e: Effect, ctx: RenderCtx) -> str:
    if e.delayed is None:
        raise ValueError("a create_delayed effect needs its 'delayed' trigger")
    sub = RenderCtx(ctx.card, ctx.ability, None, ctx.targets, ctx.named, ctx.carded)
    body = effects_text(e.delayed.effects, sub, optional=False)
    if e.delayed.resolutions:
        return f"When this ability has resolved the {ordinal(e.delayed.resolutions)} time this turn, {body}"
    return f"At the beginning of the next {STEP_WORDS[e.delayed.step]}, {body}"


def _offer(e: Effect) -> str:
    """Everyone is asked in APNAP order; an acceptance re-opens the decliners' choices (CR 101.4d)."""
    drawn = cards(e.amount)
    return (f"each player may choose to draw {drawn}. Each time a player chooses to, each player "
            f"who declined may choose again. Then each player who chose to draws {drawn}")


def _create_token(e: Effect) -> str:
    """"create two 1/1 white Spirit creature tokens with "..."" (CR 111.3, 111.4)."""
    from reference_engine.oracle import render_ability  # the token's own abilities, quoted

    spec = e.token
    if spec is None:
        raise ValueError("a create_token effect needs its 'token'")
    card = token_card(spec)
    size = f"{spec.power}/{spec.toughness} " if spec.power is not None and spec.toughness is not None else ""
    colours = join_and([COLOR_WORDS[c] for c in spec.colors]) if spec.colors else "colorless"
    kinds = " ".join([*spec.subtypes, *(t.value for t in sorted(spec.types, key=_TYPE_ORDER.index))])
    made = "a" if e.amount == 1 else number(e.amount)
    text = f"create {made} {size}{colours} {kinds} token{'s' if e.amount != 1 else ''}"
    if spec.name:
        text += f" named {spec.name}"
    own = self_ref(card)
    quoted = [render_ability(a, card).replace(own, "this token").replace(cap(own), "This token")
              for a in spec.abilities]
    return text + (" with " + join_and([f'"{q}"' for q in quoted]) if quoted else "")


_TYPE_ORDER = [CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER,
               CardType.CREATURE, CardType.INSTANT, CardType.SORCERY]
"""Card types in the order a type line prints them ("artifact creature")."""


def _create_copy(e: Effect, ctx: RenderCtx) -> str:
    """"create a token that's a copy of target creature you control" (CR 707.2)."""
    what = _object(e, ctx)
    if e.amount == 1:
        return f"create a token that's a copy of {what}"
    return f"create {number(e.amount)} tokens that are copies of {what}"


def _target(index: int, ctx: RenderCtx) -> str:
    if index >= len(ctx.targets):
        raise ValueError(f"effect names target {index}, but the ability has {len(ctx.targets)}")
    spec = ctx.targets[index]
    if index in ctx.carded:
        return "that card"
    if index in ctx.named:
        return _that_target(spec)
    ctx.named.add(index)
    return target_text(spec)


def target_text(spec: TargetSpec) -> str:
    """ "target creature", "target opponent", "any target", "target spell"..."""
    if spec.objects is not None and spec.players is not None:
        return "any target"
    if spec.ability is not None:
        return "target " + _ability_noun(spec.ability)
    if spec.objects is None:
        return {Who.OPPONENT: "target opponent", Who.YOU: "you"}.get(spec.players or Who.ANY, "target player")
    if spec.zone is Zone.STACK:
        f = spec.objects
        owner = {Who.YOU: " you control", Who.OPPONENT: " an opponent controls"}.get(f.controller, "")
        if not f.types and set(f.any_types) == PERMANENT_SPELL_TYPES:  # "target permanent spell you control"
            return "target permanent spell" + owner
        typed = f.types or f.any_types  # "target instant or sorcery spell", "target creature spell you control"
        return "target " + noun(uncontrolled(f), "spell", suffix=" spell" if typed else "") + owner
    if spec.zone is Zone.GRAVEYARD:
        yard = "your graveyard" if spec.objects.controller is Who.YOU else "a graveyard"
        return f"target {noun(uncontrolled(spec.objects), 'card', suffix=' card')} from {yard}"
    if spec.unblocked_attacking:  # "target unblocked attacking creature" (Trap Runner)
        return "target unblocked attacking " + noun(spec.objects, "permanent")
    if spec.objects.subject is Subject.ANOTHER:  # "another target permanent" (Flickerwisp)
        return "another target " + noun(spec.objects, "permanent")
    return "target " + noun(spec.objects, "permanent")


PERMANENT_SPELL_TYPES = frozenset(t for t in CardType if t.is_permanent and t is not CardType.LAND)
"""A filter naming any one of these is "permanent spell" (a land is never a spell)."""


def _copy(e: Effect, ctx: RenderCtx) -> str:
    """"copy target instant or sorcery spell. You may choose new targets for the
    copy"; a permanent spell's copy becomes a token (CR 608.3f), which the
    card's reminder says, and it prints no new targets: "copy target
    permanent spell you control. (The copy becomes a token.)"."""
    text = f"copy {_object(e, ctx)}"
    spec = ctx.targets[e.target] if e.object is ObjectRef.TARGET and e.target < len(ctx.targets) else None
    f = spec.objects if spec is not None and spec.zone is Zone.STACK else None
    kinds = (f.types + f.any_types) if f is not None else ()
    if kinds and all(k.is_permanent for k in kinds):
        return text + ". (The copy becomes a token.)"
    return text + ". You may choose new targets for the copy"


def _ability_noun(which: StackAbility) -> str:
    return {StackAbility.TRIGGERED: "triggered ability",
            StackAbility.TRIGGERED_YOU_CONTROL: "triggered ability you control",
            StackAbility.ACTIVATED_OR_TRIGGERED_YOU_CONTROL: "activated or triggered ability you control",
            }.get(which, "activated or triggered ability")


def _that_target(spec: TargetSpec) -> str:
    if spec.ability is not None:
        return "that " + _ability_noun(spec.ability)
    if spec.objects is None:
        return "that player"
    if spec.players is not None:
        return "that permanent or player"
    return "that " + noun(uncontrolled(spec.objects), "spell" if spec.zone is Zone.STACK else "permanent")


