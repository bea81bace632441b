"""A permanent spell's copy on hand-built Histories (CR 608.3f, 111.12,
707.10a, 704.5d): a bear spell copied by "Copy target creature spell you
control"; its copy resolves into a token, or is countered."""
from __future__ import annotations

from propkit import BEAR, Built, Log, assert_pair, check, scenario, on_field, snap, spell_card
from reference_engine.abilities import Effect, EffectKind, ObjectFilter, ObjectRef, TargetSpec, Who
from reference_engine.events import (Cast, CeasedToExist, Priority, PutOnStack, RemovalReason, RemovedFromStack,
                                     Resolved, Resolving, Sba, TokenCreated, ZoneChange, ZoneChangeCause)
from reference_engine.ids import CardType, TargetRef, Zone

MAJOR = spell_card("major", Effect(kind=EffectKind.COPY, object=ObjectRef.TARGET), mana="{G}{U}",
                   targets=(TargetSpec(zone=Zone.STACK,
                                       objects=ObjectFilter(types=(CardType.CREATURE,), controller=Who.YOU)),))
ID = "permanent-spell-copy-becomes-an-uncreated-token"


def _copied(arrival: str = "token", dies: bool = False, ceases: bool = True) -> Built:
    """The bear (1) cast as 10, Major (2) as 11 copies it: the copy (12)
    resolves and enters as ``arrival`` ("token", "nontoken", "created") as 13;
    ``dies``: it then dies (14) and, ``ceases``, ceases to exist."""
    sc = scenario((BEAR, MAJOR), (on_field(1, "bear", zone=Zone.HAND, controller=None),
                                  on_field(2, "major", zone=Zone.HAND, controller=None)))
    log = Log()
    log.add(ZoneChange, old_id=1, new_id=10, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=10, card="bear", player=0)
    log.add(ZoneChange, old_id=2, new_id=11, from_zone=Zone.HAND, to_zone=Zone.STACK, owner=0,
            how=ZoneChangeCause.CAST)
    log.add(Cast, object=11, card="major", player=0, targets=(TargetRef(object=10),))
    res = log.add(Resolving, object=11)
    log.add(PutOnStack, causes=(res,), object=12, controller=0, copy_of=10)
    log.add(Resolved, causes=(res,), object=11)
    log.add(ZoneChange, old_id=11, new_id=15, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD, owner=0,
            how=ZoneChangeCause.RESOLVED)
    res = log.add(Resolving, object=12)
    done = log.add(Resolved, causes=(res,), object=12)
    if arrival == "created":
        log.add(TokenCreated, causes=(done,), object=13, card="bear", owner=0, controller=0)
    else:
        log.add(ZoneChange, causes=(done,), old_id=12, new_id=13, from_zone=Zone.STACK, to_zone=Zone.BATTLEFIELD,
                owner=0, how=ZoneChangeCause.RESOLVED, after=snap("bear"), token=arrival == "token")
    if dies:
        sba = log.add(Sba, rule="704.5g", object=13)
        log.add(ZoneChange, causes=(sba,), old_id=13, new_id=14, from_zone=Zone.BATTLEFIELD,
                to_zone=Zone.GRAVEYARD, owner=0, how=ZoneChangeCause.DESTROY, before=snap("bear"))
        if ceases:
            gone = log.add(Sba, rule="704.5d", object=14)
            log.add(CeasedToExist, causes=(gone,), object=14, zone=Zone.GRAVEYARD)
    log.add(Priority, player=0)
    return sc, log


PAIRS = {ID: (lambda: _copied(), lambda: _copied("nontoken"))}


def test_pairs() -> None:
    for prop_id, (good, bad) in PAIRS.items():
        assert_pair(prop_id, good, bad)


def test_608_3f_a_copy_reported_as_a_created_token_fails() -> None:
    """CR 111.12: the token a permanent spell's copy becomes was not created."""
    assert not check(ID, *_copied("created")).ok


def test_704_5d_the_token_must_cease_to_exist_once_it_has_left() -> None:
    assert check(ID, *_copied(dies=True)).ok
    assert not check(ID, *_copied(dies=True, ceases=False)).ok


def test_707_10a_a_countered_copy_makes_no_zone_change() -> None:
    sc, log = _copied()
    log.events = [e for e in log.events if e.seq < 8]  # up to Major's resolved: the copy waits on the stack
    removed = log.add(RemovedFromStack, object=12, reason=RemovalReason.COUNTERED)
    good = check(ID, sc, log)
    assert good.ok and good.exercised
    log.add(ZoneChange, causes=(removed,), old_id=12, new_id=16, from_zone=Zone.STACK, to_zone=Zone.GRAVEYARD,
            owner=0, how=ZoneChangeCause.RESOLVED)
    assert not check(ID, sc, log).ok
