"""Offers answered in APNAP order, on hand-built Histories (CR 101.4, 101.4d)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, on_field, scenario
from reference_engine.abilities import Ability, AbilityKind, Effect, EffectKind
from reference_engine.cards import CardDef
from reference_engine.events import Cast, Choice, ChoiceKind, Draw, PlayerLost, Resolved, Resolving, ZoneChange
from reference_engine.ids import CardType, Zone
from reference_engine.scenario import ChoicePolicy, PlayerSetup

PROP = "apnap-restarts-for-outstanding-choices"
OFFER = CardDef(key="offer", name="Offer", mana_cost="{U}", types=(CardType.SORCERY,),
                abilities=(Ability(kind=AbilityKind.SPELL, effects=(Effect(kind=EffectKind.OFFER, amount=1),)),))
"""Each player may choose to draw a card. Each time a player chooses to, each
player who declined may choose again. Then each player who chose to draws a card."""
BOOK = CardDef(key="book", name="Book", types=(CardType.ARTIFACT,))
SPELL = 20


def _offer(asked: list[tuple[int, bool]], drawn: list[int], *, answers: dict[int, tuple[bool, ...]],
           players: int = 3, active: int = 0, order: tuple[int, ...] = (), lost: tuple[int, ...] = (),
           draw_first: bool = False, stray: bool = False) -> Built:
    """Player ``active`` casts the offer; ``asked`` are the recorded answers,
    ``drawn`` the players who then draw (before the answers if ``draw_first``)."""
    library = tuple(on_field(1 + p, "book", owner=p, zone=Zone.LIBRARY) for p in range(players))
    sc = scenario((OFFER, BOOK), (*library, on_field(9, "offer", owner=active, zone=Zone.HAND)),
                  players=tuple(PlayerSetup(id=p) for p in range(players)), active_player=active,
                  turn_order=order, choices=ChoicePolicy(offer_answers={str(p): a for p, a in answers.items()}))
    log = Log()
    for p in lost:
        log.add(PlayerLost, player=p, rule="704.5a")
    log.add(ZoneChange, old_id=9, new_id=SPELL, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=active)
    log.add(Cast, object=SPELL, card="offer", player=active)
    if stray:
        log.add(Choice, object=SPELL, player=active, choice=ChoiceKind.OFFER, value=False)
    r = log.add(Resolving, object=SPELL)
    draws = [lambda p=p: _draw(log, r, p) for p in drawn]
    for f in draws if draw_first else ():
        f()
    for player, value in asked:
        log.add(Choice, causes=(r,), object=SPELL, player=player, choice=ChoiceKind.OFFER, value=value)
    for f in () if draw_first else draws:
        f()
    log.add(Resolved, causes=(r,), object=SPELL)
    return sc, log


def _draw(log: Log, cause: int, player: int) -> None:
    z = log.add(ZoneChange, causes=(cause,), batch=1, old_id=1 + player, new_id=30 + player,
                from_zone=Zone.LIBRARY, to_zone=Zone.HAND, owner=player)
    log.add(Draw, causes=(z,), batch=1, player=player, object=30 + player)


WORKED = {0: (False, False), 1: (True,)}
"""A (active) declines, B accepts: A chooses again before C."""


def _worked(asked: list[tuple[int, bool]], drawn: tuple[int, ...] = (1,), **kw: object) -> Built:
    return _offer(asked, list(drawn), answers=WORKED, **kw)  # type: ignore[arg-type]


PAIRS = {PROP: (lambda: _worked([(0, False), (1, True), (0, False), (2, False)]),
                lambda: _worked([(0, False), (1, True), (2, False), (0, False)]))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("built", [
    # Seat 3 active, turn order 0, 2, 3, 1: APNAP is 3, 1, 0, 2; 0's acceptance re-opens 3 and 1.
    lambda: _offer([(3, False), (1, False), (0, True), (3, False), (1, True), (3, False), (2, False)], [1, 0],
                   answers={3: (False, False, False), 1: (False, True), 0: (True,)}, players=4, active=3,
                   order=(0, 2, 3, 1)),
    # Player 1 lost earlier: it is not asked, and 2's acceptance re-opens 0.
    lambda: _offer([(0, False), (2, True), (0, False)], [2], answers={2: (True,)}, lost=(1,)),
], ids=["turn-order", "lost-player-skipped"])
def test_passing_offer_histories(built) -> None:  # type: ignore[no-untyped-def]
    verdict = check(PROP, *built())
    assert verdict.ok and verdict.exercised, verdict


def test_offer_without_a_reopened_choice_is_not_exercised() -> None:
    verdict = check(PROP, *_offer([(0, False), (1, False), (2, False)], [], answers={}))
    assert verdict.ok and not verdict.exercised


@pytest.mark.parametrize("built", [
    lambda: _worked([(1, True), (0, False), (0, False), (2, False)]),  # the active player is not first
    lambda: _worked([(0, False), (1, True), (0, True), (2, False)]),  # an answer the policy did not give
    lambda: _worked([(0, False), (1, True), (0, False)]),  # player 2 never chose
    lambda: _worked([(0, False), (1, True), (0, False), (2, False), (1, False)]),  # asked after the end
    lambda: _worked([(0, False), (1, True), (0, False), (2, False)], draw_first=True),  # drew before choosing
    lambda: _worked([(0, False), (1, True), (0, False), (2, False)], drawn=(1, 2)),  # a decliner drew
    lambda: _worked([(0, False), (1, True), (0, False), (2, False)], drawn=()),  # the accepter did not draw
    lambda: _offer([(0, False), (1, False), (2, True), (0, False)], [2], answers={2: (True,)},
                   lost=(1,)),  # a player who lost was asked
    lambda: _worked([(0, False), (1, True), (0, False), (2, False)], stray=True),  # a choice off the resolution
], ids=["not-active-first", "policy", "unfinished", "extra", "draw-early", "decliner-draws", "no-draw",
        "lost-asked", "stray"])
def test_failing_offer_histories(built) -> None:  # type: ignore[no-untyped-def]
    verdict = check(PROP, *built())
    assert not verdict.ok and verdict.events, verdict
