"""Choices several players make in APNAP order (CR 101.4, 101.4d).

An offer asks every player still in the game, starting with the active
player and going on in turn order. When a player accepts, the players who
declined may choose again; the next chooser is always the earliest player in
APNAP order who still owes a choice, not the player after the one who just
chose (CR 101.4d). An accepter is never asked again, so the asking ends. The
accepters then act together, after the last choice.
"""
from __future__ import annotations

from reference_engine.abilities import Effect
from reference_engine.events import Choice, ChoiceKind
from reference_engine.ids import PlayerId
from reference_engine.rules import actions
from reference_engine.state import Game


def offer(game: Game, item_id: int, cause: int, eff: Effect) -> None:
    """Ask everyone, then the accepters draw ``eff.amount`` cards together."""
    apnap = tuple(game.turn_order_from(game.st.active))
    accepted = ask(game, item_id, cause, apnap)
    actions.draw_together(game, [p for p in apnap if p in accepted], eff.amount, (cause,))


def ask(game: Game, item_id: int, cause: int, apnap: tuple[PlayerId, ...]) -> frozenset[PlayerId]:
    """Record each player's answer as a ``choice`` event; returns the accepters."""
    policy = game.scenario.choices
    asked = dict.fromkeys(apnap, 0)
    accepted: set[PlayerId] = set()
    outstanding, last = apnap, None
    # Each answer removes a chooser for good or grows the accepters, so
    # n * (n + 1) questions always suffice; more means a broken decision.
    for _ in range(len(apnap) * (len(apnap) + 1)):  # pragma: no branch - a cap never met
        if not outstanding:
            return frozenset(accepted)
        player = game.rules.next_chooser(outstanding, last, apnap)
        yes = policy.offer_answer(player, asked[player])
        asked[player] += 1
        game.emit(Choice, causes=(cause,), object=item_id, player=player, choice=ChoiceKind.OFFER, value=yes)
        if yes:  # every decliner may choose again (CR 101.4d)
            accepted.add(player)
            outstanding = tuple(p for p in apnap if p not in accepted)
        else:
            outstanding = tuple(p for p in outstanding if p != player)
        last = player
    game.loop_limit("offer choices", len(apnap) * (len(apnap) + 1))
    return frozenset(accepted)
