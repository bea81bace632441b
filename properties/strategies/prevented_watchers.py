"""The prevented_watchers family: "whenever damage that would be dealt to you
(to this creature, to a creature you control) is prevented" (CR 615.13).

Two players. Prevention in force before the damage: "prevent all damage that
would be dealt to you" for one or both players, "prevent all damage that
would be dealt to creatures" for some creatures, or one or two shields
("prevent the next N damage") on a player or a creature, sometimes two on the
same one, so that two effects apply to one hit. Then damage from several
sources at once: the active player attacks the opponent with one to three
creatures (so one effect covers the damage of several attackers in one batch),
or a sweeper deals damage to each creature, or to each creature and each
player. Watchers of prevented damage sit on both sides, on enchantments and
on the creatures themselves, mostly in the printed wordings, next to a
watcher of damage dealt, so that prevention meets what was dealt anyway.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_spell, add_watcher, payoffs, watcher_ability
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef,
    Subject, Trigger, TriggerEvent as T, Who,
)
from reference_engine.ids import CardType, ObjectId, PlayerId, Step
from reference_engine.scenario import Scenario

FAMILY = "prevented_watchers"

_TO_PLAYERS: tuple[tuple[Who, bool], ...] = (
    (Who.YOU, True),  # Selfless Squire, on the protected player's side
    (Who.YOU, True),
    (Who.OPPONENT, False),
    (Who.ANY, True),
    (Who.YOU, False),
)
"""A player watcher: whose damage it watches, relative to its controller, and
whether the protected player controls it."""
_TO_CREATURES = (ObjectFilter(types=CREATURE, controller=Who.YOU), ObjectFilter(types=CREATURE),
                 ObjectFilter(types=CREATURE, controller=Who.OPPONENT))


def prevented_watcher(draw: st.DrawFn, subject: ObjectFilter, player: Who = Who.ANY) -> Ability:
    """"Whenever damage that would be dealt to <player or subject> is prevented"."""
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=T.DAMAGE_PREVENTED, subject=subject, player=player),
                   effects=draw(payoffs()))


def _player_prevention(draw: st.DrawFn, board: ScenarioBuilder, who: PlayerId) -> None:
    """"Prevent all damage that would be dealt to you" for ``who`` (or to each
    player), or one or two shields on ``who``, both applying to one hit."""
    if draw(BOOLS):
        everyone = draw(ints(0, 3)) == 0
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE,
                                      filter=ObjectFilter(types=(CardType.LAND,)),
                                      players=Who.ANY if everyone else Who.YOU), controller=who)
    else:
        for _ in range(draw(ints(1, 2))):
            board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=draw(ints(1, 3)),
                                          player=who))


def _creature_prevention(draw: st.DrawFn, board: ScenarioBuilder, creatures: list[ObjectId]) -> None:
    """"Prevent all damage that would be dealt to creatures (you control)", or
    one or two shields on creatures, sometimes both on one."""
    if draw(BOOLS):
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_ALL_DAMAGE,
                                      filter=ObjectFilter(types=CREATURE,
                                                          controller=draw(pick((Who.ANY, Who.YOU, Who.OPPONENT))))),
                     controller=draw(pick((board.active, board.opponent))))
        return
    first = draw(pick(creatures))
    for n in range(draw(ints(1, 2))):
        aim = first if n == 0 or draw(BOOLS) else draw(pick(creatures))
        board.effect(ContinuousEffect(kind=ContinuousKind.PREVENT_NEXT_DAMAGE, amount=draw(ints(1, 3)), object=aim))


@family(FAMILY)
@st.composite
def prevented_watchers(draw: st.DrawFn) -> Scenario:
    """Prevent-all effects for players or creatures, or one or two shields,
    then damage from several sources at once (an attack with one to three
    creatures, or a sweeper); "damage is prevented" watchers on both sides."""
    board = ScenarioBuilder()
    me, them = board.active, board.opponent
    how = draw(pick(("attack", "attack", "sweep", "sweep_all")))
    own = ObjectFilter(subject=Subject.SELF)
    attackers = [board.put(board.card("Raider", CREATURE, power=draw(ints(1, 3)), toughness=2,
                                      abilities=(prevented_watcher(draw, own),) if draw(ints(0, 2)) == 0 else ()),
                           owner=me, controller=me)
                 for _ in range(draw(ints(1, 3)))]
    defenders = [board.put(board.card("Bear", CREATURE, toughness=draw(ints(2, 4)),
                                      abilities=(prevented_watcher(draw, own),) if draw(BOOLS) else ()),
                           owner=them, controller=them)
                 for _ in range(draw(ints(0, 1)))]
    players = how != "sweep" and (how == "attack" or draw(BOOLS))
    if players:
        _player_prevention(draw, board, them if how == "attack" or draw(ints(0, 2)) else me)
    else:
        _creature_prevention(draw, board, attackers + defenders)
    for _ in range(draw(ints(1, 2))):
        if players and draw(ints(0, 4)):
            player, protected_side = draw(pick(_TO_PLAYERS))
            add_watcher(board, prevented_watcher(draw, ObjectFilter(), player),
                        controller=(them if protected_side else me) if how == "attack" else draw(pick((me, them))))
        else:
            add_watcher(board, prevented_watcher(draw, draw(pick(_TO_CREATURES))), controller=draw(pick((me, them))))
    if draw(ints(0, 2)) == 0:
        add_watcher(board, watcher_ability(T.DEALT_DAMAGE, ObjectFilter(types=CREATURE), draw(payoffs())),
                    controller=draw(pick((me, them))))
    if how == "attack":
        board.attack(tuple(attackers), them)
        board.advance_to(Step.END_OF_COMBAT)
    else:
        effects = [Effect(kind=EffectKind.DEAL_DAMAGE, amount=draw(ints(1, 2)), object=ObjectRef.ALL,
                          filter=ObjectFilter(types=CREATURE))]
        if how == "sweep_all":  # "and each player"
            effects.append(Effect(kind=EffectKind.DEAL_DAMAGE, amount=effects[0].amount,
                                  player=PlayerRef.EACH_PLAYER))
        board.cast(add_spell(board, Ability(kind=AbilityKind.SPELL, effects=tuple(effects)), owner=me))
        board.resolve_all()
    return board.build(FAMILY)


__all__ = ["prevented_watchers", "prevented_watcher"]
