"""The "unblocked" family: "attacks and isn't blocked" (CR 509.3g)."""
from __future__ import annotations

from hypothesis import strategies as st

from reference_engine.abilities import EffectKind, ObjectFilter, Subject, TriggerEvent
from reference_engine.ids import Step, TargetRef
from reference_engine.scenario import Scenario

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.parts import (
    CREATURE, add_mana_land, add_spell, add_watcher, creature_filters, payoffs, targeted, watcher_ability,
)
from properties.strategies.families import family
from properties.strategies.draws import BOOLS, ints, pick

_UNBLOCKED = TriggerEvent.ATTACKS_UNBLOCKED


@family("unblocked")
@st.composite
def unblocked(draw: st.DrawFn) -> Scenario:
    """Attackers that watch themselves (or a watcher that watches them), some
    blocked, some not; a blocker may be destroyed after blocks are declared,
    which leaves its attacker blocked all the same."""
    board = ScenarioBuilder()
    ability = watcher_ability(_UNBLOCKED, ObjectFilter(subject=Subject.SELF), draw(payoffs()))
    raider = board.card("Raider", CREATURE, abilities=(ability,), power=2, toughness=3)
    attackers = [board.put(raider, owner=0, controller=0) for _ in range(draw(ints(1, 2)))]
    wall = board.card("Wall", CREATURE, power=0, toughness=3)
    blockers = [board.put(wall, owner=1, controller=1) for _ in range(draw(ints(0, 1)))]
    if draw(BOOLS):
        add_watcher(board, watcher_ability(_UNBLOCKED, draw(creature_filters())),
                    controller=draw(ints(0, 1)))
    board.attack(tuple(attackers), board.opponent)
    pairs = tuple((b, draw(pick(attackers))) for b in blockers if draw(BOOLS))
    board.block(pairs, board.opponent)
    if bool(pairs) and draw(BOOLS):
        land = add_mana_land(board, board.active)
        kill = add_spell(board, targeted(EffectKind.DESTROY), instant=True)
        board.activate(land, 0)
        board.cast(kill, pay=False, targets=(TargetRef(object=pairs[0][0]),))
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("unblocked")
