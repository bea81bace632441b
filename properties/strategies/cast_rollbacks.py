"""The "cast_rollbacks" family: casts that start (the card moves to the
stack) and then meet a step the rules refuse, so the whole attempt must be
reversed (CR 601.2, 601.2e, 733.1).

Each example draws one shape of spell and casts it either correctly or with
one flaw found partway: too little mana (maybe after a creature was already
sacrificed for the additional cost), an illegal target, a sorcery cast while
a spell is on the stack, an X or a kicker the spell does not have, the wrong
permanent sacrificed, or too little life for an alternative cost. A legal
cast follows, so priority comes back and whatever the reversed attempt left
behind shows.
"""
from __future__ import annotations

from typing import Callable

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    Cost,
    EffectKind,
    ObjectFilter,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_creatures,
    add_spell,
    add_watcher,
    gain,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick

_GAIN = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))
_SAC_CREATURE = Cost(sacrifice=ObjectFilter(types=CREATURE))
_WATCHERS = (
    Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY), effects=(gain(1),)),
    watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE)),
    watcher_ability(TriggerEvent.LEAVES, ObjectFilter()),
)

Shape = Callable[[ScenarioBuilder, st.DrawFn, list[ObjectId], bool], None]
"""Casts one spell; the flag asks for the flawed attempt."""


def _mana(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], flawed: bool) -> None:
    """"As an additional cost, sacrifice a creature": the sacrifice is paid,
    then the mana is one short."""
    sacrifice = draw(BOOLS)
    spell = add_spell(board, _GAIN, cost=_SAC_CREATURE if sacrifice else None, mana_cost="{1}{B}")
    board.add_mana(board.active, "{B}" if flawed else "{1}{B}")
    board.cast(spell, pay=False, sacrifice=(bears[0],) if sacrifice else ())


def _target(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], flawed: bool) -> None:
    """"Destroy target creature", aimed at an enchantment when flawed."""
    relic = board.put(board.card("Relic", (CardType.ENCHANTMENT,)), owner=draw(ints(0, 1)))
    board.cast(add_spell(board, targeted(EffectKind.DESTROY)),
               targets=(TargetRef(object=relic if flawed else draw(pick(bears))),))


def _timing(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], flawed: bool) -> None:
    """A sorcery while an instant is on the stack, or once it has resolved."""
    board.cast(add_spell(board, _GAIN, instant=True, mana_cost="{W}"))
    if not flawed:
        board.resolve_all()
    board.cast(add_spell(board, _GAIN))


def _announcement(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], flawed: bool) -> None:
    """X or a kicker announced: for a spell that has it, or for one that does not."""
    x = draw(BOOLS)
    has = not flawed
    if x:
        key = board.card("Spell", (CardType.SORCERY,), abilities=(_GAIN,), mana_cost="{X}{B}" if has else "{B}")
        spell = board.put(key, zone=Zone.HAND)
        board.add_mana(board.active, "{B}{C}")
        board.cast(spell, pay=False, x=1)
    else:
        kicker = Ability(kind=AbilityKind.SPELL, effects=(gain(1),), kicker=Cost(mana="{1}"), kicked_effects=(gain(1),))
        spell = add_spell(board, kicker if has else _GAIN)
        board.add_mana(board.active, "{1}")
        board.cast(spell, kicked=True)


def _sacrifice(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], flawed: bool) -> None:
    """The additional cost names the caster's creature, or one they may not sacrifice."""
    spell = add_spell(board, _GAIN, cost=_SAC_CREATURE)
    if flawed:
        wrong = draw(pick(("opponents", "noncreature")))
        victim = (add_creatures(board, [board.opponent])[0] if wrong == "opponents"
                  else board.put(board.card("Relic", (CardType.ARTIFACT,))))
    else:
        victim = bears[0]
    board.cast(spell, sacrifice=(victim,))


def _life(board: ScenarioBuilder, draw: st.DrawFn, bears: list[ObjectId], flawed: bool) -> None:
    """An alternative cost of 3 life, with 2 life left when flawed."""
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),),
                                     alternative_costs=(Cost(pay_life=3),)))
    board.life[board.active] = 2 if flawed else 20
    board.cast(spell, pay=False, alternative=0)


_SHAPES: dict[str, Shape] = {
    "mana": _mana, "target": _target, "timing": _timing, "announcement": _announcement,
    "sacrifice": _sacrifice, "life": _life,
}


@family("cast_rollbacks")
@st.composite
def cast_rollbacks(draw: st.DrawFn) -> Scenario:
    """One spell cast legally or with one flaw, then a legal instant."""
    board = ScenarioBuilder()
    bears = add_creatures(board, [board.active] + draw(lists_of(ints(0, 1), max_size=1)))
    add_watcher(board, draw(pick(_WATCHERS)), controller=draw(ints(0, 1)))
    shape = draw(pick(tuple(_SHAPES)))
    _SHAPES[shape](board, draw, bears, draw(ints(0, 4)) >= 3)
    board.cast(add_spell(board, _GAIN, instant=True, mana_cost="{0}"))  # no mana a flawed payment could use
    board.resolve_all()
    return board.build("cast_rollbacks")
