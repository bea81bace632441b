""""Cast this spell only during ..." on hand-built Histories (CR 601.3, 601.2e)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, scenario
from reference_engine.abilities import Ability, AbilityKind, CastTiming, Cost, Effect, EffectKind, Timing
from reference_engine.cards import CardDef
from reference_engine.events import Activated, Cast, IllegalAction, Priority, RefusalCode, StepBegin, ZoneChange, ZoneChangeCause
from reference_engine.ids import CardType, Step, Zone
from reference_engine.scenario import Action, ActionKind, ObjectSetup

PROP = "spells-cast-only-in-their-window"


def _trick(timing: CastTiming) -> CardDef:
    return CardDef(key="trick", name="Trick", mana_cost="{0}", types=(CardType.INSTANT,), abilities=(
        Ability(kind=AbilityKind.SPELL, cast_timing=timing, effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))


def _attempt(timing: CastTiming, step: Step, refused: bool, caster: int = 1, after: tuple[Step, ...] = ()) -> Built:
    """In ``step`` of player 0's turn (begun after the steps ``after``),
    ``caster`` holds priority and casts the trick (object 1); it stands, or
    is refused for timing and rolled back."""
    sc = scenario((_trick(timing),), (ObjectSetup(id=1, card="trick", owner=caster, zone=Zone.HAND),),
                  step=Step.PRECOMBAT_MAIN, script=(Action(action=ActionKind.CAST, player=caster, object=1),))
    log = Log()
    for earlier in (*after, step):
        log.add(StepBegin, turn=1, step=earlier, active_player=0)
    log.add(Priority, player=caster)
    move = log.add(ZoneChange, old_id=1, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=caster,
                   how=ZoneChangeCause.CAST)
    if refused:
        log.add(IllegalAction, player=caster, action=0, reason="timing", code=RefusalCode.TIMING,
                rolled_back=(move,))
    else:
        log.add(Cast, object=10, card="trick", player=caster)
    return sc, log


PAIRS = {PROP: (lambda: _attempt(CastTiming.AFTER_BLOCKERS, Step.DECLARE_ATTACKERS, refused=True),
                lambda: _attempt(CastTiming.AFTER_BLOCKERS, Step.DECLARE_ATTACKERS, refused=False))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


@pytest.mark.parametrize(("timing", "inside", "outside"), [
    (CastTiming.DECLARE_BLOCKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE),
    (CastTiming.COMBAT, Step.BEGINNING_OF_COMBAT, Step.POSTCOMBAT_MAIN),
    (CastTiming.AFTER_BLOCKERS, Step.COMBAT_DAMAGE, Step.BEGINNING_OF_COMBAT),
])
def test_601_3_cast_only_inside_and_never_refused_there(timing: CastTiming, inside: Step, outside: Step) -> None:
    assert check(PROP, *_attempt(timing, inside, refused=False)).ok
    assert not check(PROP, *_attempt(timing, inside, refused=True)).ok  # a false timing refusal
    assert check(PROP, *_attempt(timing, outside, refused=True)).ok
    assert not check(PROP, *_attempt(timing, outside, refused=False)).ok


def test_601_3_an_opponents_turn_is_judged_by_the_caster_not_the_step() -> None:
    assert check(PROP, *_attempt(CastTiming.OPPONENT_TURN, Step.END, refused=False, caster=1)).ok
    assert not check(PROP, *_attempt(CastTiming.OPPONENT_TURN, Step.END, refused=False, caster=0)).ok
    assert check(PROP, *_attempt(CastTiming.OPPONENT_TURN, Step.END, refused=True, caster=0)).ok


def test_508_8_after_blockers_the_end_of_combat_counts_only_if_blockers_were_declared() -> None:
    blocked = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE)
    assert check(PROP, *_attempt(CastTiming.AFTER_BLOCKERS, Step.END_OF_COMBAT, False, after=blocked)).ok
    skipped = (Step.DECLARE_ATTACKERS,)  # no attackers: straight to the end of combat
    assert not check(PROP, *_attempt(CastTiming.AFTER_BLOCKERS, Step.END_OF_COMBAT, False, after=skipped)).ok
    assert check(PROP, *_attempt(CastTiming.AFTER_BLOCKERS, Step.END_OF_COMBAT, True, after=skipped)).ok
    assert check(PROP, *_attempt(CastTiming.COMBAT, Step.END_OF_COMBAT, False, after=skipped)).ok


SNARE = CardDef(key="snare", name="Snare", types=(CardType.ARTIFACT,), abilities=(
    Ability(kind=AbilityKind.ACTIVATED, cost=Cost(mana="{0}"), timing=Timing.AFTER_BLOCKERS,
            effects=(Effect(kind=EffectKind.GAIN_LIFE, amount=1),)),))


def _activation(step: Step, refused: bool, after: tuple[Step, ...] = ()) -> Built:
    """Player 1 activates Snare's "activate only during combat after blockers
    are declared" ability in ``step`` of player 0's turn; it stands or is
    refused for timing."""
    sc = scenario((SNARE,), (ObjectSetup(id=1, card="snare", owner=1, zone=Zone.BATTLEFIELD),), step=Step.PRECOMBAT_MAIN,
                  script=(Action(action=ActionKind.ACTIVATE, player=1, object=1, ability=0),))
    log = Log()
    for earlier in (*after, step):
        log.add(StepBegin, turn=1, step=earlier, active_player=0)
    log.add(Priority, player=1)
    if refused:
        log.add(IllegalAction, player=1, action=0, reason="timing", code=RefusalCode.TIMING)
    else:
        log.add(Activated, object=10, source=1, ability="snare/0", player=1)
    return sc, log


def test_602_5b_an_after_blockers_ability_keeps_the_same_window() -> None:
    blocked = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)
    assert check(PROP, *_activation(Step.DECLARE_BLOCKERS, False, after=blocked[:1])).ok
    assert not check(PROP, *_activation(Step.DECLARE_BLOCKERS, True, after=blocked[:1])).ok
    assert not check(PROP, *_activation(Step.DECLARE_ATTACKERS, False)).ok
    assert check(PROP, *_activation(Step.DECLARE_ATTACKERS, True)).ok
    skipped = (Step.DECLARE_ATTACKERS,)  # no attackers, so no blockers were ever declared (CR 508.8)
    assert not check(PROP, *_activation(Step.END_OF_COMBAT, False, after=skipped)).ok
    assert check(PROP, *_activation(Step.END_OF_COMBAT, True, after=skipped)).ok
    assert check(PROP, *_activation(Step.END_OF_COMBAT, False, after=blocked)).ok
