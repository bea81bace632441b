"""The flickered_shields family: a spell's prevention shield on a creature,
the creature flickered or not, then damage to it or to a player (CR 615.7,
400.7)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import (Ability, AbilityKind, Effect, EffectKind, ObjectFilter, ObjectRef, PlayerRef,
                                        TargetSpec, TriggerEvent)
from reference_engine.ids import CardType, TargetRef, Zone
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import ANY_TARGET, CREATURE, add_watcher, gain, watcher_ability

FAMILY = "flickered_shields"
_A_CREATURE = TargetSpec(objects=ObjectFilter(types=CREATURE))


def _instant(board: ScenarioBuilder, ability: Ability, name: str) -> int:
    return board.put(board.card(name, (CardType.INSTANT,), abilities=(ability,), mana_cost="{W}"), zone=Zone.HAND)


@family(FAMILY)
@st.composite
def flickered_shields(draw: st.DrawFn) -> Scenario:
    """"Prevent the next N damage that would be dealt to any target this
    turn" on a creature or a player; then, mostly, the creature is exiled and
    returned (a new object the shield does not cover); then a spell deals
    damage to the creature, its controller or the shielded player; damage
    watchers now and then (CR 615.7, 400.7)."""
    board = ScenarioBuilder()
    owner = draw(pick((board.active, board.opponent)))
    ox = board.put(board.card("Ox", CREATURE, power=2, toughness=draw(ints(2, 4))), owner=owner, controller=owner)
    if draw(BOOLS):
        add_watcher(board, watcher_ability(TriggerEvent.DEALT_DAMAGE, ObjectFilter(types=CREATURE), (gain(1),)),
                    controller=draw(pick((board.active, board.opponent))))
    shielded = TargetRef(object=ox) if draw(ints(0, 3)) > 0 else TargetRef(player=owner)
    salve = Ability(kind=AbilityKind.SPELL, targets=(ANY_TARGET,), effects=(
        Effect(kind=EffectKind.PREVENT_NEXT_DAMAGE, amount=draw(ints(1, 3)), object=ObjectRef.TARGET,
               player=PlayerRef.TARGET),))
    board.cast(_instant(board, salve, "Salve"), targets=(shielded,))
    board.resolve_all()
    if draw(ints(0, 3)) > 0:
        flicker = Ability(kind=AbilityKind.SPELL, targets=(_A_CREATURE,), effects=(
            Effect(kind=EffectKind.EXILE, object=ObjectRef.TARGET),
            Effect(kind=EffectKind.RETURN_TO_BATTLEFIELD, object=ObjectRef.TARGET)))
        board.cast(_instant(board, flicker, "Flicker"), targets=(TargetRef(object=ox),))
        board.resolve_all()
    hit = TargetRef(object=ox) if draw(ints(0, 3)) > 0 else TargetRef(player=owner)
    bolt = Ability(kind=AbilityKind.SPELL, targets=(ANY_TARGET,), effects=(
        Effect(kind=EffectKind.DEAL_DAMAGE, amount=draw(ints(1, 3)), object=ObjectRef.TARGET,
               player=PlayerRef.TARGET),))
    board.cast(_instant(board, bolt, "Bolt"), targets=(hit,))
    board.resolve_all()
    return board.build(FAMILY)
