"""The mass_returns family: "return all ... cards from your graveyard to the
battlefield" (Replenish), the cards entering at once (CR 603.6a)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TriggerEvent, Who,
)
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, add_watcher, answers, gain, watcher_ability

_ENCHANTMENT = (CardType.ENCHANTMENT,)
_BOTH = (CardType.ENCHANTMENT, CardType.CREATURE)
_KINDS = (_ENCHANTMENT, CREATURE, _BOTH, _BOTH, (CardType.ARTIFACT,))
"""The cards the graveyards hold: enchantments, creatures, enchantment
creatures (Eidolons: most filters find them), artifacts."""
_FILTERS = (
    ObjectFilter(types=_ENCHANTMENT),  # Replenish
    ObjectFilter(types=CREATURE),
    ObjectFilter(any_types=(CardType.ARTIFACT, CardType.ENCHANTMENT)),  # Brilliant Restoration
    ObjectFilter(types=CREATURE, subtypes=("Spirit",)),
)


def _watcher(draw: st.DrawFn) -> Ability:
    """"Whenever an enchantment you control enters" (constellation), "whenever
    another creature enters", or "when this enters"."""
    subject = draw(pick((
        ObjectFilter(types=_ENCHANTMENT, controller=Who.YOU),
        ObjectFilter(subject=Subject.ANOTHER, types=CREATURE),
        ObjectFilter(subject=Subject.SELF),
    )))
    return watcher_ability(TriggerEvent.ENTERS, subject, (gain(1),))


def _grave(board: ScenarioBuilder, draw: st.DrawFn, owner: int) -> None:
    """Two to four cards in ``owner``'s graveyard, most with an enters ability."""
    for _ in range(draw(ints(2, 4))):
        types = draw(pick(_KINDS))
        abilities = (_watcher(draw),) if draw(ints(0, 3)) else ()
        subtypes = ("Spirit",) if CardType.CREATURE in types and draw(BOOLS) else ()
        key = board.card("Relic", types, abilities=abilities, subtypes=subtypes, mana_cost="{W}")
        board.put(key, owner=owner, zone=Zone.GRAVEYARD)


@family("mass_returns")
@st.composite
def mass_returns(draw: st.DrawFn) -> Scenario:
    """Enchantments, creatures and artifacts in both players' graveyards, most
    with an enters ability ("whenever an enchantment you control enters",
    "whenever another creature enters", "when this enters"), an enters
    watcher on the battlefield, and a spell "return all <kind> cards from your
    graveyard to the battlefield" (Replenish, Brilliant Restoration), now and
    then after "destroy all creatures" in the same spell, so that what it
    destroyed comes back with the rest (CR 603.6a, 400.7)."""
    board = ScenarioBuilder(step=Step.PRECOMBAT_MAIN)
    _grave(board, draw, board.active)
    if draw(BOOLS):
        _grave(board, draw, board.opponent)
    add_watcher(board, _watcher(draw), controller=draw(ints(0, 1)))
    if draw(BOOLS):
        key = board.card("Bear", CREATURE, abilities=(_watcher(draw),), mana_cost="{G}")
        board.put(key, owner=board.active, controller=board.active)
    returns = Effect(kind=EffectKind.RETURN_ALL_FROM_GRAVEYARD, filter=draw(pick(_FILTERS)))
    wrath = Effect(kind=EffectKind.DESTROY, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE))
    effects = (wrath, returns) if draw(ints(0, 2)) == 0 else (returns,)
    board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=effects), mana_cost="{W}",
                         instant=draw(BOOLS)))
    board.resolve_all()
    return board.build("mass_returns", choices=draw(answers()))
