"""The mana_pool family: mana made by lands and floating in the pool, a spell
paid from it, then a second spell in the same step costing exactly what is
left, or one more (CR 106.4, 601.2h)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, Trigger, TriggerEvent, Who
from reference_engine.ids import CardType
from reference_engine.scenario import ManaActivation, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import add_spell, add_watcher, gain
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_MADE = ("{R}", "{G}", "{C}", "{2}")
"""What a land's mana ability adds: one coloured or colourless mana, or {2} (two generic, as {C}{C})."""
_SPELL = Ability(kind=AbilityKind.SPELL, effects=(gain(1),))
_WATCHER = Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.YOU),
                   effects=(gain(1),))
""""Whenever you cast a spell, you gain 1 life": a trigger between the two payments."""


def _amount(mana: str) -> int:
    return 2 if mana == "{2}" else 1


@family("mana_pool")
@st.composite
def mana_pool(draw: st.DrawFn) -> Scenario:
    """One to three lands tapping for {R}, {G}, {C} or {2}, some mana already
    floating, a generic spell paid with all of it or part of it (its lands
    tapped while paying, or before), then a second instant in the same step
    costing exactly what is left or one more, which must be refused; a
    "whenever you cast a spell" watcher triggers in between."""
    board = ScenarioBuilder()
    add_watcher(board, _WATCHER, controller=board.active)
    lands = []
    made = 0
    for _ in range(draw(ints(1, 3))):
        mana = draw(pick(_MADE))
        tap = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
                      effects=(Effect(kind=EffectKind.ADD_MANA, mana=mana),))
        lands.append(board.put(board.card("Land", (CardType.LAND,), abilities=(tap,)), owner=board.active,
                               controller=board.active))
        made += _amount(mana)
    for _ in range(draw(ints(0, 2))):
        sym = draw(pick(("{R}", "{C}")))
        board.add_mana(board.active, sym)
        made += 1
    first = draw(ints(1, made))
    spell = add_spell(board, _SPELL, instant=True, mana_cost=f"{{{first}}}")
    if draw(BOOLS):
        board.cast(spell, pay=False, mana_abilities=tuple(ManaActivation(object=land) for land in lands))
    else:
        for land in lands:
            board.activate(land, 0)
        board.cast(spell, pay=False)
    board.resolve_all()
    second = made - first + draw(ints(0, 1))
    if second > 0:
        board.cast(add_spell(board, _SPELL, instant=True, mana_cost=f"{{{second}}}"), pay=False)
        board.resolve_all()
    return board.build("mana_pool")
