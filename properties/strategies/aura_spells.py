"""The aura_spells family: Aura spells cast on creatures (CR 303.4a, 608.3b),
their targets sometimes removed in response (CR 608.2b), their hosts
destroyed afterwards so the Aura goes to the graveyard as a state-based action
(CR 704.5m) and a Rancor-like Aura returns to its owner's hand (CR 603.10a).

``aura_card`` is shared: the crossover family draws Auras from it too."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject,
    Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_creatures, add_spell, gain, targeted, watcher_ability

_RETURN = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(
    event=TriggerEvent.PUT_INTO_GRAVEYARD, subject=ObjectFilter(subject=Subject.SELF), from_zone=Zone.BATTLEFIELD),
    effects=(Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.IT),))
"""Rancor's last ability: "When this Aura is put into a graveyard from the
battlefield, return it to its owner's hand"."""
_EXTRAS: tuple[tuple[Ability, ...], ...] = (
    (_RETURN,),
    (_RETURN,),
    (watcher_ability(TriggerEvent.ENTERS, ObjectFilter(subject=Subject.SELF), (gain(1),)),),
    (watcher_ability(TriggerEvent.DIES, ObjectFilter(subject=Subject.ENCHANTED), (gain(2),)),),
    (watcher_ability(TriggerEvent.BECOMES_UNATTACHED, ObjectFilter(subject=Subject.SELF), (gain(1),)),),
    (),
)
"""What else the Aura says: Rancor's return, an enters or a dies ability,
"becomes unattached", or nothing."""


def aura_card(board: ScenarioBuilder, draw: st.DrawFn, *, mine_only: bool | None = None) -> str:
    """An Aura card, "Enchant creature" or "Enchant creature you control",
    with perhaps one more ability; returns its key."""
    own = draw(BOOLS) if mine_only is None else mine_only
    enchant = ContinuousEffect(kind=ContinuousKind.ENCHANT,
                               filter=ObjectFilter(types=CREATURE, controller=Who.YOU if own else Who.ANY))
    abilities = (Ability(kind=AbilityKind.STATIC, static=enchant), *draw(pick(_EXTRAS)))
    return board.card("Aura", (CardType.ENCHANTMENT,), abilities=abilities, subtypes=("Aura",), mana_cost="{G}")


def cast_aura(board: ScenarioBuilder, draw: st.DrawFn, hosts: list[ObjectId], caster: PlayerId) -> ObjectId:
    """Put an Aura card in ``caster``'s hand and script its cast on one of
    ``hosts`` (an "Enchant creature you control" one on their own, if any);
    returns the target."""
    theirs = [h for h in hosts if board.objects[h - 1].controller == caster]
    key = aura_card(board, draw, mine_only=False if not theirs else None)
    card = next(c for c in board.cards if c.key == key)
    static = card.abilities[0].static
    own = static is not None and static.filter.controller is Who.YOU
    aura = board.put(key, owner=caster, zone=Zone.HAND)
    host = draw(pick(theirs if own else hosts))
    board.cast(aura, player=caster, targets=(TargetRef(object=host),))
    return host


def _removal(board: ScenarioBuilder, draw: st.DrawFn, owner: PlayerId) -> ObjectId:
    kind = draw(pick((EffectKind.DESTROY, EffectKind.DESTROY, EffectKind.RETURN_TO_HAND, EffectKind.EXILE)))
    return add_spell(board, targeted(kind), owner=owner, instant=True)


@family("aura_spells")
@st.composite
def aura_spells(draw: st.DrawFn) -> Scenario:
    """Creatures on both sides; the active player casts one or two Aura
    spells ("Enchant creature" or "Enchant creature you control", some like
    Rancor returning to hand from the graveyard, some with enters, dies or
    "becomes unattached" abilities) on them. Now and then the opponent
    removes the target in response (destroy, bounce, exile), so the Aura
    does not resolve; often a creature that wears an Aura is destroyed
    afterwards, so the Aura goes to the graveyard as a state-based action
    (CR 303.4a, 608.3b, 608.2b, 704.5m)."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    hosts = add_creatures(board, [me] * draw(ints(1, 2)) + [them] * draw(ints(0, 2)))
    for _ in range(draw(ints(1, 2))):
        host = cast_aura(board, draw, hosts, me)
        if draw(ints(0, 3)) == 0:  # the target is removed in response
            board.script.append(Action(action=ActionKind.PASS, player=me))
            board.cast(_removal(board, draw, them), player=them, targets=(TargetRef(object=host),))
        board.resolve_all()
    if draw(ints(0, 2)) > 0:  # a creature dies afterwards; its Aura falls off (CR 704.5m)
        spell = _removal(board, draw, me)
        board.cast(spell, player=me, targets=(TargetRef(object=draw(pick(hosts))),))
        board.resolve_all()
    return board.build("aura_spells")
