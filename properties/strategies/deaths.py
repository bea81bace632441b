"""The deaths family: creatures put into a graveyard from the battlefield in
every way the rules call dying (destroyed, lethal damage or zero toughness
seen by state-based actions, sacrificed as a cost or by an effect, killed in
combat), next to moves that are not deaths: exiled instead by a replacement
effect, cards milled or discarded into a graveyard from elsewhere (CR 700.4,
614.6, 704.5f-g). "Dies" watchers see only the deaths.
"""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (
    Ability,
    AbilityKind,
    ContinuousEffect,
    ContinuousKind,
    Cost,
    Effect,
    EffectKind,
    ObjectFilter,
    ObjectRef,
    PlayerRef,
    Subject,
    TriggerEvent,
    Who,
)
from reference_engine.ids import CardType, ObjectId, Step, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    WATCHER_TYPES,
    add_spell,
    add_watcher,
    gain,
    payoffs,
    token_payoffs,
    seats,
    sweeper,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

# "a creature" twice: it sees every death, the others only one side's.
_WHOSE = (Who.ANY, Who.ANY, Who.YOU, Who.OPPONENT)
_SWEEPS = (sweeper(EffectKind.DESTROY), sweeper(EffectKind.DEAL_DAMAGE, amount=3))


@family("deaths")
@st.composite
def deaths(draw: st.DrawFn) -> Scenario:
    """One to three creatures (the active player's first), one or two "dies"
    watchers, and one way of leaving the battlefield or reaching a graveyard."""
    board = ScenarioBuilder()
    martyr = watcher_ability(TriggerEvent.DIES, ObjectFilter(subject=Subject.SELF), draw(payoffs()))
    key = board.card("Bear", CREATURE, abilities=(martyr,) if draw(BOOLS) else ())
    owners = [board.active, board.opponent][:draw(ints(1, 2))] + draw(seats(draw(ints(0, 1))))
    creatures = [board.put(key, owner=p, controller=p) for p in owners]
    for _ in range(draw(ints(1, 2))):
        watched = ObjectFilter(subject=draw(pick((Subject.ANY, Subject.ANOTHER))), types=CREATURE,
                               controller=draw(pick(_WHOSE)))
        add_watcher(board, watcher_ability(TriggerEvent.DIES, watched, draw(token_payoffs())),
                    controller=draw(ints(0, 1)), types=draw(pick(WATCHER_TYPES)))
    _HOW[draw(pick(tuple(_HOW)))](board, draw, creatures)
    board.resolve_all()
    return board.build("deaths")


def _victim(draw: st.DrawFn, creatures: list[ObjectId]) -> TargetRef:
    return TargetRef(object=draw(pick(creatures)))


def _destroy(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    board.cast(add_spell(board, targeted(EffectKind.DESTROY)), targets=(_victim(draw, creatures),))


def _lethal_damage(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """Damage at least its toughness: it dies to a state-based action (CR 704.5g)."""
    burn = targeted(EffectKind.DEAL_DAMAGE, amount=draw(pick((2, 3))))
    board.cast(add_spell(board, burn, mana_cost="{R}"), targets=(_victim(draw, creatures),))


def _shrink(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """Two -1/-1 counters on a 2/2: zero toughness, put into its owner's
    graveyard by a state-based action (CR 704.5f), which is dying too."""
    wither = Ability(kind=AbilityKind.SPELL, targets=targeted(EffectKind.DESTROY).targets, effects=(
        Effect(kind=EffectKind.PUT_COUNTERS, amount=2, counter="-1/-1", object=ObjectRef.TARGET),))
    board.cast(add_spell(board, wither), targets=(_victim(draw, creatures),))


def _sacrifice_cost(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """"Sacrifice a creature: you gain 1 life", paid with one of the active player's."""
    outlet = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice=ObjectFilter(types=CREATURE)),
                     effects=(gain(1),))
    altar = board.put(board.card("Altar", (CardType.ARTIFACT,), abilities=(outlet,)))
    mine = [c for c in creatures if board.objects[c - 1].controller == board.active]
    board.activate(altar, 0, sacrifice=(draw(pick(mine)),))


def _sacrifice_effect(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """"Sacrifice all creatures you control": the caster's creatures die, no one else's."""
    edict = Ability(kind=AbilityKind.SPELL, effects=(Effect(
        kind=EffectKind.SACRIFICE, object=ObjectRef.ALL, filter=ObjectFilter(types=CREATURE, controller=Who.YOU)),))
    board.cast(add_spell(board, edict))


def _sweep(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    board.cast(add_spell(board, draw(pick(_SWEEPS))))


def _combat(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """Two 2/2s trade in combat: combat damage, then state-based actions."""
    attacker = creatures[0]
    theirs = [c for c in creatures if board.objects[c - 1].controller == board.opponent]
    if not theirs:
        theirs = [board.put(board.objects[attacker - 1].card, owner=board.opponent, controller=board.opponent)]
    board.attack((attacker,), board.opponent)
    board.block(((draw(pick(theirs)), attacker),), board.opponent)
    board.advance_to(Step.END_OF_COMBAT)


def _exiled_instead(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """"If a creature [you control / an opponent controls] would die, exile it
    instead" (CR 614.6): the ones it covers never die."""
    whose = draw(pick((Who.YOU, Who.OPPONENT, Who.ANY)))
    board.effect(ContinuousEffect(kind=ContinuousKind.EXILE_INSTEAD_OF_DYING,
                                  filter=ObjectFilter(types=CREATURE, controller=whose)),
                 controller=draw(ints(0, 1)))
    _sweep(board, draw, creatures)


def _elsewhere(board: ScenarioBuilder, draw: st.DrawFn, creatures: list[ObjectId]) -> None:
    """Creature cards reach a graveyard from a library (milled) or a hand
    (discarded as a cost) in the same turn as one creature dies: only the
    death is one."""
    card = board.objects[creatures[0] - 1].card
    if draw(BOOLS):
        for p in (board.active, board.opponent):
            board.put(card, owner=p, zone=Zone.LIBRARY)
        mill = Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.MILL, amount=1,
                                                               player=PlayerRef.EACH_PLAYER),))
        board.cast(add_spell(board, mill, mana_cost="{U}"))
        board.resolve_all()
        _destroy(board, draw, creatures)
        return
    discarded = board.put(card, zone=Zone.HAND)
    kill = add_spell(board, targeted(EffectKind.DESTROY), cost=Cost(discard=1))
    board.cast(kill, targets=(_victim(draw, creatures),), discard=(discarded,))


_HOW = {"destroy": _destroy, "lethal_damage": _lethal_damage, "shrink": _shrink,
        "sacrifice_cost": _sacrifice_cost, "sacrifice_effect": _sacrifice_effect, "sweep": _sweep,
        "combat": _combat, "exiled_instead": _exiled_instead, "elsewhere": _elsewhere}

__all__ = ["deaths"]
