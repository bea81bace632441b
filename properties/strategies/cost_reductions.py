"""The "cost_reductions" family: spells cast while their caster controls cost
reducers, so the total cost is worked out from several parts before it is
locked in (CR 601.2f).

A spell has a generic part, maybe X, an additional mana cost, a kicker or an
alternative cost; one or two reducers ("spells you cast cost {1} less", maybe
only black ones) stand on the caster's side, maybe one on the opponent's
(which does not apply). Often (one spell in three) a reducer or another
creature is sacrificed to pay the spell's additional cost: when a reducer
is, the locked total keeps its reduction. The pool holds the unreduced
total, so an engine that works the cost out again after the sacrifice can
pay more, visibly. A second spell may follow, cast without the
sacrificed reducer.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.card_facts import mana_symbols
from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    ObjectFilter,
    Trigger,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, Color, ObjectId, PlayerId, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import CREATURE, add_creatures, add_watcher, gain, watcher_ability
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_PRINTED = ("{1}{B}", "{2}{B}", "{B}", "{X}{B}", "{3}", "{2}{W}")
_REDUCED_COLORS: tuple[tuple[Color, ...], ...] = ((), (Color.BLACK,), (Color.WHITE,))
_ALTERNATIVES = (Cost(mana="{2}"), Cost(mana="{W}"), Cost(mana="{1}", pay_life=1))
_SAC_CREATURE = Cost(sacrifice=ObjectFilter(types=CREATURE))
_ON_CAST = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY),
                   effects=(gain(1),))


def _reducer(board: ScenarioBuilder, controller: PlayerId, amount: int, colors: tuple[Color, ...]) -> ObjectId:
    """A creature with "<colors> spells you cast cost {amount} less"."""
    static = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
        kind=ContinuousKind.COST_REDUCTION, amount=amount, colors=colors))
    return board.put(board.card("Familiar", CREATURE, abilities=(static,)), owner=controller,
                     controller=controller)


def _float(board: ScenarioBuilder, cost: str, x: int = 0) -> None:
    """The cost's mana unreduced, X included (generic as {C})."""
    for sym in mana_symbols(cost):
        board.add_mana(board.active, "{C}" * x if sym == "X" else f"{{{sym}}}")


@family("cost_reductions")
@st.composite
def cost_reductions(draw: st.DrawFn) -> Scenario:
    """One spell (maybe two) cast under the caster's cost reducers."""
    board = ScenarioBuilder()
    reducers = [_reducer(board, board.active, draw(ints(1, 2)), draw(pick(_REDUCED_COLORS)))
                for _ in range(draw(ints(1, 2)))]
    if draw(BOOLS):
        _reducer(board, board.opponent, 1, ())
    bears = add_creatures(board, [board.active])
    add_watcher(board, draw(pick((_ON_CAST, watcher_ability(TriggerEvent.DIES, ObjectFilter(
        types=CREATURE))))), controller=draw(ints(0, 1)))
    printed = draw(pick(_PRINTED))
    # A reducer sacrificed to pay the spell (below) is the case that shows a
    # total worked out again during payment: drawn first and most often.
    extra = draw(pick(("sacrifice", "none", "mana", "kicker", "alternative", "sacrifice")))
    spell = Ability(kind=AbilityKind.SPELL, effects=(gain(1),),
                    cost=Cost(mana="{1}") if extra == "mana" else _SAC_CREATURE if extra == "sacrifice" else None,
                    kicker=Cost(mana="{1}") if extra == "kicker" else None,
                    alternative_costs=(draw(pick(_ALTERNATIVES)),) if extra == "alternative" else ())
    card = board.put(board.card("Spell", (CardType.SORCERY,), abilities=(spell,), mana_cost=printed), zone=Zone.HAND)
    use_alt = extra == "alternative" and draw(BOOLS)
    x = draw(ints(0, 3)) if "X" in printed and not use_alt else 0  # X only with the mana cost
    _float(board, spell.alternative_costs[0].mana if use_alt else printed, x)
    kicked = extra == "kicker" and draw(BOOLS)
    for part in (spell.cost, spell.kicker if kicked else None):
        if part is not None:
            _float(board, part.mana)
    victim = draw(pick((reducers[0], bears[0]))) if extra == "sacrifice" else None
    board.cast(card, pay=False, x=x, kicked=kicked, alternative=0 if use_alt else None,
               sacrifice=(victim,) if victim is not None else ())
    board.resolve_all()
    if draw(BOOLS):  # a second spell, under whatever reducers are left
        board.cast(board.put(board.card("Spell", (CardType.SORCERY,), abilities=(
            Ability(kind=AbilityKind.SPELL, effects=(gain(1),)),), mana_cost="{2}{B}"), zone=Zone.HAND))
        board.resolve_all()
    return board.build("cost_reductions")
