"""The magma_sprays family: "If that creature would die this turn, exile it
instead" from a spell, then deaths this turn and the next (CR 614.1a, 611.2a,
514.2)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (Ability, AbilityKind, Cost, Effect, EffectKind, ObjectFilter, ObjectRef,
                                        TargetSpec, TriggerEvent)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step, TargetRef, Zone
from reference_engine.scenario import Action, ActionKind, Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, gain, watcher_ability

FAMILY = "magma_sprays"
_AT_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))


def spray(damage: int) -> Ability:
    """Magma Spray: "deals N damage to target creature. If that creature would
    die this turn, exile it instead."; with no damage, the second sentence only."""
    hurt = (Effect(kind=EffectKind.DEAL_DAMAGE, amount=damage, object=ObjectRef.TARGET),) if damage else ()
    return Ability(kind=AbilityKind.SPELL, targets=(_AT_CREATURE,),
                   effects=(*hurt, Effect(kind=EffectKind.EXILE_IF_WOULD_DIE, object=ObjectRef.TARGET)))


_DEATHS = ("destroy", "shrink", "damage", "sacrifice")
_KILLS = (*_DEATHS, "bounce", "exile")
"""How a creature leaves: four ways to die, and two moves that are no death
(an "exile it instead" must leave those alone, CR 614.6, 700.4)."""


def _killer(board: ScenarioBuilder, how: str, player: PlayerId) -> ObjectId:
    """An artifact with "{T}: <kill> target creature": destroy, -4/-4 until
    end of turn, 4 damage, return to its owner's hand, exile; or a creature
    with "Sacrifice this creature: You gain 1 life"."""
    if how == "sacrifice":
        raise ValueError("the sacrifice is the creature's own ability")
    effect = {"destroy": Effect(kind=EffectKind.DESTROY, object=ObjectRef.TARGET),
              "shrink": Effect(kind=EffectKind.MODIFY_PT, object=ObjectRef.TARGET, power=-4, toughness=-4),
              "damage": Effect(kind=EffectKind.DEAL_DAMAGE, amount=4, object=ObjectRef.TARGET),
              "bounce": Effect(kind=EffectKind.RETURN_TO_HAND, object=ObjectRef.TARGET),
              "exile": Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET)}[how]
    ability = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(tap=True), targets=(_AT_CREATURE,), effects=(effect,))
    return board.put(board.card("Rod", (CardType.ARTIFACT,), abilities=(ability,)), owner=player, controller=player)


def _kill(board: ScenarioBuilder, draw: st.DrawFn, aims: list[tuple[ObjectId, PlayerId]], active: PlayerId,
          ways: tuple[str, ...] = _KILLS) -> None:
    """One of ``aims`` dies if nothing replaces it (or leaves another way),
    by an ability activated after the active player passes when another
    player activates it."""
    victim, owner = aims[0] if draw(ints(0, 3)) > 0 else draw(pick(aims))  # mostly the sprayed one
    how = draw(pick(ways))
    if how == "sacrifice":
        user, source = owner, victim
    else:
        user = draw(ints(0, 1))
        source = _killer(board, how, user)
    if user != active:
        board.script.append(Action(action=ActionKind.PASS, player=active))
    if how == "sacrifice":
        board.activate(source, 0, player=user)
    else:
        board.activate(source, 0, player=user, targets=(TargetRef(object=victim),))
    board.resolve_all()


@family(FAMILY)
@st.composite
def magma_sprays(draw: st.DrawFn) -> Scenario:
    """A spell deals 0 to 3 damage to a creature and says "if that creature
    would die this turn, exile it instead"; then, this turn or the next, an
    artifact destroys, shrinks, burns, bounces or exiles it or another
    creature, or a creature is sacrificed to its own ability; dies watchers
    now and then (CR 614.1a, 611.2a, 514.2, 700.4)."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    sack = Ability(kind=AbilityKind.ACTIVATED, cost=Cost(sacrifice_self=True), effects=(gain(1),))
    aims: list[tuple[ObjectId, PlayerId]] = []
    for _ in range(draw(ints(1, 2))):
        owner = draw(pick((me, them)))
        key = board.card("Ox", CREATURE, abilities=(sack,), power=2, toughness=draw(ints(1, 4)))
        aims.append((board.put(key, owner=owner, controller=owner), owner))
    for p in (me, them):
        board.put(board.card("Filler", CREATURE), owner=p, zone=Zone.LIBRARY)
    if draw(BOOLS):
        watch = watcher_ability(TriggerEvent.DIES, ObjectFilter(types=CREATURE), (gain(1),))
        add_watcher(board, watch, controller=draw(pick((me, them))))
    target, _ = aims[0]
    key = board.card("Magma Spray", (CardType.INSTANT,), abilities=(spray(draw(ints(0, 3))),), mana_cost="{R}")
    board.cast(board.put(key, zone=Zone.HAND), targets=(TargetRef(object=target),))
    board.resolve_all()
    if draw(ints(0, 3)) > 0:
        _kill(board, draw, aims, me)
    if draw(BOOLS):
        board.advance_to(Step.PRECOMBAT_MAIN)  # the next turn: the effect is gone (CR 514.2)
        _kill(board, draw, aims, them, _DEATHS)
    return board.build(FAMILY)
