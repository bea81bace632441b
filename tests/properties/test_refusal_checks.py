"""Refusals coded "timing" on hand-built Histories (CR 117.1a, 602.5d, 602.5e)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, artifact, assert_pair, check, on_field, scenario, spell_card
from reference_engine.abilities import Ability, AbilityKind, Cost, Effect, EffectKind, Timing
from reference_engine.cards import CardDef
from reference_engine.events import Activated, IllegalAction, PassPriority, Priority, RefusalCode, StepBegin, ZoneChange
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Action, ActionKind

PROP = "timing-refusals-are-true"
GAIN = (Effect(kind=EffectKind.GAIN_LIFE, amount=1),)


def _stone(timing: Timing) -> CardDef:
    return artifact("stone", Ability(kind=AbilityKind.ACTIVATED, cost=Cost(), effects=GAIN, timing=timing))


def _refused(timing: Timing, *, step: Step = Step.PRECOMBAT_MAIN, stack: tuple[int, ...] = (),
             code: RefusalCode | None = RefusalCode.TIMING, holder: int = 0, begun: Step | None = None,
             passed: bool = False) -> Built:
    """Player 0 activates stone 1 and is refused with ``code``; ``holder``
    held priority over ``stack`` in ``step`` (begun during the History when
    ``begun`` names it), and maybe ``passed`` it."""
    act = Action(action=ActionKind.ACTIVATE, player=0, object=1)
    sc = scenario((_stone(timing),), (on_field(1, "stone"),), step=step, script=(act,))
    log = Log()
    if begun is not None:
        log.add(StepBegin, turn=1, step=begun, active_player=0)
    log.add(Priority, player=holder, stack=stack)
    if passed:
        log.add(PassPriority, player=holder)
    log.add(IllegalAction, player=0, action=0, reason="refused", code=code)
    return sc, log


def _activated(timing: Timing, step: Step = Step.UPKEEP) -> Built:
    """Stone 1's ability stands."""
    sc = scenario((_stone(timing),), (on_field(1, "stone"),), step=step,
                  script=(Action(action=ActionKind.ACTIVATE, player=0, object=1),))
    log = Log()
    log.add(Priority, player=0)
    log.add(Activated, object=10, source=1, ability="stone/0", player=0)
    return sc, log


def _cast_refused(instant: bool, step: Step) -> Built:
    """Player 0 casts card 2; it moves to the stack and is refused for timing."""
    card = spell_card("heal", *GAIN, mana="{W}")
    if not instant:
        card = CardDef(key="heal", name="Heal", mana_cost="{W}", types=(CardType.SORCERY,), abilities=card.abilities)
    sc = scenario((card,), (on_field(2, "heal", zone=Zone.HAND),), step=step,
                  script=(Action(action=ActionKind.CAST, player=0, object=2),))
    log = Log()
    log.add(Priority, player=0)
    z = log.add(ZoneChange, old_id=2, new_id=20, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0)
    log.add(IllegalAction, player=0, action=0, reason="refused", code=RefusalCode.TIMING, rolled_back=(z,))
    return sc, log


PAIRS = {PROP: (lambda: _refused(Timing.SORCERY, step=Step.UPKEEP), lambda: _refused(Timing.INSTANT, step=Step.UPKEEP))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize("timing", [Timing.INSTANT, Timing.ANY])
def test_602_5e_instant_speed_is_never_refused_for_timing(timing: Timing) -> None:
    for step, stack in ((Step.UPKEEP, ()), (Step.PRECOMBAT_MAIN, (7,)), (Step.END, (7, 8))):
        verdict = check(PROP, *_refused(timing, step=step, stack=stack))
        assert not verdict.ok and "instant speed" in verdict.expected and verdict.events == (2,)


def test_602_5d_sorcery_speed_refused_only_off_sorcery_timing() -> None:
    assert check(PROP, *_refused(Timing.SORCERY, stack=(7,))).ok
    assert check(PROP, *_refused(Timing.SORCERY, step=Step.DECLARE_BLOCKERS)).ok
    wrong = check(PROP, *_refused(Timing.SORCERY))
    assert not wrong.ok and "own main phase" in wrong.expected


def test_the_step_is_read_from_step_begin() -> None:
    """The scenario starts in an upkeep, but the refusal comes in the second main phase."""
    assert not check(PROP, *_refused(Timing.SORCERY, step=Step.UPKEEP, begun=Step.POSTCOMBAT_MAIN)).ok
    assert check(PROP, *_refused(Timing.SORCERY, step=Step.PRECOMBAT_MAIN, begun=Step.END)).ok


def test_without_priority_a_timing_refusal_stands() -> None:
    assert check(PROP, *_refused(Timing.INSTANT, holder=1)).ok
    assert check(PROP, *_refused(Timing.INSTANT, passed=True)).ok


def test_other_codes_are_not_judged_but_a_missing_code_fails() -> None:
    assert check(PROP, *_refused(Timing.INSTANT, code=RefusalCode.COST)).ok
    missing = check(PROP, *_refused(Timing.SORCERY, step=Step.UPKEEP, code=None))
    assert not missing.ok and "refusal code" in missing.expected


def test_117_1a_casts() -> None:
    assert not check(PROP, *_cast_refused(True, Step.UPKEEP)).ok
    assert check(PROP, *_cast_refused(False, Step.UPKEEP)).ok
    assert not check(PROP, *_cast_refused(False, Step.PRECOMBAT_MAIN)).ok


def test_exercised_only_by_a_timing_refusal_or_an_instant_speed_activation() -> None:
    assert check(PROP, *_activated(Timing.INSTANT)).exercised
    assert not check(PROP, *_activated(Timing.ANY)).exercised
    assert not check(PROP, *_refused(Timing.SORCERY, code=RefusalCode.COST)).exercised
    assert check(PROP, *_refused(Timing.INSTANT, code=RefusalCode.COST)).exercised
