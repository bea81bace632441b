"""Priority after a resolution on hand-built Histories (CR 117.3b)."""
from __future__ import annotations

import pytest

from propkit import Built, Log, assert_pair, check, scenario, spell_card
from reference_engine.abilities import Effect, EffectKind
from reference_engine.events import (
    Cast, PassPriority, PlayerLost, Priority, PutOnStack, Resolved, Resolving, StepBegin, ZoneChange,
)
from reference_engine.ids import Step, Zone
from reference_engine.scenario import ObjectSetup, PlayerSetup

PROP = "active-player-gets-priority-after-resolution"
GIFT = spell_card("gift", Effect(kind=EffectKind.GAIN_LIFE, amount=1), mana="{W}")


def _resolved(caster: int, then: int, *, active: int = 0, lost: bool = False, step_first: bool = False) -> Built:
    """Three players, ``active`` first; ``caster``'s instant (object 1) resolves
    after everyone passes, then player ``then`` receives priority (the active
    player having lost first if ``lost``; a new step beginning first if ``step_first``)."""
    players = tuple(PlayerSetup(id=p) for p in range(3))
    sc = scenario((GIFT,), (ObjectSetup(id=1, card="gift", owner=caster, zone=Zone.HAND),),
                  players=players, active_player=active)
    order = [active, (active + 1) % 3, (active + 2) % 3]
    log = Log()
    for p in order[:order.index(caster)]:
        log.add(Priority, player=p)
        log.add(PassPriority, player=p)
    log.add(Priority, player=caster)
    log.add(ZoneChange, old_id=1, new_id=2, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=caster)
    log.add(Cast, object=2, card="gift", player=caster)
    log.add(PutOnStack, object=2, controller=caster)
    at = order.index(caster)
    for p in order[at:] + order[:at]:
        log.add(Priority, player=p, stack=(2,))
        log.add(PassPriority, player=p)
    resolving = log.add(Resolving, object=2)
    log.add(Resolved, object=2, causes=(resolving,))
    log.add(ZoneChange, old_id=2, new_id=3, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD, owner=caster)
    if lost:
        log.add(PlayerLost, player=active)
    if step_first:
        log.add(StepBegin, turn=1, step=Step.BEGINNING_OF_COMBAT, active_player=active)
    log.add(Priority, player=then)
    return sc, log


PAIRS = {PROP: (lambda: _resolved(1, 0), lambda: _resolved(1, 1))}


@pytest.mark.parametrize("prop_id", sorted(PAIRS))
def test_pairs(prop_id: str) -> None:
    assert_pair(prop_id, *PAIRS[prop_id])


def test_the_active_player_in_any_seat() -> None:
    assert check(PROP, *_resolved(0, 2, active=2)).ok
    assert not check(PROP, *_resolved(0, 0, active=2)).ok


def test_the_active_players_own_spell_counts_but_is_not_exercised() -> None:
    verdict = check(PROP, *_resolved(0, 0))
    assert verdict.ok and not verdict.exercised
    assert not check(PROP, *_resolved(0, 1)).ok


def test_nothing_is_expected_once_the_active_player_is_gone_or_a_step_begins() -> None:
    assert check(PROP, *_resolved(1, 1, lost=True)).ok
    assert check(PROP, *_resolved(1, 1, step_first=True)).ok
