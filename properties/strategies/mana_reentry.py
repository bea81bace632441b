"""The "mana_reentry" family: costs paid through nested payment plans
(CR 601.2g, 602.2b, 605.3c).

Mana rocks have "{1}: Add {C}{C}." (a mana cost, no tap symbol, so its cost
can itself be paid with mana abilities) and "{T}: Add {C}.". A spell, a
non-mana ability or a rock's own mana ability is paid through a plan that is
flat, nests a different mana ability (legal), or re-enters a mana ability
already being activated (illegal as a whole). The pool holds what the plan
needs on top of what its abilities make, so only the re-entry is refused.
"""
from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, Trigger, TriggerEvent, Who,
)
from reference_engine.ids import CardType, ObjectId
from reference_engine.records import fast_init
from reference_engine.scenario import ManaActivation, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import add_spell, add_watcher, gain, watcher_ability
from properties.strategies.families import family
from properties.strategies.draws import ints, pick

_GROW = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{1}"),
                effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}{C}"),))
_TAP = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True),
               effects=(Effect(kind=EffectKind.ADD_MANA, mana="{C}"),))
_RELIC = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{2}"), effects=(gain(1),))
_WATCHERS = (
    Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=TriggerEvent.CAST, player=Who.ANY), effects=(gain(1),)),
    watcher_ability(TriggerEvent.BECOMES_TAPPED, ObjectFilter()),  # a rock tapped for mana, maybe rolled back
)


def _use(obj: ObjectId, ability: int = 0, *inner: ManaActivation) -> ManaActivation:
    return ManaActivation(object=obj, ability=ability, mana_abilities=inner)


@fast_init
@dataclass(frozen=True, slots=True)
class Plan:
    """A payment plan over rocks ``a`` and ``b``, and the {C} to float for it."""

    uses: tuple[ManaActivation, ...]
    pool: int


def _plans_for_two(a: ObjectId, b: ObjectId) -> tuple[Plan, ...]:
    """Plans paying {2}: plain first (Hypothesis shrinks towards it), re-entries last."""
    return (
        Plan((_use(a),), 1),
        Plan((_use(a, 1),), 1),
        Plan((_use(a, 0, _use(a, 1)),), 0),  # another ability of the same rock
        Plan((_use(a, 0, _use(b)),), 1),  # the same ability of the other rock
        Plan((_use(a), _use(a)), 1),  # the same ability twice, one after the other
        Plan((_use(a, 0, _use(a)),), 1),  # re-entry (CR 605.3c)
        Plan((_use(a, 0, _use(b, 0, _use(a))),), 1),  # re-entry through the other rock
    )


def _plans_for_rock(a: ObjectId, b: ObjectId) -> tuple[Plan, ...]:
    """Plans paying rock ``a``'s own "{1}: Add {C}{C}." as it is activated."""
    return (
        Plan((_use(a, 1),), 0),
        Plan((_use(b),), 1),
        Plan((_use(a),), 1),  # re-entry (CR 605.3c)
        Plan((_use(b, 0, _use(a)),), 1),  # re-entry through the other rock
    )


@family("mana_reentry")
@st.composite
def mana_reentry(draw: st.DrawFn) -> Scenario:
    """A spell, a relic's "{2}: You gain 1 life." or a rock's mana ability,
    paid through a flat, nested or re-entering plan, watched by a cast or a
    becomes-tapped trigger."""
    board = ScenarioBuilder()
    add_watcher(board, draw(pick(_WATCHERS)), controller=draw(ints(0, 1)))
    rock = board.card("Rock", (CardType.ARTIFACT,), abilities=(_GROW, _TAP), mana_cost="{2}")
    a, b = board.put(rock), board.put(rock)
    payer = draw(pick(("spell", "relic", "rock")))
    plan = draw(pick(_plans_for_rock(a, b) if payer == "rock" else _plans_for_two(a, b)))
    board.add_mana(board.active, "{C}" * plan.pool)
    if payer == "spell":
        spell = add_spell(board, Ability(kind=AbilityKind.SPELL, effects=(gain(1),)), mana_cost="{2}")
        board.cast(spell, pay=False, mana_abilities=plan.uses)
    elif payer == "relic":
        relic = board.put(board.card("Relic", (CardType.ARTIFACT,), abilities=(_RELIC,)))
        board.activate(relic, 0, mana_abilities=plan.uses)
    else:
        board.activate(a, 0, mana_abilities=plan.uses)
    board.resolve_all()
    return board.build("mana_reentry")
