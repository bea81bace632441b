"""The entering_combat family: creatures put onto the battlefield attacking or
blocking (CR 508.4, 509.4), which are in combat without being declared.

Two to four players (mostly three or four), any turn order, the active
player in any seat. The active player's Captain attacks, alone or with
others, each attacker at one of the opponents; "whenever this attacks" puts a
creature card from its controller's hand onto the battlefield tapped and
attacking (Preeminent Captain, Kaalia of the Vast). A defending player may
hold an Ambush: "whenever a creature an opponent controls attacks and isn't
blocked" (Nature Shields Its Own) or "attacks", it puts a creature card from
hand onto the battlefield blocking that creature; in multiplayer that
attacker may be attacking someone else, so the card enters without blocking
(CR 509.4a). Attack, block and becomes-blocked watchers sit on any seat and on
the cards in hand.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.families import family
from properties.strategies.parts import (
    CREATURE, add_watcher, creature_filters, enters_qualifiers, payoffs, watcher_ability,
)
from properties.strategies.draws import BOOLS, ints, lists_of, permutations_of, pick
from reference_engine.abilities import Ability, Effect, EffectKind, ObjectFilter, Subject, TriggerEvent as T, Who
from reference_engine.ids import PlayerId, Step, Zone
from reference_engine.scenario import Action, ActionKind, Attack, Scenario

_SOLDIER = ObjectFilter(types=CREATURE, subtypes=("Soldier",))
_JOIN = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING, filter=_SOLDIER)
_BLOCK = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_BLOCKING, filter=ObjectFilter(types=CREATURE))
_THEIRS = ObjectFilter(types=CREATURE, controller=Who.OPPONENT)
_SELF = ObjectFilter(subject=Subject.SELF)
# What an attacker watches about itself, and what a blocker in hand watches.
_ATTACKER_WATCHES = (T.BECOMES_BLOCKED_BY_A_CREATURE, T.BECOMES_BLOCKED, T.ATTACKS,
                     T.DEALS_COMBAT_DAMAGE_TO_PLAYER, T.ENTERS)
_BLOCKER_WATCHES = (T.BLOCKS, T.BLOCKS_A_CREATURE, T.ENTERS)
_WATCHES = (T.ATTACKS, T.BLOCKS, T.BECOMES_BLOCKED_BY_A_CREATURE, T.BLOCKS_A_CREATURE, T.BECOMES_BLOCKED)
_SEATING = st.sampled_from((2, 3, 3, 4, 4))


@family("entering_combat")
@st.composite
def entering_combat(draw: st.DrawFn) -> Scenario:
    """Two to four players, any turn order and active seat; the Captain's
    attack puts Soldiers from hand onto the battlefield tapped and attacking;
    a defender's Ambush puts creatures from hand onto the battlefield blocking
    an attacker; attack, block and becomes-blocked watchers on any seat."""
    n = draw(_SEATING)
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                            turn_order=() if order == tuple(range(n)) else order)
    others = [p for p in range(n) if p != board.active]
    ambusher = draw(pick(others))
    attacks = _attackers(board, draw, others, ambusher)
    for _ in range(draw(ints(1, 2))):
        board.put(_creature(board, draw, "Recruit", _ATTACKER_WATCHES, subtypes=("Soldier",)),
                  owner=board.active, zone=Zone.HAND)
    if draw(ints(0, 3)):
        _ambush(board, draw, ambusher)
    for seat in draw(lists_of(ints(0, n - 1), max_size=2)):
        add_watcher(board, watcher_ability(draw(pick(_WATCHES)), draw(creature_filters(
            (Subject.ANY, Subject.ANOTHER))), draw(payoffs())), controller=seat)
    board.script.append(Action(action=ActionKind.DECLARE_ATTACKERS, player=board.active, attackers=attacks))
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("entering_combat")


def _attackers(board: ScenarioBuilder, draw: st.DrawFn, others: list[PlayerId],
               ambusher: PlayerId) -> tuple[Attack, ...]:
    """The Captain and up to two more attackers, mostly at the Ambush's controller."""
    watch = (watcher_ability(T.ATTACKS, _SELF, (_JOIN,), optional=draw(BOOLS)),)
    captain = board.card("Captain", CREATURE, abilities=watch + _own(draw, _ATTACKER_WATCHES),
                         subtypes=("Soldier",), power=2, toughness=2)
    ids = [board.put(captain, owner=board.active, controller=board.active)]
    for _ in range(draw(ints(0, 2))):
        ids.append(board.put(_creature(board, draw, "Raider", _ATTACKER_WATCHES),
                             owner=board.active, controller=board.active))
    targets = pick([ambusher] * 3 + others)
    return tuple(Attack(attacker=a, defender=draw(targets)) for a in ids)


def _ambush(board: ScenarioBuilder, draw: st.DrawFn, ambusher: PlayerId) -> None:
    """"Whenever a creature an opponent controls attacks [and isn't blocked],
    put a creature card from your hand onto the battlefield blocking that
    creature", with one or two such cards in hand."""
    event = draw(pick((T.ATTACKS_UNBLOCKED, T.ATTACKS_UNBLOCKED, T.ATTACKS)))
    add_watcher(board, watcher_ability(event, _THEIRS, (_BLOCK,)), controller=ambusher)
    for _ in range(draw(ints(1, 2))):
        board.put(_creature(board, draw, "Sentry", _BLOCKER_WATCHES, toughness=3), owner=ambusher, zone=Zone.HAND)


def _own(draw: st.DrawFn, events: tuple[T, ...]) -> tuple[Ability, ...]:
    """Zero or one "whenever this <event>" ability."""
    event = draw(pick((None,) + events))
    if event is None:
        return ()
    # Soldiers enter tapped and attacking, Sentries untapped and blocking.
    tapped = draw(enters_qualifiers()) if event is T.ENTERS else None
    return (watcher_ability(event, _SELF, draw(payoffs()), tapped=tapped),)


def _creature(board: ScenarioBuilder, draw: st.DrawFn, name: str, events: tuple[T, ...], *,
              subtypes: tuple[str, ...] = (), toughness: int = 2) -> str:
    return board.card(name, CREATURE, abilities=_own(draw, events), subtypes=subtypes,
                      power=2, toughness=toughness)


__all__ = ["entering_combat"]
