"""The "mana_triggers" family: abilities that trigger on lands being tapped for
mana, or that add mana (CR 605.1b, 605.4a, 605.5a).

Forests ("{T}: Add {G}.") are tapped with priority or while a spell's cost is
paid. One or two watchers look on: triggered mana abilities ("Whenever you
tap a land for mana, add an additional {G}.", for any player's land, or for
the enchanted land), which resolve at once; and two look-alikes that are not
mana abilities and use the stack: one that triggers on tapping for mana but
adds no mana, one that adds mana but triggers on gaining life. The lands
alone pay for the spell, so the extra mana only floats.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, Subject, Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId
from reference_engine.scenario import ManaActivation, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import add_spell, gain
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, lists_of, pick

_LAND = (CardType.LAND,)
_ADD_G = (Effect(kind=EffectKind.ADD_MANA, mana="{G}"),)
_FOREST = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), effects=_ADD_G)


def _tapped(effects: tuple[Effect, ...], player: Who = Who.YOU, subject: Subject = Subject.ANY) -> Ability:
    trigger = Trigger(event=TriggerEvent.TAPPED_FOR_MANA, subject=ObjectFilter(subject=subject, types=_LAND),
                      player=player)
    return Ability(kind=AbilityKind.TRIGGERED, trigger=trigger, effects=effects)


# Triggered mana abilities first (Hypothesis shrinks towards them), then the look-alikes.
_WATCHERS = {
    "yours": _tapped(_ADD_G),
    "anyones": _tapped(_ADD_G, Who.ANY),
    "enchanted": _tapped(_ADD_G, Who.ANY, Subject.ENCHANTED),
    "no_mana": _tapped((gain(1),)),
    "on_life": Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.GAIN_LIFE, player=Who.YOU),
                       effects=_ADD_G),
}


def _watch(board: ScenarioBuilder, name: str, controller: int, land: ObjectId) -> None:
    aura = name == "enchanted"
    key = board.card("Aura" if aura else "Watcher", (CardType.ENCHANTMENT,), abilities=(_WATCHERS[name],),
                     subtypes=("Aura",) if aura else ())
    board.put(key, owner=controller, controller=controller, attached_to=land if aura else None)


@family("mana_triggers")
@st.composite
def mana_triggers(draw: st.DrawFn) -> Scenario:
    """Forests tapped for mana with priority or while paying for "You gain 1
    life." ({G} or {G}{G}), under one or two watchers."""
    board = ScenarioBuilder()
    forest = board.card("Forest", _LAND, abilities=(_FOREST,))
    lands = [board.put(forest) for _ in range(draw(ints(1, 2)))]
    for name in draw(lists_of(pick(tuple(_WATCHERS)), min_size=1, max_size=2)):
        _watch(board, name, draw(pick((board.active, board.opponent))), lands[0])
    spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),)), instant=True,
                      mana_cost="{G}" * len(lands))  # an instant: a look-alike's trigger may be on the stack
    if draw(BOOLS):
        board.cast(spell, pay=False, mana_abilities=tuple(ManaActivation(object=land) for land in lands))
    else:
        for land in lands:
            board.activate(land, 0)
        board.cast(spell, pay=False)
    board.resolve_all()
    return board.build("mana_triggers")
