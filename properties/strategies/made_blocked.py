"""The made_blocked family: an attacker an effect makes blocked, with no
creature blocking it (CR 509.1h), among attackers watching themselves become
blocked, become blocked by a creature, attack unblocked or deal combat damage
to a player (CR 509.3c-d, 509.3g)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, Effect, EffectKind, ObjectFilter, ObjectRef, Subject, TriggerEvent
from reference_engine.ids import CardType, ObjectId, Step
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, payoffs, watcher_ability

T = TriggerEvent
_WATCHES = (T.BECOMES_BLOCKED, T.BLOCKS_OR_BECOMES_BLOCKED, T.BECOMES_BLOCKED_BY_A_CREATURE,
            T.ATTACKS_UNBLOCKED, T.DEALS_COMBAT_DAMAGE_TO_PLAYER)
_BLOCK_IT = (Effect(kind=EffectKind.MAKE_BLOCKED, object=ObjectRef.IT),)


@family("made_blocked")
@st.composite
def made_blocked(draw: st.DrawFn) -> Scenario:
    """One or two attackers, each watching itself become blocked (or blocked
    by a creature), attack unblocked or deal combat damage to a player; one or
    two permanents saying "Whenever a creature attacks [and isn't blocked],
    that creature becomes blocked" (its controller drawn); now and then a
    creature declared blocking one of the attackers."""
    board = ScenarioBuilder()
    attackers = [_attacker(board, draw) for _ in range(draw(ints(1, 2)))]
    for _ in range(draw(ints(1, 2))):
        snare = watcher_ability(draw(pick((T.ATTACKS, T.ATTACKS_UNBLOCKED))),
                                ObjectFilter(subject=Subject.ANY, types=CREATURE), _BLOCK_IT)
        add_watcher(board, snare, controller=draw(ints(0, 1)))
    board.attack(tuple(attackers), board.opponent)
    if draw(BOOLS):
        wall = board.card("Wall", CREATURE, power=0, toughness=4)
        # Either attacker: a creature blocking the later one leaves the
        # earlier one blocked by no creature, whatever the ids' order.
        board.block(((board.put(wall, owner=1, controller=1), draw(pick(attackers))),), board.opponent)
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("made_blocked")


def _attacker(board: ScenarioBuilder, draw: st.DrawFn) -> ObjectId:
    """A 2/2 creature watching one of the block or combat damage events happen to it."""
    ability: Ability = watcher_ability(draw(pick(_WATCHES)), ObjectFilter(subject=Subject.SELF), draw(payoffs()))
    key = board.card("Raider", (CardType.CREATURE,), abilities=(ability,), power=2, toughness=2)
    return board.put(key, owner=0, controller=0)
