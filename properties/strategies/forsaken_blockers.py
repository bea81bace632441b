"""The forsaken_blockers family: an attacker leaves combat after blockers are
declared, and a blocker that blocked it stays blocking (CR 509.1g).

Two to four players (mostly three or four), any turn order, the active
player in any seat. A defending player's Giant, which can block one or two
additional creatures, blocks two or three attackers; before damage the
attacking player destroys, exiles or bounces one of them (sometimes all but
one, sometimes every one) with an instant. The Giant still deals its combat
damage to the attackers it blocks that remain, and none to anyone else.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_mana_land, add_spell, payoffs, targeted, watcher_ability
from properties.strategies.draws import BOOLS, ints, permutations_of, pick
from reference_engine.abilities import EffectKind, ObjectFilter, Subject, TriggerEvent as T
from reference_engine.ids import ObjectId, PlayerId, Step, TargetRef
from reference_engine.scenario import Action, ActionKind, Attack, Block, Scenario

_REMOVALS = (EffectKind.DESTROY, EffectKind.EXILE, EffectKind.RETURN_TO_HAND)
_SELF = ObjectFilter(subject=Subject.SELF)
_GIANT_WATCHES = (None, T.DEALS_DAMAGE, T.BLOCKS)
_SEATING = st.sampled_from((2, 3, 3, 4, 4))


@family("forsaken_blockers")
@st.composite
def forsaken_blockers(draw: st.DrawFn) -> Scenario:
    """Two to four players, any turn order and active seat; a Giant that can
    block several creatures blocks two or three attackers, and the attacking
    player removes one, all but one, or all of them before damage."""
    n = draw(_SEATING)
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                            turn_order=() if order == tuple(range(n)) else order)
    defender: PlayerId = draw(pick([p for p in range(n) if p != board.active]))
    blocked = draw(ints(2, 3))
    watch = draw(pick(_GIANT_WATCHES))
    giant = board.put(board.card(
        "Giant", CREATURE, power=draw(ints(3, 5)), toughness=8, extra_blocks=blocked - 1,
        abilities=() if watch is None else (watcher_ability(watch, _SELF, draw(payoffs())),)),
        owner=defender, controller=defender)
    raider = board.card("Raider", CREATURE, power=2, toughness=2, abilities=(
        watcher_ability(T.DEALT_DAMAGE, _SELF, draw(payoffs())),) if draw(BOOLS) else ())
    attackers = [board.put(raider, owner=board.active, controller=board.active)
                 for _ in range(blocked + draw(ints(0, 1)))]
    board.script.append(Action(action=ActionKind.DECLARE_ATTACKERS, player=board.active, attackers=tuple(
        Attack(attacker=a, defender=defender) for a in attackers)))
    board.script.append(Action(action=ActionKind.DECLARE_BLOCKERS, player=defender, blocks=tuple(
        Block(blocker=giant, attacker=a) for a in attackers[:blocked])))
    how_many = draw(pick((1, 1, 1, blocked - 1, blocked)))
    gone = draw(permutations_of(attackers[:blocked]))[:how_many]
    _remove(board, draw, list(gone))
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("forsaken_blockers")


def _remove(board: ScenarioBuilder, draw: st.DrawFn, gone: list[ObjectId]) -> None:
    """The attacking player taps a land and casts a removal instant per attacker."""
    for victim in gone:
        land = add_mana_land(board, board.active)
        spell = add_spell(board, targeted(draw(pick(_REMOVALS))), instant=True)
        board.activate(land, 0)
        board.cast(spell, pay=False, targets=(TargetRef(object=victim),))


__all__ = ["forsaken_blockers"]
