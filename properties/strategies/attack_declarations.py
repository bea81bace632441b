"""The attack_declarations family: the player-level attack triggers
(CR 508.3b-e), "whenever you attack", "whenever you're attacked", "whenever
an opponent attacks you", "whenever you attack with a Soldier".

Two to four players (mostly three or four), any turn order, the active
player in any seat. The active player declares one to three attackers, now
one alone, now several at one opponent, now spread over two or three; the
watchers sit on any seat, on noncreature permanents and on the attackers
themselves, mostly in the wordings cards print, so a watcher's source is sometimes one of the attackers and
sometimes not. Often one attacker is a Captain whose "whenever this attacks"
puts a Soldier from hand onto the battlefield tapped and attacking (CR 508.4),
an arrival none of these triggers may count. The vocabulary has no
planeswalkers or battles: every attack is on a player.
"""
from __future__ import annotations

from hypothesis import strategies as st

from properties.strategies.builder import ScenarioBuilder
from properties.strategies.draws import BOOLS, ints, lists_of, permutations_of, pick
from properties.strategies.families import family
from properties.strategies.parts import CREATURE, add_watcher, payoffs
from reference_engine.abilities import (
    Ability, AbilityKind, Effect, EffectKind, ObjectFilter, Subject, Trigger, TriggerEvent as T, Who,
)
from reference_engine.ids import ObjectId, Step, Zone
from reference_engine.scenario import Action, ActionKind, Attack, Scenario

_SOLDIER = ObjectFilter(types=CREATURE, subtypes=("Soldier",))
_JOIN = Effect(kind=EffectKind.PUT_ONTO_BATTLEFIELD_ATTACKING, filter=_SOLDIER)
_EVENTS = (T.IS_ATTACKED, T.IS_ATTACKED, T.ATTACKS_WITH, T.PLAYER_ATTACKS, T.ATTACKS_PLAYER)
_WHO = (Who.YOU, Who.OPPONENT, Who.ANY)
_SEATING = st.sampled_from((2, 3, 3, 4, 4))


@family("attack_declarations")
@st.composite
def attack_declarations(draw: st.DrawFn) -> Scenario:
    """Two to four players, any turn order and active seat; one to three
    attackers at one or several opponents, often with a Captain that puts a
    Soldier onto the battlefield attacking; "whenever you attack", "you're
    attacked", "an opponent attacks you" and "you attack with" watchers on
    any seat, on enchantments and on the attackers."""
    n = draw(_SEATING)
    order = tuple(draw(permutations_of(range(n))))
    board = ScenarioBuilder(players=n, active=draw(ints(0, n - 1)),
                            turn_order=() if order == tuple(range(n)) else order)
    others = [p for p in range(n) if p != board.active]
    attackers: list[ObjectId] = []
    if draw(ints(0, 2)):
        captain = board.card("Captain", CREATURE, subtypes=("Soldier",), power=2, toughness=2, abilities=(
            Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=T.ATTACKS, subject=ObjectFilter(
                subject=Subject.SELF)), effects=(_JOIN,)),) + _watching(draw, 1))
        attackers.append(board.put(captain, owner=board.active, controller=board.active))
        for _ in range(draw(ints(1, 2))):
            recruit = board.card("Recruit", CREATURE, subtypes=("Soldier",), power=1, toughness=1)
            board.put(recruit, owner=board.active, zone=Zone.HAND)
    for _ in range(draw(ints(0 if attackers else 1, 3 - len(attackers)))):
        soldier = draw(BOOLS)
        raider = board.card("Raider", CREATURE, subtypes=("Soldier",) if soldier else (), power=2, toughness=2,
                            abilities=_watching(draw, 2))
        attackers.append(board.put(raider, owner=board.active, controller=board.active))
    for seat in draw(lists_of(ints(0, n - 1), min_size=1, max_size=3)):
        add_watcher(board, _watcher(draw), controller=seat)
    spread = draw(ints(1, min(3, len(others))))
    targets = draw(lists_of(pick(others), min_size=spread, max_size=spread, unique=True))
    attacks = tuple(Attack(attacker=a, defender=draw(pick(targets))) for a in attackers)
    board.script.append(Action(action=ActionKind.DECLARE_ATTACKERS, player=board.active, attackers=attacks))
    board.advance_to(Step.END_OF_COMBAT)
    return board.build("attack_declarations")


def _watching(draw: st.DrawFn, odds: int) -> tuple[Ability, ...]:
    """An attacker's own player-level attack watcher, one time in ``odds + 1``."""
    return (_watcher(draw),) if draw(ints(0, odds)) == 0 else ()


_PRINTED = ((T.PLAYER_ATTACKS, Who.YOU, None), (T.ATTACKS_PLAYER, Who.YOU, None),
            (T.ATTACKS_PLAYER, Who.OPPONENT, Who.YOU), (T.ATTACKS_PLAYER, Who.ANY, Who.OPPONENT))
"""The wordings cards print: "Whenever you attack" (Augusta, Dean of Order),
"Whenever you attack a player" (Soaring Lightbringer), "Whenever an opponent
attacks you" (Lulu, Stern Guardian), "Whenever a player attacks one of your
opponents" (Breena, the Demagogue)."""


def _watcher(draw: st.DrawFn) -> Ability:
    """One of the player-level attack triggers: most often in a printed
    wording, else any event for any player relative to its controller."""
    subject = ObjectFilter()
    if draw(ints(0, 2)):
        event, player, defender = draw(pick(_PRINTED))
    else:
        event, player, defender = draw(pick(_EVENTS)), draw(pick(_WHO)), None
        if event is T.ATTACKS_PLAYER:
            defender = draw(pick((Who.OPPONENT, None) if player is Who.YOU else (Who.YOU, Who.OPPONENT, None)))
        if event is T.ATTACKS_WITH:
            subject = draw(pick((ObjectFilter(types=CREATURE), _SOLDIER)))
    return Ability(kind=AbilityKind.TRIGGERED, trigger=Trigger(event=event, subject=subject, player=player,
                                                               defender=defender),
                   effects=draw(payoffs()))


__all__ = ["attack_declarations"]
