"""The blocks family: attack and block triggers (CR 508, 509.3)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import Ability, EffectKind, ObjectFilter, Subject, TriggerEvent
from reference_engine.ids import ObjectId, Step, TargetRef
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE,
    add_mana_land,
    add_spell,
    add_watcher,
    creature_filters,
    payoffs,
    targeted,
    watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

# What a creature watches about itself, by side.
_BLOCKER_EVENTS = (TriggerEvent.BLOCKS, TriggerEvent.BLOCKS_A_CREATURE)
_ATTACKER_EVENTS = (
    TriggerEvent.BECOMES_BLOCKED_BY_A_CREATURE, TriggerEvent.BECOMES_BLOCKED,
    TriggerEvent.ATTACKS, TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
)


@family("blocks")
@st.composite
def blocks(draw: st.DrawFn) -> Scenario:
    """One blocker on many attackers, many blockers on one attacker, and
    blockers removed before damage (CR 509.1h, 509.3a-d)."""
    board = ScenarioBuilder()
    shape = draw(pick(("one_on_many", "many_on_one", "pairs")))
    n_att = 1 if shape == "many_on_one" else draw(ints(2 if shape == "one_on_many" else 1, 3))
    n_blk = 1 if shape == "one_on_many" else draw(ints(2 if shape == "many_on_one" else 1, 3))
    attackers = _creatures(board, "Attacker", n_att, 0, _self_watch(draw, _ATTACKER_EVENTS))
    blockers = _creatures(board, "Blocker", n_blk, 1, _self_watch(draw, _BLOCKER_EVENTS),
                          extra=n_att - 1)
    if draw(BOOLS):
        event = draw(pick(_BLOCKER_EVENTS + _ATTACKER_EVENTS))
        add_watcher(board, watcher_ability(event, draw(creature_filters())),
                    controller=draw(ints(0, 1)))
    board.attack(tuple(attackers), board.opponent)
    board.block(_pairs(shape, attackers, blockers), board.opponent)
    if draw(BOOLS):
        land = add_mana_land(board, board.active)
        kill = add_spell(board, targeted(EffectKind.DESTROY), instant=True)
        board.activate(land, 0)
        board.cast(kill, pay=False, targets=(TargetRef(object=draw(pick(blockers))),))
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("blocks")


def _self_watch(draw: st.DrawFn, events: tuple[TriggerEvent, ...]) -> tuple[Ability, ...]:
    """"Whenever this <event>, ..." for one side of the combat."""
    event = draw(pick(events))
    return (watcher_ability(event, ObjectFilter(subject=Subject.SELF), draw(payoffs())),)


def _creatures(board: ScenarioBuilder, name: str, n: int, player: int,
               abilities: tuple[Ability, ...], *, extra: int = 0) -> list[ObjectId]:
    key = board.card(name, CREATURE, abilities=abilities, power=2, toughness=3,
                     extra_blocks=extra)
    return [board.put(key, owner=player, controller=player) for _ in range(n)]


def _pairs(shape: str, attackers: list[ObjectId],
           blockers: list[ObjectId]) -> tuple[tuple[ObjectId, ObjectId], ...]:
    """(blocker, attacker) pairs for the chosen shape."""
    if shape == "one_on_many":
        return tuple((blockers[0], a) for a in attackers)
    if shape == "many_on_one":
        return tuple((b, attackers[0]) for b in blockers)
    return tuple(zip(blockers, attackers))
