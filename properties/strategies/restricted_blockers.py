"""The restricted_blockers family: creatures that can't block, declared as
blockers or put onto the battlefield blocking (CR 509.1b, 509.4b).

Two or three players. The active player attacks the next player with one or
two creatures. That player's Ambush ("whenever a creature an opponent
controls attacks [and isn't blocked], put a creature card from your hand
onto the battlefield blocking that creature", Nature Shields Its Own) puts
creature cards from hand onto the battlefield blocking, most of them with
"This creature can't block." (Hulking Goblin), and now and then every
creature of the defending player can't block, by a static ability of an
attacking player's permanent. The defending player's declaration of
blockers names, or not, creatures on the battlefield that can't block (an
illegal declaration, refused) or that can.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, watcher_ability
from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, Effect, EffectKind, ObjectFilter, Subject,
    TriggerEvent as T, Who,
)
from reference_engine.ids import CardType, ObjectId, Step, Zone
from reference_engine.scenario import Scenario

_CANT_BLOCK = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CANT_BLOCK, filter=ObjectFilter(subject=Subject.SELF)))
_THEIRS_CANT_BLOCK = Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(
    kind=ContinuousKind.CANT_BLOCK, filter=ObjectFilter(types=CREATURE, controller=Who.OPPONENT)))
_BLOCK = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING, filter=ObjectFilter(types=CREATURE))
_THEIRS = ObjectFilter(types=CREATURE, controller=Who.OPPONENT)


@family("restricted_blockers")
@st.composite
def restricted_blockers(draw: st.DrawFn) -> Scenario:
    """Two or three players; one or two attackers at the next player, whose
    Ambush puts creature cards from hand onto the battlefield blocking, most
    of which can't block; now and then all the defender's creatures can't
    block; a declaration of blockers naming creatures that can or can't
    block."""
    board = ScenarioBuilder(players=draw(pick((2, 2, 3))))
    defender = board.opponent
    attackers = [board.put(board.card("Raider", CREATURE, power=draw(ints(1, 3)), toughness=draw(ints(2, 4))),
                           owner=board.active, controller=board.active)
                 for _ in range(draw(ints(1, 2)))]
    if draw(ints(0, 4)) == 0:
        board.put(board.card("Warlord's Banner", (CardType.ENCHANTMENT,), abilities=(_THEIRS_CANT_BLOCK,)),
                  owner=board.active, controller=board.active)
    event = draw(pick((T.ATTACKS, T.ATTACKS, T.ATTACKS_UNBLOCKED)))
    add_watcher(board, watcher_ability(event, _THEIRS, (_BLOCK,)), controller=defender)
    for _ in range(draw(ints(1, 2))):
        restricted = draw(ints(0, 3)) > 0
        board.put(board.card("Goblin" if restricted else "Sentry", CREATURE,
                             abilities=(_CANT_BLOCK,) if restricted else (),
                             power=draw(ints(1, 3)), toughness=3), owner=defender, zone=Zone.HAND)
    standing: list[ObjectId] = []
    for _ in range(draw(ints(0, 2))):
        restricted = draw(BOOLS)
        standing.append(board.put(board.card("Brute" if restricted else "Guard", CREATURE,
                                             abilities=(_CANT_BLOCK,) if restricted else ()),
                                  owner=defender, controller=defender))
    board.attack(tuple(attackers), defender)
    if draw(BOOLS) and standing:
        blocker = draw(pick(standing))
        board.block(((blocker, draw(pick(attackers))),), defender)
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("restricted_blockers")


__all__ = ["restricted_blockers"]
