""""If that creature would die this turn, exile it instead" on hand-built
Histories (CR 614.1a, 611.2a, 514.2)."""
from __future__ import annotations

from propkit import BEAR, Built, Log, assert_pair, check, on_field, scenario, spell_card
from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec
from reference_engine.events import Cast, Replaced, Resolved, Resolving, StepBegin, ZoneChange, ZoneChangeCause
from reference_engine.ids import CardType, Step, TargetRef, Zone

SPRAY = spell_card("spray", Effect(kind=EffectKind.DEAL_DAMAGE, amount=2, object=ObjectRef.TARGET),
                   Effect(kind=EffectKind.EXILE_IF_WOULD_DIE, object=ObjectRef.TARGET),
                   targets=(TargetSpec(objects=ObjectFilter(types=(CardType.CREATURE,))),))
PROP = "exiled-instead-of-dying-this-turn"


def _sprayed(later: bool = False) -> Built:
    """Magma Spray (11) resolves at the Bear (1); later this turn, or in the
    next one when ``later``, the Bear would be destroyed."""
    sc = scenario((BEAR, SPRAY), (on_field(1, "bear"), on_field(2, "spray", zone=Zone.HAND, controller=None)))
    log = Log()
    log.add(ZoneChange, old_id=2, new_id=11, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=11, card="spray", player=0, targets=(TargetRef(object=1),))
    res = log.add(Resolving, object=11)
    log.add(Resolved, causes=(res,), object=11)
    if later:
        log.add(StepBegin, turn=1, step=Step.CLEANUP, active_player=0)
        log.add(StepBegin, turn=2, step=Step.UNTAP, active_player=1)
    return sc, log


def _dies(exiled: bool, later: bool = False) -> Built:
    sc, log = _sprayed(later)
    if exiled:
        r = log.add(Replaced, original="zone_change 1 battlefield->graveyard", object=1, effect="spray/0")
        log.add(ZoneChange, causes=(r,), old_id=1, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.EXILE,
                owner=0, how=ZoneChangeCause.DESTROY)
    else:
        log.add(ZoneChange, old_id=1, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0,
                how=ZoneChangeCause.DESTROY)
    return sc, log


PAIRS = {PROP: (lambda: _dies(True), lambda: _dies(False))}


def test_pairs() -> None:
    for prop_id, (good, bad) in PAIRS.items():
        assert_pair(prop_id, good, bad)


def test_514_2_after_the_cleanup_step_the_creature_dies() -> None:
    assert check(PROP, *_dies(False, later=True)).ok
    verdict = check(PROP, *_dies(True, later=True))
    assert not verdict.ok and "did not cover" in verdict.observed


def test_400_7_the_card_back_on_the_battlefield_is_not_covered() -> None:
    """Flickered, the Bear is a new object (13): its death is a plain death."""
    sc, log = _sprayed()
    log.add(ZoneChange, old_id=1, new_id=12, from_zone=Zone.BATTLEFIELD, to_zone=Zone.EXILE, owner=0)
    log.add(ZoneChange, old_id=12, new_id=13, from_zone=Zone.EXILE, to_zone=Zone.BATTLEFIELD, owner=0)
    log.add(ZoneChange, old_id=13, new_id=14, from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD, owner=0,
            how=ZoneChangeCause.DESTROY)
    verdict = check(PROP, sc, log)
    assert verdict.ok and verdict.exercised
