"""Opening-hand actions while the game starts, on hand-built Histories (CR 101.4e, 103.6)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from propkit import Built, Log, assert_pair, check, scenario
from reference_engine.abilities import Ability, AbilityKind, DelayedTrigger, Effect, EffectKind, PlayerRef
from reference_engine.cards import CardDef
from reference_engine.events import DelayedCreated, Priority, PutOnStack, Revealed, StepBegin, Triggered
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import ChoicePolicy, ObjectSetup, PlayerSetup

PROP = "game-start-actions-in-apnap-order"
REVEAL = Ability(kind=AbilityKind.OPENING_HAND, effects=(Effect(
    kind=EffectKind.CREATE_DELAYED, delayed=DelayedTrigger(step=Step.UPKEEP, effects=(
        Effect(kind=EffectKind.LOSE_LIFE, amount=1, player=PlayerRef.EACH_OPPONENT),))),))
HANDS = {1: 1, 2: 2, 3: 0, 4: 1}
"""Herald object -> its owner; player 1 starts, so APNAP order is 1, 2, 0."""
APNAP = ((1, 1), (1, 4), (2, 2), (0, 3))


def _herald(oid: int) -> CardDef:
    return CardDef(key=f"herald-{oid}", name=f"Herald {oid}", mana_cost="{4}{B}", types=(CardType.CREATURE,),
                   power=5, toughness=5, abilities=(REVEAL,))


def _game(reveals: tuple[tuple[int, int], ...] = APNAP, *, late: bool = False, controller: int | None = None,
          fired_step: Step | None = Step.UPKEEP, declined: tuple[int, ...] = (), twice: bool = False,
          **sc_kw: Any) -> Built:
    """Three players, player 1 starting; each (player, herald) in ``reveals``
    is revealed in that order; every delayed trigger fires at ``fired_step``
    (the first one a second time if ``twice``)."""
    sc = scenario(tuple(_herald(o) for o in HANDS),
                  tuple(ObjectSetup(id=o, card=f"herald-{o}", owner=p, zone=Zone.HAND) for o, p in HANDS.items()),
                  players=tuple(PlayerSetup(id=i) for i in range(3)), active_player=1, step=Step.UNTAP,
                  game_start=True, choices=ChoicePolicy(may_by_ability={f"herald-{o}/0": False for o in declined}),
                  **sc_kw)
    log = Log()
    made: list[tuple[int, int]] = []

    def reveal(player: int, oid: int) -> None:
        r = log.add(Revealed, player=player, object=oid, ability=f"herald-{oid}/0")
        log.add(DelayedCreated, causes=(r,), ability=f"herald-{oid}/0/delayed",
                controller=player if controller is None else controller, source=oid)
        made.append((player, oid))

    for player, oid in reveals[:-1] if late else reveals:
        reveal(player, oid)
    log.add(StepBegin, turn=1, step=Step.UNTAP, active_player=1)
    if late:
        reveal(*reveals[-1])
    steps = {s: log.add(StepBegin, turn=1, step=s, active_player=1) for s in (Step.UPKEEP, Step.DRAW)}
    if fired_step is not None:
        for i, (player, oid) in enumerate(made + made[:1] if twice else made):
            t = log.add(Triggered, causes=(steps[fired_step],), instance=50 + i, ability=f"herald-{oid}/0/delayed",
                        source=oid, controller=player if controller is None else controller, delayed=True)
            log.add(PutOnStack, causes=(t,), object=50 + i, controller=player if controller is None else controller)
    log.add(Priority, player=1, stack=tuple(50 + i for i in range(len(made) + twice)) if fired_step else ())
    return sc, log


PAIRS = {PROP: (_game, lambda: _game(((0, 3), (1, 1), (1, 4), (2, 2))))}
"""The failing History starts from the first seat (player 0), not the starting player."""


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pass_and_fail_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize(("name", "make"), [
    ("one player's actions split by another's", lambda: _game(((1, 1), (2, 2), (1, 4), (0, 3)))),
    ("a reveal after turn 1 began", lambda: _game(late=True)),
    ("a reveal the choices did not ask for", lambda: _game(declined=(4,))),
    ("a reveal left out", lambda: _game(APNAP[:3])),
    ("the delayed trigger is not the revealer's", lambda: _game(controller=2)),
    ("the delayed trigger waits for the draw step", lambda: _game(fired_step=Step.DRAW)),
    ("the delayed trigger never triggers", lambda: _game(fired_step=None)),
    ("a card revealed twice", lambda: _game(APNAP + ((0, 3),))),
    ("the delayed trigger triggers twice", lambda: _game(twice=True)),
])
def test_each_way_to_get_the_start_wrong_fails(name: str, make: Any) -> None:
    verdict = check(PROP, *make())
    assert not verdict.ok and verdict.events, name


def test_turn_order_not_seat_order() -> None:
    # Turn order 1, 0, 2 with player 1 starting: 1, then 0, then 2.
    good = ((1, 1), (1, 4), (0, 3), (2, 2))
    assert check(PROP, *_game(good, turn_order=(1, 0, 2))).ok
    assert not check(PROP, *_game(APNAP, turn_order=(1, 0, 2))).ok


def test_declined_reveals_and_one_revealer_pass_unexercised() -> None:
    verdict = check(PROP, *_game(((1, 1), (1, 4)), declined=(2, 3)))
    assert verdict.ok and not verdict.exercised


def test_reveals_mid_game_fail() -> None:
    sc, log = _game()
    assert not check(PROP, replace(sc, game_start=False, step=Step.PRECOMBAT_MAIN), log).ok
