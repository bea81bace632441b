"""The "phyrexian_mana" family: spells with Phyrexian mana symbols
({U/P}, {1}{B/P}{B/P} as on Dismember, {R/P}{R}, {G/P}{W/P}), each symbol
announced as paid with mana or with 2 life (CR 107.4f, 601.2b), or left to
the default answer.

The pool holds some of the symbols' colours and not others, so both answers
are met and the default pays either way; the caster's life is now and then
1 or 2, so a life payment is sometimes more than the total holds and must be
refused (CR 119.4). Half the time a Trinisphere stands untapped, so the
minimum total cost sees only the mana of the symbols paid with it
(CR 601.2f), with enough generic mana floating for any reading.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.card_facts import mana_symbols
from properties.strategies.builder import ScenarioBuilder
from properties.strategies.cost_modifiers import minimum
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import add_watcher, gain
from reference_engine.abilities import Ability, AbilityKind, Cost, Trigger, TriggerEvent, Who
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import Scenario

_PRINTED = ("{U/P}", "{1}{B/P}{B/P}", "{R/P}{R}", "{G/P}{W/P}", "{1}{U/P}")
_ON_CAST = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY),
                   effects=(gain(1),))


@family("phyrexian_mana")
@st.composite
def phyrexian_mana(draw: st.DrawFn) -> Scenario:
    """A spell with Phyrexian mana, each symbol paid with mana or 2 life, maybe under a Trinisphere."""
    board = ScenarioBuilder()
    me = board.active
    board.life[me] = draw(pick((20, 20, 20, 2, 1)))
    if draw(BOOLS):
        board.put(board.card("Trinisphere", (CardType.ARTIFACT,), abilities=(minimum(3),)), controller=me)
    if draw(BOOLS):  # "whenever a player casts a spell": a cast the payment must not prevent
        add_watcher(board, _ON_CAST, controller=draw(ints(0, 1)))
    printed = draw(pick(_PRINTED))
    extra = draw(pick(("none", "none", "life")))  # an additional cost of 2 life beside the symbols
    spell = Ability(kind=AbilityKind.SPELL, effects=(gain(1),),
                    cost=Cost(pay_life=2) if extra == "life" else None)
    card = board.put(board.card("Probe", (CardType.SORCERY,), abilities=(spell,), mana_cost=printed),
                     zone=Zone.HAND)
    symbols = mana_symbols(printed)
    for sym in symbols:
        if sym.isdigit():
            board.add_mana(me, "{%s}" % sym)
        elif not sym.endswith("/P"):
            board.add_mana(me, "{%s}" % sym)
        elif draw(pick((True, True, False))):
            board.add_mana(me, "{%s}" % sym[0])
    board.add_mana(me, "{3}")
    phyrexian = sum(s.endswith("/P") for s in symbols)
    answers = tuple(draw(BOOLS) for _ in range(phyrexian)) if draw(pick((True, True, False))) else ()
    board.cast(card, pay=False, phyrexian_life=answers)
    board.resolve_all()
    return board.build("phyrexian_mana")
