"""First strike and double strike (CR 510.4, 702.4, 702.7): a split combat
damage step, and the triggers of each step's damage (CR 603.2c)."""
from __future__ import annotations

from reference_engine.abilities import (
    Ability, AbilityKind, ContinuousEffect, ContinuousKind, ObjectFilter, Subject, TriggerEvent, Who,
)
from reference_engine.events import Damage, StepBegin
from reference_engine.history import History
from reference_engine.ids import CardType, Step
from reference_engine.scenario import Action, ActionKind, Attack, Block, Scenario

from tests.engine.builder import act, creature, of, on, play, scenario, trig

SELF = ObjectFilter(subject=Subject.SELF)


def _kw(kind: ContinuousKind, flt: ObjectFilter = SELF) -> Ability:
    return Ability(kind=AbilityKind.STATIC, static=ContinuousEffect(kind=kind, filter=flt))


FENCER = creature("fencer", _kw(ContinuousKind.DOUBLE_STRIKE),
                  trig(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER), power=1, toughness=1)
KNIGHT = creature("knight", _kw(ContinuousKind.FIRST_STRIKE), power=2, toughness=2)
BEAR = creature("bear", power=2, toughness=2)
CAPTAIN = creature("captain", _kw(ContinuousKind.FIRST_STRIKE, ObjectFilter(
    subject=Subject.ANOTHER, types=(CardType.CREATURE,), controller=Who.YOU)), power=1, toughness=1)
"""Other creatures you control have first strike."""


def _fight(attackers: list[int], blocks: list[tuple[int, int]], objects: list[tuple[str, int, int]]) -> History:
    return play(fight(attackers, blocks, objects))


def fight(attackers: list[int], blocks: list[tuple[int, int]], objects: list[tuple[str, int, int]]) -> Scenario:
    """Player 0 attacks player 1 with ``attackers``; player 1 blocks; combat ends."""
    script = [act("declare_attackers", attackers=tuple(Attack(attacker=a, defender=1) for a in attackers))]
    if blocks:
        script.append(Action(action=ActionKind.DECLARE_BLOCKERS, player=1,
                             blocks=tuple(Block(blocker=b, attacker=a) for b, a in blocks)))
    script.append(act("advance_to", step="end_of_combat"))
    return scenario([FENCER, KNIGHT, BEAR, CAPTAIN], [on(c, i, owner=o) for c, i, o in objects], script)


def knight_attacks() -> Scenario:
    """A first striker attacks alone, unblocked."""
    return fight([1], [], [("knight", 1, 0)])


def _steps(h: History) -> list[Step]:
    return [e.step for e in of(h, "step_begin") if isinstance(e, StepBegin)]


def _hits(h: History) -> list[list[tuple[int, int | None, int]]]:
    """Combat damage (source, recipient, amount), step by step."""
    out: list[list[tuple[int, int | None, int]]] = []
    for e in h.events:
        if isinstance(e, StepBegin) and e.step is Step.COMBAT_DAMAGE:
            out.append([])
        elif isinstance(e, Damage) and e.combat:
            who = e.target.player if e.target.player is not None else e.target.object
            out[-1].append((e.source, who, e.amount))
    return out


def test_510_4_without_first_strike_there_is_one_combat_damage_step() -> None:
    h = _fight([1], [], [("bear", 1, 0)])
    assert _steps(h).count(Step.COMBAT_DAMAGE) == 1


def test_702_4b_a_double_striker_hits_in_both_steps_and_its_trigger_twice() -> None:
    h = _fight([1], [], [("fencer", 1, 0)])
    assert _steps(h).count(Step.COMBAT_DAMAGE) == 2
    assert _hits(h) == [[(1, 1, 1)], [(1, 1, 1)]]
    assert [e.ability for e in of(h, "triggered")] == ["fencer/1", "fencer/1"]  # type: ignore[attr-defined]


def test_702_7b_a_first_striker_kills_its_blocker_before_it_strikes_back() -> None:
    h = _fight([1], [(2, 1)], [("knight", 1, 0), ("bear", 2, 1)])
    assert _hits(h) == [[(1, 2, 2)], []]


def test_702_7b_the_others_deal_their_damage_in_the_second_step() -> None:
    h = _fight([1, 2], [], [("knight", 1, 0), ("bear", 2, 0)])
    assert _hits(h) == [[(1, 1, 2)], [(2, 1, 2)]]


def test_702_7c_a_creature_that_had_first_strike_does_not_hit_again_once_it_lost_it() -> None:
    # The Captain gives the Bear first strike; the Knight kills the Captain in
    # the first step. The Bear struck then, and strikes no more.
    h = _fight([1, 2], [(3, 1)], [("captain", 1, 0), ("bear", 2, 0), ("knight", 3, 1)])
    assert _hits(h) == [[(2, 1, 2), (3, 1, 2)], []]
